/**
 * Security headers with a strict Content-Security-Policy that the built web app satisfies, HSTS on HTTPS
 * answers, and no caching of the API's answers.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** A year, subdomains included: what browsers' preload lists ask for. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether the request reached us over HTTPS: TLS on our own socket or, with TRUST_PROXY, the proxy's
 * X-Forwarded-Proto (Fastify's request.protocol reads both). A trusted proxy that does not say is taken
 * at PUBLIC_URL's word. Without TRUST_PROXY, a plain-HTTP request is never taken for HTTPS.
 */
function cameOverHttps(request: FastifyRequest, config: Pick<Config, 'trustProxy' | 'publicUrl'>): boolean {
  if (request.protocol === 'https') return true;
  const proxySays = request.headers['x-forwarded-proto'] !== undefined;
  return Boolean(config.trustProxy) && !proxySays && config.publicUrl.startsWith('https:');
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'trustProxy' | 'publicUrl'>,
) {
  // helmet would send HSTS on every answer, plain HTTP included; it goes only where it means something.
  app.addHook('onRequest', async (request, reply) => {
    if (cameOverHttps(request, config)) reply.header('strict-transport-security', HSTS);
  });
  // API answers carry session tokens and personal data (IBAN, TC Kimlik No): no cache keeps them, neither the
  // browser's nor a proxy's. A route that chose its own caching (a file, a public image) keeps it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/v1/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI's Emotion writes <style> elements at run time; scripts stay strictly 'self'.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
}
