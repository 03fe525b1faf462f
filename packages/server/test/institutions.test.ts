/** GET /v1/institution/ — public list for the sign-up form: the none option first, then Turkish order. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutions } from '../src/db/schema/index.ts';
import { STARTER_INSTITUTIONS } from '../src/db/seed.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

interface Institution {
  institutionId: number;
  name: string;
}

async function list(): Promise<Institution[]> {
  const response = await ctx.app.inject({ method: 'GET', url: '/v1/institution/' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json();
}

const collator = new Intl.Collator('tr');

describe('GET /v1/institution/', () => {
  it('is public and lists {institutionId, name} items', async () => {
    const items = await list();
    expect(items.length).toBe(STARTER_INSTITUTIONS.length);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['institutionId', 'name']);
      expect(Number.isInteger(item.institutionId)).toBe(true);
    }
    expect(new Set(items.map((i) => i.institutionId)).size).toBe(items.length);
  });

  it("puts 'Yok / Kurum dışı' first and the rest in Turkish alphabetical order", async () => {
    const names = (await list()).map((i) => i.name);
    expect(names[0]).toBe('Yok / Kurum dışı');
    const rest = names.slice(1);
    expect(rest).toEqual([...rest].sort(collator.compare));
    // Letters a plain code-point sort would misplace.
    const at = (name: string) => names.indexOf(name);
    expect(at('Çukurova Üniversitesi')).toBeGreaterThan(at('Bursa Uludağ Üniversitesi'));
    expect(at('Çukurova Üniversitesi')).toBeLessThan(at('Dicle Üniversitesi'));
    expect(at('İstanbul Üniversitesi')).toBeGreaterThan(at('Hacettepe Üniversitesi'));
    expect(at('İstanbul Üniversitesi')).toBeLessThan(at('Karadeniz Teknik Üniversitesi'));
    expect(at('Öğretmen')).toBeLessThan(at('Selçuk Üniversitesi'));
  });

  it('contains universities', async () => {
    const universities = (await list()).filter((i) => i.name.endsWith('Üniversitesi'));
    expect(universities.length).toBeGreaterThanOrEqual(5);
    expect(universities.map((u) => u.name)).toContain('Ankara Üniversitesi');
  });

  it('sorts new entries by the Turkish alphabet too (I before İ, Ş after S, Ü after U)', async () => {
    await ctx.database.db
      .insert(institutions)
      .values([
        { name: 'Işık Üniversitesi' },
        { name: 'Şırnak Üniversitesi' },
        { name: 'Uşak Üniversitesi' },
        { name: 'Ahi Evran Üniversitesi' },
        { name: 'Zonguldak Bülent Ecevit Üniversitesi' },
      ]);
    const names = (await list()).map((i) => i.name);
    expect(names[0]).toBe('Yok / Kurum dışı');
    expect(names[1]).toBe('Ahi Evran Üniversitesi');
    expect(names.at(-1)).toBe('Zonguldak Bülent Ecevit Üniversitesi');
    const at = (name: string) => names.indexOf(name);
    expect(at('Işık Üniversitesi')).toBeGreaterThan(at('Hacettepe Üniversitesi'));
    expect(at('Işık Üniversitesi')).toBeLessThan(at('İstanbul Üniversitesi'));
    expect(at('Şırnak Üniversitesi')).toBeGreaterThan(at('Serbest Meslek'));
    expect(at('Uşak Üniversitesi')).toBeGreaterThan(at('Şırnak Üniversitesi'));
    expect(names.slice(1)).toEqual([...names.slice(1)].sort(collator.compare));
  });
});
