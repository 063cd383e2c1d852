import { defineConfig } from '@playwright/test';
import { journeyBrowser } from './support/browser.js';
import { e2eWorkers, useWorkerInstance, workerIndex } from './support/workers.js';

// Worker i has its own server on E2E_PORT + i (support/global-setup.ts starts one per worker).
useWorkerInstance();
const baseURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4319) + workerIndex()}`;

/**
 * Journeys in Debian's Chromium, its headless shell when installed (never a downloaded browser;
 * support/browser.ts), against the built server, which global-setup starts on a fresh database with
 * e-mail going to a local SMTP capture server, once per worker: spec files run in parallel, each
 * worker on its own server and demo world.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: e2eWorkers(),
  retries: 0,
  // A flaky journey is fixed, not retried. The limit catches a hung journey: the longest ones
  // (three or four parties) take one to two minutes with three journeys on two cores, on a machine
  // whose speed varies up to threefold between days (ADR 0017); an operator's documents journey
  // ran past two minutes, each of its steps slow, none stuck.
  timeout: 240_000,
  // What a user waits for (a bid placed, a report grouped) has come after 10-15 s on a slow day
  // with three journeys on two cores; a wait that never ends still fails, after 20 s.
  expect: { timeout: 20_000 },
  reporter: 'list',
  outputDir: '../test-results/e2e',
  use: {
    baseURL,
    // A trace keeps each step's DOM snapshot, which the trace viewer renders, but not the
    // screencast: recording every journey's frames (JPEG-encoded as they are drawn) for traces kept
    // only on failure was 30% of the whole suite's CPU. A failure still saves its screenshot.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The production build registers a service worker (ADR 0022); journeys see the network as
    // before, and page.route keeps working. service-worker.spec.ts allows it where it is the subject.
    serviceWorkers: 'block',
    // Dialogs and menus appear without their slide and fade (the theme respects reduced motion): a
    // button is clicked where it stands, never while it still moves into place.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: journeyBrowser(),
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
