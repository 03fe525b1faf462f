/**
 * What the assigned editor changes on the review screen — the text to publish, the context, the group
 * and subgroup — as form values ('' = empty), and the PUT /v1/tales/full body that carries them with
 * the rest of the tale unchanged (decisions.md: "a compiler's fields stay as sent").
 */
import type { TaleFull, TaleGroupEntry, TaleUpdateInput } from '@masal/shared';
import { toTaleInput, valuesOfTale } from '../../tales/form/tale-form-values.ts';

export interface ReviewValues {
  taleTextEnd: string;
  contextProperties: string;
  /** The chosen ids as the native selects hold them; '' = none. */
  groupId: string;
  subGroupId: string;
}

/** The fields of the review form, in screen order (server messages and focus follow it). */
export const REVIEW_FIELDS = ['taleTextEnd', 'groupId', 'subGroupId', 'contextProperties'] as const;

const idText = (id: number | null) => (id === null ? '' : String(id));

export function reviewValuesOf(tale: TaleFull): ReviewValues {
  return {
    taleTextEnd: tale.taleTextEnd ?? '',
    contextProperties: tale.contextProperties ?? '',
    groupId: idText(tale.groupId),
    subGroupId: idText(tale.subGroupId),
  };
}

/** PUT /v1/tales/full: the whole tale as the tale form sends it, with the editor's four fields. */
export type ReviewSaveInput = TaleUpdateInput & { groupId: number | null; subGroupId: number | null };

export function reviewPayload(tale: TaleFull, values: ReviewValues, version = tale.version): ReviewSaveInput {
  return {
    ...toTaleInput({
      ...valuesOfTale(tale),
      taleTextEnd: values.taleTextEnd,
      contextProperties: values.contextProperties,
    }),
    taleId: tale.taleId,
    version,
    groupId: values.groupId ? Number(values.groupId) : null,
    subGroupId: values.subGroupId ? Number(values.subGroupId) : null,
  };
}

/** Whether two copies would save the same (spaces at the ends do not count). */
export function sameReview(a: ReviewValues, b: ReviewValues): boolean {
  return (
    a.taleTextEnd.trim() === b.taleTextEnd.trim() &&
    a.contextProperties.trim() === b.contextProperties.trim() &&
    a.groupId === b.groupId &&
    a.subGroupId === b.subGroupId
  );
}

/** The subgroups the subgroup picker offers: those of the chosen group. */
export function subGroupsOf(groups: readonly TaleGroupEntry[], groupId: string): TaleGroupEntry['subGroups'] {
  return groups.find((g) => String(g.groupId) === groupId)?.subGroups ?? [];
}
