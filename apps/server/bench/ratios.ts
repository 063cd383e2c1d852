import { closedLoop, openLoop, percentile, type LoadResult } from './http-load.js';
import { collectBenchGarbage } from './measure.js';
import { coreShare, lineFault, runFault, type HelloReading } from './baseline-check.js';
import { noteHello, previousHello } from './hello-history.js';
import { cpuSeconds, type PinnedServer } from './pinned-server.js';
import { addTarget, median } from './targets.js';

/** One call measured for its maximum rate against the pinned application server. */
export interface ThroughputCase {
  /** The line's name, e.g. "GET /api/accounts/me (authenticated)". */
  name: string;
  path: string;
  /** Bearer token, when the call is signed in. */
  token?: string;
  /** The Accept-Encoding a browser sends (default: none, the answer plain). */
  acceptEncoding?: string;
  /** Ratio to the bare hello that the issue asks for (adds a target line when given). */
  target?: number;
  /** Which ratio the target is of: calls/s (default) or server CPU per call. */
  by?: 'calls/s' | 'CPU/call';
  /** Calls in flight (default 32). */
  connections?: number;
  /** Another application server to ask (e.g. one configured otherwise); default: the one measured. */
  server?: PinnedServer;
}

export interface RoundOptions {
  rounds: number;
  /** Seconds counted per case and round (after a half-second warm-up). */
  seconds: number;
  /** What the baseline server is asked (default GET /, the bare hello's route). */
  baseline?: Omit<ThroughputCase, 'name'>;
}

export const BARE_HELLO = 'bare Fastify hello';

/** What one run of interleavedRounds found. */
export interface Rounds {
  /** Median calls/s by case name, and the hello's (all its measurements) under BARE_HELLO. */
  rates: Map<string, number>;
  /** Median server CPU us per call, by the same names. */
  cpu: Map<string, number>;
  /** Why the whole run's ratios are not believed (bench/baseline-check.ts, runFault), or null. */
  invalid: string | null;
  /** Per case: why its ratio is not believed (a hello beside it misbehaved, lineFault), when so. */
  invalidCase: Map<string, string>;
  /** Per case: median over rounds of its calls/s over the hello measured beside it. */
  ratio: Map<string, number>;
  /** Per case: median over rounds of the hello's CPU per call over its own. */
  cpuRatio: Map<string, number>;
}

/**
 * One closed-loop measurement with the CPU microseconds per counted call of the server and of
 * the load generator (this process): when the generator's is near the server's, the rate says
 * more about the generator than about the server.
 */
export async function measureCase(server: PinnedServer, c: Omit<ThroughputCase, 'name'>, seconds: number) {
  let cpuBefore = NaN;
  let loadBefore = process.cpuUsage();
  const r = await closedLoop(
    { base: server.base, path: c.path, headers: headersOf(c) },
    {
      connections: c.connections ?? 32,
      seconds,
      onCounting: () => {
        cpuBefore = cpuSeconds(server.pid);
        loadBefore = process.cpuUsage();
      },
    },
  );
  const load = process.cpuUsage(loadBefore);
  const calls = Math.max(1, r.calls);
  return { ...r, cpuUs: ((cpuSeconds(server.pid) - cpuBefore) * 1e6) / calls, loadCpuUs: (load.user + load.system) / calls };
}

const headersOf = (c: { token?: string; acceptEncoding?: string }): Record<string, string> => ({
  ...(c.token ? { authorization: `Bearer ${c.token}` } : {}),
  ...(c.acceptEncoding ? { 'accept-encoding': c.acceptEncoding } : {}),
});

/**
 * Rounds in which every case is measured right after a hello of its own (hello, case, hello, case,
 * ... then again), so a slow moment of a shared machine lands on a case and the hello it is
 * compared with alike. Each case's ratio is the median over rounds of its rate over that of the
 * hello measured beside it (and the same for CPU per call). The run is INVALID when its hellos
 * say the baseline was not the server's (bench/baseline-check.ts: slower than an app call, short
 * of its core, or CPU per call far from the previous runs'); a case is, when a hello beside it was
 * short of its core or strayed from the run's median CPU per call. Adds a target line for each
 * case that has a target.
 */
export async function interleavedRounds(
  hello: PinnedServer,
  server: PinnedServer,
  cases: ThroughputCase[],
  o: RoundOptions,
): Promise<Rounds> {
  const baseline = o.baseline ?? { path: '/' };
  type Pair = { rate: number; cpu: number; helloRate: number; helloCpu: number };
  const pairs = new Map<string, Pair[]>(cases.map((c) => [c.name, []]));
  const errors = new Map<string, number>();
  // A second each to warm up (JIT, connections, prepared statements), not counted.
  await measureCase(hello, baseline, 1);
  for (const c of cases) await measureCase(c.server ?? server, c, 1);
  for (let round = 0; round < o.rounds; round++) {
    const line: string[] = [];
    for (const c of cases) {
      const h = await measureCase(hello, baseline, o.seconds);
      const r = await measureCase(c.server ?? server, c, o.seconds);
      pairs.get(c.name)!.push({ rate: r.rate, cpu: r.cpuUs, helloRate: h.rate, helloCpu: h.cpuUs });
      if (r.errors) errors.set(c.name, (errors.get(c.name) ?? 0) + r.errors);
      line.push(
        `${c.name} ${r.rate.toFixed(0)}/s, ${r.cpuUs.toFixed(0)} us (hello ${h.rate.toFixed(0)}/s, ${h.cpuUs.toFixed(0)} us, ` +
          `${(coreShare({ rate: h.rate, cpuUs: h.cpuUs }) * 100).toFixed(0)}% of its core; load ${r.loadCpuUs.toFixed(0)} us)`,
      );
    }
    console.log(`[bench] ratio round ${round + 1} (calls/s, server CPU/call): ${line.join('; ')}`);
  }
  const all = [...pairs.values()].flat();
  const hellos = all.map((p): HelloReading => ({ rate: p.helloRate, cpuUs: p.helloCpu }));
  for (const h of hellos) noteHello(h);
  const helloCpu = median(all.map((p) => p.helloCpu));
  const rates = new Map<string, number>([[BARE_HELLO, median(all.map((p) => p.helloRate))]]);
  const cpu = new Map<string, number>([[BARE_HELLO, helloCpu]]);
  const ratio = new Map<string, number>();
  const cpuRatio = new Map<string, number>();
  const invalidCase = new Map<string, string>();
  for (const [name, ps] of pairs) {
    rates.set(name, median(ps.map((p) => p.rate)));
    cpu.set(name, median(ps.map((p) => p.cpu)));
    ratio.set(name, median(ps.map((p) => p.rate / p.helloRate)));
    cpuRatio.set(name, median(ps.map((p) => p.helloCpu / p.cpu)));
    const fault = lineFault(
      ps.map((p) => ({ rate: p.helloRate, cpuUs: p.helloCpu })),
      helloCpu,
    );
    if (fault) invalidCase.set(name, fault);
  }
  const invalid = runFault({
    hellos,
    compared: cases.map((c) => ({ name: c.name, rate: rates.get(c.name)! })),
    previous: previousHello(),
  });
  console.log(
    `[bench] ${BARE_HELLO}: ${all.length} measurements, median ${rates.get(BARE_HELLO)!.toFixed(0)}/s, ${helloCpu.toFixed(0)} us CPU/call, ` +
      `${(median(hellos.map(coreShare)) * 100).toFixed(0)}% of its core (previous runs: ${previousHello() ? `${previousHello()!.cpuUs.toFixed(0)} us, ${(previousHello()!.share * 100).toFixed(0)}%` : 'none kept'})` +
      (invalid ? `; RUN INVALID: ${invalid}` : '') +
      (invalidCase.size ? `; ${invalidCase.size} lines INVALID (${[...invalidCase.keys()].join(', ')})` : ''),
  );
  for (const c of cases) {
    if (c.target === undefined) continue;
    const failed = errors.get(c.name);
    addTarget({
      name: c.name,
      // The ratio of the pairs, expressed against the hello's median rate so the line reads as before.
      measured: ratio.get(c.name)! * rates.get(BARE_HELLO)!,
      baseline: rates.get(BARE_HELLO)!,
      baselineName: 'bare hello',
      target: c.target,
      by: c.by,
      cpuRatio: cpuRatio.get(c.name)!,
      unit: 'calls/s',
      invalid: invalid ?? invalidCase.get(c.name),
      note:
        `median ${rates.get(c.name)!.toFixed(0)}/s; server CPU ${cpu.get(c.name)!.toFixed(0)} us/call vs hello ${helloCpu.toFixed(0)} us` +
        (failed ? `; ${failed} answers were errors` : ''),
    });
  }
  return { rates, cpu, invalid, invalidCase, ratio, cpuRatio };
}

/** Latency at a fixed rate (open loop): the p99 a server shows when it is not saturated. */
export async function latencyAtRate(
  server: PinnedServer,
  c: ThroughputCase,
  rate: number,
  seconds: number,
): Promise<LoadResult & { p99: number }> {
  collectBenchGarbage();
  const r = await openLoop({ base: server.base, path: c.path, headers: headersOf(c) }, { rate, seconds, connections: 64 });
  return { ...r, p99: percentile(r.latencies, 99) };
}
