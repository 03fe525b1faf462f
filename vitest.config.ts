import { defineConfig } from 'vitest/config';

// One runner, four suites: `npm run test:unit` (unit and web), `test:api` (real database) and `test:e2e` (Chromium).
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
          // Each run's server logs in one folder, checked at the end for secrets (issue 9).
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
