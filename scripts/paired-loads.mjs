#!/usr/bin/env node
/**
 * Two or more builds of the web client compared on one page by loading them alternately (ADR 0053):
 * on a shared machine Lighthouse's Total Blocking Time varies several-fold between runs of one build,
 * too much to tell two builds apart; loads taken in turns share the machine's ups and downs.
 *
 *   PORT=4437 npm start                                        # the build under test, and beside it
 *   PORT=4438 WEB_DIST=/tmp/other-build node apps/server/dist/main.js   # another (same database)
 *   node scripts/paired-loads.mjs --bases http://127.0.0.1:4438,http://127.0.0.1:4437 --page charter-detail [--rounds 6]
 *
 * Each load: a fresh browser context signed in as the page's user (a session made over the API in
 * localStorage, as `npm run lighthouse` does), a 412 px viewport, the main thread slowed 4x (as
 * Lighthouse's mobile preset), no network throttling; long tasks observed until 6 s after load.
 * Prints per load and, per build, the medians of "blocking" (the sum of each long task's time over
 * 50 ms), First Contentful Paint and Largest Contentful Paint, in ms.
 * Pages: client-list, operator-list, admin-list, charter-detail (a client's Live charter with bids,
 * on its Bids tab), new-request.
 */
import puppeteer from 'puppeteer-core';
import { apiSession, firstLiveCharterId } from './demo-session.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] && !args[i + 1].startsWith('--') ? args[i + 1] : fallback;
};
const bases = arg('bases', '').split(',').filter(Boolean);
const pageName = arg('page', 'charter-detail');
const rounds = Math.max(1, Number(arg('rounds', '6')) || 6);
const password = arg('password', 'demo-pass-1');
if (bases.length < 2) throw new Error('--bases needs two or more servers, comma-separated');

const PAGES = {
  'client-list': { user: 'client@demo.test', path: async () => '/charterRequests/Me/Live' },
  'operator-list': { user: 'supplier1@demo.test', path: async () => '/charterRequests/Me/Live' },
  'admin-list': { user: 'admin@demo.test', path: async () => '/charterRequests/Me/Live' },
  'charter-detail': {
    user: 'client@demo.test',
    path: async (base, token) => `/charterRequests/Me/Live/${await firstLiveCharterId(base, token)}/Bids`,
  },
  'new-request': { user: 'client@demo.test', path: async () => '/newCharterRequest' },
};
const target = PAGES[pageName];
if (!target) throw new Error(`unknown page ${pageName}; pages: ${Object.keys(PAGES).join(', ')}`);

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});

async function load(base) {
  const session = await apiSession(base, target.user, password);
  const path = await target.path(base, session.accessToken.token);
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823 });
    await page.goto(`${base}/api/charterRequest/apiVersion`);
    await page.evaluate(
      (stored) => localStorage.setItem('charter.session', stored),
      JSON.stringify({ accessToken: { ...session.accessToken, receivedAt: Date.now() }, refreshTokens: session.refreshTokens }),
    );
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluateOnNewDocument(() => {
      window.__longTasks = [];
      window.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__lcp = e.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const seen = await page.evaluate(() => ({
      longTasks: window.__longTasks,
      lcp: window.__lcp,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const blocking = seen.longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0);
    return { blocking: Math.round(blocking), fcp: Math.round(seen.fcp), lcp: Math.round(seen.lcp), longTasks: seen.longTasks.length };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
};

const results = new Map(bases.map((base) => [base, []]));
try {
  for (let round = 0; round < rounds; round++) {
    // Alternate which build goes first, so neither always meets a machine just warmed by the other.
    for (const base of round % 2 ? [...bases].reverse() : bases) {
      const result = await load(base);
      results.get(base).push(result);
      console.log(
        `round ${round + 1} ${base}: blocking ${result.blocking} ms, FCP ${result.fcp} ms, LCP ${result.lcp} ms, ${result.longTasks} long tasks`,
      );
    }
  }
} finally {
  await browser.close();
}
for (const [base, runs] of results) {
  const of = (key) => median(runs.map((r) => r[key]));
  console.log(
    `${pageName} on ${base}: median of ${runs.length} loads: blocking ${of('blocking')} ms, FCP ${of('fcp')} ms, LCP ${of('lcp')} ms`,
  );
}
