/**
 * Benchmarks (npm run bench): latency and memory of the running server over real HTTP against a
 * real PostgreSQL (embedded, or DATABASE_URL's server): sign-in and account calls, the charter
 * lists over 100,000 seeded charter requests (with the plans of the admin's and a supplier's Live
 * lists) and the fan-out of live updates. Results are printed, never asserted.
 *
 * BENCH_ONLY=lists measures the charter lists alone; BENCH_WHO=supplier1 (comma-separated: admin,
 * client, staff, supplier1, bids) keeps only those lists (and "bids", 50 operators bidding on one
 * charter, bench/bid-bench.ts). Both save minutes when checking one list.
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
import { measure, report } from './measure.js';
import { seedCharters } from './seed-charters.js';
import { explainList, measureLists, type ListCase } from './list-bench.js';
import { reportPlans, type PlanSummary } from './explain.js';
import { measureFanout } from './sse-fanout.js';

const CHARTERS = 100_000;
/** Calls per list variant: 16 variants stay within the bench's three minutes on a small machine. */
const LIST_CALLS = 100;
const ONLY_LISTS = process.env.BENCH_ONLY === 'lists';
const WHO = process.env.BENCH_WHO?.split(',').map((w) => w.trim()) ?? null;

async function main() {
  const benchStarted = performance.now();
  const phase = (what: string) => console.log(`[bench] ${((performance.now() - benchStarted) / 1000).toFixed(1)} s: ${what}`);
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
  const name = `charter_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  await prepareDatabase(url, { demo: true, demoPassword: 'demo-pass-1' });
  phase('database migrated and seeded');

  const config = { ...loadConfig({ NODE_ENV: 'test' }), logLevel: 'error' };
  const pool = createPool(url, 10);
  // The bench's own connections (seeding, commits), apart from the server's pool.
  const benchPool = createPool(url, 4);
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
  await changes.start();
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const post = (p: string, body: unknown, token?: string) =>
    fetch(base + p, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  const results = [];
  if (!ONLY_LISTS)
    results.push(
      await measure('POST /auth/login (argon2id verify)', 40, 2, () =>
        post('/auth/login', { userName: 'client@demo.test', password: 'demo-pass-1' }),
      ),
    );
  /** Signs in and accepts the terms: a token that may use the product. */
  const member = async (email: string): Promise<string> => {
    const tokens: any = await (await post('/auth/login', { userName: email, password: 'demo-pass-1' })).json();
    const terms: any = await (
      await fetch(`${base}/api/accounts/terms`, { headers: { authorization: `Bearer ${tokens.accessToken.token}` } })
    ).json();
    const accepted: any = await (await post('/api/accounts/acceptTerms', { termsId: terms.id }, tokens.accessToken.token)).json();
    return accepted.result.accessToken.token;
  };
  const token = await member('client@demo.test');
  if (!ONLY_LISTS) {
    results.push(
      await measure('GET /api/accounts/me (session check + read)', 1000, 20, () =>
        fetch(`${base}/api/accounts/me`, { headers: { authorization: `Bearer ${token}` } }),
      ),
    );
    results.push(
      await measure('GET /api/accounts/airportLookup/?search=bri', 600, 20, () => fetch(`${base}/api/accounts/airportLookup/?search=bri`)),
    );
    results.push(
      await measure('GET /api/charterRequest/apiVersion (floor)', 2000, 20, () => fetch(`${base}/api/charterRequest/apiVersion`)),
    );
    phase('account calls measured');
  }
  // The charter lists over 100,000 charter requests.
  const seeded = performance.now();
  await seedCharters(benchPool, CHARTERS);
  console.log(`[bench] seeded ${CHARTERS} charter requests with their sectors in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  const [adminToken, staffToken, supplierToken] = [
    await member('admin@demo.test'),
    await member('staff@demo.test'),
    await member('supplier1@demo.test'),
  ];
  const allLists: ListCase[] = [
    { who: 'admin', token: adminToken, path: '/api/charterRequest/admin/all/Live' },
    { who: 'client', token, path: '/api/charterRequest/all/client/Live' },
    { who: 'staff', token: staffToken, path: '/api/charterRequest/all/staff/Live' },
    { who: 'supplier1', token: supplierToken, path: '/api/charterRequest/supplierByStatus/Live' },
  ];
  const lists = allLists.filter((c) => !WHO || WHO.includes(c.who));
  results.push(...(await measureLists(base, lists, LIST_CALLS, 10)));
  phase('lists measured');
  const plans: PlanSummary[] = [];
  for (const c of lists.filter((l) => l.who === 'admin' || l.who === 'supplier1')) plans.push(...(await explainList(base, pool, c)));

  // Live updates: streams of three scopes (two filtered), one change at a time.
  if (!ONLY_LISTS) {
    const streams = [...Array(100).fill(adminToken), ...Array(50).fill(token), ...Array(50).fill(supplierToken)] as string[];
    const live = await benchPool.query(
      `select cr.id from charter_requests cr join users u on u.client_id = cr.client_id
     where u.email = 'client@demo.test' and cr.status = 'Live' limit 50`,
    );
    results.push(...(await measureFanout({ base, tokens: streams, pool: benchPool, charterIds: live.rows.map((r) => r.id), events: 50 })));
  }

  report(results);
  reportPlans(plans);

  // --- wt-perfdata (issue 14 part 2): deep page ratios and the bid path; BENCH_WHO=bids measures bids alone ---
  {
    const { benchOperators, bulkBids, measureBids, pgbenchTps } = await import('./bid-bench.js');
    const ratios: [string, number, number][] = [];
    const rate = (r: { count: number; seconds: number } | undefined) => (r ? r.count / r.seconds : NaN);
    const measured: { name: string; count: number; seconds: number }[] = results;
    const named = (name: string) => measured.find((r) => r.name === name);
    for (const c of lists) {
      const first = named(`GET ${c.path} first page (${c.who})`);
      ratios.push([
        `${c.who} Live list: page 21 / first page (calls/s)`,
        rate(named(`GET ${c.path} page 21 (${c.who})`)) / rate(first),
        0.8,
      ]);
    }
    if (WHO?.includes('bids') || (!WHO && !ONLY_LISTS)) {
      const operators = await benchOperators(benchPool, member, 50);
      const options = { base, pool: benchPool, member, operators: 50, rounds: 3, bidsPerRound: 1000 };
      const fresh = await measureBids({ ...options, label: 'bids table as seeded' }, operators);
      phase('bids measured');
      await bulkBids(benchPool, operators);
      phase('a million bids inserted');
      const million = await measureBids({ ...options, rounds: 2, label: '1M bids in the table' }, operators);
      phase('bids measured with a million bids');
      const tps = await pgbenchTps(adminUrl);
      report([...fresh, ...million]);
      console.log(`\n[bench] pgbench TPC-B, 8 clients, same PostgreSQL: ${tps?.toFixed(0) ?? 'not run'} tps`);
      const best = Math.max(...fresh.map(rate));
      if (tps) ratios.push(['50 operators bidding on one charter / pgbench TPC-B 8 clients', best / tps, 0.25]);
      ratios.push(['bids 2001-3000 / bids 1-1000 on one charter (bids/s)', rate(fresh[2]) / rate(fresh[0]), 0.9]);
      ratios.push(['with 1M bids in the table / without (bids/s, first 1000)', rate(million[0]) / rate(fresh[0]), 0.9]);
      for (const r of [...fresh, ...million]) ratios.push([`p99 ms <= 100: ${r.name}`, r.p99, 100]);
    }
    console.log('\n| ratio (same run; machine shared, noisy) | measured | target |');
    console.log('|---|---|---|');
    for (const [name, value, target] of ratios)
      console.log(`| ${name} | ${value.toFixed(2)} | ${name.startsWith('p99') ? '<=' : '>='} ${target} |`);
  }
  // --- end wt-perfdata ---
  console.log(`\n[bench] done in ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`);

  await app.close();
  await changes.stop();
  await pool.end();
  await benchPool.end();
  await admin.query(`drop database ${name} with (force)`);
  await admin.end();
  await embedded?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
