import { defineConfig } from 'vitest/config';

// API and unit tests: the server's over HTTP against a real PostgreSQL (embedded, or DATABASE_URL).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'tools/**/*.test.ts'],
          globalSetup: ['apps/server/tests/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
