/**
 * A folder as a ustar stream and back, a file's bytes at a time, for the embedded database's snapshot: PGlite's
 * own dumpDataDir and loadDataDir hold the whole tarball in memory (2.3 GB at 10,000 tales). Only folders and
 * plain files, which is all a PGlite data directory holds; the reader also takes PGlite's own tarballs, so bags
 * written by it still restore.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, stat } from 'node:fs/promises';
import { dirname, join, posix, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const BLOCK = 512;
/** Bytes read into memory at a time, each way. */
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

function octal(header: Buffer, offset: number, length: number, value: number): void {
  const digits = value.toString(8).padStart(length - 1, '0');
  // 8 GB for a size: PostgreSQL's files stop at 1 GB.
  if (digits.length > length - 1) throw new Error(`tar: ${value} does not fit a header`);
  header.write(`${digits}\0`, offset, length, 'ascii');
}

function headerOf(entry: Entry): Buffer {
  const header = Buffer.alloc(BLOCK);
  // PostgreSQL's paths are short; the ustar prefix field is not needed for them.
  if (Buffer.byteLength(entry.name) > 100) throw new Error(`tar: ${entry.name} is longer than 100 bytes`);
  header.write(entry.name, 0, 100, 'utf8');
  octal(header, 100, 8, entry.mode);
  octal(header, 108, 8, 0);
  octal(header, 116, 8, 0);
  octal(header, 124, 12, entry.size);
  octal(header, 136, 12, Math.floor(entry.mtime.getTime() / 1000));
  header.write(entry.directory ? '5' : '0', 156, 1, 'ascii');
  header.write('ustar\u000000', 257, 8, 'ascii');
  header.fill(' ', 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return header;
}

/**
 * The folder as a tarball, and its length: the folder must not change while the stream is read (a snapshot's
 * copy), and the reader compares the length to what it received, since a cut stream is still a stream.
 */
export async function packFolder(root: string): Promise<{ bytes: number; stream: Readable }> {
  const entries = await entriesOf(root);
  const bytes = entries.reduce((sum, e) => sum + BLOCK + e.size + padding(e.size), 2 * BLOCK);
  async function* blocks() {
    for (const entry of entries) {
      yield headerOf(entry);
      if (entry.directory) continue;
      const file = await open(join(root, entry.name));
      try {
        for (let done = 0; done < entry.size; ) {
          const { bytesRead, buffer } = await file.read(Buffer.alloc(Math.min(CHUNK, entry.size - done)));
          if (bytesRead === 0) throw new Error(`tar: ${entry.name} shrank while it was read`);
          done += bytesRead;
          yield buffer.subarray(0, bytesRead);
        }
      } finally {
        await file.close();
      }
      if (padding(entry.size)) yield Buffer.alloc(padding(entry.size));
    }
    yield Buffer.alloc(2 * BLOCK);
  }
  return { bytes, stream: Readable.from(blocks()) };
}

/** Reads a stream's bytes as asked: at most `max` (a file's next piece), or exactly `length` (a header). */
function byteReader(source: AsyncIterable<Buffer>) {
  const chunks = source[Symbol.asyncIterator]();
  let pending: Buffer = Buffer.alloc(0);
  const upTo = async (max: number): Promise<Buffer> => {
    if (pending.length === 0) {
      const next = await chunks.next();
      if (next.done) throw new Error('tar: the tarball is cut short');
      pending = next.value;
    }
    const piece = pending.subarray(0, max);
    pending = pending.subarray(piece.length);
    return piece;
  };
  const exactly = async (length: number): Promise<Buffer> => {
    const first = await upTo(length);
    if (first.length === length) return first;
    const pieces = [first];
    for (let got = first.length; got < length; got += pieces[pieces.length - 1]?.length ?? 0)
      pieces.push(await upTo(length - got));
    return Buffer.concat(pieces);
  };
  return { upTo, exactly };
}

const field = (header: Buffer, offset: number, length: number) => {
  const text = header.subarray(offset, offset + length).toString('utf8');
  const end = text.indexOf('\0');
  return end < 0 ? text : text.slice(0, end);
};
const octalField = (header: Buffer, offset: number, length: number) =>
  Number.parseInt(field(header, offset, length).trim() || '0', 8);

/** An entry's path inside `root`: PGlite writes a leading slash; nothing may climb out. */
function safeName(raw: string): string {
  const name = posix.normalize(raw.replace(/^\/+/, ''));
  if (name === '.' || name.startsWith('../') || name === '..' || name.includes('\0'))
    throw new Error(`tar: refused entry ${JSON.stringify(raw)}`);
  return name.split('/').join(sep);
}

/** Unpacks a tarball into the existing, empty folder `root`, one piece of a file at a time. */
export async function unpackInto(source: AsyncIterable<Buffer>, root: string): Promise<void> {
  const read = byteReader(source);
  for (;;) {
    const header = await read.exactly(BLOCK);
    if (header.every((byte) => byte === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (header[i] ?? 0);
    if (sum !== octalField(header, 148, 8)) throw new Error('tar: a header fails its checksum');
    const prefix = field(header, 257, 6) === 'ustar' ? field(header, 345, 155) : '';
    const raw = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
    const path = join(root, safeName(raw));
    const mode = octalField(header, 100, 8) & 0o777;
    const size = octalField(header, 124, 12);
    const type = String.fromCharCode(header[156] ?? 0);
    if (type === '5') {
      await mkdir(path, { recursive: true, mode });
      continue;
    }
    if (type !== '0' && type !== '\0') throw new Error(`tar: ${raw} is neither a file nor a folder`);
    async function* pieces() {
      for (let left = size; left > 0; ) {
        const piece = await read.upTo(Math.min(left, CHUNK));
        left -= piece.length;
        yield piece;
      }
    }
    await mkdir(dirname(path), { recursive: true });
    await pipeline(Readable.from(pieces()), createWriteStream(path, { flags: 'wx', mode }));
    if (padding(size)) await read.exactly(padding(size));
  }
}
