/**
 * The choices of the detailed search's filters with the count of tales behind each (the answer's facets):
 * "Karadeniz (124)". Values no matching tale has are left out, except the one chosen; before the first
 * answer every choice is offered without a count. A facet counted over the first 2,000 of more tales has
 * lower bounds, "Karadeniz (1.240+)", and keeps every choice: a value none of those had may still be found.
 */
import {
  ACTION_IDS,
  actionName,
  COPYRIGHT_STATUS,
  EDUCATION_LEVELS,
  type FacetValue,
  formatCount,
  REGIONS,
  TALE_SOURCE,
  type TaleGroupEntry,
} from '@masal/shared';
import type { FilterOption } from '../../components/filter-select.tsx';
import { t } from '../../i18n/i18n.ts';
import { citiesFor } from '../tales/tale-management/management-view.ts';

/** A choice as the URL and the select carry it (a string), with its label. */
export interface Choice {
  value: string;
  label: string;
}

/** "Karadeniz (124)", or "Karadeniz (124+)" for a lower bound. */
export const withCount = (label: string, n: number, capped = false) =>
  `${label} (${formatCount(n)}${capped ? '+' : ''})`;

export function facetOptions(
  choices: readonly Choice[],
  facet: readonly FacetValue[] | undefined,
  chosen: string,
  capped = false,
): FilterOption[] {
  if (!facet) return [...choices];
  const counts = new Map(facet.map((f) => [String(f.value), f.count]));
  if (capped)
    return choices.map((c) => {
      const n = counts.get(c.value);
      return { value: c.value, label: n === undefined ? c.label : withCount(c.label, n, true) };
    });
  return choices
    .filter((c) => (counts.get(c.value) ?? 0) > 0 || c.value === chosen)
    .map((c) => ({ value: c.value, label: withCount(c.label, counts.get(c.value) ?? 0) }));
}

/** How many matching tales have `value` in `facet` (0 when none, undefined before the first answer). */
export function facetCount(facet: readonly FacetValue[] | undefined, value: string | number | boolean) {
  if (!facet) return undefined;
  return facet.find((f) => String(f.value) === String(value))?.count ?? 0;
}

const names = (list: readonly string[]): Choice[] => list.map((name) => ({ value: name, label: name }));

export const STATUS_CHOICES: Choice[] = ACTION_IDS.map((id) => ({
  value: String(id),
  label: actionName(id),
}));
export const REGION_CHOICES: Choice[] = names(REGIONS);
export const EDUCATION_CHOICES: Choice[] = names(EDUCATION_LEVELS);
export const COPYRIGHT_CHOICES: Choice[] = [
  { value: String(COPYRIGHT_STATUS.wanted), label: t('talePreview.copyrightYes') },
  { value: String(COPYRIGHT_STATUS.notWanted), label: t('talePreview.copyrightNo') },
];
export const TALE_SOURCE_CHOICES: Choice[] = [
  { value: String(TALE_SOURCE.compilation), label: t('talePreview.taleSourceCompilation') },
  { value: String(TALE_SOURCE.printed), label: t('talePreview.taleSourcePrinted') },
];
/** Has video / audio / image. */
export const PRESENCE_CHOICES: Choice[] = [
  { value: 'true', label: t('search.present') },
  { value: 'false', label: t('search.absent') },
];
/** The provinces of the chosen region, or all 81, A to Z. */
export const cityChoices = (area: string | undefined): Choice[] => names(citiesFor(area));

export const groupChoices = (groups: readonly TaleGroupEntry[]): Choice[] =>
  groups.map((g) => ({ value: String(g.groupId), label: g.groupName }));

/** The chosen group's subgroups; without a group every subgroup, named with its group. */
export function subGroupChoices(groups: readonly TaleGroupEntry[], groupId: number | undefined): Choice[] {
  const chosen = groups.find((g) => g.groupId === groupId);
  if (chosen) return chosen.subGroups.map((s) => ({ value: String(s.subGroupId), label: s.subGroupName }));
  return groups.flatMap((g) =>
    g.subGroups.map((s) => ({ value: String(s.subGroupId), label: `${g.groupName} / ${s.subGroupName}` })),
  );
}

/** The group of a subgroup, so choosing a subgroup first also chooses its group. */
export const groupOfSubGroup = (groups: readonly TaleGroupEntry[], subGroupId: number) =>
  groups.find((g) => g.subGroups.some((s) => s.subGroupId === subGroupId))?.groupId;
