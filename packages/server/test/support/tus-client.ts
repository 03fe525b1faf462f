/**
 * A tus 1.0 client in raw HTTP, for the protocol's details a library would hide: each request as sent, a
 * PATCH cut in the middle of its body (the connection dropped), the answers' headers and JSON as they come.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';

export interface TusAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The portal's JSON error body, when there is one. */
  json(): { status: boolean; code: string; message: string };
}

/** `Upload-Metadata`: each value base64 (UTF-8), pairs separated by commas. */
export function uploadMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value, 'utf8').toString('base64')}`)
    .join(',');
}

/** The `Upload-Checksum` value of `bytes`. */
export function uploadChecksum(algorithm: 'sha1' | 'sha256' | 'md5', bytes: Buffer): string {
  return `${algorithm} ${createHash(algorithm).update(bytes).digest('base64')}`;
}

/** Requests to the app on `port()` (read at each request: an instance may restart), as `token()`'s user if any. */
export function tusClient(target: { port: () => number; token?: () => string }) {
  const send = (
    method: string,
    path: string,
    headers: Record<string, string | number> = {},
    body?: Buffer,
  ): Promise<TusAnswer> =>
    new Promise((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port: target.port(),
        method,
        path,
        headers: {
          'Tus-Resumable': '1.0.0',
          ...(target.token ? { authorization: `Bearer ${target.token()}` } : {}),
          ...(body ? { 'Content-Length': body.length } : {}),
          ...headers,
        },
      });
      request.once('error', reject);
      request.once('response', async (response) => {
        const chunks: Buffer[] = [];
        for await (const chunk of response) chunks.push(chunk as Buffer);
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text,
          json: () => JSON.parse(text),
        });
      });
      request.end(body);
    });

  return {
    send,

    /** POST: a new upload of `length` bytes for the tale; answers with its path (Location). */
    async create(taleId: number | string, length: number, filename = 'kayıt.mp4'): Promise<TusAnswer> {
      return send('POST', '/v1/upload/tus', {
        'Upload-Length': length,
        'Upload-Metadata': uploadMetadata({ taleId: String(taleId), filename }),
      });
    },

    head: (path: string) => send('HEAD', path),

    /** The offset the server holds now. */
    async offset(path: string): Promise<number> {
      const answer = await send('HEAD', path);
      if (answer.status !== 200) throw new Error(`HEAD ${path} answered ${answer.status}`);
      return Number(answer.headers['upload-offset']);
    },

    patch(path: string, offset: number, bytes: Buffer, headers: Record<string, string> = {}) {
      return send(
        'PATCH',
        path,
        { 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': offset, ...headers },
        bytes,
      );
    },

    /**
     * A PATCH announcing all of `bytes` that sends only the first `sent` of them, 1 MB at a time as a network
     * would, then drops the connection once `beforeCut` has seen what it waits for.
     */
    async patchCut(
      path: string,
      offset: number,
      bytes: Buffer,
      sent: number,
      beforeCut: () => Promise<void>,
    ): Promise<void> {
      const request = http.request({
        host: '127.0.0.1',
        port: target.port(),
        method: 'PATCH',
        path,
        headers: {
          'Tus-Resumable': '1.0.0',
          authorization: `Bearer ${target.token?.()}`,
          'Content-Type': 'application/offset+octet-stream',
          'Upload-Offset': offset,
          'Content-Length': bytes.length,
        },
      });
      request.on('error', () => undefined);
      const piece = 1024 * 1024;
      for (let at = 0; at < sent; at += piece) {
        if (!request.write(bytes.subarray(at, Math.min(at + piece, sent)))) await once(request, 'drain');
      }
      await beforeCut();
      request.destroy();
    },
  };
}
