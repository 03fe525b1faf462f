/**
 * Copy detection of a new tale, as the server runs it: a writer's draft written through the API (a near-copy of
 * a published tale of the archive — half of them variants of a tale type —, an original, or a new variant of the
 * type of one of those), then submitted (PUT /tales/ 1→2), which checks it against the archive in the
 * transition's transaction. Each draft is submitted once, so the submits are timed one by one.
 */
import { ACTION } from '@masal/shared';
import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/db.ts';
import { taleCopyMatches, tales } from '../../packages/server/src/db/schema/index.ts';
import { completeTaleBody } from '../../packages/server/test/support/tale-bodies.ts';
import { type CopyKind, nearCopy } from '../corpus/near-copies.ts';
import { seededRandom } from '../corpus/random.ts';
import { taleText } from '../corpus/turkish.ts';
import { taleType, variantOf, variantText } from '../corpus/variants.ts';
import type { HttpFigures } from '../support/http-timing.ts';
import { api } from '../support/server.ts';
import { percentiles } from '../support/stats.ts';

export type NewTaleKind = 'near-copy' | 'original' | 'variant';
export const NEW_TALE_KINDS: readonly NewTaleKind[] = ['near-copy', 'original', 'variant'];

export type NewTales = Record<NewTaleKind, number[]>;

const KINDS: readonly CopyKind[] = ['retyped', 'edited', 'cross-compiler'];
/** Submitted before the timed ones, so the first timed one does not pay for the server's warming up. */
const WARM_UP_SUBMITS = 2;

export interface CopySource {
  taleId: number;
  taleText: string | null;
  /** The tale type it is a variant of (variants.ts), null for a tale of its own. */
  typeIndex: number | null;
}

/**
 * Published tales spread over the archive, none a near-copy itself, `count` of them, every other one a variant
 * of a tale type (as far as the archive has them): what the near-copies copy, and the types new variants are of.
 */
export async function copySources(db: Db, count: number): Promise<CopySource[]> {
  const rows = await db
    .select({ taleId: tales.taleId, taleText: tales.taleText })
    .from(tales)
    .where(
      and(
        eq(tales.actionId, ACTION.published),
        sql`${tales.taleId} % 97 = 0`,
        notExists(db.select().from(taleCopyMatches).where(eq(taleCopyMatches.taleId, tales.taleId))),
      ),
    )
    .orderBy(asc(tales.taleId))
    .limit(count * 4);
  const typed = rows.map((row) => ({ ...row, typeIndex: variantOf(row.taleId)?.type.index ?? null }));
  const variants = typed.filter((s) => s.typeIndex !== null);
  const own = typed.filter((s) => s.typeIndex === null);
  const picked: CopySource[] = [];
  for (let i = 0; picked.length < count && (i < variants.length || i < own.length); i++)
    for (const source of [variants[i], own[i]]) if (source && picked.length < count) picked.push(source);
  return picked;
}

/** `count` drafts of each kind (and the warm-up ones) by the signed-in writer; answers their ids. */
export async function writeDrafts(
  url: string,
  token: string,
  sources: readonly CopySource[],
  count: number,
): Promise<{ warmUp: number[]; timed: NewTales; copied: Map<number, CopySource> }> {
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
  const timed: NewTales = { 'near-copy': [], original: [], variant: [] };
  const copied = new Map<number, CopySource>();
  const typeIndexes = sources.flatMap((s) => (s.typeIndex === null ? [] : [s.typeIndex]));
  for (let i = 0; i < count; i++) {
    const source = sources[i % sources.length];
    if (!source?.taleText) throw new Error('no published tale with a text to copy');
    const kind = KINDS[i % KINDS.length] as CopyKind;
    const copyId = await write(`Kopya masal ${i + 1} (${kind})`, nearCopy(random, kind, source.taleText));
    timed['near-copy'].push(copyId);
    copied.set(copyId, source);
    timed.original.push(await write(`Yeni masal ${i + 1}`, taleText(random, random.int(300, 3000))));
    const typeIndex = typeIndexes[i % typeIndexes.length];
    if (typeIndex !== undefined)
      timed.variant.push(
        await write(
          `Yeni çeşitleme ${i + 1}`,
          variantText(random, taleType(typeIndex), random.int(300, 3000)),
        ),
      );
  }
  return { warmUp, timed, copied };
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
