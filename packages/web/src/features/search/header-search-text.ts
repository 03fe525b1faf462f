import { SEARCH_MIN_CHARS } from '@masal/shared';

/**
 * Seed §2: typing asks the server once the text is longer than SEARCH_MIN_CHARS (spaces at the ends not
 * counted); shorter text asks nothing ('') and the results clear.
 */
export function typedSearch(input: string): string {
  const text = input.trim();
  return text.length > SEARCH_MIN_CHARS ? text : '';
}

/** Seed §2: Enter asks for any text that is not blank, however short. */
export const enteredSearch = (input: string): string => input.trim();
