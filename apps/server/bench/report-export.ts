/**
 * The reports' Excel export under load: seeds 100,000 charter requests (seed-charters.ts),
 * then times a 5,000-row and the 100,000-row charter report download over real HTTP, read to a
 * discarded sink, sampling the process's RSS and heap while each streams. Results are printed,
 * never asserted. Standalone:
 *
 *   cd apps/server && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx --expose-gc bench/report-export.ts
 *
 * (without DATABASE_URL it starts the embedded PostgreSQL). The server runs in this process, so the
 * memory figures are the server's plus this small client's. The peak extra heap includes garbage
 * V8 has not collected yet; "heap kept" is what is left after a full collection. To see that the
 * export does not hold rows, cap the heap: NODE_OPTIONS=--max-old-space-size=192 still completes
 * the 100,000-row export (start-up itself needs about 150 MB of heap).
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, createPool, startEmbeddedPostgres } from '@charter/db';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { prepareDatabase } from '../src/database.js';
import { createMailer } from '../src/mail/mailer.js';
import { ChangeFeed } from '../src/realtime/change-feed.js';
import { seedCharters } from './seed-charters.js';

const CHARTERS = Number(process.env.BENCH_CHARTERS ?? 100_000);
const MB = 1024 * 1024;

interface ExportResult {
  name: string;
  rows: number;
  bytes: number;
  seconds: number;
  firstByteMs: number;
  extraRssMb: number;
  extraHeapMb: number;
  /** Heap still held after the download and a full collection (with --expose-gc): what the export kept. */
  retainedHeapMb: number | null;
}

/** Downloads `url` to nowhere while sampling memory; the extra is the peak over the figure just before. */
async function measureExport(name: string, url: string, token: string): Promise<ExportResult> {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`${name}: HTTP ${res.status} ${await res.text()}`);
  const firstByteMs = performance.now() - started;
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const gc = (globalThis as { gc?: () => void }).gc;
  await new Promise((resolve) => setTimeout(resolve, 200));
  gc?.();
  const retainedHeapMb = gc ? (process.memoryUsage().heapUsed - before.heapUsed) / MB : null;
  return {
    retainedHeapMb,
    name,
    rows: Number(res.headers.get('x-total-count')),
    bytes,
    seconds,
    firstByteMs,
    extraRssMb: (peakRss - before.rss) / MB,
    extraHeapMb: (peakHeap - before.heapUsed) / MB,
  };
}

async function main() {
  let adminUrl = process.env.DATABASE_URL;
  let dataDir: string | null = null;
  const embedded = adminUrl
    ? null
    : await (async () => {
        dataDir = await mkdtemp(path.join(os.tmpdir(), 'charter-bench-'));
        await chmod(dataDir, 0o755);
        return startEmbeddedPostgres({ dataDir });
      })();
  adminUrl ??= embedded!.url;
  const name = `charter_report_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  try {
    await prepareDatabase(url, { demo: true, demoPassword: 'demo-pass-1' });
    const config = { ...loadConfig({ NODE_ENV: 'test' }), logLevel: 'error' };
    const pool = createPool(url, 10);
    const benchPool = createPool(url, 2);
    const changes = new ChangeFeed(url);
    const { app } = await buildApp({
      changes,
      config,
      db: createDb(pool),
      pool,
      mailer: createMailer(config, os.tmpdir(), () => {}),
      jwtSecret: 'bench',
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    // seedCharters writes sectors for every charter in the table: the demo world's ten (with their
    // bids and sectors) make way, so the report holds exactly the seeded ones.
    await benchPool.query('truncate charter_requests cascade');
    const seeded = performance.now();
    await seedCharters(benchPool, CHARTERS);
    console.log(`[bench] seeded ${CHARTERS} charter requests in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

    const post = (p: string, body: unknown, token?: string) =>
      fetch(base + p, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
    const tokens: any = await (await post('/auth/login', { userName: 'admin@demo.test', password: 'demo-pass-1' })).json();
    const terms: any = await (
      await fetch(`${base}/api/accounts/terms`, { headers: { authorization: `Bearer ${tokens.accessToken.token}` } })
    ).json();
    const accepted: any = await (await post('/api/accounts/acceptTerms', { termsId: terms.id }, tokens.accessToken.token)).json();
    const token = accepted.result.accessToken.token as string;

    // Ranges of exactly N charters by creation time (the report's order): from the first to the N+1th.
    const boundsOf = async (n: number) => {
      const r = await benchPool.query(
        `select (select min(created_at) from charter_requests) as first,
           (select created_at from charter_requests order by created_at, id offset $1 limit 1) as after`,
        [n],
      );
      const q = new URLSearchParams({ from: (r.rows[0].first as Date).toISOString(), to: (r.rows[0].after as Date).toISOString() });
      return `${base}/api/admin/getCharterReport/export?${q.toString()}`;
    };
    const all = `${base}/api/admin/getCharterReport/export?from=01/01/2000&to=31/12/2100`;
    // A warm-up (plans, JIT, exceljs loaded), then the measured downloads.
    await measureExport('warm-up', await boundsOf(500), token);
    const results = [
      await measureExport('charter report, 5,000 rows', await boundsOf(5_000), token),
      await measureExport('charter report, 20,000 rows', await boundsOf(20_000), token),
      await measureExport(`charter report, all rows`, all, token),
    ];
    console.log('\nExcel export (streamed: cursor rows -> exceljs WorkbookWriter -> HTTP), read to a discarded sink');
    console.table(
      results.map((r) => ({
        export: r.name,
        rows: r.rows,
        'size MB': (r.bytes / MB).toFixed(1),
        's total': r.seconds.toFixed(2),
        'ms to first byte': r.firstByteMs.toFixed(0),
        'peak extra RSS MB': r.extraRssMb.toFixed(0),
        'peak extra heap MB': r.extraHeapMb.toFixed(0),
        'heap kept MB': r.retainedHeapMb === null ? '-' : r.retainedHeapMb.toFixed(1),
        'rows/s': Math.round(r.rows / r.seconds),
      })),
    );
    await app.close();
    await pool.end();
    await benchPool.end();
  } finally {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
