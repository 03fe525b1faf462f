/** multipart/form-data bodies as a browser sends them (raw UTF-8 file names), and a look into the app's storage. */
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { objectKeys } from './s3-server.ts';
import type { TestApp } from './test-app.ts';

export interface FilePart {
  fileName: string;
  bytes: Buffer;
  /** What the client claims; the server must not care. */
  contentType?: string;
  field?: string;
}

export interface MultipartBody {
  payload: Buffer;
  headers: { 'content-type': string };
  boundary: string;
}

function partHeader(boundary: string, part: FilePart): Buffer {
  return Buffer.from(
    `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.fileName}"\r\n` +
      `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    'utf8',
  );
}

export function multipartBody(parts: readonly FilePart[]): MultipartBody {
  const boundary = `----masal${randomUUID().replaceAll('-', '')}`;
  const chunks = parts.flatMap((part) => [partHeader(boundary, part), part.bytes, Buffer.from('\r\n')]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    boundary,
  };
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await walk(path)));
    else files.push(path);
  }
  return files;
}

/** Staged bytes, not the instances' heartbeat markers beside them (storage/staging.ts). */
const isStaged = (name: string) => !name.endsWith('.alive');

/**
 * Stored objects (their keys) and staged ones, on the disk (DATA_DIR/uploads) or in the bucket. A bucket shows
 * a staged file only once it is complete: the parts of an upload in progress are not an object.
 */
export async function uploadsOf(
  ctx: Pick<TestApp, 'dataDir' | 'config'>,
): Promise<{ stored: string[]; temp: string[] }> {
  if (ctx.config.s3) {
    const keys = await objectKeys(ctx.config.s3);
    return {
      stored: keys.filter((k) => !k.startsWith('staging/')),
      temp: keys.filter((k) => k.startsWith('staging/') && isStaged(k)),
    };
  }
  const root = join(ctx.dataDir, 'uploads');
  const all = (await walk(root)).map((f) => relative(root, f));
  return {
    // Unfinished resumable uploads (`.tus/`) are neither: tus-upload.test.ts looks at them itself.
    stored: all.filter((f) => !f.startsWith('.tmp/') && !f.startsWith('.tus/')).sort(),
    temp: all.filter((f) => f.startsWith('.tmp/') && isStaged(f)),
  };
}
