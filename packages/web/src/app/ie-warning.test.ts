/** The old-browser warning (public/ie-warning.js) must run where it is needed: in Internet Explorer, ES3. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';

const source = readFileSync(join(import.meta.dirname, '../../public/ie-warning.js'), 'utf8');

/** Runs the script against a document of the given kind; answers the warning box's display. */
function displayIn(documentMode: number | undefined): string {
  const box = { style: { display: 'none' } };
  const document = { documentMode, getElementById: (id: string) => (id === 'ie-warning' ? box : null) };
  new Function('document', source)(document);
  return box.style.display;
}

describe('ie-warning.js', () => {
  it('parses as ES3 (no arrow functions, let, const or template strings)', () => {
    expect(() => parse(source, { ecmaVersion: 3 })).not.toThrow();
  });

  it('shows the warning in Internet Explorer (document.documentMode) and nowhere else', () => {
    expect(displayIn(11)).toBe('block');
    expect(displayIn(undefined)).toBe('none');
  });
});
