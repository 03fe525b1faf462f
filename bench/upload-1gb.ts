// A 1 GB attachment through the real server (run as `npm start` runs it, temp DATA_DIR, embedded PGlite): streamed
// from disk as multipart, never held in memory on either side. Prints the server's peak RSS growth during the
// uploads (budget < 64 MB) and the upload throughput against a plain local stream copy (read stream → write
// stream) of the same file (budget ≥ half), best of a few alternating rounds. Exits non-zero when a budget is
// missed. Run: `npm run bench:upload` (root) or `npm run upload-1gb -w bench`.
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { copyFile, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isoMedia } from '../packages/server/test/support/media-fixtures.ts';
import { budget } from './support/budget.ts';
import { api, type BenchServer, signedInWriter, startServer } from './support/server.ts';

const SIZE_BYTES = 1024 * 1024 * 1024;
const RSS_BUDGET_MB = 64;
const THROUGHPUT_BUDGET = 0.5;
const SAMPLE_EVERY_MS = 50;
/** Best of this many rounds of each: the disk of a shared machine is noisy. */
const ROUNDS = 3;
const MB = 1024 * 1024;

const workDir = mkdtempSync(join(tmpdir(), 'masal-bench-upload-'));
const dataDir = join(workDir, 'data');
const source = join(workDir, 'masal-1gb.mp4');

/** An mp4 head (so the type check passes) followed by pseudo-random bytes, written in 1 MB chunks. */
async function makeSourceFile(): Promise<void> {
  const head = isoMedia('isom', Buffer.alloc(0));
  const block = randomBytes(MB);
  async function* chunks() {
    yield head;
    let left = SIZE_BYTES - head.length;
    while (left > 0) {
      const n = Math.min(left, block.length);
      yield block.subarray(0, n);
      left -= n;
    }
  }
  await pipeline(chunks(), createWriteStream(source));
}

/** Each measurement starts with no dirty pages, so one does not pay for the write-back of the one before. */
function flushDisk(): void {
  spawnSync('sync');
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  flushDisk();
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

/** multipart/form-data with one file, the file streamed from disk; answers status and body. */
function uploadFile(
  url: string,
  taleId: number,
  token: string,
  file: string,
  size: number,
  fileName: string,
) {
  const boundary = `----masalbench${randomUUID().replaceAll('-', '')}`;
  const prefix = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const suffix = Buffer.from(`\r\n--${boundary}--\r\n`);
  const { hostname, port } = new URL(url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: hostname,
        port,
        method: 'POST',
        path: `/v1/upload/taleAttachment/${taleId}`,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': prefix.length + size + suffix.length,
        },
      },
      async (response) => {
        const chunks: Buffer[] = [];
        for await (const chunk of response) chunks.push(chunk as Buffer);
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
      },
    );
    request.on('error', reject);
    request.write(prefix);
    const stream = createReadStream(file, { highWaterMark: 256 * 1024 });
    stream.on('error', reject);
    stream.pipe(request, { end: false });
    stream.on('end', () => request.end(suffix));
  });
}

let server: BenchServer | undefined;
let failed = false;
try {
  console.log(`writing a ${SIZE_BYTES / MB} MB test file…`);
  await makeSourceFile();
  const size = (await stat(source)).size;

  server = await startServer({
    dataDir,
    env: { MAX_UPLOAD_MB: String(SIZE_BYTES / MB + 512), ADMIN_PASSWORD: 'bench-yonetici' },
    stderr: 'inherit',
  });
  const { url, pid } = server;
  const { token } = await signedInWriter(server);
  const { taleId } = await api<{ taleId: number }>(url, 'POST', '/tales/full', token, {
    taleName: 'Ölçüm masalı',
  });

  // Warm-up: the first upload loads multipart, file-type and friends; that is not growth per upload.
  const small = join(workDir, 'small.mp4');
  await pipeline([isoMedia('isom', randomBytes(4 * MB))], createWriteStream(small));
  const warm = await uploadFile(url, taleId, token, small, (await stat(small)).size, 'ısınma.mp4');
  if (warm.status !== 200) throw new Error(`warm-up upload answered ${warm.status}: ${warm.body}`);
  await new Promise((r) => setTimeout(r, 500));

  const baseline = rssMb(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, SAMPLE_EVERY_MS);

  // Copy and upload alternate, so disk noise (write-back, discards of removed files) hits both alike.
  const copies: number[] = [];
  const uploads: number[] = [];
  const copyOnce = async () => {
    const copy = join(workDir, 'copy.bin');
    copies.push(await timed(() => pipeline(createReadStream(source), createWriteStream(copy))));
    await rm(copy);
  };
  const uploadOnce = async () => {
    let answer: { status: number; body: string } = { status: 0, body: '' };
    uploads.push(
      await timed(async () => {
        answer = await uploadFile(url, taleId, token, source, size, 'Büyük kayıt.mp4');
      }),
    );
    if (answer.status !== 200) throw new Error(`upload answered ${answer.status}: ${answer.body}`);
    const list = (JSON.parse(answer.body) as { uploadList: { id: number; fileName: string; size: number }[] })
      .uploadList;
    const uploaded = list.find((a) => a.fileName === 'Büyük kayıt.mp4');
    if (uploaded?.size !== size) throw new Error(`stored size ${uploaded?.size} ≠ ${size}`);
    await api(url, 'POST', '/upload/deleteTaleAttachment', token, { id: uploaded.id });
  };
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which goes first, so neither always runs on the disk state the other left.
    for (const step of round % 2 === 0 ? [copyOnce, uploadOnce] : [uploadOnce, copyOnce]) await step();
  }
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  const copyFileSeconds = await timed(() => copyFile(source, join(workDir, 'copy-file.bin')));

  const mbps = (seconds: number) => size / MB / seconds;
  const list = (values: number[]) => values.map((v) => mbps(v).toFixed(0)).join(', ');
  const bestUpload = mbps(Math.min(...uploads));
  const bestCopy = mbps(Math.min(...copies));
  const growth = peak - baseline;
  const ratio = bestUpload / bestCopy;
  console.log(
    [
      `1 GB attachment upload (${size} bytes, multipart over HTTP to the real server, PGlite), ${ROUNDS} rounds`,
      `  server RSS: ${baseline.toFixed(1)} MB before, ${peak.toFixed(1)} MB peak → growth ${growth.toFixed(1)} MB`,
      `  upload MB/s: ${list(uploads)} → best ${bestUpload.toFixed(0)} MB/s`,
      `  local stream copy MB/s: ${list(copies)} → best ${bestCopy.toFixed(0)} MB/s` +
        ` (fs.copyFile, for reference: ${mbps(copyFileSeconds).toFixed(0)} MB/s)`,
      `  upload / stream copy = ${ratio.toFixed(2)}`,
    ].join('\n'),
  );
  const rssOk = budget('1 GB upload: server RSS growth', growth, RSS_BUDGET_MB, 'MB');
  const speedOk = budget(
    '1 GB upload: throughput / local stream copy',
    ratio,
    THROUGHPUT_BUDGET,
    '×',
    'atLeast',
  );
  failed = !rssOk || !speedOk;
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await server?.stop();
  rmSync(workDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
