import { defineConfig } from 'vitest/config';

// API and unit tests: the server's over HTTP against a real PostgreSQL (embedded, or DATABASE_URL).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on two cores. The API
    // files spend most of their time waiting on PostgreSQL, the server under test and timers, so
    // three files at once keep the cores busy (ADR 0017).
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'tools/**/*.test.ts'],
          globalSetup: ['apps/server/tests/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Files share a worker's module graph: each file builds its own app over its own database,
          // and what modules keep (prepared statements, caches) is keyed by that database (ADR 0017).
          isolate: false,
        },
      },
      {
        test: {
          // The bench's pure rules (which baseline is believed), over plain numbers: no database.
          name: 'bench',
          environment: 'node',
          include: ['apps/server/bench/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          // Most web tests are pure functions; the few whose imports need a window say so in a
          // docblock (@vitest-environment jsdom) rather than every file paying for jsdom.
          environment: 'node',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
