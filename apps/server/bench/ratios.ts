import { closedLoop, openLoop, percentile, type LoadResult } from './http-load.js';
import { collectBenchGarbage } from './measure.js';
import { cpuSeconds, type PinnedServer } from './pinned-server.js';
import { addTarget, median } from './targets.js';

/** One call measured for its maximum rate against the pinned application server. */
export interface ThroughputCase {
  /** The line's name, e.g. "GET /api/accounts/me (authenticated)". */
  name: string;
  path: string;
  /** Bearer token, when the call is signed in. */
  token?: string;
  /** Ratio to the bare hello that the issue asks for (adds a target line when given). */
  target?: number;
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

/**
 * One closed-loop measurement with the CPU microseconds per counted call of the server and of
 * the load generator (this process): when the generator's is near the server's, the rate says
 * more about the generator than about the server.
 */
async function measureCase(server: PinnedServer, c: Omit<ThroughputCase, 'name'>, seconds: number) {
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

const headersOf = (c: { token?: string }): Record<string, string> => (c.token ? { authorization: `Bearer ${c.token}` } : {});

/**
 * Medians of `rounds` interleaved rounds (hello, then every case, then again), so a slow moment of
 * a shared machine lands on every case alike rather than on one. Returns the median calls/s by
 * name (the hello under BARE_HELLO) and adds a ratio target for each case that has one.
 */
export async function interleavedRounds(
  hello: PinnedServer,
  server: PinnedServer,
  cases: ThroughputCase[],
  o: RoundOptions,
): Promise<Map<string, number>> {
  const rates = new Map<string, number[]>([[BARE_HELLO, []]]);
  const cpu = new Map<string, number[]>([[BARE_HELLO, []]]);
  for (const c of cases) {
    rates.set(c.name, []);
    cpu.set(c.name, []);
  }
  const errors = new Map<string, number>();
  const loadCpu = new Map<string, number>();
  // A second each to warm up (JIT, connections, prepared statements), not counted.
  await measureCase(hello, o.baseline ?? { path: '/' }, 1);
  for (const c of cases) await measureCase(c.server ?? server, c, 1);
  for (let round = 0; round < o.rounds; round++) {
    const h = await measureCase(hello, o.baseline ?? { path: '/' }, o.seconds);
    rates.get(BARE_HELLO)!.push(h.rate);
    cpu.get(BARE_HELLO)!.push(h.cpuUs);
    loadCpu.set(BARE_HELLO, h.loadCpuUs);
    for (const c of cases) {
      const r = await measureCase(c.server ?? server, c, o.seconds);
      rates.get(c.name)!.push(r.rate);
      cpu.get(c.name)!.push(r.cpuUs);
      loadCpu.set(c.name, r.loadCpuUs);
      if (r.errors) errors.set(c.name, (errors.get(c.name) ?? 0) + r.errors);
    }
    const line = [...rates].map(
      ([n, r]) =>
        `${n} ${r.at(-1)!.toFixed(0)}/s (CPU/call: server ${cpu.get(n)!.at(-1)!.toFixed(0)} us, load ${loadCpu.get(n)!.toFixed(0)} us)`,
    );
    console.log(`[bench] ratio round ${round + 1}: ${line.join(', ')}`);
  }
  const medians = new Map([...rates].map(([n, r]) => [n, median(r)]));
  const cpuMedians = new Map([...cpu].map(([n, r]) => [n, median(r)]));
  const bare = medians.get(BARE_HELLO)!;
  const bareCpu = cpuMedians.get(BARE_HELLO)!;
  for (const c of cases) {
    if (c.target === undefined) continue;
    const failed = errors.get(c.name);
    const cpuUs = cpuMedians.get(c.name)!;
    addTarget({
      name: c.name,
      measured: medians.get(c.name)!,
      baseline: bare,
      baselineName: 'bare hello',
      target: c.target,
      unit: 'calls/s',
      // On a machine shared with other work calls/s follow the scheduler; CPU per call hardly does.
      note:
        `server CPU ${cpuUs.toFixed(0)} us/call vs hello ${bareCpu.toFixed(0)} us: CPU ratio ${(bareCpu / cpuUs).toFixed(3)}, ` +
        `${bareCpu / cpuUs >= c.target ? 'MET' : 'NOT MET'} by CPU` +
        (failed ? `; ${failed} answers were errors` : ''),
    });
  }
  return medians;
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
