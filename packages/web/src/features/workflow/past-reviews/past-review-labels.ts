/** The screen's names for decisions and their steps. */
import { actionName, type PastReviewDecision } from '@masal/shared';
import { t } from '../../../i18n/i18n.ts';

export const decisionLabel = (decision: PastReviewDecision) => t(`pastReviews.decisions.${decision}`);

/** The statuses a decision moved the tale between, e.g. "Editör incelemesinde → Düzeltme istendi". */
export const stepLabel = (fromActionId: number, toActionId: number) =>
  t('pastReviews.step', { from: actionName(fromActionId), to: actionName(toActionId) });
