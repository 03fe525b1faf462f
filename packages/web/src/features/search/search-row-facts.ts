/** What a result of the detailed search says about its tale, label by label, as the result card lists it. */
import {
  formatCount,
  formatDateTr,
  formatPercent,
  POSSIBLE_COPY_SCORE,
  type SearchRow,
  type TaleGroupEntry,
} from '@masal/shared';
import { t } from '../../i18n/i18n.ts';

export interface Fact {
  key: string;
  label: string;
  value: string;
}

/** The names of the tale groups by id, for rows that carry only the ids. */
export interface TypeNames {
  groups: ReadonlyMap<number, string>;
  subGroups: ReadonlyMap<number, string>;
}

export function typeNamesOf(groups: readonly TaleGroupEntry[] | undefined): TypeNames {
  const list = groups ?? [];
  return {
    groups: new Map(list.map((g) => [g.groupId, g.groupName])),
    subGroups: new Map(list.flatMap((g) => g.subGroups.map((s) => [s.subGroupId, s.subGroupName] as const))),
  };
}

const DASH = '—';
/** "%45", with "olası kopya" from POSSIBLE_COPY_SCORE up; a dash for a tale not compared yet. */
export function copyScoreText(score: number | null): string {
  if (score === null) return DASH;
  const text = formatPercent(score);
  return score >= POSSIBLE_COPY_SCORE ? t('search.possibleCopyScore', { score: text }) : text;
}

/** "Karadeniz / Trabzon", either alone, or a dash. */
const placeText = (row: SearchRow) => [row.area, row.city].filter(Boolean).join(' / ') || DASH;

function typeText(row: SearchRow, names: TypeNames): string {
  const group = row.groupId === null ? undefined : names.groups.get(row.groupId);
  if (!group) return t('talePreview.taleGroupByEditor');
  const subGroup = row.subGroupId === null ? undefined : names.subGroups.get(row.subGroupId);
  return subGroup ? `${group} / ${subGroup}` : group;
}

export function rowFacts(row: SearchRow, names: TypeNames): Fact[] {
  const facts: Fact[] = [{ key: 'author', label: t('search.author'), value: row.authorNameSurname }];
  const compiler = row.compilerNameSurname?.trim();
  if (compiler && compiler !== row.authorNameSurname)
    facts.push({ key: 'compiler', label: t('search.compilerOnTale'), value: compiler });
  facts.push(
    { key: 'sourcePerson', label: t('search.sourcePerson'), value: row.sourcePersonName?.trim() || DASH },
    { key: 'place', label: t('search.place'), value: placeText(row) },
    { key: 'type', label: t('search.type'), value: typeText(row, names) },
    { key: 'words', label: t('search.words'), value: formatCount(row.numberOfWord) },
    {
      key: 'submittedAt',
      label: t('search.submittedAt'),
      value: row.submittedAt ? formatDateTr(row.submittedAt) : DASH,
    },
    { key: 'copyScore', label: t('search.copyScore'), value: copyScoreText(row.copyScore) },
    { key: 'taleId', label: t('search.taleId'), value: String(row.taleId) },
  );
  return facts;
}
