import type pg from 'pg';
import type { PinnedServer } from './pinned-server.js';
import { BARE_HELLO, latencyAtRate, type ThroughputCase } from './ratios.js';
import { addTarget, median } from './targets.js';
import { printTimeline, TRACE, traceWhile } from './trace.js';

/**
 * A call's p99 at half its max rate over the bare hello's p99 at that rate, measured at the same
 * time: at most this. It was 50 ms flat, which a slow day's machine-wide pauses broke (ADR 0052).
 */
export const HALF_RATE_P99_RATIO = 10;

/**
 * The p99 of call `c` at half its maximum rate (open loop), three rounds and their median, as for
 * every target at 100,000 charters: one round offers ~9,000 calls/s for 6 s, so a single pause of
 * the whole machine over ~60 ms (seen with the idle pinned servers paused at the same moment, ADR
 * 0036) decided a lone round's p99. Each round measures the call and then the bare hello asked at
 * the same rate, in turns (the hello first in the second round), as the other ratios are measured:
 * a slow stretch of a shared machine lands on both alike, so the ratio of the two p99s is what the
 * application adds (ADR 0052). They are not asked at the same time: both servers share core 0, and
 * the two at once kept it 85-90% busy, where queueing, not the call, made the p99 (1.5-2.5 s).
 */
export async function measureHalfRate(o: {
  hello: PinnedServer;
  server: PinnedServer;
  c: ThroughputCase;
  maxRate: number;
  seconds: number;
  pool: pg.Pool;
  /** Why the run's ratios are not believed (bench/ratios.ts), if they are not. */
  invalid: string | null;
}): Promise<void> {
  const halfRate = Math.max(1, Math.round(o.maxRate / 2));
  const seconds = Math.max(5, o.seconds * 2);
  const call = () => latencyAtRate(o.server, o.c, halfRate, seconds);
  const hello = () => latencyAtRate(o.hello, { name: BARE_HELLO, path: '/' }, halfRate, seconds);
  const rounds: [Awaited<ReturnType<typeof call>>, Awaited<ReturnType<typeof hello>>][] = [];
  for (let round = 1; round <= 3; round++) {
    const helloFirst = round % 2 === 0 ? await hello() : null;
    const r = TRACE ? await traceWhile(o.pool, o.server.pid, call) : await call();
    if (TRACE) printTimeline(`${o.c.name} at half rate, round ${round}`, r.timeline ?? []);
    rounds.push([r, helloFirst ?? (await hello())]);
  }
  const p99s = rounds.map(([r]) => r.p99);
  const helloP99s = rounds.map(([, h]) => h.p99);
  const calls = rounds.reduce((n, [r]) => n + r.calls, 0);
  const errors = rounds.reduce((n, [r]) => n + r.errors, 0);
  addTarget({
    name: `${o.c.name} p99 at half its max rate against the hello's p99 at that rate, median of 3`,
    measured: median(p99s),
    baseline: median(helloP99s),
    baselineName: 'bare hello at that rate',
    target: HALF_RATE_P99_RATIO,
    unit: 'ms',
    compare: '<=',
    invalid: o.invalid ?? undefined,
    note:
      `${halfRate} calls/s; rounds' p99 ${p99s.map((p) => p.toFixed(1)).join(', ')} ms, the hello's ` +
      `${helloP99s.map((p) => p.toFixed(1)).join(', ')} ms; ${median(p99s) <= 50 ? 'within' : 'over'} the former 50 ms; ` +
      `${calls} calls, ${errors} errors`,
  });
}
