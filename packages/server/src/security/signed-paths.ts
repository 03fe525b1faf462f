/**
 * Short-lived signed paths for attachments (decisions.md: media elements load them without a header).
 * `/uploads/attachments/<id>?u=<viewerUserId>&e=<expiry epoch s>&s=<hmac>`; the file route checks the
 * signature and expiry, then that the signed user may still see the tale.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** How long a listed attachment link works. A page open longer than this reloads its list. */
const SIGNED_PATH_TTL_SECONDS = 4 * 60 * 60;
/** Expiries are rounded up to this step, so a user's link stays the same for a while and the browser can cache it. */
const EXPIRY_STEP_SECONDS = 15 * 60;

const ATTACHMENT_PATH_PREFIX = '/uploads/attachments/';

interface SignedAttachment {
  attachmentId: number;
  userId: number;
}

export interface PathSigner {
  attachmentPath(attachmentId: number, userId: number, nowMs?: number): string;
  /** The signed claims, or null when the signature is forged or the link has expired. */
  verify(
    attachmentId: number,
    query: { u?: string; e?: string; s?: string },
    nowMs?: number,
  ): SignedAttachment | null;
}

export function createPathSigner(secretKey: string): PathSigner {
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'masal', 'signed-paths', 32));
  const mac = (attachmentId: number, userId: number, expiry: number) =>
    createHmac('sha256', key)
      .update(`attachment:${attachmentId}:${userId}:${expiry}`)
      .digest()
      .subarray(0, 16);

  return {
    attachmentPath(attachmentId, userId, nowMs = Date.now()) {
      const earliest = Math.floor(nowMs / 1000) + SIGNED_PATH_TTL_SECONDS;
      const expiry = Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      const signature = mac(attachmentId, userId, expiry).toString('base64url');
      return `${ATTACHMENT_PATH_PREFIX}${attachmentId}?u=${userId}&e=${expiry}&s=${signature}`;
    },

    verify(attachmentId, query, nowMs = Date.now()) {
      const userId = Number(query.u);
      const expiry = Number(query.e);
      if (!Number.isSafeInteger(userId) || userId <= 0 || !Number.isSafeInteger(expiry)) return null;
      if (expiry * 1000 <= nowMs) return null;
      // A shortened lifetime also applies to links handed out before the change.
      if (expiry - nowMs / 1000 > SIGNED_PATH_TTL_SECONDS + EXPIRY_STEP_SECONDS) return null;
      const given = Buffer.from(query.s ?? '', 'base64url');
      const expected = mac(attachmentId, userId, expiry);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { attachmentId, userId };
    },
  };
}
