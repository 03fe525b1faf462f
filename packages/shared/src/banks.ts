/** The banks licensed in Türkiye (data/banks.json), in Turkish alphabetical order: the profile's bank-name list. */
import banksData from './data/banks.json';
import { compareTr } from './format.ts';

export const BANKS: readonly string[] = [...banksData.banks].sort(compareTr);
