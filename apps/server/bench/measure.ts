import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface Result {
  name: string;
  count: number;
  concurrency: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  rssMb: number;
  errors: number;
}

/** Runs `count` calls with `concurrency` in flight; latencies in milliseconds. */
export async function measure(name: string, count: number, concurrency: number, call: () => Promise<Response>): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next++;
        const t = performance.now();
        const res = await call();
        await res.arrayBuffer();
        if (!res.ok) errors++;
        latencies.push(performance.now() - t);
      }
    }),
  );
  const result = summarize(name, latencies, concurrency, (performance.now() - started) / 1000, errors);
  if (process.env.BENCH_VERBOSE) console.log(`[bench] ${name}: ${result.seconds.toFixed(1)} s, p50 ${result.p50.toFixed(1)} ms`);
  return result;
}

/** Percentiles of latencies already taken (milliseconds), e.g. commit-to-delivery times. */
export function summarize(name: string, latencies: number[], concurrency: number, seconds: number, errors = 0): Result {
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  return {
    name,
    count: sorted.length,
    concurrency,
    seconds,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    rssMb: process.memoryUsage().rss / 2 ** 20,
    errors,
  };
}

export function report(results: Result[]): void {
  console.log('\n| benchmark | calls | in flight | calls/s | p50 ms | p95 ms | p99 ms | errors | rss MB |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.count} | ${r.concurrency} | ${(r.count / r.seconds).toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${r.rssMb.toFixed(0)} |`,
    );
  }
}

/** V8's gc(), exposed the first time it is asked for rather than on import of this module. */
let fullGc: (() => void) | null = null;

/**
 * A full collection of the bench's own heap before a latency is measured. The load generator is
 * this process, and its heap holds what the bench built before (100,000 charters' worth of seeding,
 * earlier rounds): a major collection of it inside the measured seconds paused the generator 6-16 ms,
 * and the calls it then sent late and in a burst showed 30-90 ms more (the /me p99 at half rate:
 * 4-6 ms in runs without one, 33-66 ms with one).
 */
export function collectBenchGarbage(): void {
  if (!fullGc) {
    setFlagsFromString('--expose-gc');
    fullGc = runInNewContext('gc') as () => void;
  }
  fullGc();
}
