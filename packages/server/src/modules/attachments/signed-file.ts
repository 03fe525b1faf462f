/**
 * An attachment's file behind a signed, expiring path (security/signed-paths.ts), the one way tale and
 * announcement attachments are served under /uploads: the path as listed, the signature's check, and the
 * GET route that sends the file.
 */
import { errorAnswerSchema, MSG } from '@masal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStored } from '../../downloads/send-stored.ts';
import { AppError } from '../../errors.ts';
import { errorAnswers, idParams } from '../../plugins/route-schemas.ts';
import type { PathSigner } from '../../security/signed-paths.ts';
import type { Storage } from '../../storage/storage.ts';
import type { AttachmentRow } from './attachment.repository.ts';

/** u, e, s: the signature of the listed filePath; `download` asks for Content-Disposition: attachment. */
const signedFileQuery = z.object({
  u: z.string().optional(),
  e: z.string().optional(),
  s: z.string().optional(),
  download: z.string().optional(),
});
type SignedQuery = z.infer<typeof signedFileQuery>;

/** 403 (decisions.md: no or expired credentials) with the link's own message; the page reloads its list. */
class LinkExpired extends AppError {
  constructor() {
    super(403, 'LINK_EXPIRED', MSG.linkExpired);
  }
}

/** The user the path was signed for; 403 when the signature is forged or has expired. */
export function signedUserId(signer: PathSigner, attachmentId: number, query: SignedQuery): number {
  const signed = signer.verify(attachmentId, query);
  if (!signed) throw new LinkExpired();
  return signed.userId;
}

/** An attachment's fields as its list carries them after its ids, the filePath signed for the viewer. */
export const listedFile = (
  signer: PathSigner,
  row: Pick<AttachmentRow, 'id' | 'type' | 'fileName' | 'mimeType' | 'size' | 'createdAt'>,
  viewerUserId: number,
) => ({
  type: row.type,
  fileName: row.fileName,
  filePath: signer.attachmentPath(row.id, viewerUserId),
  mimeType: row.mimeType,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
});

/** What the download route needs to send a stored attachment. */
export interface DownloadableFile {
  storageKey: string;
  fileName: string;
  mimeType: string;
  size: number;
  sha256: string;
}

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * GET `url` (ending in /:id): the file `authorize` answers once it has checked the signature and the signed
 * user's current right to it; honours Range.
 */
export function signedFileRoute(
  app: ZodApp,
  route: {
    url: string;
    tags: string[];
    summary: string;
    description: string;
    storage: Storage;
    authorize: (id: number, query: SignedQuery) => Promise<DownloadableFile>;
  },
) {
  app.get(
    route.url,
    {
      schema: {
        tags: route.tags,
        summary: route.summary,
        description: route.description,
        params: idParams,
        querystring: signedFileQuery,
        response: {
          ...errorAnswers(400, 401, 404),
          403: errorAnswerSchema.describe('LINK_EXPIRED: the signature is forged or has expired.'),
        },
      },
    },
    async (request, reply) => {
      const file = await route.authorize(request.params.id, request.query);
      const { download } = request.query;
      return sendStored(request, reply, route.storage, {
        storageKey: file.storageKey,
        mimeType: file.mimeType,
        etag: file.sha256,
        // The signed user's copy only; short, as the right to see the file can be withdrawn.
        cacheControl: 'private, max-age=300',
        fileName: file.fileName,
        disposition: download && download !== '0' ? 'attachment' : 'inline',
        missingLogLevel: 'error',
      });
    },
  );
}
