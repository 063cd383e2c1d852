import { defineConfig } from '@playwright/test';
import { e2eWorkers, useWorkerInstance, workerIndex } from './support/workers.js';

// Worker i has its own server on E2E_PORT + i (support/global-setup.ts starts one per worker).
useWorkerInstance();
const baseURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4319) + workerIndex()}`;

/**
 * Journeys in Debian's Chromium (never a downloaded browser) against the built server, which
 * global-setup starts on a fresh database with e-mail going to a local SMTP capture server, once
 * per worker: spec files run in parallel, each worker on its own server and demo world.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: e2eWorkers(),
  retries: process.env.CI ? 1 : 0,
  // Journeys with three or four parties, each in its own context, take 30-40 s alone on two cores
  // and twice that while the other worker's journey shares them, and a shared CI host's speed varies
  // by up to three times (ADR 0017), so the limit is generous: it catches a hung journey, not a slow one.
  timeout: 300_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: '../test-results/e2e',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The production build registers a service worker (ADR 0022); journeys see the network as
    // before, and page.route keeps working. service-worker.spec.ts allows it where it is the subject.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
