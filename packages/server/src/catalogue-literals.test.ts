/**
 * The catalogue is the one home of the portal's words. The places whose texts moved there (messages, mails,
 * PDF labels and file names, the KVKK notice and names, the names of the workflow, the roles and the audit log),
 * the shared schemas and every file of the server and the web must not grow a Turkish literal again: a sentence
 * written in one of them would escape the wording rules and the next translation.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The TypeScript sources below `dir` (.ts and .tsx), tests left out. */
const tsFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** Server files whose Turkish is data, never a text a person reads as the portal's words. */
const TURKISH_DATA: Readonly<Record<string, string>> = {
  'packages/server/src/db/fold.ts': 'the folding table of Turkish letters',
  'packages/server/src/db/seed.ts':
    'reference rows (jobs, institutions) as the seed lists them, stored as data',
  'packages/server/src/modules/workflow/copy-detection/shingles.ts':
    'the formulas every tale opens and closes with, left out of the comparison',
};

/** Where the words were before the catalogue, and every server file. */
const MOVED = [
  'packages/shared/src/messages.ts',
  'packages/shared/src/kvkk.ts',
  'packages/shared/src/workflow.ts',
  'packages/shared/src/workflow-transitions.ts',
  'packages/shared/src/audit.ts',
  'packages/shared/src/roles.ts',
  'packages/shared/src/pdf-files.ts',
  'packages/shared/src/constants.ts',
  'packages/shared/src/reference.ts',
  // Its Turkish letters are object keys and a regex, the folding and sorting tables, never a text a person reads.
  'packages/shared/src/text.ts',
  ...tsFiles('packages/shared/src/schemas'),
  ...tsFiles('packages/web/src'),
  ...tsFiles('packages/server/src').filter((path) => !(path in TURKISH_DATA)),
];

/** Literals that look Turkish but are not the portal's words. */
const NOT_TURKISH: ReadonlySet<string> = new Set([
  // An English OpenAPI description quoting the German title of the TTV catalogue (its "ü").
  `'The Eberhard–Boratav (Typen türkischer Volksmärchen, TTV) number or range, e.g. "TTV 166".'`,
]);

const TURKISH_LETTER = /[çğıİöşüÇĞÖŞÜ]/;
/** Everyday Turkish words, for a sentence spelt without a Turkish letter ("Masal No", "Derleme Tarihi"). */
const TURKISH_WORD =
  /\b(ve|veya|bir|bu|ile|adl[ıi]|olarak|masal\w*|kelime|tarih\w*|derleyici\w*|derleme|durum\w*|yok|sayın|gönder\w*)\b/i;

/** The string literals of a TypeScript source, comments left out (a comment may quote the texts it explains). */
function literals(source: string): string[] {
  const token = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g;
  return [...source.matchAll(token)].map(([text]) => text).filter((text) => !text.startsWith('/'));
}

/** An English sentence (an OpenAPI description, a log line) may name a file such as MasalListesi.pdf. */
const ENGLISH_WORD = /\b(the|and|of|to|is|for|with)\b/i;

/** A query names the database's objects (masal_tsquery, the lock 'masal.users.admins'), not a text. */
const SQL = /^[`'"]select\b/;

const isTurkishText = (literal: string) =>
  !SQL.test(literal) &&
  !NOT_TURKISH.has(literal) &&
  (TURKISH_LETTER.test(literal) ||
    (/\w \w/.test(literal) && TURKISH_WORD.test(literal) && !ENGLISH_WORD.test(literal)));

describe('one catalogue', () => {
  it('finds the places it guards', () => {
    expect(MOVED.length).toBeGreaterThan(10);
    expect(MOVED).toContain('packages/server/src/mail/templates.ts');
    expect(MOVED).toContain('packages/server/src/modules/pdf/pdf-labels.ts');
    expect(MOVED).toContain('packages/server/src/main.ts');
    expect(MOVED).toContain('packages/server/src/modules/statistics/statistics-csv.ts');
    expect(MOVED).toContain('packages/shared/src/schemas/payment.ts');
    expect(MOVED).toContain('packages/web/src/features/payments/payments-page.tsx');
    for (const path of Object.keys(TURKISH_DATA)) expect(MOVED).not.toContain(path);
  });

  it('would notice a Turkish literal, with or without a Turkish letter', () => {
    const source = `// Sayın okur\nconst a = 'Masal No';\nconst b = \`Şifre yenile\`;\nconst c = 'mail sent';\nconst d = 'The tales of MasalListesi.pdf';\nconst e = "select masal_tsquery($1)";`;
    expect(literals(source).filter(isTurkishText)).toEqual(["'Masal No'", '`Şifre yenile`']);
  });

  it.each(MOVED)('%s has no Turkish literal', (path) => {
    const found = literals(readFileSync(join(ROOT, path), 'utf8')).filter(isTurkishText);
    expect(found).toEqual([]);
  });
});
