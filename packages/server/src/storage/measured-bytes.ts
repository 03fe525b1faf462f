/** Size and SHA-256 of bytes as they stream past, computed on the way: nothing is read twice. */
import { createHash } from 'node:crypto';

export interface MeasuredBytes {
  /** A pipeline stage passing every chunk through unchanged. */
  pass(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array>;
  /** Bytes passed so far. */
  readonly size: number;
  /** The SHA-256 (hex) of what passed; once, after the stream has ended. */
  sha256(): string;
}

export function measuredBytes(): MeasuredBytes {
  const hash = createHash('sha256');
  let size = 0;
  return {
    async *pass(chunks) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    get size() {
      return size;
    },
    sha256: () => hash.digest('hex'),
  };
}
