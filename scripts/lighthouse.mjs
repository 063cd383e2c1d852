#!/usr/bin/env node
/**
 * Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on /login and on a signed-in
 * charter list, in Debian's Chromium, against a running production build, with the targets of ADR 0022
 * (performance >= 0.9, accessibility >= 0.95).
 *
 *   npm run build && PORT=4437 npm start          # or the e2e server
 *   npm run lighthouse -- --base http://127.0.0.1:4437 [--gzip] [--user client@demo.test] [--runs 3] [--only login|list]
 *
 * With --runs N each page is audited N times (a cold cache each time) and the median is scored:
 * on a shared machine one run can be far off.
 * --gzip puts a small gzip proxy in front of the server, for a server that does not compress yet.
 * Reports land in test-results/lighthouse/. Exit 1 when a score is under its target.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] && !args[i + 1].startsWith('--') ? args[i + 1] : fallback;
};
const upstream = arg('base', `http://127.0.0.1:${process.env.E2E_PORT ?? 3000}`);
const user = arg('user', 'client@demo.test');
const password = arg('password', 'demo-pass-1');
const listPath = arg('list', '/charterRequests/Me/Live');
const runs = Math.max(1, Number(arg('runs', '1')) || 1);
const only = arg('only', null);
const TARGETS = { performance: 0.9, accessibility: 0.95 };

/** A gzip proxy (only when asked): Lighthouse then measures what a compressing server would send. */
async function gzipProxy(target) {
  const to = new URL(target);
  const server = http.createServer((req, res) => {
    const up = http.request(
      {
        host: to.hostname,
        port: to.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: to.host, 'accept-encoding': 'identity' },
      },
      (upRes) => {
        const type = String(upRes.headers['content-type'] ?? '');
        const compress = /javascript|css|html|json|svg|manifest/.test(type) && !/event-stream/.test(type);
        const headers = { ...upRes.headers };
        if (compress) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          res.writeHead(upRes.statusCode ?? 502, headers);
          upRes.pipe(zlib.createGzip()).pipe(res);
        } else {
          res.writeHead(upRes.statusCode ?? 502, headers);
          upRes.pipe(res);
        }
      },
    );
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${server.address().port}` };
}

const proxy = args.includes('--gzip') ? await gzipProxy(upstream) : null;
const base = proxy?.base ?? upstream;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const outDir = path.join(repo, 'test-results', 'lighthouse');
await mkdir(outDir, { recursive: true });

/** One Lighthouse run; null when Lighthouse could not score it (a trace error, a timed-out load). */
async function auditOnce(name, url, signedIn) {
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: signedIn };
  const config = { extends: 'lighthouse:default', settings: { onlyCategories: ['performance', 'accessibility'] } };
  const result = await lighthouse(url, flags, config);
  const lhr = result.lhr;
  await writeFile(path.join(outDir, `${name}.json`), result.report);
  const metric = (id) => lhr.audits[id]?.displayValue ?? 'n/a';
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  const failing = lhr.categories.accessibility.auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
    .map((ref) => ref.id);
  const scores = { performance: lhr.categories.performance.score, accessibility: lhr.categories.accessibility.score };
  console.log(
    `${name} (${url.replace(base, '')}${proxy ? ', gzip' : ''}): performance ${scores.performance}, accessibility ${scores.accessibility}` +
      ` | FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')},` +
      ` CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')} | scripts ${scripts ? `${(scripts.transferSize / 1024).toFixed(1)} KB in ${scripts.requestCount}` : 'n/a'}` +
      (failing.length ? ` | accessibility audits failing: ${failing.join(', ')}` : ''),
  );
  if (lhr.runtimeError) console.log(`  (${lhr.runtimeError.code}: not scored)`);
  return lhr.runtimeError || scores.performance === null ? null : scores;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** N runs; the medians of the scored ones meet the targets? */
async function audit(name, url, signedIn, before) {
  const scored = [];
  for (let i = 0; i < runs; i++) {
    await before?.();
    const scores = await auditOnce(runs > 1 ? `${name}-${i + 1}` : name, url, signedIn);
    if (scores) scored.push(scores);
  }
  if (scored.length === 0) return false;
  const medians = Object.fromEntries(Object.keys(TARGETS).map((k) => [k, median(scored.map((s) => s[k]))]));
  if (runs > 1)
    console.log(
      `${name}: median of ${scored.length} scored runs: performance ${medians.performance}, accessibility ${medians.accessibility}`,
    );
  return Object.entries(TARGETS).every(([k, min]) => medians[k] >= min);
}

/** Signs in through the login form in the same browser (once), so the audited tab has the session. */
let signedIn = false;
async function signIn() {
  if (signedIn) return coldCache();
  signedIn = true;
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
  await page.type('input[autocomplete="username"]', user);
  await page.type('input[autocomplete="current-password"]', password);
  await page.click('button[type="submit"]');
  const terms = await page.waitForSelector('::-p-text(Accept Terms), [aria-label*="account menu" i]', { timeout: 30_000 });
  if ((await terms.evaluate((el) => el.textContent ?? '')).includes('Accept Terms')) {
    await terms.click();
    await page.waitForSelector('[aria-label*="account menu" i]', { timeout: 30_000 });
  }
  await page.close();
  await browser.disconnect();
  await coldCache();
}

/** A cold HTTP cache and no service worker, as on a first visit; the session (localStorage) stays. */
async function coldCache() {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    for (const name of await caches.keys()) await caches.delete(name);
  });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.disconnect();
}

let ok = true;
try {
  if (only !== 'list') ok = (await audit('login', `${base}/login`, false)) && ok;
  if (only !== 'login') ok = (await audit('list', `${base}${listPath}`, true, signIn)) && ok;
} finally {
  await chrome.kill();
  proxy?.server.close();
}
console.log(
  ok
    ? 'Lighthouse targets met.'
    : `Lighthouse targets not met (performance >= ${TARGETS.performance}, accessibility >= ${TARGETS.accessibility}).`,
);
process.exitCode = ok ? 0 : 1;
