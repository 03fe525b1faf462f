/** Between a stored title and the title picker's choice ('Yok', a listed title, or 'Diğer' with a text). */
import { TITLE_NONE, TITLE_OTHER, TITLES } from '@masal/shared';

/** The picker's choice for a stored title: a listed one, none, or "Diğer" with the text beside it. */
export function titleChoiceOf(titleName: string | null | undefined): { choice: string; other: string } {
  if (!titleName) return { choice: TITLE_NONE, other: '' };
  if (TITLES.includes(titleName) && titleName !== TITLE_OTHER) return { choice: titleName, other: '' };
  return { choice: TITLE_OTHER, other: titleName === TITLE_OTHER ? '' : titleName };
}

/** The title to store for a choice: none for 'Yok', the typed text (or none) for 'Diğer'. */
export function titleOfChoice(choice: string, other: string): string | null {
  if (choice === TITLE_OTHER) return other.trim() || null;
  return choice && choice !== TITLE_NONE ? choice : null;
}
