/**
 * The review screen's copies on the device, one per editor and tale: the four fields of the review form, and the
 * abstract, which is saved on its own and so is kept on its own.
 */
import type { DraftKind } from '../../../components/device-draft-store.ts';
import { type ReviewValues, sameReview } from './review-values.ts';

const isText = (v: unknown): v is string => typeof v === 'string';
const isReview = (v: unknown): v is ReviewValues => {
  const r = v as Partial<ReviewValues> | null;
  return (
    r !== null &&
    typeof r === 'object' &&
    [r.taleTextEnd, r.contextProperties, r.groupId, r.subGroupId].every(isText)
  );
};

export const REVIEW_DRAFT: DraftKind<ReviewValues> = {
  name: 'reviewDraft',
  accept: (values) => (isReview(values) ? values : null),
  same: sameReview,
};

export const ABSTRACT_DRAFT: DraftKind<string> = {
  name: 'abstractDraft',
  accept: (values) => (isText(values) && values.trim() ? values : null),
  // An emptied abstract is nothing to keep; spaces at the ends do not count.
  same: (a, b) => !a.trim() || a.trim() === b.trim(),
};
