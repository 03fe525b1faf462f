/**
 * The embedded database's snapshot. PGlite lives inside the server's process and no second process may open
 * its folder, so while the server runs it takes the snapshot itself and hands it over a Unix socket in
 * DATA_DIR (reachable by whoever may read DATA_DIR anyway, and by nobody else); when the server is stopped,
 * the backup opens the folder directly. Either way the same function takes it.
 *
 * The socket answers one line of JSON (the files and counts) and then the tarball's bytes, until it closes.
 */
import { once } from 'node:events';
import { createWriteStream, existsSync } from 'node:fs';
import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../db/client.ts';
import { type RowsOf, type SnapshotContents, snapshotContents, unionOfFiles } from './snapshot-contents.ts';

const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock');

/**
 * Files named before the dump and after it: PGlite cannot read a list inside the moment of its dump, so a file
 * uploaded or removed meanwhile is in one of the two lists (the backup copies what is still there).
 */
async function snapshot(database: Database): Promise<{ contents: SnapshotContents; tarball: Blob }> {
  if (!database.dumpDataDir) throw new Error('not an embedded database');
  const rowsOf: RowsOf = async (text) =>
    ((await database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
  const before = await snapshotContents(rowsOf);
  const tarball = await database.dumpDataDir();
  const after = await snapshotContents(rowsOf);
  return { contents: { files: unionOfFiles(before.files, after.files), counts: after.counts }, tarball };
}

/** The running server's side: answers each connection with a snapshot. */
export async function serveBackupSocket(
  database: Database,
  dataDir: string,
  onError: (error: unknown) => void,
): Promise<Server> {
  const path = backupSocketPath(dataDir);
  // A socket file a killed server left behind.
  await rm(path, { force: true });
  const server = createServer((socket: Socket) => {
    socket.on('error', onError);
    void (async () => {
      try {
        const { contents, tarball } = await snapshot(database);
        socket.write(`${JSON.stringify(contents)}\n`);
        await pipeline(Readable.fromWeb(tarball.stream() as never), socket);
      } catch (error) {
        onError(error);
        socket.destroy();
      }
    })();
  });
  server.listen(path);
  await once(server, 'listening');
  // Connecting needs write access to the socket: the server's user only, whatever the umask.
  await chmod(path, 0o600);
  return server;
}

/** Reads a snapshot from the socket; the tarball goes to `target`. */
async function fromRunningServer(path: string, target: string): Promise<SnapshotContents> {
  const socket = createConnection(path);
  await once(socket, 'connect');
  let header = Buffer.alloc(0);
  let contents: SnapshotContents | undefined;
  const file = createWriteStream(target);
  for await (const chunk of socket as AsyncIterable<Buffer>) {
    let bytes = chunk;
    // Bytes up to the first newline are the JSON line; everything after it is the tarball.
    if (!contents) {
      header = Buffer.concat([header, chunk]);
      const newline = header.indexOf(0x0a);
      if (newline < 0) continue;
      contents = JSON.parse(header.subarray(0, newline).toString('utf8'));
      bytes = header.subarray(newline + 1);
    }
    if (!file.write(bytes)) await once(file, 'drain');
  }
  file.end();
  await once(file, 'close');
  if (!contents) throw new Error('the server closed the backup socket before the snapshot');
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
    const { contents, tarball } = await snapshot(database);
    await pipeline(Readable.fromWeb(tarball.stream() as never), createWriteStream(target));
    return contents;
  } finally {
    await database.close();
  }
}
