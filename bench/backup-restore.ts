// Backup and restore at archive scale: `npm run backup` and `npm run restore` as an operator runs them, on a copy
// of the PostgreSQL bench corpus (`npm run corpus -w bench`) whose every attachment row is given a file.
// - The copy: a scratch database made from the corpus as its template, so the corpus itself is never changed.
// - Files: the corpus holds attachment rows only; each gets a file of BACKUP_BENCH_FILE_KB (16) KiB on disk in a
//   scratch DATA_DIR/uploads, its row's size and SHA-256 set to match, as an upload stores them.
// - Backup into an empty folder, then restore into an empty scratch database and an empty DATA_DIR; each timed,
//   with the peak memory (RSS) of its process tree sampled every 100 ms, and the bag's size.
// - Checked: the restored database holds as many tales, attachments and users as the copy, and every file came
//   back with its bytes.
// Figures only (no budget): docs/operations.md keeps them. Everything it made is removed on every way out.
//   npm run backup-restore -w bench        BENCH_CORPUS_URL, or masal_bench_corpus on BENCH_POSTGRES_URL's server
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endsWithBench, outputOf } from './support/child-process.ts';
import { sumOf, treeMemory } from './support/process-tree.ts';
import { databaseUrl, scratchDatabase, withClient } from './support/scratch-database.ts';
import { printColumns } from './support/table.ts';

const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const FILE_BYTES = Number(process.env.BACKUP_BENCH_FILE_KB ?? 16) * 1024;
const COPY_DATABASE = 'masal_bench_backup_copy';
const RESTORED_DATABASE = 'masal_bench_backup_restored';
// Any key of 32 characters or more: the corpus seals nothing with it, and the restore needs the backup's.
const SECRET_KEY = 'bench-backup-restore-secret-key-0123456789';

const corpusUrl = process.env.BENCH_CORPUS_URL ?? databaseUrl('masal_bench_corpus');
const corpusName = new URL(corpusUrl).pathname.slice(1);

/** The corpus copied as a template (no connection to the corpus may be open meanwhile). */
async function copyCorpus(): Promise<void> {
  await scratchDatabase(COPY_DATABASE, true);
  await withClient(databaseUrl('postgres'), (admin) =>
    admin.query(`create database ${COPY_DATABASE} template ${corpusName}`),
  );
}

/** A file for every attachment row of the copy, under `uploadsDir`, its row's size and checksum set to match. */
async function writeFiles(uploadsDir: string): Promise<string[]> {
  return withClient(databaseUrl(COPY_DATABASE), async (client) => {
    const { rows } = await client.query<{ id: number; key: string }>(
      'select id, storage_key as key from attachments order by id',
    );
    const updates: string[] = [];
    for (const row of rows) {
      // Bytes of its own per file (its key repeated), so a file restored in another's place would show.
      const bytes = Buffer.alloc(FILE_BYTES, `${row.key}\n`);
      const path = join(uploadsDir, row.key);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, bytes);
      updates.push(`(${row.id}, '${createHash('sha256').update(bytes).digest('hex')}')`);
    }
    for (let i = 0; i < updates.length; i += 5000)
      await client.query(`update attachments a set size = ${FILE_BYTES}, sha256 = v.sha256
        from (values ${updates.slice(i, i + 5000).join(', ')}) as v(id, sha256) where a.id = v.id`);
    return rows.map((row) => row.key);
  });
}

/** `npm run backup|restore -- <dir>` with `env`, timed, its tree's peak RSS sampled. */
async function runCommand(command: 'backup' | 'restore', dir: string, env: Record<string, string>) {
  const started = performance.now();
  const child: ChildProcess = spawn('npm', ['run', '--silent', command, '--', dir], {
    cwd: rootDir,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  endsWithBench(child, true);
  const output = outputOf(child);
  let peakMb = 0;
  const sampler = setInterval(() => {
    if (child.pid) peakMb = Math.max(peakMb, sumOf(treeMemory(child.pid), 'rssMb'));
  }, 100);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`${command} ended with ${code}:\n${output()}`);
  return { seconds: (performance.now() - started) / 1000, peakMb, output: output().trim() };
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size;
  return total;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const COUNTS = `select (select count(*) from tales)::int as tales,
  (select count(*) from attachments)::int as attachments, (select count(*) from users)::int as users`;

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'masal-bench-backup-'));
  const sourceDir = join(work, 'source');
  const bagDir = join(work, 'bag');
  const restoredDir = join(work, 'restored');
  const cleanUp = async () => {
    rmSync(work, { recursive: true, force: true });
    await scratchDatabase(COPY_DATABASE, true);
    await scratchDatabase(RESTORED_DATABASE, true);
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  process.once('SIGTERM', () => void cleanUp().finally(() => process.exit(143)));
  try {
    console.log(`corpus: ${corpusUrl}`);
    let started = performance.now();
    await copyCorpus();
    console.log(`copied as ${COPY_DATABASE} in ${seconds(started)} s`);
    started = performance.now();
    const keys = await writeFiles(join(sourceDir, 'uploads'));
    console.log(`${keys.length} files of ${FILE_BYTES / 1024} KiB written in ${seconds(started)} s`);

    const made = await runCommand('backup', bagDir, {
      DATABASE_URL: databaseUrl(COPY_DATABASE),
      DATA_DIR: sourceDir,
      SECRET_KEY,
    });
    console.log(made.output);
    const bagBytes = folderBytes(bagDir);
    const dumpBytes = statSync(join(bagDir, 'data/database/masal.pgdump')).size;

    await scratchDatabase(RESTORED_DATABASE);
    mkdirSync(restoredDir);
    const restored = await runCommand('restore', bagDir, {
      DATABASE_URL: databaseUrl(RESTORED_DATABASE),
      DATA_DIR: restoredDir,
      SECRET_KEY,
    });
    console.log(restored.output);

    const before = await withClient(databaseUrl(COPY_DATABASE), (c) => c.query(COUNTS));
    const after = await withClient(databaseUrl(RESTORED_DATABASE), (c) => c.query(COUNTS));
    const same = JSON.stringify(before.rows[0]) === JSON.stringify(after.rows[0]);
    const restoredFiles = keys.filter((key) => existsSync(join(restoredDir, 'uploads', key)));
    const sameBytes = restoredFiles.every((key) =>
      readFileSync(join(restoredDir, 'uploads', key)).equals(readFileSync(join(sourceDir, 'uploads', key))),
    );
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    printColumns(
      ['', 'seconds', 'peak RSS MB', 'size MB'],
      [
        [
          'backup',
          made.seconds.toFixed(1),
          made.peakMb.toFixed(0),
          `${mb(bagBytes)} (dump ${mb(dumpBytes)})`,
        ],
        ['restore', restored.seconds.toFixed(1), restored.peakMb.toFixed(0), ''],
      ],
    );
    console.log(`counts before ${JSON.stringify(before.rows[0])}, after ${JSON.stringify(after.rows[0])}`);
    console.log(`${restoredFiles.length} of ${keys.length} files restored, bytes equal: ${sameBytes}`);
    if (!same || !sameBytes || restoredFiles.length !== keys.length)
      throw new Error('the restored portal differs from the one backed up');
  } finally {
    await cleanUp();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
