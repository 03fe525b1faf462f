/**
 * The PDFs of seed §7 with the permissions of the screens they print: a tale for whoever may read it (the tales
 * service's own check), a criterion's list with the rows its list call answers the viewer, the advisory board
 * member's list for the advisory board and admins. Lists are read a batch at a time while the PDF is written.
 */

import type { Readable } from 'node:stream';
import {
  ACTION,
  actionName,
  formatCount,
  formatDateTimeTr,
  formatDateTr,
  hasAnyPermission,
  hasPermission,
  type TaleSortField,
  type TaleSummary,
  type Viewer,
} from '@masal/shared';
import { NotAllowed, NotFound } from '../../errors.ts';
import type { PdfRenderer } from '../../pdf/pdf-renderer.ts';
import type { TaleService } from '../tales/tale.service.ts';
import type { AdvisoryBoardPart, PdfRepository } from './pdf.repository.ts';
import { LIST_COLUMNS, LIST_LABELS } from './pdf-labels.ts';
import { taleDocument } from './tale-pdf.ts';

/** Rows read per batch: the tale lists' largest page. */
const BATCH = 100;

const staffLists = (roleIds: readonly number[]) => hasPermission(roleIds, 'seeAllTales');
const advisoryBoardAndAdmins = (roleIds: readonly number[]) =>
  hasAnyPermission(roleIds, ['advisoryBoard', 'administer']);

/**
 * Each criterion (decisions.md): the statuses its list shows and who may open that list (app/screens.ts):
 * completed and private content for editor-type roles, editor assistants and admins; the advisory board's list for
 * the advisory board and admins; published tales and `all` (what the viewer's own tale list shows) for everyone
 * signed in.
 */
const CRITERIA = {
  completed: { actionIds: [ACTION.completed], may: staffLists },
  privateContent: { actionIds: [ACTION.privateContent], may: staffLists },
  published: { actionIds: [ACTION.published], may: () => true },
  advisoryBoard: { actionIds: [ACTION.advisoryBoard], may: advisoryBoardAndAdmins },
  all: { actionIds: undefined, may: () => true },
} as const;
export type PdfCriterion = keyof typeof CRITERIA;
export const PDF_CRITERIA = Object.keys(CRITERIA) as [PdfCriterion, ...PdfCriterion[]];

/** The list screen's order and name search, so the paper shows what the screen does. */
export interface ListView {
  sort: TaleSortField;
  order: 'asc' | 'desc';
  q?: string | undefined;
}

interface ListedTale {
  taleId: number;
  taleName: string;
  authorNameSurname: string;
  city: string | null;
  actionId: number;
  numberOfWord: number;
  groupName: string | null;
  subGroupName: string | null;
  date: Date | string | null;
}

const typeOf = (t: { groupName: string | null; subGroupName: string | null }) =>
  t.groupName ? (t.subGroupName ? `${t.groupName} / ${t.subGroupName}` : t.groupName) : '';

/** A table row: no, taleId, name, compiler, province, type, status, words, date. */
const rowOf = (no: number, t: ListedTale): string[] => [
  formatCount(no),
  String(t.taleId),
  t.taleName,
  t.authorNameSurname,
  t.city ?? '',
  typeOf(t),
  actionName(t.actionId),
  formatCount(t.numberOfWord),
  t.date ? formatDateTr(t.date) : '',
];

export function pdfService(deps: {
  tales: Pick<TaleService, 'getFull' | 'list'>;
  repo: PdfRepository;
  renderer: PdfRenderer;
}) {
  const { tales, repo, renderer } = deps;

  const table = (title: string, batches: AsyncIterable<string[][]>): Readable =>
    renderer.table({
      title,
      subtitle: LIST_LABELS.madeAt(formatDateTimeTr(new Date())),
      columns: LIST_COLUMNS,
      batches,
    });

  /** The criterion's list as GET /v1/tales/ answers it to the viewer, page after page by its cursors. */
  async function* criterionBatches(viewer: Viewer, criterion: PdfCriterion, view: ListView) {
    let after: string | undefined;
    let no = 0;
    do {
      const page = await tales.list(viewer, {
        page: 0,
        pageSize: BATCH,
        sort: view.sort,
        order: view.order,
        q: view.q,
        actionIds: CRITERIA[criterion].actionIds ? [...CRITERIA[criterion].actionIds] : undefined,
        after,
      });
      const types = await repo.typesOf(page.rows.map((r) => r.taleId));
      yield page.rows.map((r: TaleSummary) => {
        const type = types.get(r.taleId) ?? { groupName: null, subGroupName: null };
        return rowOf(++no, { ...r, ...type, date: r.updatedAt });
      });
      after = page.nextCursor ?? undefined;
    } while (after);
  }

  async function* advisoryBoardBatches(memberUserId: number) {
    let no = 0;
    for (const part of ['waiting', 'decided'] as AdvisoryBoardPart[]) {
      let after = 0;
      for (;;) {
        const rows = await repo.advisoryBoardBatch(part, memberUserId, after, BATCH);
        if (rows.length === 0) break;
        yield rows.map((r) => rowOf(++no, { ...r, date: part === 'waiting' ? r.waitingSince : r.decidedAt }));
        after = rows.at(-1)?.taleId ?? after;
        if (rows.length < BATCH) break;
      }
    }
  }

  return {
    /** GET /pdf/tale/{id}: 404 and 401 exactly as GET /tales/full/{id} answers them. */
    async tale(viewer: Viewer, taleId: number): Promise<Buffer> {
      const tale = await tales.getFull(taleId, viewer);
      return renderer.document(taleDocument(tale, LIST_LABELS.madeAt(formatDateTimeTr(new Date()))));
    },

    /** Refused before a byte is written, so a refusal is an ordinary error answer. */
    criterionList(viewer: Viewer, criterion: PdfCriterion, view: ListView): Readable {
      if (!CRITERIA[criterion].may(viewer.roleIds)) throw new NotAllowed();
      return table(LIST_LABELS[criterion], criterionBatches(viewer, criterion, view));
    },

    /** The advisory board screen's lists for one member: the tales waiting for the advisory board, then those the member decided. */
    async advisoryBoardList(memberUserId: number): Promise<Readable> {
      const member = await repo.advisoryBoardMemberName(memberUserId);
      if (!member) throw new NotFound();
      return table(LIST_LABELS.advisoryBoardMember(member), advisoryBoardBatches(memberUserId));
    },
  };
}
export type PdfService = ReturnType<typeof pdfService>;
