/**
 * The tus server (@tus/server) behind /v1/upload/tus: the protocol itself (offsets, locks, expiry headers),
 * over the resumable uploads' store. The routes have checked the session and the rules before a request gets
 * here; the hooks stamp a new upload with its uploader and finish the last PATCH through the service. Every
 * error leaves as the portal's JSON answer (README.md), tus's own included.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { codeOfStatus, ERROR_MESSAGES, type ErrorCode, MSG, type Viewer } from '@masal/shared';
import { Server, type Upload } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditActor } from '../../db/audit-row.ts';
import { AppError } from '../../errors.ts';
import { type PartChecksum, partChecksums, type ResumableUploads } from '../../storage/resumable-store.ts';
import type { ResumableUploadService } from './resumable-upload.service.ts';

const TUS_PATH = '/v1/upload/tus';
/** The finished upload's attachment, on the last PATCH's answer and on HEAD afterwards. */
export const ATTACHMENT_ID_HEADER = 'Masal-Attachment-Id';

/** The signed-in user of the request tus is handling: its hooks see the request, not our session. */
const viewers = new AsyncLocalStorage<(Viewer & AuditActor) | undefined>();

function viewer(): Viewer & AuditActor {
  const current = viewers.getStore();
  if (!current) throw new Error('a tus request outside handleTus');
  return current;
}

/** tus's own answers in the portal's words: 403 is a session's status here, tus uses it for missing headers. */
function messageOf(status: number): { status: number; code: ErrorCode; message: string } {
  if (status === 404 || status === 410) return { status, code: 'NOT_FOUND', message: MSG.uploadGone };
  if (status === 409) return { status, code: 'CONFLICT', message: MSG.uploadOffsetConflict };
  if (status === 400 || status === 403 || status === 412)
    return { status: status === 403 ? 400 : status, code: 'VALIDATION', message: MSG.uploadRequestInvalid };
  const code = codeOfStatus(status);
  return { status, code, message: ERROR_MESSAGES[code] };
}

/** The JSON answer of an error, whoever threw it; a fault of ours is logged and says nothing of itself. */
function answerOf(error: unknown, log: FastifyBaseLogger) {
  if (error instanceof AppError) {
    const body = { status: false, code: error.code, message: error.message, errors: error.errors };
    return { status: error.statusCode, body: JSON.stringify(body) };
  }
  const tusStatus = (error as { status_code?: unknown }).status_code;
  const status = typeof tusStatus === 'number' ? tusStatus : 500;
  if (status >= 500) log.error({ err: error }, 'resumable upload failed');
  const answer = messageOf(status);
  return {
    status: answer.status,
    body: JSON.stringify({ status: false, code: answer.code, message: answer.message }),
  };
}

/** What a PATCH's body may hold in memory before the request waits for the disk. */
const BODY_BUFFER_BYTES = 1024 * 1024;

/**
 * The raw request as a web Request for tus, a PATCH's body streamed without a copy: Node's Readable.toWeb, which
 * tus's own adapter uses, copies every chunk — a gigabyte of allocations for a gigabyte's upload. A client that
 * goes away ends the body where it stopped (as tus's adapter does), so the bytes that came are kept.
 */
function webRequestOf(raw: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, one);
  }
  const url = `http://${raw.headers.host ?? 'localhost'}${raw.url ?? '/'}`;
  if (raw.method !== 'PATCH') return new Request(url, { method: raw.method, headers });
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let ended = false;
        const end = () => {
          if (ended) return;
          ended = true;
          controller.close();
        };
        raw.on('data', (chunk: Buffer) => {
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 0) <= 0) raw.pause();
        });
        raw.once('end', end).once('close', end).once('error', end);
      },
      pull() {
        raw.resume();
      },
      cancel() {
        raw.destroy();
      },
    },
    { highWaterMark: BODY_BUFFER_BYTES, size: (chunk) => chunk.byteLength },
  );
  return new Request(url, { method: 'PATCH', headers, body, duplex: 'half' } as RequestInit);
}

/** tus's answer on the raw response (its bodies are a line of text or our JSON error). */
async function send(answer: Response, response: ServerResponse): Promise<void> {
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    headers[name] = value;
  });
  response.writeHead(answer.status, headers);
  const body = await answer.arrayBuffer();
  response.end(body.byteLength > 0 ? Buffer.from(body) : undefined);
}

export function createTusServer({
  uploads,
  service,
  maxUploadBytes,
  log,
}: {
  uploads: ResumableUploads;
  service: ResumableUploadService;
  maxUploadBytes: number;
  log: FastifyBaseLogger;
}) {
  const server = new Server({
    path: TUS_PATH,
    datastore: uploads.store,
    maxSize: maxUploadBytes,
    // `/v1/upload/tus/<id>` on the page's own origin, whatever proxy stands in front.
    relativeLocation: true,
    getFileIdFromRequest: (request) => new URL(request.url).pathname.split('/').pop(),
    async onUploadCreate(_request, upload: Upload) {
      return { metadata: service.keptMetadata(upload.metadata, viewer()) };
    },
    async onUploadFinish(
      _request,
      upload: Upload,
    ): Promise<{ status_code?: number; headers: Record<string, string | number>; body?: string }> {
      try {
        const attachmentId = await service.finish(upload, viewer());
        return { headers: { [ATTACHMENT_ID_HEADER]: attachmentId } };
      } catch (error) {
        const answer = answerOf(error, log);
        return {
          status_code: answer.status,
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
          body: answer.body,
        };
      }
    },
    onResponseError(_request, error) {
      const answer = answerOf(error, log);
      return { status_code: answer.status, body: answer.body };
    },
  });

  return {
    /**
     * Hands a request the route has let through to tus, which answers it on the raw response; `viewer` is the
     * signed-in user (none for OPTIONS), `checksum` the body's Upload-Checksum.
     */
    handle(
      request: {
        raw: IncomingMessage;
        viewer: (Viewer & AuditActor) | undefined;
        checksum: PartChecksum | undefined;
      },
      response: ServerResponse,
    ): Promise<void> {
      return viewers.run(request.viewer, () =>
        partChecksums.run(request.checksum, async () =>
          send(await server.handleWeb(webRequestOf(request.raw)), response),
        ),
      );
    },
  };
}
export type TusServer = ReturnType<typeof createTusServer>;
