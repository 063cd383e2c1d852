import { monitorEventLoopDelay } from 'node:perf_hooks';
import type pg from 'pg';
import { coreShare, lineFault, runFault, type HelloReading } from './baseline-check.js';
import { noteHello, previousHello } from './hello-history.js';
import { BROWSER_ACCEPT_ENCODING, Connection, percentile } from './http-load.js';
import { benchOperatorsOf } from './lists-under-bids.js';
import { callMakers, type Call } from './day-calls.js';
import { CLASSES, DAY_MODEL, ratesOf, type CallClass } from './day-model.js';
import { collectBenchGarbage } from './measure.js';
import { cpuSeconds, type PinnedServer } from './pinned-server.js';
import { measureCase } from './ratios.js';
import { addTarget, median } from './targets.js';

/**
 * A day's traffic (BENCH_ONLY=day, and in every full run; ADR 0052): the model (bench/day-model.ts)
 * replayed against the pinned application over the 100,000 seeded charters, open loop (each call
 * due at its time whether or not earlier ones were answered; its latency counts from then), first
 * at the model's own rate, then scaled (doubled until some class's p99 passes its limit, then
 * halfway back once; halved, three times at most, when the model's rate is already over), for
 * BENCH_DAY_SECONDS (default 10) per step; then the highest scale within the limits, or the model's
 * rate when none was, held for BENCH_DAY_HOLD_SECONDS (default 60). Prints each class's rate, p50
 * and p99 per step, the server's and the load generator's share of their cores, and the highest
 * total rate that held within every class's limit, against the bare hello measured right before
 * each step and judged as every ratio's baseline is (bench/baseline-check.ts). A 4xx answer (a bid
 * on a charter whose bidding closed meanwhile) is counted as refused and does not put a step over;
 * a 5xx or a lost connection does; over 1% refused makes the line INVALID (the replay is not the
 * model), as does a step whose load generator was its own limit.
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

interface ClassResult {
  calls: number;
  /** Answers 5xx, or the connection lost: the server failed the call. */
  failed: number;
  /** Answers 4xx: the call refused (a conflict, a state that changed meanwhile). */
  refused: number;
  p50: number;
  p99: number;
}

interface StepResult {
  scale: number;
  seconds: number;
  byClass: Map<CallClass, ClassResult>;
  total: number;
  within: boolean;
  /** The load generator (this process) during the step: its share of its core, its event loop's p99 delay (ms). */
  generator: { share: number; loopP99: number };
  /** The application server's share of its core during the step. */
  serverShare: number;
  /** Why the step says more about the load generator than the server, or null. */
  generatorBound: string | null;
  /** The first answer of each refused class and status, for the report. */
  samples: string[];
  /** The slowest call of each class over its limit. */
  slowest: string[];
}

/** The load generator's core is its limit past this share, or when its event loop runs this late (ms). */
const GENERATOR_MAX_SHARE = 0.8;
const GENERATOR_MAX_LOOP_P99 = 20;

/**
 * The model at `scale` for `seconds`, open loop over 64 connections: the n-th call of a class is
 * due at n / rate s and sent then if a connection is free, else queued in order; its latency counts
 * from when it was due, so a server (or generator) that falls behind shows it (no coordinated
 * omission). A lost connection is replaced. Calls due in the step all finish before it ends.
 */
async function replay(
  server: PinnedServer,
  make: Record<CallClass, (i: number) => Call>,
  scale: number,
  seconds: number,
): Promise<StepResult> {
  collectBenchGarbage();
  const rates = ratesOf();
  const base = server.base;
  const conns = await Promise.all(Array.from({ length: 64 }, () => Connection.open(base)));
  const free = [...conns];
  const queue: { c: CallClass; due: number }[] = [];
  const serverCpuBefore = cpuSeconds(server.pid);
  const latencies = new Map<CallClass, number[]>(CLASSES.map((c) => [c, []]));
  const failed = new Map<CallClass, number>(CLASSES.map((c) => [c, 0]));
  const refused = new Map<CallClass, number>(CLASSES.map((c) => [c, 0]));
  const samples = new Map<string, string>();
  /** Each class's slowest call: what decided a p99 over few calls. */
  const slowest = new Map<CallClass, { ms: number; at: number; path: string }>(CLASSES.map((c) => [c, { ms: 0, at: 0, path: '' }]));
  const sent = new Map<CallClass, number>(CLASSES.map((c) => [c, 0]));
  /** Calls made due so far (sent or queued), by class. */
  const issued = new Map<CallClass, number>(CLASSES.map((c) => [c, 0]));
  // The n-th call of a class (from 0) is due at (n + 1/2) / rate s: a class's calls in a step are
  // then its rate times the step, rounded, where due times from 0 would give a rare class (the
  // export, 0.008/s at the model's rate) one call in every step, many times its rate.
  const total = new Map<CallClass, number>(CLASSES.map((c) => [c, Math.round(seconds * rates[c] * scale)]));
  let inFlight = 0;
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const next = (conn: Connection) => {
    const q = queue.shift();
    if (q) run(conn, q.c, q.due);
    else free.push(conn);
  };
  const run = (conn: Connection, c: CallClass, due: number) => {
    const i = sent.get(c)!;
    sent.set(c, i + 1);
    const call = make[c](i);
    inFlight++;
    const answered = (status: number, body?: string) => {
      inFlight--;
      const took = performance.now() - due;
      latencies.get(c)!.push(took);
      if (took > slowest.get(c)!.ms) slowest.set(c, { ms: took, at: (due - started) / 1000, path: call.path });
      if (status === 0 || status >= 500) failed.set(c, failed.get(c)! + 1);
      else if (status >= 400) {
        refused.set(c, refused.get(c)! + 1);
        const key = `${c} ${status}`;
        if (!samples.has(key)) samples.set(key, `${key}: ${(body ?? '').slice(0, 160)}`);
      }
      if (status !== 0) return next(conn);
      inFlight++;
      void Connection.open(base).then(
        (fresh) => {
          inFlight--;
          conns.push(fresh);
          next(fresh);
        },
        () => inFlight--,
      );
    };
    // Reads ask as the browser does, so their answers are compressed as users get them; writes
    // stay plain, their answers under the 1 KB compression starts at and read for refusals' text.
    if (call.body === undefined) void conn.get(call.path, call.token, BROWSER_ACCEPT_ENCODING).then((status) => answered(status));
    else void conn.post(call.path, call.token, call.body).then((r) => answered(r.status, r.body));
  };
  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = (performance.now() - started) / 1000;
      let left = false;
      for (const c of CLASSES) {
        const rate = rates[c] * scale;
        const should = Math.min(total.get(c)!, Math.floor(elapsed * rate + 0.5));
        for (let n = issued.get(c)!; n < should; n++) {
          issued.set(c, n + 1);
          const due = started + ((n + 0.5) / rate) * 1000;
          const conn = free.pop();
          if (conn) run(conn, c, due);
          else queue.push({ c, due });
        }
        if (should < total.get(c)!) left = true;
      }
      if (left) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  // The calls still due or in flight finish (a server behind shows it in their latencies).
  while (inFlight > 0 || queue.length > 0) await new Promise((r) => setTimeout(r, 5));
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  loop.disable();
  for (const c of conns) c.close();
  const generator = { share: (cpu.user + cpu.system) / 1e6 / elapsed, loopP99: loop.percentile(99) / 1e6 };
  const serverShare = (cpuSeconds(server.pid) - serverCpuBefore) / elapsed;
  const byClass = new Map<CallClass, ClassResult>();
  let within = true;
  let calls = 0;
  for (const c of CLASSES) {
    const l = latencies.get(c)!.sort((a, b) => a - b);
    calls += l.length;
    const r = { calls: l.length, failed: failed.get(c)!, refused: refused.get(c)!, p50: percentile(l, 50), p99: percentile(l, 99) };
    byClass.set(c, r);
    if (l.length && (r.p99 > DAY_MODEL.p99LimitMs[c] || r.failed > 0)) within = false;
  }
  const generatorBound =
    generator.share > GENERATOR_MAX_SHARE || generator.loopP99 > GENERATOR_MAX_LOOP_P99
      ? `the load generator used ${(generator.share * 100).toFixed(0)}% of its core, its event loop p99 ${generator.loopP99.toFixed(0)} ms late`
      : null;
  return {
    scale,
    seconds,
    byClass,
    total: calls / seconds,
    within,
    generator,
    generatorBound,
    serverShare,
    samples: [...samples.values()],
    slowest: CLASSES.filter((c) => slowest.get(c)!.ms > DAY_MODEL.p99LimitMs[c]).map((c) => {
      const w = slowest.get(c)!;
      return `${c} ${w.ms.toFixed(0)} ms, due at ${w.at.toFixed(1)} s: ${w.path.replace(/\?.*/, '')}`;
    }),
  };
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');

function printStep(s: StepResult, hello: HelloReading, label = ''): void {
  const parts = CLASSES.map((c) => {
    const r = s.byClass.get(c)!;
    const bad = [r.failed ? `${r.failed} failed` : '', r.refused ? `${r.refused} refused` : ''].filter(Boolean).join(', ');
    return `${c} ${(r.calls / s.seconds).toFixed(1)}/s p50 ${ms(r.p50)} p99 ${ms(r.p99)} ms${bad ? ` (${bad})` : ''}`;
  });
  console.log(
    `[bench] day x${s.scale.toFixed(2)}${label} over ${s.seconds} s: ${s.total.toFixed(0)} calls/s; ${parts.join('; ')} -> ` +
      `${s.within ? 'within' : 'OVER'} the limits; server ${(s.serverShare * 100).toFixed(0)}% of its core, generator ${(s.generator.share * 100).toFixed(0)}% of its core, loop p99 ` +
      `${s.generator.loopP99.toFixed(1)} ms${s.generatorBound ? ' (GENERATOR-BOUND)' : ''}; hello before it ${hello.rate.toFixed(0)}/s, ` +
      `${hello.cpuUs.toFixed(0)} us, ${(coreShare(hello) * 100).toFixed(0)}% of its core`,
  );
  for (const sample of s.samples) console.log(`[bench]   first refused answer, ${sample}`);
  if (!s.within) console.log(`[bench]   slowest: ${s.slowest.join('; ')}`);
}

/** Refused (4xx) calls past this share of a step's calls: the replay is not doing what the model says. */
const MAX_REFUSED_SHARE = 0.01;

export async function measureDay(o: DayOptions): Promise<void> {
  const seconds = Number(process.env.BENCH_DAY_SECONDS) || 10;
  const holdSeconds = Number(process.env.BENCH_DAY_HOLD_SECONDS) || 60;
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
      `; ${seconds} s per step, ${holdSeconds} s at the highest scale within the limits`,
  );
  const started = performance.now();
  // Warm-up, not counted: connections, prepared statements, code compiled (a first step at x1 had
  // its p99 set by first calls after 2 s of warm-up).
  await replay(o.server, make, 4, 5);
  await measureCase(o.hello, { path: '/' }, 1);
  const hellos: HelloReading[] = [];
  /** One step with the hello measured right before it, as every ratio's is (bench/ratios.ts). */
  const step = async (scale: number, s: number, label?: string) => {
    const h = await measureCase(o.hello, { path: '/' }, Math.min(3, seconds));
    const hello = { rate: h.rate, cpuUs: h.cpuUs };
    hellos.push(hello);
    noteHello(hello);
    const r = await replay(o.server, make, scale, s);
    printStep(r, hello, label);
    return { r, hello };
  };
  const beside = new Map<StepResult, HelloReading>();
  let best: StepResult | null = null;
  let over: StepResult | null = null;
  // Doubling from the model's rate until a class passes its limit (or the generator is the limit);
  // when the model's rate is already over, halving (three times at most) to find a rate within.
  for (let scale = 1, n = 0; n < 12; n++) {
    const { r, hello } = await step(scale, seconds);
    beside.set(r, hello);
    if (r.within && !r.generatorBound) best = r;
    else over = r;
    if (over && (best || r.generatorBound || scale <= 1 / 8)) break;
    scale = best ? scale * 2 : scale / 2;
  }
  // Once halfway between the last scale within the limits and the first over them.
  if (best && over) {
    const { r, hello } = await step((best.scale + over.scale) / 2, seconds);
    beside.set(r, hello);
    if (r.within && !r.generatorBound) best = r;
  }
  // The highest scale held for longer: a rate that is within the limits for a step and not for a
  // minute is not the day's rate. If the hold goes over, half that scale is held instead (once).
  // With no scale within the limits, the model's own rate is held: its per-class figures over a
  // minute are what the line then reports.
  let held: StepResult | null = null;
  let lastHold: StepResult | null = null;
  for (let scale = best?.scale ?? 1, n = 0; n < (best ? 2 : 1) && !held; scale /= 2, n++) {
    const { r, hello } = await step(scale, holdSeconds, ', held');
    beside.set(r, hello);
    lastHold = r;
    if (r.within && !r.generatorBound) held = r;
    else if (r.generatorBound) break;
  }
  closeStreams();
  o.phase(`day replayed (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  const helloCpu = median(hellos.map((h) => h.cpuUs));
  const reported = held ?? lastHold ?? over;
  const refused = reported ? [...reported.byClass.values()].reduce((n, r) => n + r.refused, 0) : 0;
  const calls = reported ? [...reported.byClass.values()].reduce((n, r) => n + r.calls, 0) : 0;
  const invalid =
    runFault({
      hellos,
      compared: held ? [{ name: `the day at x${held.scale.toFixed(2)}`, rate: held.total }] : [],
      previous: previousHello(),
    }) ??
    (reported ? lineFault([beside.get(reported)!], helloCpu) : null) ??
    (reported?.generatorBound ? `${reported.generatorBound} at x${reported.scale.toFixed(2)}` : null) ??
    (calls && refused / calls > MAX_REFUSED_SHARE ? `${refused} of ${calls} calls refused: the replay is not the model` : null);
  addTarget({
    name: `A day's traffic (bench/day-bench.ts): highest total rate with every class's p99 within its limit, held ${holdSeconds} s`,
    measured: held?.total ?? 0,
    baseline: median(hellos.map((h) => h.rate)),
    baselineName: 'bare hello',
    target: DAY_TARGET,
    unit: 'calls/s',
    invalid: invalid ?? undefined,
    note:
      (held
        ? `x${held.scale.toFixed(2)} the model's rate: `
        : `not within the limits at any scale tried; at x${reported!.scale.toFixed(2)}: `) +
      CLASSES.map((c) => {
        const r = reported!.byClass.get(c)!;
        return `${c} ${(r.calls / reported!.seconds).toFixed(1)}/s p99 ${r.calls ? r.p99.toFixed(0) : '-'} ms`;
      }).join(', ') +
      `; ${refused} refused; hello ${median(hellos.map((h) => h.rate)).toFixed(0)}/s, ${helloCpu.toFixed(0)} us/call (median of ${hellos.length}, one before each step)`,
  });
}

/** The day's highest rate within the limits, as a share of the hello's calls/s (ADR 0052). */
export const DAY_TARGET = 0.05;
