/**
 * OAI-PMH's sets (§4.6): by region (`region`, `region:karadeniz` — the region's slug) and by tale type group
 * (`type`, `type:3` — the group's id, which a rename leaves alone). A record's header names the sets it is in.
 */
import { REGIONS, slugTr, t } from '@masal/shared';
import type { HarvestSet } from '../open-data.repository.ts';

export interface OaiSet {
  setSpec: string;
  setName: string;
}

const REGION_BY_SLUG = new Map(REGIONS.map((region) => [slugTr(region), region]));

const regionSetSpec = (region: string) => `region:${slugTr(region)}`;
const typeSetSpec = (groupId: number) => `type:${groupId}`;

/** Every set, parents first; the type groups are the editors' (they change). */
export function allSets(groups: ReadonlyArray<{ groupId: number; name: string }>): OaiSet[] {
  return [
    { setSpec: 'region', setName: t('openData.regionSets') },
    ...REGIONS.map((region) => ({
      setSpec: regionSetSpec(region),
      setName: t('openData.regionSet', { region }),
    })),
    { setSpec: 'type', setName: t('openData.typeSets') },
    ...groups.map((g) => ({
      setSpec: typeSetSpec(g.groupId),
      setName: t('openData.typeSet', { group: g.name }),
    })),
  ];
}

/** The selection a setSpec names; undefined for one that names no set (no record matches it). */
export function harvestSetOf(setSpec: string): HarvestSet | undefined {
  if (setSpec === 'region') return { region: null };
  if (setSpec === 'type') return { groupId: null };
  const [kind, value, ...rest] = setSpec.split(':');
  if (value === undefined || rest.length > 0) return undefined;
  if (kind === 'region') {
    const region = REGION_BY_SLUG.get(value);
    return region === undefined ? undefined : { region };
  }
  if (kind === 'type' && /^[1-9]\d{0,8}$/.test(value)) return { groupId: Number(value) };
  return undefined;
}

/** The sets a published record is in. */
export function setSpecsOf(record: { area: string | null; groupId: number | null }): string[] {
  return [
    ...(record.area ? [regionSetSpec(record.area)] : []),
    ...(record.groupId ? [typeSetSpec(record.groupId)] : []),
  ];
}
