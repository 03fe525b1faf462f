/** What the tale pages write about a tale, from its fields. */
import type { TaleFull } from '@masal/shared';

/** The `:taleId` of a route: a positive id, or NaN for anything else (the page then shows not-found). */
export function routeTaleId(param: string | undefined): number {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : Number.NaN;
}

/** "Trabzon, Karadeniz", or whichever of the two is known. */
export function placeText(tale: Pick<TaleFull, 'area' | 'city'>): string | null {
  const parts = [tale.city, tale.area].filter((p): p is string => Boolean(p?.trim()));
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The text readers get: the text to publish, or the compiler's main text while it is empty. */
export function readingText(tale: Pick<TaleFull, 'taleText' | 'taleTextEnd'>): string {
  return tale.taleTextEnd?.trim() ? tale.taleTextEnd : (tale.taleText ?? '');
}
