import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { Connection } from './http-load.js';
import { collectBenchGarbage, summarize, type Result } from './measure.js';
import { cpuSeconds, cpuUserSystemSeconds, machineCpuSeconds, postgresCpuSince, postgresProcesses } from './pinned-server.js';
import { maintenance, printPostgresCpuByProcess, printTimeline, statementsReset, statementsTop, TRACE, watchGc } from './trace.js';

/**
 * Many operators bidding on one charter at once. Each round, `operators` operators place
 * bids concurrently (one in flight each) on one Live charter until the round's count is reached;
 * the rounds follow each other on the same charter, so the first round's rate is that of the
 * charter's first bids and the later rounds' that of its thousandth and after. The server runs
 * apart, on its own core, as for the other ratios (bench/run.ts), not in the bench's process:
 * there it shared a core with the load generator and counted the bench's own work. The rounds with
 * a million bids in the table take turns with rounds on a twin database (interleavedBidRounds,
 * ADR 0032).
 */
export interface BidBenchOptions {
  /** The server bid on: the application in a child process pinned to its own core (bench/pinned-server.ts). */
  base: string;
  /** Its process id, for its CPU per bid. */
  serverPid?: number;
  /** The bench's own connections (seeding, inspection). */
  pool: pg.Pool;
  operators: number;
  rounds: number;
  bidsPerRound: number;
  /** A label for the rows, e.g. "1M bids in the table". */
  label: string;
}

export interface Operator {
  token: string;
  supplierId: string;
  aircraftId: string;
}

/** A one-sector charter open for bids: where a bench bid goes. */
export interface BidOn {
  id: string;
  routeId: string;
  departTime: string;
}

/** The body of a bench bid by `op` on `on` at `price`: one sector, the operator's aircraft, a fresh idempotency key. */
export function benchBidBody(on: BidOn, op: Operator, price: number) {
  return {
    charterRequestId: on.id,
    bidderId: op.supplierId,
    currency: 'AUD',
    price,
    inclusions: ['Fuel'],
    exclusions: ['GST'],
    notes: 'Bench bid',
    sameAircraft: true,
    idempotencyKey: randomUUID(),
    routes: [
      { routeId: on.routeId, departTime: on.departTime, flightTime: '02:15', payload: 500, passengerLimit: 4, aircraft: [op.aircraftId] },
    ],
  };
}

/**
 * `count` bench operators (bench-opN@demo.test, the demo password), each Active, accepting every
 * charter (no type, location or passenger filter; every client type), with one Active aircraft and
 * an approved, current document: what bidEligibility asks of a bidder.
 */
export async function benchOperators(pool: pg.Pool, member: (email: string) => Promise<string>, count: number): Promise<Operator[]> {
  await pool.query(
    `with made as (
       insert into suppliers (company_name, company_address, company_phone, first_name, last_name, email, aoc_number,
         client_types, compliance_types, charter_types, location_filter_enabled, passenger_range_filter_enabled)
       select 'Bench Air ' || n, n || ' Hangar Road, Longreach QLD 4730', '07 4600 0001', 'Bench', 'Operator ' || n,
         'bench-op' || n || '@demo.test', 'CASA.AOC.9' || n, 'Generic, QGov, Horizon Power', '', '', false, false
       from generate_series(1, $1::int) n
       returning id, email),
     signins as (
       insert into users (email, role, supplier_id, password_hash)
       select made.email, 'Supplier', made.id, (select password_hash from users where email = 'supplier1@demo.test') from made),
     fleet as (
       insert into aircraft (supplier_id, license_number, type, name, passenger_limit)
       select made.id, 'VH-B' || row_number() over (), 'Beechcraft King Air 350', 'Bench One', 9 from made
       returning id, supplier_id),
     docs as (
       insert into supplier_documents (supplier_id, file_category, file_name, content_type, size, data, approved, approved_by, expired_at,
         liability_cover)
       select made.id, c.category, c.file, 'application/pdf', 4, '\\x25504446'::bytea, true, 'admin@demo.test', now() + interval '1 year', c.cover
       from made cross join (values ('Air Operator Certificate', 'aoc.pdf', null::numeric), ('Insurance Certificate', 'insurance.pdf', 20000000))
         c(category, file, cover)
       returning id, supplier_id, file_category)
     insert into supplier_document_aircraft (document_id, aircraft_id, approved)
     select d.id, f.id, true from docs d join fleet f on f.supplier_id = d.supplier_id where d.file_category = 'Air Operator Certificate'`,
    [count],
  );
  const rows = (
    await pool.query(
      `select s.id as "supplierId", s.email, a.id as "aircraftId" from suppliers s join aircraft a on a.supplier_id = s.id
       where s.email like 'bench-op%@demo.test' order by s.email`,
    )
  ).rows as { supplierId: string; email: string; aircraftId: string }[];
  const out: Operator[] = [];
  for (const r of rows) out.push({ supplierId: r.supplierId, aircraftId: r.aircraftId, token: await member(r.email) });
  return out;
}

/** A fresh Live charter of client@demo.test, one Brisbane -> Longreach sector, bidding open for a day. */
export async function liveCharter(pool: pg.Pool): Promise<BidOn> {
  const c = (
    await pool.query(
      `insert into charter_requests (client_id, status, charter_type, charter_sub_type, depart_time, last_depart_time,
         from_site, to_site, passenger_count, bidding_ends_at)
       select u.client_id, 'Live', 'Passenger', 'Charter', now() + interval '30 days', now() + interval '30 days',
         'Brisbane', 'Longreach', 4, now() + interval '1 day'
       from users u where u.email = 'client@demo.test'
       returning id, depart_time as "departTime"`,
    )
  ).rows[0] as { id: string; departTime: Date };
  const r = (
    await pool.query(
      `insert into charter_routes (charter_request_id, "order", from_site, from_state, to_site, to_state, depart_time, flight_time,
         passenger_number)
       values ($1, 0, 'Brisbane', 'QLD', 'Longreach', 'QLD', $2, '02:15', 4) returning id`,
      [c.id, c.departTime],
    )
  ).rows[0] as { id: string };
  return { id: c.id, routeId: r.id, departTime: new Date(c.departTime).toISOString() };
}

/**
 * A million (by default) bids already in the table, on the seeded Live charters and by the bench
 * operators, in one INSERT ... SELECT generate_series: what a busy marketplace's table holds.
 */
export async function bulkBids(pool: pg.Pool, operators: Operator[], count = 1_000_000): Promise<void> {
  await pool.query(
    `insert into bids (charter_request_id, bidder_id, price, with_margin, margin_value, status, time_of_bid)
     select c.ids[1 + g % cardinality(c.ids)], ($1::uuid[])[1 + g % cardinality($1::uuid[])], 1000 + g % 5000,
       (1000 + g % 5000) * 1.1, 10, case when g % 10 = 0 then 'Unavailable' else 'New' end, now() - make_interval(secs => g)
     from (select array_agg(id) as ids from charter_requests where status = 'Live') c, generate_series(1, $2::int) g`,
    [operators.map((o) => o.supplierId), count],
  );
}

/**
 * A database vacuumed and analyzed whole, and its dirty pages written out: as a marketplace's
 * database that has run a while would be. Else autovacuum's passes run beside the measured rounds
 * and are measured with them: over the fresh million bids (bids, and bid_rank_buckets that its
 * trigger fills), and on the twin database, created a minute before, over the catalogs the
 * migrations filled and the tables the demo world, the bench's operators and the warm-ups wrote
 * to. That pass landed in measured rounds in two of five runs, and those rounds' backends used
 * 250-500 us more CPU per bid (ADR 0032).
 */
export async function settleDatabase(pool: pg.Pool): Promise<void> {
  await pool.query('vacuum (analyze)');
  // CHECKPOINT needs a superuser or pg_checkpoint: without, the rounds may pay for it.
  await pool.query('checkpoint').catch(() => {});
}

/**
 * Autovacuum held off (hold) or given back for every table of the database's public schema. The
 * measured rounds add ~3,600 bids to a twin whose bids table holds ~3,600 after its warm-ups, past
 * the thresholds of an ANALYZE and an insert VACUUM: held off, a pass cannot land on one side's
 * rounds and not the other's. A settled database (settleDatabase) goes into the rounds.
 */
export async function holdAutovacuum(pool: pg.Pool, hold: boolean): Promise<void> {
  const tables = (await pool.query(`select tablename from pg_tables where schemaname = 'public'`)).rows as { tablename: string }[];
  for (const { tablename } of tables)
    await pool.query(
      hold
        ? `alter table public.${pg.escapeIdentifier(tablename)} set (autovacuum_enabled = false)`
        : `alter table public.${pg.escapeIdentifier(tablename)} reset (autovacuum_enabled)`,
    );
}

export interface BidRound extends Result {
  /** CPU microseconds per bid of the server process (when its pid is known), of this load generator and of PostgreSQL. */
  serverCpuUs: number;
  loadCpuUs: number;
  dbCpuUs: number;
}

export interface BidRounds {
  /** Measures the next round of o.bidsPerRound bids on the charter. */
  next(): Promise<BidRound>;
  close(): void;
}

/**
 * Rounds of concurrent bids on one fresh charter, measured one at a time: bids/s, latency, and the
 * CPU per bid of the server (o.serverPid: the pinned child server of bench/pinned-server.ts), of
 * this process and of PostgreSQL. A round is measured when asked for, so that the rounds of two
 * servers can take turns (interleavedBidRounds).
 */
export async function openBidRounds(o: Omit<BidBenchOptions, 'rounds'> & { leadIn?: number }, operators: Operator[]): Promise<BidRounds> {
  const charter = await liveCharter(o.pool);
  const leadCharter = o.leadIn ? await liveCharter(o.pool) : null;
  const bidders = operators.slice(0, o.operators);
  const conns = await Promise.all(bidders.map(() => Connection.open(o.base)));
  /** `count` bids on `on`, each bidder one in flight: the latency of each, and [start, latency] when traced. */
  const place = async (on: BidOn, count: number, started: number) => {
    const latencies: number[] = [];
    const trace: [number, number][] | null = TRACE ? [] : null;
    let errors = 0;
    let sent = 0;
    await Promise.all(
      bidders.map(async (op, i) => {
        while (sent < count) {
          sent++;
          const body = benchBidBody(on, op, 5000 + Math.floor(Math.random() * 50_000) / 10);
          const t = performance.now();
          const res = await conns[i]!.post('/api/suppliers/newBid', op.token, JSON.stringify(body));
          if (res.status !== 200) {
            errors++;
            if (errors === 1) console.log(`[bench] a bid answered ${res.status}: ${res.body.slice(0, 300)}`);
          }
          latencies.push(performance.now() - t);
          trace?.push([t - started, performance.now() - t]);
        }
      }),
    );
    return { latencies, errors, trace };
  };
  let placed = 0;
  let round = 0;
  const next = async (): Promise<BidRound> => {
    round++;
    const first = placed + 1;
    // BENCH_BID_TRACE: what to compare with after, read before the CPU counters below so that the
    // round's figures do not count it.
    collectBenchGarbage();
    const maintenanceBefore = TRACE ? await maintenance(o.pool) : '';
    // Not counted: after the other server's round, this one's process and connections had sat idle
    // for a second on a core the other had used, and the first bids of a round took 60-90 ms where
    // the rest took ~55. On a charter of its own, so the measured one's count of bids is unchanged.
    if (leadCharter) await place(leadCharter, o.leadIn!, performance.now());
    const statements = TRACE ? await statementsReset(o.pool) : false;
    const serverSplitBefore = TRACE && o.serverPid ? cpuUserSystemSeconds(o.serverPid) : null;
    const machineBefore = TRACE ? machineCpuSeconds() : null;
    const serverBefore = o.serverPid ? cpuSeconds(o.serverPid) : NaN;
    const loadBefore = process.cpuUsage();
    const processesBefore = postgresProcesses();
    const started = performance.now();
    const gcPauses = TRACE ? watchGc(started) : null;
    const { latencies, errors, trace } = await place(charter, o.bidsPerRound, started);
    const processesAfter = postgresProcesses();
    const seconds = (performance.now() - started) / 1000;
    const load = process.cpuUsage(loadBefore);
    placed += latencies.length;
    const result: BidRound = {
      ...summarize(
        `POST /api/suppliers/newBid round ${round}: bids ${first}-${placed} on one charter, ${o.label}`,
        latencies,
        o.operators,
        seconds,
        errors,
      ),
      serverCpuUs: o.serverPid ? ((cpuSeconds(o.serverPid) - serverBefore) * 1e6) / latencies.length : NaN,
      loadCpuUs: (load.user + load.system) / latencies.length,
      dbCpuUs: (postgresCpuSince(processesBefore, processesAfter).reduce((sum, p) => sum + p.cpu, 0) * 1e6) / latencies.length,
    };
    if (trace) {
      const perBid = (s: number) => ((s * 1e6) / latencies.length).toFixed(0);
      printTimeline(`round ${round} ${o.label} (began at ${Math.round(performance.timeOrigin + started)})`, trace, {
        width: 100,
        of: 'start',
      });
      console.log(
        `[trace] load generator GC pauses over 5 ms (ms after start: ms): ${gcPauses!()}; its heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MB`,
      );
      if (machineBefore) {
        // What the machine spent per bid beyond the server, this generator and PostgreSQL (the
        // kernel's writeback, other programs), and time waiting for the disk.
        const m = machineCpuSeconds();
        const others = ((m.busy - machineBefore.busy) * 1e6) / latencies.length - result.serverCpuUs - result.loadCpuUs - result.dbCpuUs;
        console.log(
          `[trace] machine busy ${perBid(m.busy - machineBefore.busy)} us/bid (others ${others.toFixed(0)}), iowait ${perBid(m.iowait - machineBefore.iowait)}, steal ${perBid(m.steal - machineBefore.steal)}`,
        );
      }
      if (serverSplitBefore) {
        const after = cpuUserSystemSeconds(o.serverPid!);
        console.log(
          `[trace] server user ${perBid(after.user - serverSplitBefore.user)} us/bid, system ${perBid(after.system - serverSplitBefore.system)} us/bid`,
        );
      }
      printPostgresCpuByProcess(processesBefore, processesAfter, latencies.length);
      console.log(`[trace] maintenance before: ${maintenanceBefore}; after: ${await maintenance(o.pool)}`);
      if (statements) console.log(`[trace] statements (pg_stat_statements):\n${await statementsTop(o.pool, latencies.length)}`);
    }
    return result;
  };
  return { next, close: () => conns.forEach((c) => c.close()) };
}

/** o.rounds rounds one after the other on one fresh charter (the warm-ups). */
export async function measureBids(o: BidBenchOptions, operators: Operator[]): Promise<BidRound[]> {
  const rounds = await openBidRounds(o, operators);
  const results: BidRound[] = [];
  for (let r = 0; r < o.rounds; r++) results.push(await rounds.next());
  rounds.close();
  return results;
}

/**
 * `count` rounds of each of two sides (two servers, each on its own database), taking turns in the
 * order a b, b a, a b, ...: a machine whose speed drifts over the minute (a shared virtual machine's
 * does, by 10-20%) then weighs on both alike, where rounds of one side measured after the other's
 * compared a minute of the machine with another. The side not bidding has its server stopped
 * (SIGSTOP, `pids`): both are pinned to the one core, and an idle Node process runs a full GC to
 * give memory back (V8's memory reducer) a few seconds after its load stops, which took that core
 * from the side bidding for tens of milliseconds.
 */
export async function interleavedBidRounds(
  a: BidRounds,
  b: BidRounds,
  count: number,
  pids: [number, number],
): Promise<[BidRound[], BidRound[]]> {
  const out: [BidRound[], BidRound[]] = [[], []];
  const sides = [a, b] as const;
  try {
    for (let r = 0; r < count; r++)
      for (const side of r % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const)) {
        process.kill(pids[1 - side]!, 'SIGSTOP');
        process.kill(pids[side]!, 'SIGCONT');
        out[side].push(await sides[side].next());
      }
  } finally {
    for (const pid of pids) process.kill(pid, 'SIGCONT');
  }
  return out;
}
