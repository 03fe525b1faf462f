// A 1 GB attachment through the real server (run as `npm start` runs it, temp DATA_DIR, embedded PGlite), two ways
// in the same run: multipart (`POST /v1/upload/taleAttachment`) and resumable over tus (`POST /v1/upload/tus`, then
// one PATCH with the whole file, as tus-js-client sends it by default); each streamed from disk, never held in
// memory on either side. Prints the server's peak RSS growth during the uploads (budget < 64 MB) and each way's
// throughput against a plain local stream copy (read stream → write stream) of the same file (budget ≥ half),
// best of a few alternating rounds. Exits non-zero when a budget is missed. Run: `npm run bench:upload` (root) or
// `npm run upload-1gb -w bench`.
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

/** One file sent to a tale as `fileName` by the bearer of `token`. */
interface Upload {
  url: string;
  taleId: number;
  token: string;
  file: string;
  size: number;
  fileName: string;
}

/** multipart/form-data with one file, the file streamed from disk; answers status and body. */
function uploadFile({ url, taleId, token, file, size, fileName }: Upload) {
  const boundary = `----masalbench${randomUUID().replaceAll('-', '')}`;
  const prefix = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const suffix = Buffer.from(`\r\n--${boundary}--\r\n`);
  return sendFile(
    url,
    {
      method: 'POST',
      path: `/v1/upload/taleAttachment/${taleId}`,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': prefix.length + size + suffix.length,
      },
    },
    file,
    prefix,
    suffix,
  );
}

/** A request whose body is the file, streamed from disk; answers status, headers and body. */
function sendFile(
  url: string,
  options: http.RequestOptions,
  file: string,
  prefix = Buffer.alloc(0),
  suffix = Buffer.alloc(0),
) {
  const { hostname, port } = new URL(url);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request({ host: hostname, port, ...options }, async (response) => {
        const chunks: Buffer[] = [];
        for await (const chunk of response) chunks.push(chunk as Buffer);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
      request.on('error', reject);
      request.write(prefix);
      const stream = createReadStream(file, { highWaterMark: 256 * 1024 });
      stream.on('error', reject);
      stream.pipe(request, { end: false });
      stream.on('end', () => request.end(suffix));
    },
  );
}

/** A resumable upload over tus: created, then the whole file in one PATCH; answers the attachment's id. */
async function tusUpload({ url, taleId, token, file, size, fileName }: Upload) {
  const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
  const created = await fetch(`${url}/v1/upload/tus`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(size),
      'Upload-Metadata': `taleId ${base64(String(taleId))},filename ${base64(fileName)}`,
    },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) throw new Error(`tus creation answered ${created.status}`);
  const answer = await sendFile(
    url,
    {
      method: 'PATCH',
      path: location,
      headers: {
        authorization: `Bearer ${token}`,
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': size,
      },
    },
    file,
  );
  const attachmentId = Number(answer.headers['masal-attachment-id']);
  if (answer.status !== 204 || !attachmentId)
    throw new Error(`tus PATCH answered ${answer.status}: ${answer.body}`);
  return attachmentId;
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

  // Warm-up: the first uploads load multipart, file-type and friends; that is not growth per upload.
  const small = join(workDir, 'small.mp4');
  await pipeline([isoMedia('isom', randomBytes(4 * MB))], createWriteStream(small));
  const warm = await uploadFile({
    url,
    taleId,
    token,
    file: small,
    size: (await stat(small)).size,
    fileName: 'ısınma.mp4',
  });
  if (warm.status !== 200) throw new Error(`warm-up upload answered ${warm.status}: ${warm.body}`);
  await tusUpload({
    url,
    taleId,
    token,
    file: small,
    size: (await stat(small)).size,
    fileName: 'ısınma (tus).mp4',
  });
  await new Promise((r) => setTimeout(r, 500));

  const baseline = rssMb(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, SAMPLE_EVERY_MS);

  // Copy and uploads alternate, so disk noise (write-back, discards of removed files) hits them alike.
  const copies: number[] = [];
  const uploads: number[] = [];
  const tusUploads: number[] = [];
  const copyOnce = async () => {
    const copy = join(workDir, 'copy.bin');
    copies.push(await timed(() => pipeline(createReadStream(source), createWriteStream(copy))));
    await rm(copy);
  };
  const storedSize = async (id: number) =>
    (await api<{ size: number }>(url, 'GET', `/utils/fileUploadByTaleAttachmentId/${id}`, token)).size;
  const uploadOnce = async () => {
    let answer: { status: number; body: string } = { status: 0, body: '' };
    uploads.push(
      await timed(async () => {
        answer = await uploadFile({ url, taleId, token, file: source, size, fileName: 'Büyük kayıt.mp4' });
      }),
    );
    if (answer.status !== 200) throw new Error(`upload answered ${answer.status}: ${answer.body}`);
    const list = (JSON.parse(answer.body) as { uploadList: { id: number; fileName: string; size: number }[] })
      .uploadList;
    const uploaded = list.find((a) => a.fileName === 'Büyük kayıt.mp4');
    if (uploaded?.size !== size) throw new Error(`stored size ${uploaded?.size} ≠ ${size}`);
    await api(url, 'POST', '/upload/deleteTaleAttachment', token, { id: uploaded.id });
  };
  const tusOnce = async () => {
    let id = 0;
    tusUploads.push(
      await timed(async () => {
        id = await tusUpload({ url, taleId, token, file: source, size, fileName: 'Büyük kayıt (tus).mp4' });
      }),
    );
    const stored = await storedSize(id);
    if (stored !== size) throw new Error(`stored size ${stored} ≠ ${size}`);
    await api(url, 'POST', '/upload/deleteTaleAttachment', token, { id });
  };
  const orders = [
    [copyOnce, uploadOnce, tusOnce],
    [tusOnce, copyOnce, uploadOnce],
    [uploadOnce, tusOnce, copyOnce],
  ];
  for (let round = 0; round < ROUNDS; round++) {
    // Rotate which goes first, so none always runs on the disk state another left.
    for (const step of orders[round % orders.length] ?? []) await step();
  }
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  const copyFileSeconds = await timed(() => copyFile(source, join(workDir, 'copy-file.bin')));

  const mbps = (seconds: number) => size / MB / seconds;
  const list = (values: number[]) => values.map((v) => mbps(v).toFixed(0)).join(', ');
  const bestUpload = mbps(Math.min(...uploads));
  const bestTus = mbps(Math.min(...tusUploads));
  const bestCopy = mbps(Math.min(...copies));
  const growth = peak - baseline;
  const ratio = bestUpload / bestCopy;
  const tusRatio = bestTus / bestCopy;
  console.log(
    [
      `1 GB attachment upload (${size} bytes over HTTP to the real server, PGlite), ${ROUNDS} rounds of each`,
      `  server RSS: ${baseline.toFixed(1)} MB before, ${peak.toFixed(1)} MB peak → growth ${growth.toFixed(1)} MB`,
      `  multipart upload MB/s: ${list(uploads)} → best ${bestUpload.toFixed(0)} MB/s`,
      `  tus upload (creation + one PATCH) MB/s: ${list(tusUploads)} → best ${bestTus.toFixed(0)} MB/s`,
      `  local stream copy MB/s: ${list(copies)} → best ${bestCopy.toFixed(0)} MB/s` +
        ` (fs.copyFile, for reference: ${mbps(copyFileSeconds).toFixed(0)} MB/s)`,
      `  multipart / stream copy = ${ratio.toFixed(2)}, tus / stream copy = ${tusRatio.toFixed(2)}`,
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
  const tusSpeedOk = budget(
    '1 GB tus upload: throughput / local stream copy',
    tusRatio,
    THROUGHPUT_BUDGET,
    '×',
    'atLeast',
  );
  failed = !rssOk || !speedOk || !tusSpeedOk;
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await server?.stop();
  rmSync(workDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
