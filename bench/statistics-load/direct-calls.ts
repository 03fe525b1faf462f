/**
 * The same work without HTTP: the statistics service and the tale reader the routes call, in this process on the
 * corpus database, the query parsed by the route's schema — so the API's overhead (HTTP, session, JSON) is the ratio.
 */
import { join } from 'node:path';
import { statisticsRangeQuerySchema, topUploadersQuerySchema } from '@masal/shared';
import type { Db } from '../../packages/server/src/db/db.ts';
import { attachmentRepository } from '../../packages/server/src/modules/attachments/attachment.repository.ts';
import { attachmentService } from '../../packages/server/src/modules/attachments/attachment.service.ts';
import { statisticsRepository } from '../../packages/server/src/modules/statistics/statistics.repository.ts';
import { statisticsService } from '../../packages/server/src/modules/statistics/statistics.service.ts';
import { taleRepository } from '../../packages/server/src/modules/tales/tale.repository.ts';
import { taleReader } from '../../packages/server/src/modules/tales/tale-reader.ts';
import { textSavedHooks } from '../../packages/server/src/modules/tales/text-saved.ts';
import { createPathSigner } from '../../packages/server/src/security/signed-paths.ts';
import { localDiskStorage } from '../../packages/server/src/storage/local-disk.storage.ts';

export interface Viewer {
  userId: number;
  roleIds: number[];
}

/** A statistics call or a tale's reading, as the bench names it. */
export type Call = { kind: 'map' | 'summary' | 'topUploaders' } | { kind: 'fullTale'; taleId: number };

export const pathOf = (call: Call) =>
  call.kind === 'fullTale' ? `/tales/full/${call.taleId}` : `/statistics/${call.kind}`;

/** Reading a tale's list of attachments logs nothing: a logger that drops everything. */
const silent: Parameters<typeof attachmentService>[0]['log'] = {
  level: 'silent',
  fatal: () => undefined,
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => silent,
};

/** `dataDir`: the bench's scratch DATA_DIR, where no attachment of the corpus is stored. */
export function directCalls(db: Db, dataDir: string) {
  const repo = statisticsRepository(db);
  const statistics = statisticsService(repo);
  // Signed attachment paths as the server signs them; the key only changes the signatures' bytes.
  const attachments = attachmentService({
    repo: attachmentRepository(db),
    storage: localDiskStorage(join(dataDir, 'uploads')),
    signer: createPathSigner('bench-statistics-load-key-'.padEnd(48, 'x')),
    log: silent,
  });
  const reader = taleReader(taleRepository(db, textSavedHooks()), attachments);
  return {
    /** The route's own call: the service, which reuses its counts while the database has not changed. */
    service(call: Call, viewer: Viewer & { sessionId: number }): Promise<unknown> {
      switch (call.kind) {
        case 'map':
          return statistics.map(viewer, statisticsRangeQuerySchema.parse({}));
        case 'summary':
          return statistics.summary(viewer, statisticsRangeQuerySchema.parse({}));
        case 'topUploaders': {
          const { scope, limit } = topUploadersQuerySchema.parse({});
          return statistics.topUploaders(viewer, scope, limit);
        }
        case 'fullTale':
          return reader.visibleFull(call.taleId, viewer);
      }
    },
    /** A statistics call's statement itself, counted afresh each time: what the first call after a change costs. */
    counting(call: Call): (() => Promise<unknown>) | undefined {
      const { scope, limit } = topUploadersQuerySchema.parse({});
      if (call.kind === 'map') return () => repo.places({ scope });
      if (call.kind === 'summary') return () => repo.summary({ scope });
      if (call.kind === 'topUploaders') return () => repo.topUploaders({ scope }, limit);
      return undefined;
    },
  };
}
