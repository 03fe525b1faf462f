// The bench corpus: fills a database through the app's own migrations and seed with a
// realistic archive — tales of 300–3,000 Turkish-looking words in every status, ~1 compiler per 50 tales
// across the 81 provinces, staff of every editor-type role, source persons, history and attachment rows
// (rows only), 2 % near-copies of older tales (retyped, edited, copied across compilers), 40 % variants of 200
// tale types sharing each type's stock phrases (families of 34 to 6,800 tales at 100,000) and every tale's copy
// fingerprint; the search documents come from the database's triggers. Deterministic: the same count gives
// the same rows.
//   npm run corpus -w bench                      PostgreSQL: scratch database `masal_bench_corpus` on
//                                                BENCH_POSTGRES_URL, dropped and created afresh; 100,000 tales
//   npm run corpus -w bench -- pglite <DATA_DIR> embedded PGlite in a new DATA_DIR (or CORPUS_DATA_DIR); 10,000
//   npm run corpus -w bench -- drop              drops the scratch database
// CORPUS_TALES changes the count, CORPUS_DATABASE the scratch database's name.
// Accounts: derleyici-N, editor-N, yonetici-N … @corpus.masal.test, one password.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { seed } from '../packages/server/src/db/seed.ts';
import { CORPUS_EMAIL_DOMAIN, CORPUS_PASSWORD, fillCorpus } from './corpus/fill.ts';
import { databaseSize, scratchDatabase } from './support/scratch-database.ts';

/** CORPUS_DATABASE names another scratch database, e.g. to keep one corpus while filling another. */
const SCRATCH_DATABASE = process.env.CORPUS_DATABASE ?? 'masal_bench_corpus';
const [target = 'postgres', dataDirArgument] = process.argv.slice(2);

async function main(): Promise<void> {
  if (target === 'drop') {
    await scratchDatabase(SCRATCH_DATABASE, true);
    console.log(`dropped ${SCRATCH_DATABASE}`);
    return;
  }
  let options: { databaseUrl?: string; dataDir: string };
  let where: string;
  if (target === 'pglite') {
    const dataDir = dataDirArgument ?? process.env.CORPUS_DATA_DIR;
    if (!dataDir) throw new Error('pglite needs a DATA_DIR: `npm run corpus -w bench -- pglite <dir>`');
    if (existsSync(join(dataDir, 'pglite')))
      throw new Error(`${dataDir} already holds a database; the corpus goes into a new DATA_DIR`);
    options = { dataDir };
    where = `PGlite in ${dataDir}`;
  } else if (target === 'postgres') {
    options = { databaseUrl: await scratchDatabase(SCRATCH_DATABASE), dataDir: '' };
    where = `PostgreSQL database ${SCRATCH_DATABASE}`;
  } else {
    throw new Error(`unknown target ${target}: postgres, pglite <DATA_DIR> or drop`);
  }
  const taleCount = Number(process.env.CORPUS_TALES ?? (target === 'pglite' ? 10_000 : 100_000));

  const started = performance.now();
  const database = await openDatabase(options);
  try {
    await database.migrate();
    const adminEmail = `yonetici-0@${CORPUS_EMAIL_DOMAIN}`;
    await seed(database.db, { email: adminEmail, password: CORPUS_PASSWORD });
    const counts = await fillCorpus(database.db, { tales: taleCount });
    const seconds = (performance.now() - started) / 1000;
    const copies = counts.nearCopies;
    console.log(
      `${where}: ${counts.tales} tales, ${counts.users} users, ${counts.sourcePersons} source persons, ` +
        `${counts.history} history rows, ${counts.attachments} attachment rows in ${seconds.toFixed(1)} s ` +
        `(${Math.round(counts.tales / seconds)} tales/s); near-copies: ${copies.retyped} retyped, ` +
        `${copies.edited} edited, ${copies['cross-compiler']} across compilers; ${counts.variants} variants of ` +
        `a tale type; ` +
        `${counts.writeSeconds.toFixed(1)} s writing the rows, of which ${counts.taleInsertSeconds.toFixed(1)} s ` +
        `inserting tales and ${counts.attachmentInsertSeconds.toFixed(1)} s attachment rows (both write search ` +
        `documents by trigger); ` +
        `${counts.fingerprintSeconds.toFixed(1)} s computing fingerprints`,
    );
    if (options.databaseUrl) console.log(`database size ${await databaseSize(options.databaseUrl)}`);
    console.log(
      `accounts: ${adminEmail}, derleyici-N, editor-N … @${CORPUS_EMAIL_DOMAIN}; password ${CORPUS_PASSWORD}`,
    );
  } finally {
    await database.close();
  }
}

await main();
