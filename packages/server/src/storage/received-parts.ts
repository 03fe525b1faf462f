/**
 * A request's body received into files of at most `partBytes` on this machine, each handed on (to the bucket) as
 * soon as it is full while the next one fills: a long body takes at most two files of disk, its bytes reach the
 * bucket while it is still arriving, and a server killed midway loses only what it had not handed on yet.
 */
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { WRITE_BUFFER_BYTES } from './resumable-store.ts';

/** Hands on the file holding the body's bytes from `offset` on (`bytes` of them); the file is removed after. */
type HandOn = (offset: number, file: string, bytes: number) => Promise<void>;

/**
 * Receives `readable` from `offset` into files named by `newFile`, handing each on in order, one at a time, and
 * answers the offset after the last byte handed on. A body cut short (it ends early) keeps what came; when a
 * hand-on fails, the body is refused from there on (what was handed on before stays).
 */
export async function receiveInParts(
  readable: Readable,
  offset: number,
  partBytes: number,
  newFile: () => string,
  handOn: HandOn,
): Promise<number> {
  let end = offset;
  let filling: { file: string; out: WriteStream; bytes: number } | undefined;
  let handing: Promise<void> = Promise.resolve();

  const handOnFilled = async () => {
    if (!filling) return;
    const { file, out, bytes } = filling;
    filling = undefined;
    out.end();
    await finished(out);
    await handing;
    const at = end;
    end += bytes;
    handing = handOn(at, file, bytes).finally(() => rm(file, { force: true }));
    // Seen when awaited (the next part, or the end); until then a failure must not count as unhandled.
    handing.catch(() => undefined);
  };

  try {
    for await (const chunk of readable as AsyncIterable<Buffer>) {
      let rest = chunk;
      while (rest.length > 0) {
        if (!filling) {
          const file = newFile();
          filling = { file, out: createWriteStream(file, { highWaterMark: WRITE_BUFFER_BYTES }), bytes: 0 };
        }
        const piece = rest.subarray(0, partBytes - filling.bytes);
        rest = rest.subarray(piece.length);
        filling.bytes += piece.length;
        if (!filling.out.write(piece)) await once(filling.out, 'drain');
        if (filling.bytes === partBytes) await handOnFilled();
      }
    }
    await handOnFilled();
    await handing;
    return end;
  } catch (error) {
    if (filling) {
      filling.out.destroy();
      await rm(filling.file, { force: true });
    }
    await handing.catch(() => undefined);
    throw error;
  }
}
