/**
 * The per-address limit of the unauthenticated auth calls: each call counts its own requests from one address
 * in the shared store (limiter-store.ts), and the one past the limit is answered 429 with `Retry-After`.
 */
import { isIPv6 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { TooMany } from '../errors.ts';

/**
 * What one address is: an IPv4 address, or the /64 network of an IPv6 one, as one subscriber is given the
 * whole of it (an IPv4 address written as IPv6, `::ffff:a.b.c.d`, is that IPv4 address).
 */
export function limitedAddress(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  // An embedded IPv4 tail (`64:ff9b::1.2.3.4`) is two groups, the last ones: never among the four kept.
  const groupsOf = (part: string | undefined) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const [head, tail] = ip.split('::');
  const left = groupsOf(head);
  const right = groupsOf(tail);
  // `::` stands for as many zero groups as the eight lack.
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  const network = [...left, ...zeros, ...right]
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}

/** An onRequest hook: it runs before the body is read, so a refused caller costs no parsing. */
export function perAddressLimit(limiter: RateLimiterAbstract) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    try {
      await limiter.consume(`${request.routeOptions.url}\n${limitedAddress(request.ip)}`);
    } catch (refusal) {
      // Anything else is a fault of ours; a store that does not answer is the insurance limiter's.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      reply.header('retry-after', Math.ceil(refusal.msBeforeNext / 1000));
      throw new TooMany();
    }
  };
}
export type PerAddressLimit = ReturnType<typeof perAddressLimit>;
