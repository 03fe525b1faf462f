/**
 * Setup file of the api suites: on PostgreSQL every vitest worker gets its own test database
 * (`<database>_<run>_w<worker>`, database-template.ts), so files that run side by side never re-create, reset or cut
 * each other's. The run's addresses come from the global setup; the ones here are the worker's, for test-app.ts
 * and for the tests that reach the database themselves.
 */
import { inject } from 'vitest';
import { workerDatabaseUrl } from './database-template.ts';

const worker = process.env.VITEST_POOL_ID ?? '1';
const { url, directUrl, run } = inject('testDatabaseUrls');
if (url) process.env.TEST_DATABASE_URL = workerDatabaseUrl(url, run, worker);
if (directUrl) process.env.TEST_DATABASE_DIRECT_URL = workerDatabaseUrl(directUrl, run, worker);
