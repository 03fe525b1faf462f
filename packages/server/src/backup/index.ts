/**
 * The running embedded server's side of `npm run backup`: the snapshot socket in DATA_DIR (pglite-snapshot.ts),
 * open from ready to close. PostgreSQL's backups need nothing from the server.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { serveBackupSocket } from './pglite-snapshot.ts';

export const backupSocketPlugin = fp(
  async (app: FastifyInstance, { config, database }: { config: Config; database: Database }) => {
    if (database.kind !== 'pglite') return;
    let server: Awaited<ReturnType<typeof serveBackupSocket>> | undefined;
    app.addHook('onReady', async () => {
      server = await serveBackupSocket(database, config.dataDir, (err) =>
        app.log.error({ err }, 'backup snapshot failed'),
      ).catch((err: unknown) => {
        // E.g. a DATA_DIR path too long for a socket: backups then need the server stopped.
        app.log.warn(
          { err },
          'backup socket not opened: back up the embedded database with the server stopped',
        );
        return undefined;
      });
    });
    app.addHook('onClose', async () => {
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    });
  },
  { name: 'backup-socket' },
);
