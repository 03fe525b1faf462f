import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { packFolder, unpackInto } from './tar.ts';

const folders: string[] = [];
const folder = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'masal-tar-'));
  folders.push(dir);
  return dir;
};
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Every file under `dir` by its relative path, with its bytes' SHA-256 (a deep compare of megabytes is slow). */
async function contents(dir: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    found[path.slice(dir.length + 1)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  }
  return found;
}

describe('tar', () => {
  it('packs a folder a piece at a time, of the length it announced, and unpacks it the same', async () => {
    const source = await folder();
    await mkdir(join(source, 'base', '16384'), { recursive: true });
    await mkdir(join(source, 'pg_notify'));
    await writeFile(join(source, 'PG_VERSION'), '17\n');
    await writeFile(join(source, 'empty'), '');
    await writeFile(join(source, 'base', '16384', 'page'), randomBytes(8192));
    // Longer than a read's piece, and not a whole number of blocks.
    await writeFile(join(source, 'base', '16384', 'segment'), randomBytes((1 << 20) * 2 + 77));

    const { bytes, stream } = await packFolder(source);
    const tarball = await buffer(stream);
    expect(tarball.length).toBe(bytes);
    const target = await folder();
    await unpackInto(Readable.from([tarball]), target);
    expect(await contents(target)).toEqual(await contents(source));
    expect(await readdir(join(target, 'pg_notify'))).toEqual([]);
  });

  it('refuses a cut-short tarball and an entry that climbs out of the folder', async () => {
    const source = await folder();
    await writeFile(join(source, 'file'), randomBytes(5000));
    const tarball = await buffer((await packFolder(source)).stream);
    await expect(unpackInto(Readable.from([tarball.subarray(0, 3000)]), await folder())).rejects.toThrow(
      /end of data/,
    );

    const climbing = Buffer.from(tarball);
    climbing.write('../file\0', 0, 'ascii');
    let sum = 0;
    climbing.fill(' ', 148, 156);
    for (const byte of climbing.subarray(0, 512)) sum += byte;
    climbing.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
    await expect(unpackInto(Readable.from([climbing]), await folder())).rejects.toThrow(/refused entry/);
  });

  it("reads PGlite's own tarballs, which bags written before hold", async () => {
    const original = await PGlite.create();
    await original.exec(`create table masal (ad text); insert into masal values ('Keloğlan'), ('Şahmeran')`);
    const dumped = await original.dumpDataDir('gzip');
    await original.close();

    const unpacked = await folder();
    await unpackInto(Readable.from([gunzipSync(Buffer.from(await dumped.arrayBuffer()))]), unpacked);
    const opened = await PGlite.create(unpacked);
    try {
      const { rows } = await opened.query<{ ad: string }>('select ad from masal order by ad');
      expect(rows.map((r) => r.ad)).toEqual(['Keloğlan', 'Şahmeran']);
    } finally {
      await opened.close();
    }
    // Two PGlite instances, the first creating its database: 3 s alone, over a minute beside the browser suite.
  });
});
