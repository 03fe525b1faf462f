import { defineConfig } from 'vitest/config';

// One runner, five suites: `npm run test:unit` (unit and web), `test:api` (real database), `test:api:s3` (uploads in
// a bucket) and `test:e2e` (Chromium).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/test/**/*.test.ts', 'packages/server/src/**/*.test.ts'],
        },
      },
      {
        // The web app's pure logic (menus, route table, list view, form values, draft store): no DOM needed.
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['packages/server/test/**/*.test.ts'],
          exclude: ['packages/server/test/s3-storage.test.ts'],
          // Each run's server logs in one folder, checked at the end for secrets (issue 9).
          globalSetup: ['packages/server/test/support/log-check.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        // The upload suites again with files in a bucket (s3rver on loopback), once, on PGlite (test:api:s3).
        test: {
          name: 'api-s3',
          include: [
            'packages/server/test/s3-storage.test.ts',
            'packages/server/test/{attachments,announcements,profile-image,file-links}.test.ts',
            'packages/server/test/{attachment-races,malformed-multipart,disguised-files,upload-leftovers}.test.ts',
          ],
          env: { TEST_STORAGE: 's3' },
          globalSetup: ['packages/server/test/support/log-check.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
