/**
 * The edits after the compiler's (decisions.md): the assigned editor classifies and edits the text to publish
 * at 3; editor assistants and admins refine completed tales (6, 7, 9), each save kept as a revision.
 */
import {
  ACTION,
  type FieldProblem,
  hasPermission,
  MSG,
  type TaleFull,
  type TaleRevision,
  type Viewer,
} from '@masal/shared';
import type { AuditActor } from '../../db/audit-row.ts';
import { Invalid, NotAllowed, WrongState } from '../../errors.ts';
import { toTaleRevision } from './tale.presenter.ts';
import type { TaleRepository, TaleRow } from './tale.repository.ts';
import type { TaleReader } from './tale-reader.ts';
import { wordsOf } from './word-count.ts';

/** Statuses whose text editor assistants and admins refine. */
const COMPLETED_STATUSES: readonly number[] = [ACTION.completed, ACTION.privateContent, ACTION.published];

interface EditorialText {
  version: number;
  taleTextEnd: string | null;
  contextProperties: string | null;
}

export function editorialEdits({ repo, reader }: { repo: TaleRepository; reader: TaleReader }) {
  /** A group that exists and a subgroup of that group (either may be empty). */
  async function requireTaleGroup(groupId: number | null, subGroupId: number | null): Promise<void> {
    const problems: FieldProblem[] = [];
    if (groupId !== null && !(await repo.groupExists(groupId))) {
      problems.push({ field: 'groupId', message: MSG.idInvalid });
    }
    if (subGroupId !== null) {
      const ofGroup = await repo.groupOfSubGroup(subGroupId);
      if (ofGroup === undefined) problems.push({ field: 'subGroupId', message: MSG.idInvalid });
      else if (ofGroup !== groupId) problems.push({ field: 'subGroupId', message: MSG.subGroupNotInGroup });
    }
    if (problems.length > 0) throw new Invalid(problems[0]?.message, problems);
  }

  return {
    /**
     * PUT /v1/tales/full by the assigned editor at 3 (the caller checked that): the tale group, the text to
     * publish and the context properties; every compiler field stays as stored. An absent group or subgroup
     * keeps the stored one.
     */
    async editAsEditor(
      viewer: Viewer & AuditActor,
      row: TaleRow,
      input: EditorialText & { groupId?: number | null | undefined; subGroupId?: number | null | undefined },
    ): Promise<TaleFull> {
      if (input.version !== row.version) return reader.stale(row.taleId, viewer);
      const groupId = input.groupId === undefined ? row.groupId : input.groupId;
      const subGroupId = input.subGroupId === undefined ? row.subGroupId : input.subGroupId;
      await requireTaleGroup(groupId, subGroupId);
      const { taleTextEnd, contextProperties } = input;
      const written = await repo.updateEditorial(
        row.taleId,
        { version: input.version, actionId: row.actionId },
        { groupId, subGroupId, taleTextEnd, contextProperties },
        wordsOf({ taleText: row.taleText, taleTextEnd }),
        {
          actorUserId: viewer.userId,
          ip: viewer.ip,
          action: 'tale.editorEdit',
          entityId: row.taleId,
          details: { version: input.version + 1 },
        },
      );
      if (!written) return reader.stale(row.taleId, viewer);
      return reader.fullById(row.taleId, viewer);
    },

    /** PUT /v1/tales/completed: 401 without the role, 409 when the tale is not completed or the version is stale. */
    async editCompleted(
      viewer: Viewer & AuditActor,
      input: EditorialText & { taleId: number },
    ): Promise<TaleFull> {
      const row = await reader.visibleTale(input.taleId, viewer);
      if (!hasPermission(viewer.roleIds, 'editCompleted')) throw new NotAllowed();
      if (!COMPLETED_STATUSES.includes(row.actionId)) throw new WrongState();
      if (input.version !== row.version) return reader.stale(row.taleId, viewer);
      const { taleTextEnd, contextProperties } = input;
      const written = await repo.updateEditorial(
        row.taleId,
        { version: input.version, actionId: row.actionId },
        { taleTextEnd, contextProperties },
        wordsOf({ taleText: row.taleText, taleTextEnd }),
        {
          actorUserId: viewer.userId,
          ip: viewer.ip,
          action: 'tale.completedEdit',
          entityId: row.taleId,
          details: { version: input.version + 1 },
        },
        viewer.userId,
      );
      if (!written) return reader.stale(row.taleId, viewer);
      return reader.fullById(row.taleId, viewer);
    },

    /** GET /v1/tales/revisions/{id}, newest first: for the roles that edit completed tales. */
    async revisions(viewer: Viewer, taleId: number): Promise<TaleRevision[]> {
      const row = await reader.visibleTale(taleId, viewer);
      if (!hasPermission(viewer.roleIds, 'editCompleted')) throw new NotAllowed();
      const rows = await repo.revisions(taleId);
      if (rows.length === 0 && !COMPLETED_STATUSES.includes(row.actionId)) throw new WrongState();
      return rows.map(toTaleRevision);
    },
  };
}
