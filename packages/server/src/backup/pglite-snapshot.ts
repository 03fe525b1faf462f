/**
 * The embedded database's snapshot. PGlite lives inside the server's process and no second process may open
 * its folder, so while the server runs it takes the snapshot itself and hands it over a Unix socket in
 * DATA_DIR (reachable by whoever may read DATA_DIR anyway, and by nobody else); when the server is stopped,
 * the backup opens the folder directly. Either way the same function takes it: the data directory is copied
 * file by file into DATA_DIR while no statement runs (the portal waits for a disk copy, not for a compression),
 * then streamed from that copy as a tarball and gzipped into the bag. Memory stays flat whatever the size;
 * the copy needs the database's size free in DATA_DIR while the backup runs.
 *
 * The socket answers one line of JSON (the files, the counts and the tarball's length) and then the tarball.
 */
import { once } from 'node:events';
import { constants, createWriteStream, existsSync } from 'node:fs';
import { chmod, cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { type Database, openDatabase } from '../db/client.ts';
import { type SnapshotContents, snapshotContents } from './snapshot-contents.ts';
import { packFolder } from './tar.ts';

const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock');
/** The snapshot's copy in DATA_DIR while it is streamed; one a killed server left is removed at its next start. */
const COPY_PREFIX = 'backup-copy-';

interface Tarball {
  bytes: number;
  stream: AsyncIterable<Buffer>;
}

/**
 * Copies the data directory and lists the files it names in the same still moment, hands both to `use`, and
 * removes the copy.
 */
async function withSnapshot<T>(
  database: Database,
  dataDir: string,
  use: (contents: SnapshotContents, tarball: Tarball) => Promise<T>,
): Promise<T> {
  if (!database.whileDataDirStill) throw new Error('not an embedded database');
  const copy = await mkdtemp(join(dataDir, COPY_PREFIX));
  try {
    const contents = await database.whileDataDirStill(async (dir, rowsOf) => {
      const named = await snapshotContents(rowsOf);
      // A clone where the file system can (btrfs, XFS), a kernel copy elsewhere: no byte passes through here.
      await cp(dir, copy, { recursive: true, mode: constants.COPYFILE_FICLONE });
      return named;
    });
    return await use(contents, await packFolder(copy));
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

/** Gzips a tarball into `target`, and checks it arrived whole: a stream cut by a failing server still ends. */
async function writeTarball({ bytes, stream }: Tarball, target: string): Promise<void> {
  let received = 0;
  await pipeline(
    async function* () {
      for await (const chunk of stream) {
        received += chunk.length;
        yield chunk;
      }
    },
    createGzip(),
    createWriteStream(target),
  );
  if (received !== bytes)
    throw new Error(`the database's snapshot was cut short: ${received} of ${bytes} bytes`);
}

/** The running server's side: answers each connection with a snapshot. */
export async function serveBackupSocket(
  database: Database,
  dataDir: string,
  onError: (error: unknown) => void,
): Promise<Server> {
  const path = backupSocketPath(dataDir);
  // What a killed server left behind.
  await rm(path, { force: true });
  for (const name of await readdir(dataDir))
    if (name.startsWith(COPY_PREFIX)) await rm(join(dataDir, name), { recursive: true, force: true });
  const server = createServer((socket: Socket) => {
    socket.on('error', onError);
    withSnapshot(database, dataDir, async (contents, tarball) => {
      socket.write(`${JSON.stringify({ contents, tarballBytes: tarball.bytes })}\n`);
      await pipeline(tarball.stream, socket);
    }).catch((error: unknown) => {
      onError(error);
      socket.destroy();
    });
  });
  server.listen(path);
  await once(server, 'listening');
  // Connecting needs write access to the socket: the server's user only, whatever the umask.
  await chmod(path, 0o600);
  return server;
}

/** Reads a snapshot from the socket; the tarball goes gzipped to `target`. */
async function fromRunningServer(path: string, target: string): Promise<SnapshotContents> {
  const socket = createConnection(path);
  await once(socket, 'connect');
  const chunks = (socket as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  // Bytes up to the first newline are the JSON line; everything after it is the tarball.
  let header = Buffer.alloc(0);
  let newline = -1;
  while (newline < 0) {
    const next = await chunks.next();
    if (next.done) throw new Error('the server closed the backup socket before the snapshot');
    header = Buffer.concat([header, next.value]);
    newline = header.indexOf(0x0a);
  }
  const { contents, tarballBytes } = JSON.parse(header.subarray(0, newline).toString('utf8')) as {
    contents: SnapshotContents;
    tarballBytes: number;
  };
  async function* rest() {
    yield header.subarray(newline + 1);
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  await writeTarball({ bytes: tarballBytes, stream: rest() }, target);
  return contents;
}

/**
 * The embedded database's snapshot into `target` (a gzipped tarball): from the running server when its socket
 * answers, otherwise from the folder itself.
 */
export async function pgliteSnapshot(dataDir: string, target: string): Promise<SnapshotContents> {
  const path = backupSocketPath(dataDir);
  if (existsSync(path)) {
    try {
      return await fromRunningServer(path, target);
    } catch (error) {
      // A socket a killed server left: nobody listens, so nobody holds the folder either.
      if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') throw error;
    }
  }
  const database = await openDatabase({ dataDir });
  try {
    return await withSnapshot(database, dataDir, async (contents, tarball) => {
      await writeTarball(tarball, target);
      return contents;
    });
  } finally {
    await database.close();
  }
}
