/** Copy detection: a tale's similar tales in the archive, and the fingerprints of older tales made in the background. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { copyChecksIn } from './copy-check.ts';
import { copyDetectionRepository } from './copy-detection.repository.ts';
import { copyDetectionRoutes } from './copy-detection.routes.ts';
import { copyDetectionService } from './copy-detection.service.ts';
import { fingerprintBackfill } from './fingerprint-backfill.ts';

export const copyDetectionPlugin: FastifyPluginAsync = fp(
  async (app) => {
    // A saved text gets its fingerprint in the same transaction, so the archive's index never lags behind it.
    app.tales.onTextSaved((tx, taleId, taleText) => copyChecksIn(tx).writeFingerprint(taleId, taleText));
    // Copy fingerprints of older tales, in the background: the start does not wait for them.
    const backfill = fingerprintBackfill({ db: app.db, log: app.log });
    app.addHook('onReady', () => backfill.start());
    app.addHook('onClose', () => backfill.stop());
    await app.register(copyDetectionRoutes, {
      prefix: '/v1/tales',
      copies: copyDetectionService(copyDetectionRepository(app.db)),
    });
  },
  { name: 'copy-detection', dependencies: ['platform', 'tales'] },
);
