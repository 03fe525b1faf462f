/**
 * `npm run backup -- <dir>` and `npm run restore -- <dir>`: the same configuration as the server (DATABASE_URL,
 * DATA_DIR, S3_*, SECRET_KEY); `<dir>` relative to where npm was started. Prints what it did, or every reason
 * it refused, and exits non-zero then.
 */
import { resolve } from 'node:path';
import { t } from '@masal/shared';
import { loadConfig } from '../config.ts';
import { backup } from './backup.ts';
import { RestoreRefused, restore } from './restore.ts';

const [command, target] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !target) {
  console.error(t('server.backup.usage'));
  process.exit(2);
}
const loaded = loadConfig();
if (!loaded.ok) {
  console.error(t('server.start.configProblems'));
  for (const problem of loaded.problems) console.error(`  - ${problem}`);
  process.exit(1);
}
const dir = resolve(process.env.INIT_CWD ?? process.cwd(), target);
/** Missing files named one by one; the rest counted. */
const SHOWN = 20;
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

try {
  if (command === 'backup') {
    const done = await backup(loaded.config, dir);
    console.log(
      t('server.backup.done', {
        dir: done.dir,
        tales: done.counts.tales,
        files: done.files,
        megabytes: (done.bytes / 1024 / 1024).toFixed(1),
        seconds: seconds(),
      }),
    );
    // A damaged storage can miss thousands: the first few name the problem.
    for (const key of done.missing.slice(0, SHOWN)) console.error(t('server.backup.missingFile', { key }));
    if (done.missing.length > SHOWN)
      console.error(t('server.backup.moreMissing', { count: done.missing.length - SHOWN }));
    for (const key of done.changed) console.error(t('server.backup.changedFile', { key }));
    if (done.changed.length) process.exit(1);
  } else {
    const done = await restore(loaded.config, dir);
    console.log(t('server.backup.restored', { files: done.files, seconds: seconds() }));
  }
} catch (error) {
  if (error instanceof RestoreRefused) {
    console.error(t('server.backup.restore.refused'));
    for (const problem of error.problems) console.error(`  - ${problem}`);
  } else console.error((error as Error).message);
  process.exit(1);
}
