/**
 * Global setup of the api suites: the run's template database (database-template.ts), migrated and seeded
 * once; every test app starts on a copy of it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, buildPostgresTemplate, directTestDatabaseUrl } from './database-template.ts';

export default async function setup(project: TestProject) {
  const url = directTestDatabaseUrl();
  if (url) {
    await buildPostgresTemplate(url);
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'masal-api-template-'));
  project.provide('pgliteTemplate', await buildPgliteTemplate(dir));
  return () => rm(dir, { recursive: true, force: true });
}
