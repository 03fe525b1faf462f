/** A file part of a multipart request, read without buffering more than its first bytes. */
import { Readable } from 'node:stream';
import { MSG } from '@masal/shared';
import { Invalid } from '../errors.ts';

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
  /** The whole file again, as a stream: the head, then the rest as it arrives (piped, not iterated). */
  whole: Readable;
  /** Stops reading; busboy then skips the rest of the part. */
  abandon(): void;
}

/**
 * Reads the first `bytes` of a stream and puts them back (`unshift`), so the same stream can then be piped
 * whole: no copy of the data and no extra hop per chunk on the way to storage.
 */
export function peekHead(stream: Readable, bytes: number): Promise<PeekedFile> {
  return new Promise((resolve, reject) => {
    if (stream.destroyed) {
      reject(stream.errored ?? new Error('file stream closed before it was read'));
      return;
    }
    const chunks: Buffer[] = [];
    let length = 0;
    const stopListening = () =>
      stream.off('readable', onReadable).off('end', onEnd).off('error', onError).off('close', onClose);
    const done = (ended: boolean) => {
      stopListening();
      const head = Buffer.concat(chunks);
      // A stream that has ended cannot take its head back; a new one carries the (complete) file.
      if (ended) resolve({ head, whole: Readable.from([head]), abandon: () => undefined });
      else {
        stream.unshift(head);
        resolve({ head, whole: stream, abandon: () => stream.destroy() });
      }
    };
    function onReadable() {
      while (length < bytes) {
        const chunk: Buffer | null = stream.read();
        if (chunk === null) break;
        chunks.push(chunk);
        length += chunk.length;
      }
      if (length >= bytes) done(false);
    }
    const onEnd = () => done(true);
    function onError(error: Error) {
      stopListening();
      reject(error);
    }
    // Destroyed without an error (the request went away): nothing more will come.
    function onClose() {
      stopListening();
      reject(stream.errored ?? new Error('file stream closed before its end'));
    }
    stream.on('readable', onReadable).once('end', onEnd).once('error', onError).once('close', onClose);
  });
}

/**
 * Errors of the multipart parser itself (no boundary, a body that ends inside a part, another boundary in the
 * body): they describe the request, not a fault of the server. They carry no code or status of their own and
 * may surface through a file stream (e.g. in storage's pipeline), so they are remembered as they pass by.
 */
const parserErrors = new WeakSet<Error>();

/** Only plain errors: the plugin's limits carry their own status (413), ours are AppErrors. */
const noteParserError = (error: unknown) => {
  if (error instanceof Error && !('statusCode' in error)) parserErrors.add(error);
};

const watched = (part: IncomingFile): IncomingFile => {
  // With the whole body already in, the parser may have failed the part before it is handed over.
  if (part.file.errored) noteParserError(part.file.errored);
  else part.file.once('error', noteParserError);
  return part;
};

/** The files of a multipart request, noting the parser's failures for asRequestError. */
export async function* parsedFiles(parts: AsyncIterable<IncomingFile>): AsyncGenerator<IncomingFile> {
  try {
    for await (const part of parts) yield watched(part);
  } catch (error) {
    noteParserError(error);
    throw error;
  }
}

/** The first file of a multipart request (or none), noting the parser's failures for asRequestError. */
export async function parsedFile(part: Promise<IncomingFile | undefined>): Promise<IncomingFile | undefined> {
  try {
    const file = await part;
    return file && watched(file);
  } catch (error) {
    noteParserError(error);
    throw error;
  }
}

/** A malformed body becomes 400 with a Turkish message; any other error is left as it is. */
export function asRequestError(error: unknown): unknown {
  if (!(error instanceof Error) || !parserErrors.has(error)) return error;
  return new Invalid(MSG.uploadMalformed, [{ field: 'file', message: MSG.uploadMalformed }]);
}
