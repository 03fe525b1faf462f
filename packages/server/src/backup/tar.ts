/**
 * A folder as a tarball and back, a file's bytes at a time (tar-stream), for the embedded database's snapshot:
 * PGlite's own dumpDataDir and loadDataDir hold the whole tarball in memory (2.3 GB at 10,000 tales). Only
 * folders and plain files, which is all a PGlite data directory holds; PGlite's own tarballs, which bags written
 * before hold, are read the same way.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join, posix, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';

const BLOCK = 512;
/** Bytes read from a file at a time. */
const CHUNK = 1 << 20;

interface Entry {
  /** Relative to the folder, with forward slashes. */
  name: string;
  mode: number;
  size: number;
  mtime: Date;
  directory: boolean;
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

async function entriesOf(root: string, folder = ''): Promise<Entry[]> {
  const entries: Entry[] = [];
  const names = (await readdir(join(root, folder))).sort();
  for (const name of names) {
    const relative = folder ? `${folder}/${name}` : name;
    const info = await stat(join(root, relative));
    if (!info.isFile() && !info.isDirectory())
      throw new Error(`tar: ${relative} is neither a file nor a folder`);
    // One header block per entry, so the length is known before a byte is sent: an ASCII name of at most 99
    // bytes (a folder's gets a slash) needs no extended header. PostgreSQL's paths are short and ASCII.
    if (!/^[\x20-\x7e]{1,99}$/.test(relative)) throw new Error(`tar: ${relative} needs an extended header`);
    const directory = info.isDirectory();
    entries.push({
      name: relative,
      mode: info.mode & 0o777,
      size: directory ? 0 : info.size,
      mtime: info.mtime,
      directory,
    });
    if (directory) entries.push(...(await entriesOf(root, relative)));
  }
  return entries;
}

/** Adds `entry` to `pack`, its bytes read from `root`; resolves once the pack has taken them. */
function addEntry(pack: tar.Pack, root: string, entry: Entry): Promise<void> {
  return new Promise((resolve, reject) => {
    const sink = pack.entry(
      {
        name: entry.name,
        mode: entry.mode,
        mtime: entry.mtime,
        size: entry.size,
        type: entry.directory ? 'directory' : 'file',
      },
      (error) => (error ? reject(error) : resolve()),
    );
    if (entry.directory) return;
    const file = createReadStream(join(root, entry.name), { highWaterMark: CHUNK });
    file.on('error', reject);
    file.pipe(sink);
  });
}

/**
 * The folder as a tarball, and its length: the folder must not change while the stream is read (a snapshot's
 * copy), and the reader compares the length to what it received, since a cut stream is still a stream.
 */
export async function packFolder(root: string): Promise<{ bytes: number; stream: Readable }> {
  const entries = await entriesOf(root);
  const bytes = entries.reduce((sum, e) => sum + BLOCK + e.size + padding(e.size), 2 * BLOCK);
  const pack = tar.pack();
  (async () => {
    for (const entry of entries) await addEntry(pack, root, entry);
    pack.finalize();
  })().catch((error: Error) => pack.destroy(error));
  return { bytes, stream: Readable.from(pack) };
}

/** An entry's path inside `root`: PGlite writes a leading slash; nothing may climb out. */
function safeName(raw: string): string {
  const name = posix.normalize(raw.replace(/^\/+/, ''));
  if (name === '.' || name.startsWith('../') || name === '..' || name.includes('\0'))
    throw new Error(`tar: refused entry ${JSON.stringify(raw)}`);
  return name.split('/').join(sep);
}

/**
 * Unpacks a tarball into the existing, empty folder `root`, one piece of a file at a time. tar-stream's streams
 * are streamx's, whose errors Node's pipeline does not see: they are read through their async iterators.
 */
export async function unpackInto(source: AsyncIterable<Buffer>, root: string): Promise<void> {
  const extract = tar.extract();
  // The parser's own error ("Unexpected end of data"): an entry it cuts only says it was destroyed.
  let parserError: Error | undefined;
  extract.on('error', (error: Error) => {
    parserError = error;
  });
  const input = Readable.from(source);
  input.on('error', (error) => extract.destroy(error));
  input.pipe(extract);
  try {
    for await (const entry of extract) {
      const { name, type, mode } = entry.header;
      const path = join(root, safeName(name));
      const permissions = (mode ?? 0o600) & 0o777;
      if (type === 'directory') {
        await mkdir(path, { recursive: true, mode: permissions });
        entry.resume();
        continue;
      }
      if (type !== 'file') throw new Error(`tar: ${name} is neither a file nor a folder`);
      await mkdir(dirname(path), { recursive: true });
      await pipeline(Readable.from(entry), createWriteStream(path, { flags: 'wx', mode: permissions }));
    }
  } catch (error) {
    throw parserError ?? error;
  } finally {
    input.destroy();
  }
}
