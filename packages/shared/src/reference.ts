/** Reference data: regions, provinces, tale groups, titles, education levels, months. */
import provincesData from './data/provinces.json';
import reference from './data/reference.json';
import taleGroupsData from './data/tale-groups.json';

export interface Province {
  plate: number;
  name: string;
  region: string;
}
interface TaleSubgroup {
  name: string;
  atu: string;
}
export interface TaleGroup {
  name: string;
  atu: string;
  subgroups: TaleSubgroup[];
}

/** The 7 regions in the seed's order (seed §9): every list of regions a person chooses from shows them so. */
export const REGIONS: readonly string[] = provincesData.regions;
export const PROVINCES: readonly Province[] = provincesData.provinces;
export const TALE_GROUPS: readonly TaleGroup[] = taleGroupsData.groups;

/** Titles offered in the sign-up picker; 'Diğer' makes the title free text. */
export const TITLES: readonly string[] = reference.titles;
export const TITLE_NONE: string = reference.titleNone;
export const TITLE_OTHER: string = reference.titleOther;
export const EDUCATION_LEVELS: readonly string[] = reference.educationLevels;
/** @public Month names of the seed's reference data, for the payments area still to come. */
export const MONTHS: readonly string[] = reference.months;

export function provincesOf(region: string): Province[] {
  return PROVINCES.filter((p) => p.region === region);
}

export function isCityInRegion(city: string, region: string): boolean {
  return PROVINCES.some((p) => p.name === city && p.region === region);
}
