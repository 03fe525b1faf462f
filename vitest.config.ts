import { defineConfig } from 'vitest/config';

// One runner, three suites: `npm run test:unit`, `test:api` (real database) and `test:e2e` (Chromium).
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
        test: {
          name: 'api',
          include: ['packages/server/test/**/*.test.ts'],
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
