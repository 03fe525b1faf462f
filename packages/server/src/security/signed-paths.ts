/**
 * Short-lived signed paths for attachments (decisions.md: media elements load them without a header).
 * `/uploads/attachments/<id>?u=<viewerUserId>&e=<expiry epoch s>&s=<hmac>`; the file route checks the
 * signature and expiry, then that the signed user may still have the file (see its tale, read announcements).
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * How long a listed attachment link works. A page open longer than this reloads its list. The link is not
 * tied to the session, so it outlives a logout by up to this plus one EXPIRY_STEP (docs/api.md says so).
 */
const SIGNED_PATH_TTL_SECONDS = 4 * 60 * 60;
/** Expiries are rounded up to this step, so a user's link stays the same for a while and the browser can cache it. */
const EXPIRY_STEP_SECONDS = 15 * 60;

/** The one path of every attachment's file, of a tale or of an announcement. */
const PATH_PREFIX = '/uploads/attachments/';
/** Signed before the claims; the same as before tale and announcement files shared one path, so links stay valid. */
const SIGNED_KIND = 'attachment';

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
  /** The one spelling of a link's query; `verify` accepts nothing else. */
  const canonicalQuery = (attachmentId: number, userId: number, expiry: number) => {
    const signature = createHmac('sha256', key)
      .update(`${SIGNED_KIND}:${attachmentId}:${userId}:${expiry}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
    return `u=${userId}&e=${expiry}&s=${signature}`;
  };

  return {
    attachmentPath(attachmentId, userId, nowMs = Date.now()) {
      const earliest = Math.floor(nowMs / 1000) + SIGNED_PATH_TTL_SECONDS;
      const expiry = Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      return `${PATH_PREFIX}${attachmentId}?${canonicalQuery(attachmentId, userId, expiry)}`;
    },

    verify(attachmentId, query, nowMs = Date.now()) {
      const userId = Number(query.u);
      const expiry = Number(query.e);
      if (!Number.isSafeInteger(userId) || userId <= 0 || !Number.isSafeInteger(expiry)) return null;
      if (expiry * 1000 <= nowMs) return null;
      // A shortened lifetime also applies to links handed out before the change.
      if (expiry - nowMs / 1000 > SIGNED_PATH_TTL_SECONDS + EXPIRY_STEP_SECONDS) return null;
      // Only the exact text handed out: `u=02`, `e=….0` or another last character of `s` (its padding bits)
      // decode to the same values, but are other links.
      const given = Buffer.from(`u=${query.u}&e=${query.e}&s=${query.s ?? ''}`);
      const expected = Buffer.from(canonicalQuery(attachmentId, userId, expiry));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { attachmentId, userId };
    },
  };
}
