import type pg from 'pg';
import { createPool } from '@charter/db';
import { prepareDatabase } from '../src/database.js';
import { seedCharters } from './seed-charters.js';
import {
  benchOperators,
  bulkBids,
  interleavedBidRounds,
  holdAutovacuum,
  measureBids,
  openBidRounds,
  settleDatabase,
  type BidRound,
} from './bid-bench.js';
import { pinLoadGenerator, startPinnedServer } from './pinned-server.js';
import { addTarget, median } from './targets.js';
import { databaseUrl } from './database-url.js';

/**
 * The bid path (bench/bid-bench.ts): 50 operators bidding on one charter, rounds of 1,000 bids, on
 * two databases of the same charters, one with the bids table as seeded (a twin made here) and the
 * bench's own with a million bids in it, each served by the application in a pinned child process;
 * the rounds of the two take turns.
 */
export interface BidPathOptions {
  /** A connection to the server's maintenance database: creates and drops the twin. */
  admin: pg.Client;
  adminUrl: string;
  /** The bench database's name and URL: the twin is named after it. */
  name: string;
  url: string;
  benchPool: pg.Pool;
  charters: number;
  /** Signs in at the server at a base URL: a token that may use the product there. */
  memberAt: (at: string) => (email: string) => Promise<string>;
  phase: (what: string) => void;
}

export async function measureBidPath(o: BidPathOptions): Promise<{ seededRounds: BidRound[]; million: BidRound[] }> {
  const { admin, adminUrl, name, url, benchPool, charters, memberAt, phase } = o;
  const seededName = `${name}_seeded`;
  await admin.query(`create database ${seededName}`);
  const seededUrl = databaseUrl(adminUrl, seededName);
  await prepareDatabase(seededUrl, { demo: true, demoPassword: 'demo-pass-1' });
  const seededPool = createPool(seededUrl, 4);
  await seedCharters(seededPool, charters);
  // As for the ratios (run.ts): the application alone in a child process on core 0, the load from core 1.
  pinLoadGenerator(true);
  const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
  const seededServer = await startPinnedServer('app', { DATABASE_URL: seededUrl, LOG_LEVEL: logLevel });
  const millionServer = await startPinnedServer('app', { DATABASE_URL: url, LOG_LEVEL: logLevel });
  const seededOperators = await benchOperators(seededPool, memberAt(seededServer.base), 50);
  const operators = await benchOperators(benchPool, memberAt(millionServer.base), 50);
  await bulkBids(benchPool, operators);
  await settleDatabase(seededPool);
  await settleDatabase(benchPool);
  phase('a second database seeded as this one was, and a million bids inserted in this one');
  const options = { operators: 50, bidsPerRound: 1000 };
  const seededSide = { ...options, base: seededServer.base, serverPid: seededServer.pid, pool: seededPool };
  const millionSide = { ...options, base: millionServer.base, serverPid: millionServer.pid, pool: benchPool };
  // Rounds on charters of their own first, not counted: connections, prepared statements, and each
  // server's code loaded and compiled, which took ~3,000 bids (its CPU per bid fell 1,430 -> 960 ->
  // 700 -> 440 us over the first three thousand) and hid the rate's fall as bids pile up. On the
  // million, they also bring back the bid path's pages that the load and its vacuum pushed out of
  // PostgreSQL's buffers (the first bids after it waited ~250 ms on them).
  await measureBids({ ...seededSide, rounds: 3, label: 'warm-up' }, seededOperators);
  await measureBids({ ...millionSide, rounds: 3, label: 'warm-up with a million bids' }, operators);
  // Both settled again after the warm-ups' 3,000 bids each, and autovacuum held off for the
  // measured rounds (bid-bench.ts): a pass over one side's tables was measured as that side's cost.
  for (const p of [seededPool, benchPool]) {
    await settleDatabase(p);
    await holdAutovacuum(p, true);
  }
  // Each measured round comes right after 200 bids on another charter of its server (bid-bench.ts).
  const seededBids = await openBidRounds({ ...seededSide, leadIn: 200, label: 'bids table as seeded' }, seededOperators);
  const millionBids = await openBidRounds({ ...millionSide, leadIn: 200, label: '1M bids in the table' }, operators);
  const [seededRounds, million] = await interleavedBidRounds(seededBids, millionBids, 3, [seededServer.pid, millionServer.pid]);
  seededBids.close();
  millionBids.close();
  // Given back on the bench database, which the ratios after this use; the twin is dropped.
  await holdAutovacuum(benchPool, false);
  phase('bids measured');
  await seededServer.stop();
  await millionServer.stop();
  pinLoadGenerator(false);
  await seededPool.end();
  await admin.query(`drop database ${seededName} with (force)`);
  for (const r of [...seededRounds, ...million])
    console.log(
      `[bench] ${r.name}: CPU per bid: server ${r.serverCpuUs.toFixed(0)} us, load generator ${r.loadCpuUs.toFixed(0)} us, PostgreSQL ${r.dbCpuUs.toFixed(0)} us`,
    );
  return { seededRounds, million };
}

const perSecond = (r: { count: number; seconds: number } | undefined) => (r ? r.count / r.seconds : NaN);

/** The bid path's targets, from its rounds and pgbench's TPC-B (null: pgbench not found). */
export function addBidTargets(seededRounds: BidRound[], million: BidRound[], tpcb: number | null): void {
  if (!seededRounds.length) return;
  const best = Math.max(...seededRounds.map(perSecond));
  const cpu = seededRounds.find((r) => perSecond(r) === best)!;
  if (tpcb !== null)
    addTarget({
      name: '50 operators bidding on one charter',
      measured: best,
      baseline: tpcb,
      baselineName: 'pgbench TPC-B (8 clients)',
      target: 0.25,
      unit: 'bids/s',
      note: `CPU per bid: server ${cpu.serverCpuUs.toFixed(0)} us, load generator ${cpu.loadCpuUs.toFixed(0)} us, PostgreSQL ${cpu.dbCpuUs.toFixed(0)} us`,
    });
  addTarget({
    name: 'bids 2001-3000 on one charter',
    measured: perSecond(seededRounds[2]),
    baseline: perSecond(seededRounds[0]),
    baselineName: 'bids 1-1000',
    target: 0.9,
    unit: 'bids/s',
  });
  // Medians of the three rounds of each, which took turns; the CPU per bid beside them is what a
  // drifting machine disturbs least.
  const cpuPerBid = (rounds: BidRound[]) =>
    `server ${median(rounds.map((r) => r.serverCpuUs)).toFixed(0)} us, PostgreSQL ${median(rounds.map((r) => r.dbCpuUs)).toFixed(0)} us`;
  if (million.length)
    addTarget({
      name: 'bids with a million in the table, median of 3 rounds',
      measured: median(million.map(perSecond)),
      baseline: median(seededRounds.map(perSecond)),
      baselineName: 'as seeded',
      target: 0.9,
      unit: 'bids/s',
      note: `CPU per bid: ${cpuPerBid(million)} against ${cpuPerBid(seededRounds)} as seeded`,
    });
  for (const r of [...seededRounds, ...million])
    addTarget({ name: `${r.name} p99`, measured: r.p99, target: 100, unit: 'ms', compare: '<=' });
}
