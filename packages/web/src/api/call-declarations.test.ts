/**
 * Every call of the server is declared once, in its area's `*-api.ts` file, with one error policy: two
 * declarations of one call drift apart (the tale transition once had four, with four policies).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `request<T>('PUT', '/tales/', …)`: the method and the path as written, up to its query string. */
const CALL = /\brequest(?:<[^(]*?>)?\(\s*'(GET|POST|PUT|DELETE)',\s*(['`])(.*?)\2/gs;

/** The path with its parameters as `:id` and its query string left out: what tells one call from another. */
const route = (path: string) =>
  path
    .replace(/\$\{(queryString|statisticsQuery)\([^}]*\)\}/g, '')
    .replace(/\?.*$/, '')
    .replace(/\$\{[^}]+\}/g, ':id')
    .replace(/\/$/, '');

const declarations = sourceFiles(SRC).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(CALL)].map(([, method, , path]) => ({
    file: relative(SRC, file),
    call: `${method} ${route(path ?? '')}`,
  })),
);

describe('the calls of the server', () => {
  it('are found (the pattern still matches how calls are written)', () => {
    expect(declarations.length).toBeGreaterThan(80);
  });

  it("are declared in an area's *-api.ts file only", () => {
    expect(declarations.filter((d) => !d.file.endsWith('-api.ts')).map((d) => d.file)).toEqual([]);
  });

  it('are each declared once', () => {
    const files = new Map<string, string[]>();
    for (const d of declarations) files.set(d.call, [...(files.get(d.call) ?? []), d.file]);
    expect([...files].filter(([, where]) => where.length > 1)).toEqual([]);
  });
});
