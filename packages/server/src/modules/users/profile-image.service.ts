/**
 * Profile images: the user's own (admins anyone's), an image by its bytes, turned into a square JPEG
 * thumbnail and kept in storage under images/. Served publicly at /uploads/images/<name> (no signature:
 * headers and lists show everyone's picture).
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { hasPermission, MSG, type Viewer } from '@masal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditActor } from '../../db/audit-row.ts';
import { Invalid, NotAllowed, NotFound, TooLarge, UnsupportedType } from '../../errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { detectAllowedType, HEAD_BYTES, isProfileImageSource } from '../../uploads/allowed-types.ts';
import { cleanFileName, type IncomingFile, peekHead } from '../../uploads/incoming-file.ts';
import type { ProfileImageRepository } from './profile-image.repository.ts';

/** Edge of the square thumbnail, in pixels (twice the largest avatar the web app shows). */
const PROFILE_IMAGE_SIZE = 256;
/** Largest source image accepted (also capped by MAX_UPLOAD_MB); decoded in memory, so kept modest. */
export const PROFILE_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
/** Refuse decompression bombs: a 20 MB file may still claim billions of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

const PROFILE_IMAGE_PREFIX = '/uploads/images/';
/** Names the service generates: `<uuid>.jpg`. The default `user.jpg` is served by the web plugin. */
export const PROFILE_IMAGE_NAME = /^[0-9a-f-]{36}\.jpg$/;

/** The storage key of a profile image path the service generated; null for the default or any other path. */
export function imageKeyOf(path: string | null | undefined): string | null {
  const name = path?.startsWith(PROFILE_IMAGE_PREFIX) ? path.slice(PROFILE_IMAGE_PREFIX.length) : '';
  return PROFILE_IMAGE_NAME.test(name) ? `images/${name}` : null;
}

export interface ProfileImageServiceDeps {
  repo: ProfileImageRepository;
  storage: Storage;
  log: FastifyBaseLogger;
}

export function profileImageService({ repo, storage, log }: ProfileImageServiceDeps) {
  async function thumbnail(incoming: IncomingFile): Promise<Buffer> {
    const { head, whole, abandon } = await peekHead(incoming.file, HEAD_BYTES);
    if (incoming.file.truncated) {
      abandon();
      throw new TooLarge();
    }
    if (!isProfileImageSource(await detectAllowedType(head, cleanFileName(incoming.filename)))) {
      abandon();
      throw new UnsupportedType(MSG.imageRequired);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of whole) chunks.push(chunk as Buffer);
    if (incoming.file.truncated) throw new TooLarge();
    // Loaded at the first image, not at start: libvips adds ~10 MB of resident memory to every server.
    const { default: sharp } = await import('sharp');
    try {
      return await sharp(Buffer.concat(chunks), { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: 'cover' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85 })
        .toBuffer();
    } catch (err) {
      // The magic number was right but the image is broken or too large to decode.
      log.info({ err }, 'profile image not decodable');
      throw new Invalid(MSG.imageRequired, [{ field: 'file', message: MSG.imageRequired }]);
    }
  }

  return {
    /** POST /v1/upload/userProfileImage/{id}: answers the new public path. */
    async save(
      userId: number,
      viewer: Viewer & AuditActor,
      nextFile: () => Promise<IncomingFile | undefined>,
    ): Promise<string> {
      if (viewer.userId !== userId && !hasPermission(viewer.roleIds, 'administer')) throw new NotAllowed();
      if ((await repo.currentPath(userId)) === undefined) throw new NotFound();
      const incoming = await nextFile();
      if (!incoming) throw new Invalid(MSG.imageRequired, [{ field: 'file', message: MSG.imageRequired }]);

      const image = await thumbnail(incoming);
      const name = `${randomUUID()}.jpg`;
      const path = `${PROFILE_IMAGE_PREFIX}${name}`;
      const staged = await storage.stage(`images/${name}`, Readable.from([image]));
      let replaced: string | null;
      try {
        replaced = await repo.setPath(
          userId,
          path,
          {
            actorUserId: viewer.userId,
            ip: viewer.ip,
            action: 'user.profileImage',
            entityId: userId,
            details: { path },
          },
          () => staged.publish(),
        );
      } catch (error) {
        await staged.discard();
        throw error;
      }
      const previousKey = imageKeyOf(replaced);
      if (previousKey) {
        await storage
          .remove(previousKey)
          .catch((err: unknown) => log.warn({ err }, 'previous profile image not removed'));
      }
      return path;
    },
  };
}
export type ProfileImageService = ReturnType<typeof profileImageService>;
