/**
 * Benchmarks (npm run bench): latency and memory of the running server over real HTTP against a
 * real PostgreSQL (embedded, or DATABASE_URL's server): sign-in and account calls, the charter
 * lists over 100,000 seeded charter requests (with the plans of the admin's and a supplier's Live
 * lists) and the fan-out of live updates. Results are printed, never asserted.
 *
 * BENCH_ONLY=lists measures the charter lists alone; BENCH_WHO=supplier1 (comma-separated: admin,
 * client, staff, supplier1, bids) keeps only those lists (and "bids", 50 operators bidding on one
 * charter, bench/bid-bench.ts). Both save minutes when checking one list.
 *
 * At the end, the performance targets (bench/targets.ts): calls/s of the application in a child
 * process pinned to core 0 against a bare Fastify hello started the same way, the load generated
 * from core 1, medians of 3 interleaved rounds; p99 at half the maximum rate; the lists while
 * bids arrive; a day's traffic (bench/day-bench.ts); the Excel export; pgbench TPC-B on the same
 * PostgreSQL; the live-update fan-out. A line whose bare hello says the core was not the server's
 * prints INVALID (bench/baseline-check.ts). BENCH_ONLY=ratios skips the tables above it; BENCH_RATIO_SECONDS (default 3) is the length of one measurement; the app runs
 * at LOG_LEVEL info unless BENCH_LOG_LEVEL says otherwise. BENCH_BID_TRACE=1 prints what else went
 * on while the bid rounds and the /me p99 were measured (bench/trace.ts): latency timelines, CPU
 * per bid of the server, PostgreSQL and the machine, WAL full pages, blocks read, vacuums, the
 * generator's GC pauses, and the top statements where pg_stat_statements is preloaded; the pinned
 * application servers print their GC pauses and late event-loop ticks (bench/serve.ts).
 * BENCH_APP_NODE_FLAGS gives those servers Node or V8 flags to try; BENCH_CPU_PROF a CPU profile.
 * They scavenge on their main thread (GC_SCAVENGE_ON_MAIN_THREAD=1 unless the environment sets it;
 * ADR 0033), as the bench's figures were measured.
 *
 * Last, the cluster line (bench/cluster-bench.ts, ADR 0042): the admin's Live list through HAProxy
 * to two instances against one instance direct. BENCH_ONLY=cluster, =writes (the lists while bids
 * arrive) and =day seed and measure that alone.
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
import { measure, report, type Result } from './measure.js';
import { seedCharters } from './seed-charters.js';
import type { BidRound } from './bid-bench.js';
import { explainList, measureLists } from './list-bench.js';
import { reportPlans, type PlanSummary } from './explain.js';
import { measureFanout } from './sse-fanout.js';
import { pinLoadGenerator, PINNING, startPinnedServer, type PinnedServer } from './pinned-server.js';
import { BARE_HELLO, interleavedRounds, type ThroughputCase } from './ratios.js';
import { BROWSER_ACCEPT_ENCODING } from './http-load.js';
import { measureHalfRate } from './half-rate.js';
import { addTarget, reportTargets } from './targets.js';
import { measureExcel } from './excel-bench.js';
import { pgbenchTps } from './pgbench.js';
import { addBidTargets, measureBidPath } from './bid-path.js';
import { databaseUrl } from './database-url.js';
import { measureClusterLine } from './cluster-bench.js';
import { measureListsUnderBids, UNDER_BIDS_TARGET } from './lists-under-bids.js';
import { measureDay } from './day-bench.js';
import { rememberHelloRun } from './hello-history.js';
import { BENCH_PASSWORD, listOf, listsSignedInAt, memberAt, postTo, tokenOf } from './sign-in.js';

const CHARTERS = Number(process.env.BENCH_CHARTERS) || 100_000;
/** Calls per list variant: 16 variants stay within the bench's three minutes on a small machine. */
const LIST_CALLS = 100;
const ONLY_LISTS = process.env.BENCH_ONLY === 'lists';
const ONLY_RATIOS = process.env.BENCH_ONLY === 'ratios';
const ONLY_CLUSTER = process.env.BENCH_ONLY === 'cluster';
const ONLY_WRITES = process.env.BENCH_ONLY === 'writes';
const RATIO_SECONDS = Number(process.env.BENCH_RATIO_SECONDS) || 3;

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
  const url = databaseUrl(adminUrl, name);
  await prepareDatabase(url, { demo: true, demoPassword: BENCH_PASSWORD });
  phase('database migrated and seeded');

  // The tables and plans below are of the database path: pages are not remembered here (ADR 0026).
  const config = { ...loadConfig({ NODE_ENV: 'test' }), logLevel: 'error', listCacheMb: 0 };
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

  const results: Result[] = [];
  if (!ONLY_LISTS && !ONLY_RATIOS)
    results.push(
      await measure('POST /auth/login (argon2id verify)', 40, 2, () =>
        postTo(base, '/auth/login', { userName: 'client@demo.test', password: BENCH_PASSWORD }),
      ),
    );
  const member = memberAt(base);
  const token = await member('client@demo.test');
  if (!ONLY_LISTS && !ONLY_RATIOS) {
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
  const cleanUp = async () => {
    rememberHelloRun();
    await pool.end();
    await benchPool.end();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  const clusterLine = (token: string) =>
    measureClusterLine({ url, path: '/api/charterRequest/admin/all/Live', token, rounds: 3, seconds: RATIO_SECONDS, connections: 8 });
  const allLists = await listsSignedInAt(base);
  const [adminToken, supplierToken] = [tokenOf(allLists, 'admin'), tokenOf(allLists, 'supplier1')];
  const underBids = async (hello: PinnedServer, server: PinnedServer) =>
    measureListsUnderBids({
      server,
      hello,
      pool: benchPool,
      member: memberAt(server.base),
      lists: (await listsSignedInAt(server.base)).map((c) => ({ name: `${c.who} Live list, first page`, path: c.path, token: c.token })),
      bidsPerSecond: Number(process.env.BENCH_BIDS_PER_SECOND) || 20,
      charters: 50,
      rounds: 3,
      seconds: RATIO_SECONDS,
      target: UNDER_BIDS_TARGET,
    });
  if (ONLY_CLUSTER || ONLY_WRITES || process.env.BENCH_ONLY === 'day') {
    await app.close();
    await changes.stop();
    if (ONLY_CLUSTER) await clusterLine(adminToken);
    else {
      pinLoadGenerator(true);
      const hello = await startPinnedServer('hello');
      const server = await startPinnedServer('app', { DATABASE_URL: url, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' });
      if (ONLY_WRITES) await underBids(hello, server);
      else await measureDay({ hello, server, pool: benchPool, member: memberAt(server.base), phase });
      phase(ONLY_WRITES ? 'lists under bids measured' : 'day measured');
      await server.stop();
      await hello.stop();
      pinLoadGenerator(false);
    }
    reportTargets();
    return cleanUp();
  }
  const lists = ONLY_RATIOS ? [] : allLists.filter((c) => !WHO || WHO.includes(c.who));
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
    const fanout = await measureFanout({ base, tokens: streams, pool: benchPool, charterIds: live.rows.map((r) => r.id), events: 50 });
    results.push(...fanout);
    addTarget({
      name: `SSE commit -> last of ${streams.length} streams, p99`,
      measured: fanout[0]!.p99,
      target: 1000,
      unit: 'ms',
      compare: '<=',
    });
  }
  phase('live updates measured');
  // The in-process application's work ends here: its change feed would otherwise take every bid's
  // notifications below on the load generator's core (~40 us of its CPU per bid).
  await app.close();
  await changes.stop();

  // The bid path (bench/bid-path.ts); BENCH_WHO=bids measures the bids alone.
  let seededRounds: BidRound[] = [];
  let million: BidRound[] = [];
  if (!ONLY_RATIOS && (WHO?.includes('bids') || (!WHO && !ONLY_LISTS))) {
    ({ seededRounds, million } = await measureBidPath({ admin, adminUrl, name, url, benchPool, charters: CHARTERS, memberAt, phase }));
    results.push(...seededRounds, ...million);
  }
  // TPC-B on the same PostgreSQL (pgbench's tpcb-like, 8 clients): the yardstick of the bid path.
  const tpcb = await pgbenchTps(adminUrl);
  phase(tpcb === null ? 'pgbench not found: no TPC-B yardstick' : `pgbench TPC-B (8 clients, 10 s): ${tpcb.toFixed(0)} tps`);

  // The targets: the application alone on core 0, the load from core 1.
  pinLoadGenerator(true);
  const hello = await startPinnedServer('hello');
  const server = await startPinnedServer('app', { DATABASE_URL: url, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' });
  // The same application with its list pages read every call: what a list costs when something
  // was written since it was last answered (for reference, not a target).
  const readEveryCall = await startPinnedServer('app', {
    DATABASE_URL: url,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    LIST_CACHE_MB: '0',
  });
  // Signed in afresh: the tokens of the tables above may lapse before the last line below.
  const signedIn = await listsSignedInAt(server.base);
  const cases: ThroughputCase[] = [
    { name: 'GET /api/charterRequest/apiVersion (unauthenticated)', path: '/api/charterRequest/apiVersion', target: 0.6 },
    {
      name: 'GET /api/accounts/me (authenticated)',
      path: '/api/accounts/me',
      token: tokenOf(signedIn, 'client'),
      target: 0.25,
    },
  ];
  // Every role's biggest tab (Live), first page, with a search and with a sort, against the hello.
  for (const c of signedIn)
    for (const [what, query] of [
      ['first page', ''],
      ['search', '?search=longreach'],
      ['sort', '?sort=jobReference&dir=desc'],
    ] as const)
      cases.push({ name: `${c.who} Live list, ${what}`, path: c.path + query, token: c.token, target: 0.05, connections: 8 });
  // What a list read costs when it must read (after a write on a charter it shows): server CPU per
  // call at most ten times the hello's (ADR 0052).
  const uncached = signedIn.map((c): ThroughputCase => ({
    name: `${c.who} Live list, first page, read every call`,
    path: c.path,
    token: c.token,
    connections: 8,
    server: readEveryCall,
    target: 0.1,
    by: 'CPU/call',
  }));
  cases.push(...uncached);
  // The client's list as a browser asks for it (every browser takes brotli): the page compressed,
  // remembered and read every call, against the same targets as the plain lines above.
  const client = listOf(signedIn, 'client');
  const browser = { token: client.token, path: client.path, connections: 8 };
  cases.push(
    { ...browser, name: 'client Live list, first page, as a browser asks (brotli)', acceptEncoding: BROWSER_ACCEPT_ENCODING, target: 0.05 },
    {
      ...browser,
      name: 'client Live list, first page, read every call, as a browser asks (brotli)',
      acceptEncoding: BROWSER_ACCEPT_ENCODING,
      server: readEveryCall,
      target: 0.1,
      by: 'CPU/call',
    },
  );

  const rounds = await interleavedRounds(hello, server, cases, { rounds: 3, seconds: RATIO_SECONDS });
  const rates = rounds.rates;
  phase(`ratios measured (${PINNING ? 'server on core 0, load on core 1' : 'not pinned: one core or no taskset'})`);
  const meCase = cases[1]!;
  await measureHalfRate({
    hello,
    server,
    c: meCase,
    maxRate: rates.get(meCase.name)!,
    seconds: RATIO_SECONDS,
    pool: benchPool,
    invalid: rounds.invalid,
  });
  await underBids(hello, server);
  phase('lists under bids measured');
  await measureDay({ hello, server, pool: benchPool, member: memberAt(server.base), phase });
  pinLoadGenerator(false);

  const excelTab = 'PendingConfirmation';
  const excelRows = Number(
    (await benchPool.query(`select count(*) from charter_requests where status = 'PendingConfirmation'`)).rows[0].count,
  );
  const excelAdmin = await memberAt(server.base)('admin@demo.test');
  const excel = await measureExcel(server.base, server.pid, `/api/charterRequest/export/${excelTab}.xlsx`, excelAdmin, excelRows);
  const excelNote = `${excel.rows} rows, ${(excel.bytes / 2 ** 20).toFixed(1)} MB file`;
  addTarget({
    name: `Excel export (${excelTab}) time, median of 3`,
    measured: excel.seconds,
    target: 3,
    unit: 's',
    compare: '<=',
    note: excelNote,
  });
  addTarget({
    name: `Excel export (${excelTab}) extra server memory`,
    measured: excel.extraMb,
    target: 150,
    unit: 'MB',
    compare: '<=',
    note: excelNote,
  });
  phase('Excel measured');
  const clusterAdmin = await memberAt(server.base)('admin@demo.test');
  await server.stop();
  await readEveryCall.stop();
  await hello.stop();
  await clusterLine(clusterAdmin);
  phase('cluster line measured');

  report(results);
  reportPlans(plans);

  // Deep pages and bids (bench/list-bench.ts, bench/bid-bench.ts), from the tables above.
  const perSecond = (r: { count: number; seconds: number } | undefined) => (r ? r.count / r.seconds : NaN);
  const named = (n: string) => (results as { name: string; count: number; seconds: number }[]).find((r) => r.name === n);
  for (const c of lists)
    addTarget({
      name: `${c.who} Live list, page 21 against the first page`,
      measured: perSecond(named(`GET ${c.path} page 21 (${c.who})`)),
      baseline: perSecond(named(`GET ${c.path} first page (${c.who})`)),
      baselineName: 'first page',
      target: 0.8,
      unit: 'calls/s',
    });
  addBidTargets(seededRounds, million, tpcb);
  console.log(
    `\nRatios: calls/s, medians of 3 interleaved rounds of ${RATIO_SECONDS} s; ${BARE_HELLO} ${rates.get(BARE_HELLO)!.toFixed(0)}/s; ` +
      `pgbench TPC-B (8 clients) ${tpcb === null ? 'not found' : `${tpcb.toFixed(0)} tps`}`,
  );
  reportTargets();
  console.log(`\n[bench] done in ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`);
  await cleanUp();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
