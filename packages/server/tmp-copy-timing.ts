// Temporary (not committed): read-only timing of copy detection's steps on the bench corpus.
import { openDatabase } from './src/db/client.ts';
import { copyDetectionRepository } from './src/modules/copy-detection/copy-detection.repository.ts';
import { comparedText, copyScore } from './src/modules/copy-detection/copy-score.ts';
import { estimatedScore, fingerprintOf } from './src/modules/copy-detection/fingerprint.ts';
import { withWordsChanged } from './test/support/tale-texts.ts';
import { sql } from 'drizzle-orm';

const database = await openDatabase({ databaseUrl: process.env.URL, dataDir: '' });
const db = database.db;
const repo = copyDetectionRepository(db);
const rows = (await db.execute(sql`select tale_id, tale_text from tales where action_id = 9 and tale_text is not null order by tale_id limit 40 offset 500`)).rows as { tale_id: number; tale_text: string }[];
const times: Record<string, number[]> = { fingerprint: [], candidates: [], rank: [], texts: [], exact: [], total: [] };
const found: number[] = [];
const counts: number[] = [];
for (const [n, row] of rows.entries()) {
  const text = n % 2 === 0 ? withWordsChanged(row.tale_text, 10).text : rows[(n + 7) % rows.length]!.tale_text.split(' ').reverse().join(' ');
  const t0 = performance.now();
  const fp = fingerprintOf(text);
  const t1 = performance.now();
  const candidates = await repo.candidates(-1, fp.bands, new Date('2100-01-01'), 200);
  const t2 = performance.now();
  const best = candidates.map((c) => ({ taleId: c.taleId, e: estimatedScore(fp, c) })).sort((a, b) => b.e - a.e).slice(0, 8);
  const t3 = performance.now();
  const texts = await repo.texts(best.map((b) => b.taleId));
  const t4 = performance.now();
  const mine = comparedText(text);
  const scores = texts.map((o) => ({ id: o.taleId, s: copyScore(mine, comparedText(o.taleText)) })).sort((a, b) => b.s - a.s);
  const t5 = performance.now();
  times.fingerprint!.push(t1 - t0); times.candidates!.push(t2 - t1); times.rank!.push(t3 - t2); times.texts!.push(t4 - t3); times.exact!.push(t5 - t4); times.total!.push(t5 - t0);
  counts.push(candidates.length);
  if (n % 2 === 0) found.push(scores[0]?.id === row.tale_id ? scores[0].s : -1);
}
const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!.toFixed(1);
for (const [k, v] of Object.entries(times)) console.log(k.padEnd(12), 'p50', p(v, 0.5), 'p95', p(v, 0.95), 'ms');
console.log('candidates per check: p50', p(counts, 0.5), 'max', Math.max(...counts));
console.log('near-copies found first with score', found.map((s) => s.toFixed(2)).join(' '));
const plan = await db.execute(sql`explain analyze select f.tale_id from tale_fingerprints f join tales t on t.tale_id = f.tale_id where f.bands && ${`{${fingerprintOf(rows[0]!.tale_text).bands.join(',')}}`}::int[] and t.action_id <> 1`);
console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
await database.close();
