import { DEFAULT_COPYRIGHT_TEXT } from './constants.ts';

/** "©", a year or a range of years, and what separates them from the holder's name. */
const COPYRIGHT_PREFIX = /^\s*(?:©|\(c\))?\s*(?:\d{4}(?:\s*[-–]\s*\d{4})?)?\s*[,.:-]?\s*/iu;

const strip = (text: string) => text.replace(COPYRIGHT_PREFIX, '').trim();

/**
 * The institution that runs the portal: the holder COPYRIGHT_TEXT names ("© 2019 Kültür Merkezi Başkanlığı",
 * decisions.md), so the one setting names it in the footer, the header and the PDFs alike.
 */
export function institutionName(copyrightText: string): string {
  return strip(copyrightText) || strip(DEFAULT_COPYRIGHT_TEXT);
}
