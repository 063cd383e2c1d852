import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// npm run test:cluster: the cluster test alone (it starts its own processes, database and HAProxy),
// apart from `npm run test:api`, against the built server (the script builds it first).
export default defineConfig({
  root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..'),
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['apps/server/tests/cluster/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
