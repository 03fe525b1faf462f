/**
 * The `;` CSV files the server writes (the bank file, the statistics export), read back as the tests and the
 * browser suite check them: "…" quoting with "" for a quote inside, lines ending in CRLF (the last one may not).
 */

/** Every line's fields; an empty line is `['']`. Throws where the text is not such a CSV. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  // A field is quoted ("…", "" inside) or runs to the next ; or CRLF.
  const field = /"((?:[^"]|"")*)"|([^;\r\n"]*)/y;
  let at = 0;
  while (at < text.length) {
    field.lastIndex = at;
    const match = field.exec(text);
    if (!match) throw new Error(`not CSV at ${at}`);
    row.push(match[1] !== undefined ? match[1].replaceAll('""', '"') : (match[2] ?? ''));
    at = field.lastIndex;
    if (text[at] === ';') at += 1;
    else if (text.startsWith('\r\n', at) || at === text.length) {
      rows.push(row);
      row = [];
      at += 2;
    } else throw new Error(`unexpected ${text[at]} at ${at}`);
  }
  return rows;
}

/** A CSV of titled sections parted by empty lines: each title (a section's first line) → its other rows. */
export function csvSections(text: string): Map<string, string[][]> {
  const sections = new Map<string, string[][]>();
  let current: string[][] | null = null;
  for (const row of parseCsv(text)) {
    if (row.length === 1 && row[0] === '') current = null;
    else if (current === null) {
      current = [];
      sections.set(row[0] ?? '', current);
    } else current.push(row);
  }
  return sections;
}
