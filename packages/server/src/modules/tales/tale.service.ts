/**
 * Tale rules of decisions.md: who sees and edits a tale, the owner's submit transitions, the word
 * count computed here (never taken from the client) and optimistic versions so no save is lost silently.
 */
import {
  ACTION,
  type Attachment,
  canDeleteTale,
  canSeeTale,
  countWords,
  isStaff,
  MSG,
  ownerSubmitTarget,
  submitProblems,
  type TaleData,
  type TaleFull,
  type Viewer,
  withoutHiddenFields,
} from '@masal/shared';
import { Invalid, NotAllowed, NotFound, StaleVersion, WrongState } from '../../errors.ts';
import { requireEditable } from './edit-guard.ts';
import { toSourcePerson, toTale, toTaleData, toTaleSummary } from './tale.presenter.ts';
import type { TaleRepository, TaleRow } from './tale.repository.ts';
import type { ListOptions } from './tale-list.repository.ts';

/** What the tales module needs from the attachments module. */
interface TaleAttachments {
  listByTale(taleId: number, viewerUserId: number): Promise<Attachment[]>;
  removeFiles(storageKeys: readonly string[]): Promise<void>;
}

export interface TaleServiceDeps {
  repo: TaleRepository;
  attachments: TaleAttachments;
}

/** numberOfWord: from the text to publish, the main text while that is empty (decisions.md). */
const wordsOf = (data: Pick<TaleData, 'taleText' | 'taleTextEnd'>) =>
  countWords(data.taleTextEnd || data.taleText);

export function taleService({ repo, attachments }: TaleServiceDeps) {
  /** The tale if the viewer may see it: 404 when there is none, 401 when it is someone else's. */
  async function visibleTale(taleId: number, viewer: Viewer): Promise<TaleRow> {
    const row = await repo.find(taleId);
    if (!row) throw new NotFound();
    if (!canSeeTale(row, viewer)) throw new NotAllowed();
    return row;
  }

  async function full(row: TaleRow, viewer: Viewer): Promise<TaleFull> {
    const person = row.sourcePersonId ? await repo.findSourcePerson(row.sourcePersonId) : undefined;
    return {
      ...toTale(row),
      sourcePerson: person ? toSourcePerson(person) : null,
      uploadList: await attachments.listByTale(row.taleId, viewer.userId),
    };
  }

  async function fullById(taleId: number, viewer: Viewer): Promise<TaleFull> {
    const row = await repo.find(taleId);
    if (!row) throw new NotFound();
    return full(row, viewer);
  }

  /** 409 carrying the tale as it is now, so the client can show it beside the user's own copy. */
  async function stale(taleId: number, viewer: Viewer): Promise<never> {
    throw new StaleVersion(MSG.taleStale, { tale: await fullById(taleId, viewer) });
  }

  return {
    async get(taleId: number, viewer: Viewer) {
      return toTale(await visibleTale(taleId, viewer));
    },

    async getFull(taleId: number, viewer: Viewer) {
      return full(await visibleTale(taleId, viewer), viewer);
    },

    async create(viewer: Viewer, input: TaleData): Promise<TaleFull> {
      const data = withoutHiddenFields(input);
      const taleId = await repo.insert(viewer.userId, data, wordsOf(data), (id) => ({
        actorUserId: viewer.userId,
        action: 'tale.create',
        entityId: id,
      }));
      return fullById(taleId, viewer);
    },

    async update(viewer: Viewer, input: TaleData & { taleId: number; version: number }): Promise<TaleFull> {
      const { taleId, version, ...sent } = input;
      const data = withoutHiddenFields(sent);
      const row = await visibleTale(taleId, viewer);
      requireEditable(row, viewer);
      if (version !== row.version) return stale(taleId, viewer);
      const written = await repo.update(taleId, { version, actionId: row.actionId }, data, wordsOf(data), {
        actorUserId: viewer.userId,
        action: 'tale.update',
        entityId: taleId,
        details: { version: version + 1 },
      });
      if (!written) return stale(taleId, viewer);
      return fullById(taleId, viewer);
    },

    /**
     * PUT /v1/tales/: the owner's 1→2 submit (every field the workflow needs, all problems listed at once)
     * and 4→3 resubmit. The editors' and the board's transitions come with the workflow screens.
     */
    async transition(
      viewer: Viewer,
      input: { taleId: number; actionId: number; note?: string | undefined },
    ): Promise<TaleFull> {
      const row = await visibleTale(input.taleId, viewer);
      if (row.userId !== viewer.userId) throw new NotAllowed();
      if (ownerSubmitTarget(row.actionId) !== input.actionId) throw new WrongState(MSG.transitionNotAllowed);
      if (row.actionId === ACTION.draft) {
        const person = row.sourcePersonId ? await repo.findSourcePerson(row.sourcePersonId) : null;
        // Its source person goes only with the tale: the draft was deleted since it was read (not "incomplete").
        if (person === undefined) throw new NotFound();
        const problems = submitProblems(toTaleData(row, person));
        if (problems.length > 0) throw new Invalid(MSG.submitIncomplete, problems);
      }
      const moved = await repo.transition(
        {
          taleId: row.taleId,
          from: row.actionId,
          to: input.actionId,
          actorUserId: viewer.userId,
          note: input.note,
        },
        {
          actorUserId: viewer.userId,
          action: 'tale.submit',
          entityId: row.taleId,
          details: { from: row.actionId, to: input.actionId },
        },
      );
      if (!moved) throw new WrongState(MSG.transitionNotAllowed);
      return fullById(row.taleId, viewer);
    },

    async remove(viewer: Viewer, taleId: number): Promise<void> {
      const row = await visibleTale(taleId, viewer);
      requireEditable(row, viewer, canDeleteTale);
      const audit = { actorUserId: viewer.userId, action: 'tale.delete', entityId: taleId } as const;
      const files = await repo.deleteDraft(taleId, audit);
      if (!files) throw new WrongState();
      // Only after the commit, and only the files of the rows this deletion removed.
      await attachments.removeFiles(files);
    },

    /** GET /tales/ (ownerUserId undefined) and /tales/userId/{id}: another user's list is for staff only. */
    async list(viewer: Viewer, options: ListOptions, ownerUserId?: number) {
      const staff = isStaff(viewer.roleIds);
      if (ownerUserId !== undefined && ownerUserId !== viewer.userId && !staff) throw new NotAllowed();
      const { rows, ...paging } = await repo.list(
        { viewerUserId: viewer.userId, staff, ownerUserId },
        options,
      );
      return { rows: rows.map(toTaleSummary), ...paging };
    },

    async sourcePerson(viewer: Viewer, sourcePersonId: number) {
      const tale = await repo.findBySourcePerson(sourcePersonId);
      const person = tale ? await repo.findSourcePerson(sourcePersonId) : undefined;
      if (!tale || !person) throw new NotFound();
      if (!canSeeTale(tale, viewer)) throw new NotAllowed();
      return toSourcePerson(person);
    },
  };
}
export type TaleService = ReturnType<typeof taleService>;
