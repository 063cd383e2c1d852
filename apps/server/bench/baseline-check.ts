import { median } from './targets.js';

/**
 * When the bare hello, the baseline of the bench's ratios, is not to be believed (ADR 0052). Pure:
 * plain numbers in, a reason or null out, so the rule is tested apart from any measurement.
 */

/** One closed-loop measurement of the hello: calls/s and the pinned server's CPU microseconds per call. */
export interface HelloReading {
  rate: number;
  cpuUs: number;
}

/**
 * How far a hello's CPU per call may stray from the run's median, or the run's median from the
 * previous runs', before the ratios beside it are not believed: the hello does the same work every
 * time, so more CPU per call means the core was shared (frequency, caches, another process's
 * interrupts), and that falls unevenly on the calls.
 */
export const HELLO_CPU_SPREAD = 1.5;

/**
 * The least share of its core the pinned hello server must have used while measured. Closed loop
 * with 32 calls in flight keeps it busy, so it uses its core unless something else does: with
 * other work on the other core it used 0.42-0.95 of it, with a busy loop pinned to the same core
 * 0.01-0.26 (ADR 0052). Below this the hello measured the scheduler, not the server. A quiet
 * machine's loaded core can leave it half its core, above this floor: the previous runs' median
 * share (by HELLO_CPU_SPREAD) catches that from a machine's second run on.
 */
export const HELLO_MIN_CORE_SHARE = 0.4;

/**
 * How far a run's median hello CPU per call may be from the previous runs' before the run is not
 * believed: wider than within a run, since a new hello process measured 19-40 us per call from run
 * to run on the shared machine with nothing pinned beside it.
 */
export const HELLO_HISTORY_SPREAD = 2;

/** What a believed run's hellos measured, kept for the next runs to be judged by (bench/hello-history.ts). */
export interface HelloHistory {
  /** Median CPU microseconds per call. */
  cpuUs: number;
  /** Median share of its core. */
  share: number;
}

/** Share of one core the server used while measured: calls/s times CPU seconds per call. */
export const coreShare = (h: HelloReading): number => (h.rate * h.cpuUs) / 1e6;

const within = (value: number, mid: number) => value <= mid * HELLO_CPU_SPREAD && value >= mid / HELLO_CPU_SPREAD;

/** Why one hello reading (the one beside a line) is not believed, given the run's median CPU per call; or null. */
export function readingFault(h: HelloReading, medianCpuUs: number): string | null {
  if (!(coreShare(h) >= HELLO_MIN_CORE_SHARE))
    return `a hello beside it had ${(coreShare(h) * 100).toFixed(0)}% of its core (${h.rate.toFixed(0)}/s)`;
  if (!within(h.cpuUs, medianCpuUs))
    return `a hello beside it used ${h.cpuUs.toFixed(0)} us/call, the run's median ${medianCpuUs.toFixed(0)} us`;
  return null;
}

/**
 * Why the readings beside one line are not believed, or null. The line's ratio is the median over
 * its rounds, which one disturbed round of three does not move: the line is INVALID when as many
 * of its hellos misbehaved as can move the median (two of three, the only one of one).
 */
export function lineFault(beside: HelloReading[], medianCpuUs: number): string | null {
  const faults = beside.map((h) => readingFault(h, medianCpuUs)).filter((f): f is string => f !== null);
  if (faults.length <= Math.floor((beside.length - 1) / 2)) return null;
  return beside.length > 1 ? `${faults.length} of ${beside.length} hellos: ${faults.join('; ')}` : faults[0]!;
}

/**
 * Why a whole run's baseline is not believed, or null: the hello's median calls/s below what it is
 * compared with (a baseline slower than the work makes every ratio look better than it is); its
 * median share of its core below HELLO_MIN_CORE_SHARE, or below 1/HELLO_CPU_SPREAD of the previous
 * runs' median share; its median CPU per call beyond HELLO_HISTORY_SPREAD of the previous runs' (when
 * there were previous runs).
 */
export function runFault(o: {
  hellos: HelloReading[];
  /** What the hello is compared with: each line's median calls/s. */
  compared: { name: string; rate: number }[];
  previous: HelloHistory | null;
}): string | null {
  if (!o.hellos.length) return 'the hello was not measured';
  const rate = median(o.hellos.map((h) => h.rate));
  const cpuUs = median(o.hellos.map((h) => h.cpuUs));
  const share = median(o.hellos.map(coreShare));
  const faster = o.compared.filter((c) => c.rate > rate).map((c) => c.name);
  const pct = (n: number) => `${(n * 100).toFixed(0)}%`;
  const faults: string[] = [];
  if (faster.length) faults.push(`the hello measured slower (${rate.toFixed(0)}/s) than ${faster.join(', ')}`);
  if (!(share >= HELLO_MIN_CORE_SHARE))
    faults.push(`the hello's server had ${pct(share)} of its core (median; at least ${pct(HELLO_MIN_CORE_SHARE)} expected)`);
  else if (o.previous && !(share * HELLO_CPU_SPREAD >= o.previous.share))
    faults.push(`the hello's server had ${pct(share)} of its core against ${pct(o.previous.share)} in its previous runs (medians)`);
  if (o.previous && !(cpuUs <= o.previous.cpuUs * HELLO_HISTORY_SPREAD && cpuUs >= o.previous.cpuUs / HELLO_HISTORY_SPREAD))
    faults.push(`the hello used ${cpuUs.toFixed(0)} us/call against ${o.previous.cpuUs.toFixed(0)} us, its previous runs' median`);
  return faults.length ? faults.join('; ') : null;
}
