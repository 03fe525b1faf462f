import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REGIONS } from '@masal/shared';
import { describe, expect, it } from 'vitest';
import { REGION_CHOICES } from './facet-options.ts';

const SRC = join(import.meta.dirname, '../..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /(?<!\.test)\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );

describe('one order of regions', () => {
  it('is the seed’s: Doğu Anadolu first, Ege last', () => {
    expect(REGIONS).toEqual([
      'Doğu Anadolu',
      'İç Anadolu',
      'Marmara',
      'Güneydoğu Anadolu',
      'Akdeniz',
      'Karadeniz',
      'Ege',
    ]);
  });

  it('the detailed search offers the regions in that order', () => {
    expect(REGION_CHOICES.map((c) => c.value)).toEqual([...REGIONS]);
  });

  it('no screen keeps a re-sorted copy of the regions', () => {
    const resorted = sources(SRC).filter((f) =>
      /REGIONS\]\s*\.sort|SORTED_REGIONS/.test(readFileSync(f, 'utf8')),
    );
    expect(resorted.map((f) => f.slice(SRC.length))).toEqual([]);
  });
});
