/**
 * Tale rules of decisions.md: who sees and edits a tale, the editors' edits (editorial.service.ts), the word count computed here (never taken from the client) and optimistic versions so no save is
 * lost silently.
 */
import {
  ACTION,
  canDeleteTale,
  canSeeTale,
  isStaff,
  MSG,
  type TaleData,
  type TaleFull,
  type Viewer,
  withoutHiddenFields,
} from '@masal/shared';
import type { AuditActor } from '../../db/audit-row.ts';
import { requireEditable } from '../../db/tale-edit-guard.ts';
import { Invalid, NotAllowed, NotFound, WrongState } from '../../errors.ts';
import { editorialEdits } from './editorial.service.ts';
import { toHistoryEntry, toSourcePerson, toTale, toTaleSummary } from './tale.presenter.ts';
import type { TaleRepository } from './tale.repository.ts';
import type { ListOptions } from './tale-list.repository.ts';
import { type TaleAttachments, taleReader } from './tale-reader.ts';
import { wordsOf } from './word-count.ts';

export interface TaleServiceDeps {
  repo: TaleRepository;
  attachments: TaleAttachments;
}

/** PUT /v1/tales/full: the form's fields; the editor's tale group (used at 3 only). */
type TaleUpdate = TaleData & {
  taleId: number;
  version: number;
  groupId?: number | null | undefined;
  subGroupId?: number | null | undefined;
};

export function taleService({ repo, attachments }: TaleServiceDeps) {
  const reader = taleReader(repo, attachments);
  const { visibleTale, visibleFull, fullById, stale } = reader;
  const editorial = editorialEdits({ repo, reader });

  return {
    async get(taleId: number, viewer: Viewer) {
      return toTale(await visibleTale(taleId, viewer), viewer);
    },

    getFull: visibleFull,

    async create(viewer: Viewer & AuditActor, input: TaleData): Promise<TaleFull> {
      const data = withoutHiddenFields(input);
      const taleId = await repo.insert(viewer.userId, data, wordsOf(data), (id) => ({
        actorUserId: viewer.userId,
        ip: viewer.ip,
        action: 'tale.create',
        entityId: id,
      }));
      return fullById(taleId, viewer);
    },

    /** The owner's save at 1 and 4; the assigned editor's at 3 (editorial.service.ts). */
    async update(viewer: Viewer & AuditActor, input: TaleUpdate): Promise<TaleFull> {
      const row = await visibleTale(input.taleId, viewer);
      requireEditable(row, viewer);
      if (row.actionId === ACTION.inReview) return editorial.editAsEditor(viewer, row, input);
      // The tale group is the editor's: whatever the owner sends of it is ignored.
      const { taleId, version, groupId: _groupId, subGroupId: _subGroupId, ...sent } = input;
      const data = withoutHiddenFields(sent);
      if (version !== row.version) return stale(taleId, viewer);
      const written = await repo.update(taleId, { version, actionId: row.actionId }, data, wordsOf(data), {
        actorUserId: viewer.userId,
        ip: viewer.ip,
        action: 'tale.update',
        entityId: taleId,
        details: { version: version + 1 },
      });
      if (!written) return stale(taleId, viewer);
      return fullById(taleId, viewer);
    },

    /** How the workflow's transitions (modules/workflow) read a tale as its viewer may see it. */
    reader,
    editCompleted: editorial.editCompleted,
    revisions: editorial.revisions,

    /**
     * GET /v1/tales/history/{id}, oldest first: for the owner and the staff only — editors' and the advisory board's
     * notes are internal, so a reader of a published tale does not get them.
     */
    async history(viewer: Viewer, taleId: number) {
      const row = await visibleTale(taleId, viewer);
      if (row.userId !== viewer.userId && !isStaff(viewer.roleIds)) throw new NotAllowed();
      return (await repo.history(taleId)).map((entry) => toHistoryEntry(entry, viewer));
    },

    async remove(viewer: Viewer & AuditActor, taleId: number): Promise<void> {
      const row = await visibleTale(taleId, viewer);
      requireEditable(row, viewer, canDeleteTale);
      const audit = {
        actorUserId: viewer.userId,
        ip: viewer.ip,
        action: 'tale.delete',
        entityId: taleId,
      } as const;
      const files = await repo.deleteDraft(taleId, audit);
      if (!files) throw new WrongState();
      // Only after the commit, and only the files of the rows this deletion removed.
      await attachments.removeFiles(files);
    },

    /** GET /tales/ (ownerUserId undefined) and /tales/userId/{id}: another user's list is for staff only. */
    async list(viewer: Viewer, options: ListOptions, ownerUserId?: number) {
      const staff = isStaff(viewer.roleIds);
      if (ownerUserId !== undefined && ownerUserId !== viewer.userId && !staff) throw new NotAllowed();
      // Staff's "Masal Listesi" says drafts are not in it: a draft filter there is a mistake.
      if (staff && ownerUserId === undefined && options.actionIds?.includes(ACTION.draft))
        throw new Invalid(MSG.talesListNoDrafts);
      const { rows, ...paging } = await repo.list(
        { viewerUserId: viewer.userId, staff, ownerUserId },
        options,
      );
      return { rows: rows.map((row) => toTaleSummary(row, viewer)), ...paging };
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
