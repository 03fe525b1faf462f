/** The screen's names for decisions and months. */
import { actionName, type PastReviewDecision } from '@masal/shared';
import { t } from '../../i18n/i18n.ts';

export const decisionLabel = (decision: PastReviewDecision) => t(`pastReviews.decisions.${decision}`);

/** The statuses a decision moved the tale between, e.g. "Editör incelemesinde → Düzeltme istendi". */
export const stepLabel = (fromActionId: number, toActionId: number) =>
  t('pastReviews.step', { from: actionName(fromActionId), to: actionName(toActionId) });

const monthFormat = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `YYYY-MM` (an Istanbul month) as "Şubat 2024". */
export const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T12:00:00Z`));
