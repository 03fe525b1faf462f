/**
 * Global setup of the e2e suite: the server bundle built once, and the run's template database — the data
 * folder of that server started once on an empty folder (migrated and seeded as `npm start` does), stopped
 * cleanly. Every spec's server starts on a copy of that folder (server.ts) instead of running initdb and
 * the migrations again.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/build-server.mjs';
import { launchServer } from './server.ts';

export default async function setup(project: TestProject) {
  await buildServer();
  const dataDir = await mkdtemp(join(tmpdir(), 'masal-e2e-template-'));
  const server = await launchServer(dataDir);
  await server.stop({ keepData: true });
  project.provide('e2eDatabaseTemplate', dataDir);
  return () => rm(dataDir, { recursive: true, force: true });
}
