/**
 * Copy detection of a new tale, as the server runs it: a writer's draft written through the API (a near-copy of
 * a published tale of the archive, or an original), then submitted (PUT /tales/ 1→2), which checks it against the
 * archive in the transition's transaction. Each draft is submitted once, so the submits are timed one by one.
 */
import { ACTION } from '@masal/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/db.ts';
import { tales } from '../../packages/server/src/db/schema/index.ts';
import { completeTaleBody } from '../../packages/server/test/support/tale-bodies.ts';
import { type CopyKind, nearCopy } from '../corpus/near-copies.ts';
import { seededRandom } from '../corpus/random.ts';
import { taleText } from '../corpus/turkish.ts';
import type { HttpFigures } from '../support/http-timing.ts';
import { api } from '../support/server.ts';
import { percentiles } from '../support/stats.ts';

export type NewTaleKind = 'near-copy' | 'original';

interface NewTales {
  'near-copy': number[];
  original: number[];
}

const KINDS: readonly CopyKind[] = ['retyped', 'edited', 'cross-compiler'];
/** Submitted before the timed ones, so the first timed one does not pay for the server's warming up. */
const WARM_UP_SUBMITS = 2;

/** Published tales spread over the archive, `count` of them: what the near-copies copy. */
export function copySources(db: Db, count: number) {
  return db
    .select({ taleId: tales.taleId, taleText: tales.taleText })
    .from(tales)
    .where(and(eq(tales.actionId, ACTION.published), sql`${tales.taleId} % 97 = 0`))
    .orderBy(asc(tales.taleId))
    .limit(count);
}

/** `count` drafts of each kind (and the warm-up ones) by the signed-in writer; answers their ids. */
export async function writeDrafts(
  url: string,
  token: string,
  sources: ReadonlyArray<{ taleId: number; taleText: string | null }>,
  count: number,
): Promise<{ warmUp: number[]; timed: NewTales }> {
  const random = seededRandom(14);
  const write = async (name: string, text: string) =>
    (
      await api<{ taleId: number }>(
        url,
        'POST',
        '/tales/full',
        token,
        completeTaleBody({ taleName: name, taleText: text }),
      )
    ).taleId;
  const warmUp: number[] = [];
  for (let i = 0; i < WARM_UP_SUBMITS; i++)
    warmUp.push(await write(`Isınma masalı ${i + 1}`, taleText(random, random.int(300, 3000))));
  const timed: NewTales = { 'near-copy': [], original: [] };
  for (let i = 0; i < count; i++) {
    const source = sources[i % sources.length];
    if (!source?.taleText) throw new Error('no published tale with a text to copy');
    const kind = KINDS[i % KINDS.length] as CopyKind;
    timed['near-copy'].push(
      await write(`Kopya masal ${i + 1} (${kind})`, nearCopy(random, kind, source.taleText)),
    );
    timed.original.push(await write(`Yeni masal ${i + 1}`, taleText(random, random.int(300, 3000))));
  }
  return { warmUp, timed };
}

const submit = (url: string, token: string, taleId: number) =>
  api(url, 'PUT', '/tales/', token, { taleId, actionId: ACTION.submitted });

export async function warmUpSubmits(url: string, token: string, taleIds: readonly number[]): Promise<void> {
  for (const taleId of taleIds) await submit(url, token, taleId);
}

/** Each tale submitted once, one after another; a failed submit is counted, not timed. */
export async function timeSubmits(
  url: string,
  token: string,
  taleIds: readonly number[],
): Promise<HttpFigures> {
  const times: number[] = [];
  let errors = 0;
  const started = performance.now();
  for (const taleId of taleIds) {
    const at = performance.now();
    try {
      await submit(url, token, taleId);
      times.push(performance.now() - at);
    } catch (error) {
      errors++;
      process.stderr.write(`\nsubmit of ${taleId} failed: ${(error as Error).message}\n`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    ...percentiles(times),
    answers: times.length,
    requestsPerSecond: times.length / seconds,
    errors: 0,
    non2xx: errors,
  };
}
