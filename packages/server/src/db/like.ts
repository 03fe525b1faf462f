/** A LIKE pattern matching `text` anywhere, with LIKE's own characters taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
