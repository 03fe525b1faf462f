/**
 * An HTTP relay on loopback in front of s3rver that honours `If-None-Match: *` on PutObject as AWS S3 does
 * (s3rver ignores the header): a write to a key that exists is refused with 412 PreconditionFailed, and writes
 * to one key pass one at a time, so two of them racing cannot both find it missing. Everything else, signatures
 * included (the Host header is passed on as the client signed it), goes through unchanged.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import type { S3Config } from '../../src/config.ts';
import { isStatus, s3Client } from '../../src/storage/s3.storage.ts';

const PRECONDITION_FAILED =
  '<?xml version="1.0" encoding="UTF-8"?><Error><Code>PreconditionFailed</Code>' +
  '<Message>At least one of the pre-conditions you specified did not hold</Message></Error>';

export interface ConditionalS3 {
  /** The bucket's configuration with the relay as its endpoint. */
  s3: S3Config;
  /** Conditional writes refused so far. */
  readonly refused: number;
  close(): Promise<void>;
}

export async function conditionalS3(target: S3Config): Promise<ConditionalS3> {
  const upstream = new URL(target.endpoint ?? '');
  const client = s3Client(target);
  /** The write under way to each key (path-style: `/<bucket>/<key>`). */
  const writing = new Map<string, Promise<void>>();
  let refused = 0;

  const exists = async (path: string) => {
    const [, bucket = '', ...key] = decodeURIComponent(path.split('?')[0] ?? '').split('/');
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key.join('/') }));
      return true;
    } catch (error) {
      if (isStatus(error, 404)) return false;
      throw error;
    }
  };

  const relay = (request: http.IncomingMessage, response: http.ServerResponse) =>
    new Promise<void>((resolve) => {
      const onward = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: request.method,
          path: request.url,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          answer.once('end', resolve);
        },
      );
      onward.once('error', () => {
        response.destroy();
        resolve();
      });
      request.pipe(onward);
    });

  const server = http.createServer(async (request, response) => {
    const path = request.url ?? '/';
    const conditional =
      request.method === 'PUT' &&
      request.headers['if-none-match'] === '*' &&
      request.headers['x-amz-copy-source'] === undefined;
    if (!conditional) return relay(request, response);
    const key = path.split('?')[0] ?? path;
    const before = writing.get(key) ?? Promise.resolve();
    let done = () => {};
    const mine = new Promise<void>((resolve) => {
      done = resolve;
    });
    const queued = before.then(() => mine);
    writing.set(key, queued);
    await before;
    try {
      if (await exists(path)) {
        refused++;
        request.resume();
        response.writeHead(412, { 'Content-Type': 'application/xml' }).end(PRECONDITION_FAILED);
        return;
      }
      await relay(request, response);
    } finally {
      done();
      if (writing.get(key) === queued) writing.delete(key);
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    s3: { ...target, endpoint: `http://127.0.0.1:${port}` },
    get refused() {
      return refused;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      client.destroy();
    },
  };
}
