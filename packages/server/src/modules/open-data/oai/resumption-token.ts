/**
 * OAI-PMH resumption tokens (§3.5): where an incomplete list goes on, carried by the harvester. The token is
 * the selection itself (format, datestamps, set), the last id sent and the count sent so far, with an
 * expiry — no state on the server, so any instance answers it. Its `before` is fixed when the list starts
 * (the request's time where `until` was not given): the list stays the one the harvester began.
 * Nothing in it widens what anyone sees: a token chooses among published and withdrawn records only.
 */
import { z } from 'zod';

/** How long a token stays good: a day, ample for a harvester working through the list. */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

const tokenSchema = z.object({
  /** metadataPrefix */
  m: z.literal('oai_dc'),
  /** from, as epoch milliseconds */
  f: z.number().int().nonnegative().nullable(),
  /** before (until's end), as epoch milliseconds */
  b: z.number().int().nonnegative(),
  /** setSpec */
  s: z.string().max(200).nullable(),
  /** the last tale id sent */
  a: z.number().int().nonnegative(),
  /** records sent before this page */
  c: z.number().int().nonnegative(),
  /** expiry, epoch milliseconds */
  x: z.number().int().nonnegative(),
});
export type ListPosition = z.infer<typeof tokenSchema>;

export const encodeToken = (position: ListPosition) =>
  Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');

/** The position a token names; undefined when it is not one of ours or has expired. */
export function decodeToken(token: string, now: number): ListPosition | undefined {
  if (!/^[A-Za-z0-9_-]{1,1000}$/.test(token)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = tokenSchema.safeParse(value);
  if (!parsed.success || parsed.data.x <= now) return undefined;
  return parsed.data;
}
