/** A file part of a multipart request, read without buffering more than its first bytes. */
import type { Readable } from 'node:stream';

/** One file of a multipart request (the shape @fastify/multipart hands over). */
export interface IncomingFile {
  filename: string;
  /** busboy sets `truncated` when the file went past the size limit and drops the rest of the part. */
  file: Readable & { truncated?: boolean };
}

const FILE_NAME_MAX = 255;

/** The name as the user chose it, without any path a browser sent along, control characters or excess length. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...(clean || 'dosya')].slice(0, FILE_NAME_MAX).join('');
}

export interface PeekedFile {
  head: Buffer;
  /** The whole file again: the head, then the rest as it arrives. */
  whole(): AsyncGenerator<Buffer>;
  /** Stops reading; busboy then skips the rest of the part. */
  abandon(): Promise<void>;
}

/** Reads the first `bytes` of a stream and gives them back together with the rest, untouched. */
export async function peekHead(stream: Readable, bytes: number): Promise<PeekedFile> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  return {
    head,
    async *whole() {
      yield head;
      if (ended) return;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    },
    async abandon() {
      await iterator.return?.();
    },
  };
}
