/** What the search bench times: the header search as staff and as a writer, and the detailed search. */
import type { DetailSearchInput, TaleSearchInput } from '@masal/shared';

export type Role = 'staff' | 'writer';

export interface Viewer {
  role: Role;
  userId: number;
  token: string;
  roleIds: number[];
}

export type Variant =
  | { surface: 'header'; name: string; role: Role; body: TaleSearchInput }
  | { surface: 'detail'; name: string; role: Role; body: DetailSearchInput }
  /** The review screen's reading of a checked tale's matches (GET /tales/copies/{id}). */
  | { surface: 'copies'; name: string; role: Role; taleId: number };

export const pathOf = (variant: Variant) =>
  variant.surface === 'header'
    ? '/tales/search'
    : variant.surface === 'detail'
      ? '/tales/detailSearch'
      : `/tales/copies/${variant.taleId}`;

/**
 * Header searches as people type them: a hero without Turkish letters, a place, a common word folded, three
 * letters of a name (a prefix), a name with a suffix typed loosely (trigram tolerance), a typo in a name, a
 * word only texts hold (in nearly every text, in no name or head), a word no tale holds. As the writer (the
 * compiler with the most tales, 2,000 at 100,000) each is a search of their own tales only.
 */
const HEADER_TEXTS: ReadonlyArray<[string, string]> = [
  ['keloglan', 'hero, no diacritics'],
  ['trabzon', 'place'],
  ['agac', 'common word, folded'],
  ['kel', '3-letter prefix'],
  ['keloglanin', 'name + suffix, loose'],
  ['keloglna', 'typo in a name'],
  ['tilsim', 'text-only word'],
  ['semender', 'word no tale holds'],
];

/**
 * The detailed search: text with two filters, a word nearly every tale tells alone, in one province and by
 * name, two filters alone, and the editors' possible-copy filter.
 */
const DETAIL_BODIES: ReadonlyArray<[string, DetailSearchInput]> = [
  ['padisah + Karadeniz + status 6', { searchText: 'padisah', area: 'Karadeniz', actionId: 6 }],
  ['padisah alone (nearly every tale)', { searchText: 'padisah' }],
  ['padisah + Rize (one province of 81)', { searchText: 'padisah', city: 'Rize' }],
  ['padisah by name', { searchText: 'padisah', sort: 'taleName', order: 'asc' }],
  ['Karadeniz + status 6, no text', { area: 'Karadeniz', actionId: 6 }],
  ['keloglan + Trabzon + compilation', { searchText: 'keloglan', city: 'Trabzon', taleSource: 1 }],
  ['possible copies by score', { possibleCopy: true, sort: 'copyScore' }],
];

export function searchVariants(): Variant[] {
  const header = (role: Role): Variant[] =>
    HEADER_TEXTS.map(([searchText, what]) => ({
      surface: 'header',
      name: `"${searchText}" (${what})`,
      role,
      body: { searchText, userId: -1 },
    }));
  return [
    ...header('staff'),
    ...header('writer'),
    ...DETAIL_BODIES.map(([name, body]): Variant => ({ surface: 'detail', name, role: 'staff', body })),
  ];
}
