import type { TaleFull } from '@masal/shared';
import { t } from '../../i18n/i18n.ts';

type TaleClassification = Pick<TaleFull, 'groupName' | 'subGroupName' | 'typeAtu' | 'typeTtv'>;

/**
 * "Group / subgroup (ATU 300-399 · TTV 166)" — seed §2's type line with the numbers a tale is cited by
 * in both indexes —, the group alone, or null before an editor sets it.
 */
export function taleGroupText(tale: TaleClassification): string | null {
  const group = tale.groupName?.trim();
  if (!group) return null;
  const subGroup = tale.subGroupName?.trim();
  const name = subGroup ? `${group} / ${subGroup}` : group;
  const numbers = [
    tale.typeAtu?.trim() ? t('taleGroups.atuValue', { value: tale.typeAtu.trim() }) : null,
    tale.typeTtv?.trim() ? t('taleGroups.ttvValue', { value: tale.typeTtv.trim() }) : null,
  ].filter((n): n is string => n !== null);
  return numbers.length > 0 ? `${name} (${numbers.join(' · ')})` : name;
}
