/** numberOfWord of decisions.md: counted here, never taken from the client. */
import { countWords } from '@masal/shared';

/** From the text to publish, the main text while that is empty. */
export const wordsOf = (tale: { taleText: string | null; taleTextEnd: string | null }) =>
  countWords(tale.taleTextEnd || tale.taleText);
