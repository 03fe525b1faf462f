// kill -9 during an upload. Runs the server bundle as `npm start` does (own port, temp
// DATA_DIR, embedded PGlite), stores one attachment, then starts a request with a small file and a large one
// and kills the server with SIGKILL while the large one is being written. Prints what the killed process
// left on disk, ages it past the 15 minutes after which a staged upload and its instance's heartbeat count as
// gone (an upload on another host may be slow, not dead: storage/README.md), restarts the server on the same
// DATA_DIR and prints rows against files after its start-up sweep: orphans (files no row names, staged
// left-overs) and rows without a file must both be 0; exits non-zero otherwise. Run: `npm run upload-kill -w bench` (builds the bundle first).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, stat, utimes } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { isoMedia, mp3 } from '../packages/server/test/support/media-fixtures.ts';
import { budget } from './support/budget.ts';
import { api, type BenchServer, type ServerOptions, signedInWriter, startServer } from './support/server.ts';

const MB = 1024 * 1024;
/** The large file of the killed request; the server dies when this much of it is on disk. */
const LARGE_BYTES = 400 * MB;
const KILL_AT_BYTES = 120 * MB;
/** Beyond the staging's stale age (15 minutes): the time the killed instance's leftovers wait before they go. */
const AGED_MS = 16 * 60 * 1000;

const workDir = mkdtempSync(join(tmpdir(), 'masal-bench-kill-'));
const dataDir = join(workDir, 'data');
const uploadsDir = join(dataDir, 'uploads');
/** Both runs on the same DATA_DIR; the restart on the first run's port. */
const options: ServerOptions = {
  dataDir,
  env: { LOG_LEVEL: 'info', MAX_UPLOAD_MB: String(LARGE_BYTES / MB + 64), ADMIN_PASSWORD: 'bench-yonetici' },
};

let server: BenchServer | undefined;

interface Part {
  fileName: string;
  head: Buffer;
  /** Bytes after the head, generated while sending. */
  rest: number;
}

/** One multipart request, the parts' bytes generated as they are sent; resolves with the status (0 if cut). */
function upload(url: string, taleId: number, token: string, parts: Part[]): Promise<number> {
  const boundary = `----masalbench${randomUUID().replaceAll('-', '')}`;
  const headerOf = (p: Part) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${p.fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
  const end = Buffer.from(`--${boundary}--\r\n`);
  const length = parts.reduce((n, p) => n + headerOf(p).length + p.head.length + p.rest + 2, end.length);
  const { hostname, port } = new URL(url);
  const block = randomBytes(MB);
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: hostname,
        port,
        method: 'POST',
        path: `/v1/upload/taleAttachment/${taleId}`,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': length,
        },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', () => resolve(0));
    async function send() {
      const write = (chunk: Buffer) =>
        new Promise<void>((done, fail) => request.write(chunk, (e) => (e ? fail(e) : done())));
      for (const part of parts) {
        await write(headerOf(part));
        await write(part.head);
        for (let left = part.rest; left > 0; left -= block.length) await write(block.subarray(0, left));
        await write(Buffer.from('\r\n'));
      }
      request.end(end);
    }
    send().catch(() => resolve(0));
  });
}

async function filesUnder(dir: string): Promise<{ path: string; size: number }[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files: { path: string; size: number }[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(path)));
    else files.push({ path: relative(uploadsDir, path), size: (await stat(path)).size });
  }
  return files;
}

async function onDisk() {
  const all = await filesUnder(uploadsDir);
  const temp = all.filter((f) => f.path.startsWith('.tmp/'));
  return { stored: all.filter((f) => !temp.includes(f)), temp };
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const total = (files: { size: number }[]) => files.reduce((n, f) => n + f.size, 0);

let failed = false;
try {
  server = await startServer(options);
  const { url } = server;
  const { token } = await signedInWriter(server);
  const { taleId } = await api<{ taleId: number }>(url, 'POST', '/tales/full', token, {
    taleName: 'Yarıda kalan yükleme',
  });

  // One finished attachment: its row and file must survive the kill and the sweep.
  const kept = await upload(url, taleId, token, [{ fileName: 'türkü.mp3', head: mp3(), rest: 0 }]);
  if (kept !== 200) throw new Error(`first upload answered ${kept}`);

  // A small file, then a large one; SIGKILL once enough of the large one is on disk.
  const cut = upload(url, taleId, token, [
    { fileName: 'kısa.mp3', head: mp3(), rest: 0 },
    { fileName: 'uzun kayıt.mp4', head: isoMedia('isom', Buffer.alloc(0)), rest: LARGE_BYTES },
  ]);
  for (;;) {
    const { temp } = await onDisk();
    if (temp.some((f) => f.size >= KILL_AT_BYTES)) break;
    if (!server.running()) throw new Error('server exited during the upload');
    await new Promise((r) => setTimeout(r, 20));
  }
  await server.stop('SIGKILL');
  const answer = await cut;
  const left = await onDisk();
  console.log(
    [
      `kill -9 during a ${mb(LARGE_BYTES)} upload (after ${mb(KILL_AT_BYTES)}); the client saw status ${answer}`,
      `  left by the killed process: ${left.temp.length} staged file(s), ${mb(total(left.temp))};` +
        ` ${left.stored.length} stored file(s), ${mb(total(left.stored))}`,
    ].join('\n'),
  );

  // The killed instance's staged file and heartbeat, as they are 16 minutes later.
  const then = new Date(Date.now() - AGED_MS);
  for (const file of left.temp) await utimes(join(uploadsDir, file.path), then, then);

  server = await startServer({ ...options, port: server.port });
  const sweepLine = server
    .output()
    .split('\n')
    .find((l) => l.includes('upload leftovers removed'));
  const rows = await api<{ fileName: string; filePath: string; size: number }[]>(
    url,
    'GET',
    `/utils/fileUploadByTaleId/${taleId}`,
    token,
  );
  const after = await onDisk();
  // Each row's file: its signed download answers 200 with the row's size.
  let rowsWithoutFile = 0;
  for (const row of rows) {
    const file = await fetch(`${url}${row.filePath}`);
    const size = Number(file.headers.get('content-length') ?? -1);
    await file.body?.cancel();
    if (file.status !== 200 || size !== row.size) rowsWithoutFile++;
  }
  const orphans = after.stored.length + after.temp.length - rows.length + rowsWithoutFile;
  console.log(
    [
      `after restart: ${rows.length} row(s) (${rows.map((r) => r.fileName).join(', ')}),` +
        ` ${after.stored.length} stored file(s), ${after.temp.length} staged file(s)`,
      `  start-up sweep: ${sweepLine?.trim() ?? '(no log line)'}`,
    ].join('\n'),
  );
  const noOrphans = budget('killed upload: orphan files after the sweep', orphans, 0, 'files');
  const noLostFiles = budget('killed upload: rows without a file', rowsWithoutFile, 0, 'rows');
  failed = !noOrphans || !noLostFiles || rows.length !== 1;
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await server?.stop();
  rmSync(workDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
