import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import type pg from 'pg';
import { cpuSeconds, postgresCpuSince, postgresProcesses } from './pinned-server.js';

/** BENCH_BID_TRACE=1: the bench says, beside its figures, what else went on while they were measured. */
export const TRACE = Boolean(process.env.BENCH_BID_TRACE);

/**
 * What PostgreSQL did besides the bids, before and after a round (BENCH_BID_TRACE): vacuums and
 * analyzes per table, checkpoints, WAL full-page images, blocks read per table, vacuums under way.
 */
export async function maintenance(pool: pg.Pool): Promise<string> {
  const r = await pool.query(
    `select string_agg(relname || ':' || autovacuum_count || '/' || autoanalyze_count, ' ' order by relname) as av,
       (select checkpoints_timed + checkpoints_req from pg_stat_bgwriter) as ckpt,
       (select wal_fpi || ' fpi, ' || pg_size_pretty(wal_bytes) from pg_stat_wal) as wal,
       (select string_agg(relname || ' ' || (heap_blks_read + coalesce(idx_blks_read, 0) + coalesce(toast_blks_read, 0)), ', ' order by relname)
         from pg_statio_user_tables where heap_blks_read + coalesce(idx_blks_read, 0) + coalesce(toast_blks_read, 0) > 1000) as read,
       (select string_agg(p.relid::regclass::text || ' ' || p.phase, ', ') from pg_stat_progress_vacuum p) as vacuuming,
       (select string_agg(a.query, ' | ') from pg_stat_activity a where a.backend_type = 'autovacuum worker') as autovacuum
     from pg_stat_user_tables where autovacuum_count + autoanalyze_count > 0`,
  );
  return JSON.stringify(r.rows[0]);
}

/**
 * Where PostgreSQL's time went in a round, by statement, on a server that preloads
 * pg_stat_statements (e.g. DATABASE_URL's with shared_preload_libraries set): statementsReset
 * starts the count (false where the server does not keep one), statementsTop gives the top
 * statements per bid since.
 */
export async function statementsReset(pool: pg.Pool): Promise<boolean> {
  try {
    await pool.query('create extension if not exists pg_stat_statements');
    await pool.query('select pg_stat_statements_reset()');
    return true;
  } catch {
    return false;
  }
}

export async function statementsTop(pool: pg.Pool, bids: number): Promise<string> {
  const r = await pool.query(
    `select calls, plans, round((total_exec_time * 1000 / $1)::numeric) as exec_us, round((total_plan_time * 1000 / $1)::numeric) as plan_us,
       shared_blks_hit / $1 as hit, shared_blks_read / $1 as read, left(regexp_replace(query, '\\s+', ' ', 'g'), 60) as q
     from pg_stat_statements order by total_exec_time + total_plan_time desc limit 8`,
    [bids],
  );
  return r.rows
    .map(
      (x) =>
        `  ${x.exec_us} us exec + ${x.plan_us} us plan per bid, ${x.calls} calls (${x.plans} planned), ${x.hit}/${x.read} hit/read: ${x.q}`,
    )
    .join('\n');
}

/**
 * BENCH_BID_TRACE for a latency measured at a fixed rate (the /me p99 at half rate): what else ran
 * while it was measured, so that a slow quarter second can be put down to its cause. Collected:
 * this load generator's GC pauses (over 5 ms, major or minor), every 50 ms the server's CPU and the
 * PostgreSQL processes that used over 10 ms, and PostgreSQL's maintenance before and after.
 */
export async function traceWhile<T>(pool: pg.Pool, serverPid: number, measure: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const gcPauses = watchGc(started);
  const maintenanceBefore = await maintenance(pool);
  const busy: string[] = [];
  let last = postgresProcesses();
  let lastServer = cpuSeconds(serverPid);
  const sampler = setInterval(() => {
    const now = postgresProcesses();
    const server = cpuSeconds(serverPid);
    const hot = postgresCpuSince(last, now)
      .map((p) => ({ title: p.title, ms: Math.round(p.cpu * 1000) }))
      .filter((p) => p.ms > 10);
    if (hot.length)
      busy.push(
        `${Math.round(performance.now() - started)}: server ${Math.round((server - lastServer) * 1000)} ms; ` +
          hot.map((p) => `${p.title} ${p.ms} ms`).join(', '),
      );
    last = now;
    lastServer = server;
  }, 50);
  try {
    return await measure();
  } finally {
    clearInterval(sampler);
    console.log(`[trace] load generator GC pauses over 5 ms (ms after start: ms): ${gcPauses()}`);
    console.log(
      `[trace] PostgreSQL processes over 10 ms of CPU in 50 ms (ms after start):${busy.map((b) => `\n  ${b}`).join('') || ' none'}`,
    );
    console.log(`[trace] maintenance before: ${maintenanceBefore}; after: ${await maintenance(pool)}`);
  }
}

/** A GC performance entry's kind: a major collection (mark-compact) or a minor one (scavenge). */
export function gcKind(e: PerformanceEntry): 'major' | 'minor' {
  return ((e as { detail?: { kind?: number } }).detail?.kind ?? 0) & constants.NODE_PERFORMANCE_GC_MAJOR ? 'major' : 'minor';
}

/**
 * This process's (the load generator's) GC pauses over 5 ms from now until the returned function is
 * called, which stops watching and lists them as "ms after `started`:ms major|minor".
 */
export function watchGc(started: number): () => string {
  const pauses: string[] = [];
  const watch = new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.duration > 5) pauses.push(`${Math.round(e.startTime - started)}:${e.duration.toFixed(0)} ${gcKind(e)}`);
  });
  watch.observe({ entryTypes: ['gc'] });
  return () => {
    watch.disconnect();
    return pauses.join(' ') || 'none';
  };
}

type PostgresProcesses = ReturnType<typeof postgresProcesses>;

/**
 * A bid round's PostgreSQL CPU per bid by process (BENCH_BID_TRACE): the backends the bids came
 * through, and any other (a LISTEN connection, autovacuum, the WAL writer) that worked meanwhile.
 * Grouped by title without the state at its end, so a pool's backends are one line.
 */
export function printPostgresCpuByProcess(before: PostgresProcesses, after: PostgresProcesses, bids: number): void {
  const perBid = (s: number) => ((s * 1e6) / bids).toFixed(0);
  const groups = new Map<string, { n: number; cpu: number; max: number }>();
  for (const p of postgresCpuSince(before, after)) {
    if (p.cpu <= 0) continue;
    const key = p.postmaster ? 'postmaster' : p.title.replace(/ (idle|idle in transaction|active|[A-Z]+ waiting|[A-Z]+)$/, '');
    const g = groups.get(key) ?? { n: 0, cpu: 0, max: 0 };
    groups.set(key, { n: g.n + 1, cpu: g.cpu + p.cpu, max: Math.max(g.max, p.cpu) });
  }
  const top = [...groups].sort((x, y) => y[1].cpu - x[1].cpu).filter(([, g]) => (g.cpu * 1e6) / bids >= 5);
  console.log(
    `[trace] PostgreSQL CPU per bid by process: ${top.map(([t, g]) => `${g.n} x ${t} ${perBid(g.cpu)} us${g.n > 1 ? ` (the busiest ${perBid(g.max)})` : ''}`).join('; ')}`,
  );
}

/**
 * Latencies by when the calls were due (or started): count and max per `width` ms, and any bin
 * over 30 ms again in 10 ms steps (min and max). Latencies that fall steadily with due time are a
 * stall every call waited out.
 */
export function printTimeline(
  label: string,
  timeline: [number, number][],
  o: { width: number; of: 'due' | 'start' } = { width: 250, of: 'due' },
): void {
  const binsOf = (width: number, only?: (at: number) => boolean) => {
    const bins = new Map<number, number[]>();
    for (const [at, ms] of timeline) {
      if (only && !only(at)) continue;
      const bin = Math.floor(at / width) * width;
      if (!bins.has(bin)) bins.set(bin, []);
      bins.get(bin)!.push(ms);
    }
    return [...bins.entries()].sort((a, b) => a[0] - b[0]);
  };
  const coarse = binsOf(o.width);
  console.log(
    `[trace] ${label}: per ${o.width} ms of ${o.of} time, calls/max ms: ` +
      coarse.map(([at, v]) => `${at}:${v.length}/${Math.round(Math.max(...v))}`).join(' '),
  );
  for (const [at, v] of coarse) {
    if (Math.max(...v) < 30 || o.width <= 10) continue;
    console.log(
      `[trace] ${label} from ${at} ms, per 10 ms of ${o.of} time, calls/min/max ms: ` +
        binsOf(10, (t) => t >= at && t < at + o.width)
          .map(([t, l]) => `${t}:${l.length}/${Math.round(Math.min(...l))}/${Math.round(Math.max(...l))}`)
          .join(' '),
    );
  }
}
