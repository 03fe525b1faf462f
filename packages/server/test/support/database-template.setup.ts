/**
 * Global setup of the api suites: the run's template database (database-template.ts), migrated and seeded
 * once; every test app starts on a copy of it. On PostgreSQL also the run's addresses of the test database and
 * the run's name, which worker-database.setup.ts turns into each worker's own.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  buildPgliteTemplate,
  buildPostgresTemplate,
  directTestDatabaseUrl,
  dropRunDatabases,
  newRunName,
  postgresTemplateName,
} from './database-template.ts';

export default async function setup(project: TestProject) {
  const url = directTestDatabaseUrl();
  const run = newRunName();
  project.provide('testDatabaseUrls', {
    url: process.env.TEST_DATABASE_URL ?? '',
    directUrl: process.env.TEST_DATABASE_DIRECT_URL ?? '',
    run,
  });
  if (url) {
    await dropRunDatabases(url, null);
    await buildPostgresTemplate(url, run);
    project.provide('postgresTemplate', postgresTemplateName(url, run));
    project.provide('pgliteTemplate', '');
    return () => dropRunDatabases(url, run);
  }
  project.provide('postgresTemplate', '');
  const dir = await mkdtemp(join(tmpdir(), 'masal-api-template-'));
  project.provide('pgliteTemplate', await buildPgliteTemplate(dir));
  return () => rm(dir, { recursive: true, force: true });
}
