/** Assigning several tales to one editor: one PUT per tale, each outcome kept for the summary. */
import { ACTION, type TaleSummary } from '@masal/shared';
import type { ApiResult } from '../../../api/api-client.ts';
import { t } from '../../../i18n/i18n.ts';

export type AssignTale = Pick<TaleSummary, 'taleId' | 'taleName' | 'actionId' | 'editorId' | 'version'>;

export interface AssignOutcome {
  tale: AssignTale;
  /** Why the tale was not assigned; undefined when it was. */
  failure?: string;
}

type Send = (body: {
  taleId: number;
  editorId: number;
  version: number;
  note?: string;
}) => Promise<ApiResult<unknown>>;

/** Submitted tales are assigned, tales in review reassigned; no other status takes an editor from here. */
export const isAssignable = (tale: Pick<TaleSummary, 'actionId'>) =>
  tale.actionId === ACTION.submitted || tale.actionId === ACTION.inReview;

/**
 * The server's own words — the field message of a 400 (e.g. the editor), else the answer's message —
 * but for a stale version, whose message speaks of the tale form's text.
 */
function failureOf(result: ApiResult<unknown>): string | undefined {
  if (result.ok) return undefined;
  if (result.code === 'STALE_VERSION') return t('taleManagement.staleVersion');
  return result.errors[0]?.message ?? result.message;
}

/**
 * Sends the assignments one after another (the server orders its e-mails and history rows per tale);
 * a tale the editor already has is not sent again.
 */
export async function assignAll(
  tales: readonly AssignTale[],
  editorId: number,
  note: string,
  send: Send,
  onProgress?: (done: number) => void,
): Promise<AssignOutcome[]> {
  const outcomes: AssignOutcome[] = [];
  for (const tale of tales) {
    if (tale.actionId === ACTION.inReview && tale.editorId === editorId) {
      outcomes.push({ tale, failure: t('taleManagement.alreadyAssigned') });
    } else if (!isAssignable(tale)) {
      outcomes.push({ tale, failure: t('taleManagement.notAssignable') });
    } else {
      const result = await send({
        taleId: tale.taleId,
        editorId,
        version: tale.version,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      outcomes.push({ tale, failure: failureOf(result) });
    }
    onProgress?.(outcomes.length);
  }
  return outcomes;
}
