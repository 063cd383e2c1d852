import type pg from 'pg';
import { Connection, percentile } from './http-load.js';
import { benchOperatorsOf } from './lists-under-bids.js';
import { callMakers, type Call } from './day-calls.js';
import { CLASSES, DAY_MODEL, ratesOf, type CallClass } from './day-model.js';
import { collectBenchGarbage } from './measure.js';
import type { PinnedServer } from './pinned-server.js';
import { measureCase } from './ratios.js';
import { addTarget, median } from './targets.js';

/**
 * A day's traffic (BENCH_ONLY=day, ADR 0052): the model (bench/day-model.ts) replayed against the pinned
 * application over the 100,000 seeded charters, open loop (each call due at its time whether or not
 * earlier ones were answered; its latency counts from then), first at the model's own rate, then at
 * that rate scaled up (doubled until some class's p99 passes its limit, then halfway back once), for
 * BENCH_DAY_SECONDS (default 10) per step. Prints each class's rate, p50 and p99 per step and the
 * highest total rate at which every class stayed within its limit, against the bare hello's
 * calls/s measured beside it.
 *
 * The people set the rates; the calls go out as the seeded demo members of each role (the seeded
 * charters are theirs: the client, its department, the department's staff member, the QGov client)
 * and as the 50 bench operators, each with its own sign-in. So the lists of one client role are the
 * same few pages asked often, as a client's people would see them.
 */
export interface DayOptions {
  hello: PinnedServer;
  server: PinnedServer;
  pool: pg.Pool;
  member: (email: string) => Promise<string>;
  phase: (what: string) => void;
}

/** Live streams held open for the replay: one per person online, by role, as each role's sign-in. */
async function openStreams(base: string, tokens: string[]): Promise<() => void> {
  const abort = new AbortController();
  await Promise.all(
    tokens.map(async (token) => {
      const res = await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
      if (!res.ok || !res.body) throw new Error(`GET /api/events answered ${res.status}`);
      const reader = res.body.getReader();
      void (async () => {
        try {
          while (!(await reader.read()).done);
        } catch {
          /* closed by the bench */
        }
      })();
    }),
  );
  return () => abort.abort();
}

interface StepResult {
  scale: number;
  seconds: number;
  byClass: Map<CallClass, { calls: number; errors: number; p50: number; p99: number }>;
  total: number;
  within: boolean;
}

/** The model at `scale` for `seconds`, open loop over 64 connections. */
async function replay(base: string, make: Record<CallClass, (i: number) => Call>, scale: number, seconds: number): Promise<StepResult> {
  collectBenchGarbage();
  const rates = ratesOf();
  const conns = await Promise.all(Array.from({ length: 64 }, () => Connection.open(base)));
  const free = [...conns];
  const queue: { c: CallClass; due: number }[] = [];
  const latencies = new Map<CallClass, number[]>(CLASSES.map((c) => [c, []]));
  const errors = new Map<CallClass, number>(CLASSES.map((c) => [c, 0]));
  const sent = new Map<CallClass, number>(CLASSES.map((c) => [c, 0]));
  let inFlight = 0;
  const started = performance.now();
  const ends = started + seconds * 1000;
  const run = (conn: Connection, c: CallClass, due: number) => {
    const i = sent.get(c)!;
    sent.set(c, i + 1);
    const call = make[c](i);
    inFlight++;
    const answered = (status: number) => {
      inFlight--;
      latencies.get(c)!.push(performance.now() - due);
      if (status === 0 || status >= 400) errors.set(c, errors.get(c)! + 1);
      const next = queue.shift();
      if (next && status !== 0) run(conn, next.c, next.due);
      else if (next) {
        const other = free.pop();
        if (other) run(other, next.c, next.due);
        else queue.unshift(next);
      } else if (status !== 0) free.push(conn);
    };
    if (call.body === undefined) void conn.get(call.path, call.token).then(answered);
    else void conn.post(call.path, call.token, call.body).then((r) => answered(r.status));
  };
  const due = new Map<CallClass, number>(CLASSES.map((c) => [c, 0]));
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = Math.min(performance.now(), ends);
      for (const c of CLASSES) {
        const rate = rates[c] * scale;
        const should = Math.floor(((now - started) / 1000) * rate);
        while (due.get(c)! < should) {
          const at = started + (due.get(c)! / rate) * 1000;
          due.set(c, due.get(c)! + 1);
          const conn = free.pop();
          if (conn) run(conn, c, at);
          else queue.push({ c, due: at });
        }
      }
      if (performance.now() < ends) setTimeout(tick, 2);
      else resolve();
    };
    tick();
  });
  // The calls still due or in flight finish (a server behind shows it in their latencies).
  while (inFlight > 0 || queue.length > 0) await new Promise((r) => setTimeout(r, 5));
  for (const c of conns) c.close();
  const byClass = new Map<CallClass, { calls: number; errors: number; p50: number; p99: number }>();
  let within = true;
  let total = 0;
  for (const c of CLASSES) {
    const l = latencies.get(c)!.sort((a, b) => a - b);
    total += l.length;
    const r = { calls: l.length, errors: errors.get(c)!, p50: percentile(l, 50), p99: percentile(l, 99) };
    byClass.set(c, r);
    if (l.length && (r.p99 > DAY_MODEL.p99LimitMs[c] || r.errors > 0)) within = false;
  }
  return { scale, seconds, byClass, total: total / seconds, within };
}

function printStep(s: StepResult): void {
  const parts = CLASSES.map((c) => {
    const r = s.byClass.get(c)!;
    return `${c} ${(r.calls / s.seconds).toFixed(1)}/s p50 ${r.p50.toFixed(1)} p99 ${r.p99.toFixed(1)} ms${r.errors ? ` (${r.errors} errors)` : ''}`;
  });
  console.log(
    `[bench] day x${s.scale.toFixed(2)}: ${s.total.toFixed(0)} calls/s; ${parts.join('; ')} -> ${s.within ? 'within' : 'OVER'} the limits`,
  );
}

export async function measureDay(o: DayOptions): Promise<void> {
  const seconds = Number(process.env.BENCH_DAY_SECONDS) || 10;
  const make = await callMakers(o);
  const people = DAY_MODEL.people;
  const online = (n: number) => Math.max(1, Math.round(n * DAY_MODEL.streamsOpen));
  const streamTokens = [
    ...Array(online(people.admins)).fill(await o.member('admin@demo.test')),
    ...Array(online(people.clients)).fill(await o.member('client@demo.test')),
    ...Array(online(people.departments)).fill(await o.member('department@demo.test')),
    ...Array(online(people.staff)).fill(await o.member('staff@demo.test')),
    ...(await benchOperatorsOf(o.pool, o.member, online(people.operators))).map((op) => op.token),
  ] as string[];
  const closeStreams = await openStreams(o.server.base, streamTokens);
  const base = ratesOf();
  console.log(
    `[bench] day model: ${Object.entries(people)
      .map(([r, n]) => `${n} ${r}`)
      .join(', ')}; ${streamTokens.length} live streams open; at x1 ` +
      CLASSES.map((c) => `${c} ${base[c].toFixed(2)}/s`).join(', ') +
      `; ${seconds} s per step`,
  );
  // Warm-up, not counted: connections, prepared statements, code compiled.
  await replay(o.server.base, make, 1, 2);
  const hellos: number[] = [(await measureCase(o.hello, { path: '/' }, Math.min(3, seconds))).rate];
  const steps: StepResult[] = [];
  let scale = 1;
  let best: StepResult | null = null;
  let over: StepResult | null = null;
  for (let n = 0; n < 12; n++) {
    const s = await replay(o.server.base, make, scale, seconds);
    printStep(s);
    steps.push(s);
    if (s.within) best = s;
    else over = s;
    if (!s.within) break;
    scale *= 2;
  }
  // Once halfway between the last scale within the limits and the first over them.
  if (best && over) {
    const s = await replay(o.server.base, make, (best.scale + over.scale) / 2, seconds);
    printStep(s);
    if (s.within) best = s;
  }
  hellos.push((await measureCase(o.hello, { path: '/' }, Math.min(3, seconds))).rate);
  closeStreams();
  o.phase('day replayed');
  const hello = median(hellos);
  addTarget({
    name: `A day's traffic (bench/day-bench.ts): highest total rate with every class's p99 within its limit`,
    measured: best?.total ?? 0,
    baseline: hello,
    baselineName: 'bare hello',
    target: DAY_TARGET,
    unit: 'calls/s',
    note: best
      ? `x${best.scale.toFixed(2)} the model's rate; ` +
        CLASSES.map((c) => `${c} p99 ${best!.byClass.get(c)!.p99.toFixed(0)} ms`).join(', ')
      : 'not within the limits even at the model rate',
  });
}

/** The day's highest rate within the limits, as a share of the hello's calls/s (ADR 0052). */
export const DAY_TARGET = 0.05;
