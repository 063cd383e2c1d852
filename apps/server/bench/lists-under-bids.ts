import type pg from 'pg';
import { coreShare, lineFault, runFault, type HelloReading } from './baseline-check.js';
import { noteHello, previousHello } from './hello-history.js';
import { benchBidBody, benchOperators, type BidOn, type Operator } from './bid-bench.js';
import { Connection } from './http-load.js';
import type { PinnedServer } from './pinned-server.js';
import { measureCase } from './ratios.js';
import { addTarget, median } from './targets.js';

/**
 * The charter lists while bids arrive (ADR 0052): each list measured closed-loop as in the ratios,
 * once with nothing written and once while operators place `bidsPerSecond` bids across `charters`
 * Live charters through the same server, the two taking turns over `rounds` rounds. The charters
 * bid on are the soonest to depart that a bench operator may bid on (one sector, four passengers at
 * most): the top of every Live list sorted by departure, where a market's bids land, so most bids
 * fall on a page measured here and drop it (the worst case for pages remembered per charter).
 * The bare hello is measured before each pair and judged as in the ratios (bench/baseline-check.ts):
 * a core shared with other work slows the two sides of a pair unevenly, and a line whose hello
 * says so is INVALID.
 */
export interface ListsUnderBidsOptions {
  server: PinnedServer;
  /** The bare hello, measured before each pair as every ratio's baseline is, to say whether the run holds up. */
  hello: PinnedServer;
  pool: pg.Pool;
  /** Signs in at the server: a token that may use the product. */
  member: (email: string) => Promise<string>;
  lists: { name: string; path: string; token: string }[];
  bidsPerSecond: number;
  charters: number;
  rounds: number;
  seconds: number;
  /** Lowest ratio (calls/s while bids arrive / calls/s with none) that meets the target. */
  target: number;
}

/** The line's target: at least this share of the lists' calls/s with no writes. */
export const UNDER_BIDS_TARGET = 0.5;

/** The bench operators of this database (bench-opN@demo.test), made once and signed in. */
export async function benchOperatorsOf(pool: pg.Pool, member: (email: string) => Promise<string>, count: number): Promise<Operator[]> {
  const made = Number((await pool.query(`select count(*) from suppliers where email like 'bench-op%@demo.test'`)).rows[0].count);
  if (made === 0) return benchOperators(pool, member, count);
  const rows = (
    await pool.query(
      `select s.id as "supplierId", s.email, a.id as "aircraftId" from suppliers s join aircraft a on a.supplier_id = s.id
       where s.email like 'bench-op%@demo.test' order by s.email limit $1`,
      [count],
    )
  ).rows as { supplierId: string; email: string; aircraftId: string }[];
  const out: Operator[] = [];
  for (const r of rows) out.push({ supplierId: r.supplierId, aircraftId: r.aircraftId, token: await member(r.email) });
  return out;
}

/** The `count` soonest-departing Live charters a bench operator may bid on. */
export async function biddableCharters(pool: pg.Pool, count: number): Promise<BidOn[]> {
  const rows = (
    await pool.query(
      `select cr.id, r.id as "routeId", r.depart_time as "departTime" from charter_requests cr
       join charter_routes r on r.charter_request_id = cr.id
       where cr.status = 'Live' and cr.route_count = 1 and cr.passenger_count <= 4 and cr.bidding_ends_at > now() + interval '10 minutes'
       order by cr.depart_time, cr.id limit $1`,
      [count],
    )
  ).rows as { id: string; routeId: string; departTime: Date }[];
  return rows.map((r) => ({ id: r.id, routeId: r.routeId, departTime: new Date(r.departTime).toISOString() }));
}

/**
 * Bids at a steady `rate` per second (open loop: one due every 1/rate s whether or not earlier ones
 * were answered, up to 16 in flight), the charters and operators taken in turn. stop() ends it and
 * answers how many were placed and how many failed.
 */
export async function steadyBids(
  base: string,
  operators: Operator[],
  charters: BidOn[],
  rate: number,
): Promise<{ stop: () => Promise<{ placed: number; failed: number }> }> {
  const conns = await Promise.all(Array.from({ length: 16 }, () => Connection.open(base)));
  const free = [...conns];
  let n = 0;
  let placed = 0;
  let failed = 0;
  let inFlight = 0;
  const started = performance.now();
  const place = async (c: Connection) => {
    const i = n++;
    const on = charters[i % charters.length]!;
    const op = operators[i % operators.length]!;
    const body = benchBidBody(on, op, 5000 + (i % 500));
    inFlight++;
    const res = await c.post('/api/suppliers/newBid', op.token, JSON.stringify(body));
    inFlight--;
    if (res.status === 200) placed++;
    else if (failed++ === 0) console.log(`[bench] a bid answered ${res.status}: ${res.body.slice(0, 300)}`);
    free.push(c);
  };
  let due = 0;
  const timer = setInterval(() => {
    const should = Math.floor(((performance.now() - started) / 1000) * rate);
    while (due < should) {
      due++;
      const c = free.pop();
      if (c) void place(c);
      else failed++;
    }
  }, 5);
  return {
    stop: async () => {
      clearInterval(timer);
      while (inFlight > 0) await new Promise((r) => setTimeout(r, 5));
      for (const c of conns) c.close();
      return { placed, failed };
    },
  };
}

export async function measureListsUnderBids(o: ListsUnderBidsOptions): Promise<void> {
  const operators = await benchOperatorsOf(o.pool, o.member, 50);
  const charters = await biddableCharters(o.pool, o.charters);
  // Warm: connections, prepared statements, the bid path's code.
  const warm = await steadyBids(o.server.base, operators, charters, o.bidsPerSecond);
  for (const l of o.lists) await measureCase(o.server, { ...l, connections: 8 }, 1);
  await warm.stop();
  await measureCase(o.hello, { path: '/' }, 1);
  const pairs = new Map(
    o.lists.map((l) => [l.name, [] as { quiet: number; busy: number; quietCpu: number; busyCpu: number; hello: HelloReading }[]]),
  );
  let placed = 0;
  let failed = 0;
  for (let round = 1; round <= o.rounds; round++) {
    const line: string[] = [];
    for (const l of o.lists) {
      const h = await measureCase(o.hello, { path: '/' }, o.seconds);
      const hello = { rate: h.rate, cpuUs: h.cpuUs };
      noteHello(hello);
      const quiet = await measureCase(o.server, { ...l, connections: 8 }, o.seconds);
      const bids = await steadyBids(o.server.base, operators, charters, o.bidsPerSecond);
      const busy = await measureCase(o.server, { ...l, connections: 8 }, o.seconds);
      const b = await bids.stop();
      placed += b.placed;
      failed += b.failed;
      pairs.get(l.name)!.push({ quiet: quiet.rate, busy: busy.rate, quietCpu: quiet.cpuUs, busyCpu: busy.cpuUs, hello });
      line.push(
        `${l.name} ${quiet.rate.toFixed(0)}/s quiet, ${busy.rate.toFixed(0)}/s with ${b.placed} bids (${b.failed} failed); ` +
          `hello ${hello.rate.toFixed(0)}/s, ${hello.cpuUs.toFixed(0)} us, ${(coreShare(hello) * 100).toFixed(0)}% of its core`,
      );
    }
    console.log(`[bench] lists under bids, round ${round}: ${line.join('; ')}`);
  }
  const all = [...pairs.values()].flat();
  const helloCpu = median(all.map((p) => p.hello.cpuUs));
  const invalid = runFault({
    hellos: all.map((p) => p.hello),
    compared: [...pairs].map(([name, ps]) => ({ name, rate: median(ps.map((p) => p.quiet)) })),
    previous: previousHello(),
  });
  for (const [name, ps] of pairs) {
    const quiet = median(ps.map((p) => p.quiet));
    const fault =
      invalid ??
      lineFault(
        ps.map((p) => p.hello),
        helloCpu,
      );
    addTarget({
      name: `${name} while ${o.bidsPerSecond} bids/s arrive across ${o.charters} charters, against no writes`,
      measured: median(ps.map((p) => p.busy / p.quiet)) * quiet,
      baseline: quiet,
      baselineName: 'no writes',
      target: o.target,
      unit: 'calls/s',
      invalid: fault ?? undefined,
      note:
        `server CPU/call (bids' included) ${median(ps.map((p) => p.busyCpu)).toFixed(0)} us vs ${median(ps.map((p) => p.quietCpu)).toFixed(0)} us; ` +
        `${placed} bids placed in all, ${failed} failed or not sent; hello ${median(all.map((p) => p.hello.rate)).toFixed(0)}/s, ${helloCpu.toFixed(0)} us/call`,
    });
  }
}
