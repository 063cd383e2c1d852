/**
 * The performance targets (docs/architecture.md, "Benchmarks"), one printed line each at the end of the bench, saying which are met.
 * Printed, never asserted. A target is either a ratio (measured / baseline, e.g. calls/s of a
 * route against the bare Fastify hello of the same run) or a plain figure (a p99 in ms, seconds).
 *
 * Other bench files add theirs with addTarget(); reportTargets() prints them in the order added.
 */
export interface Target {
  /** What is measured, e.g. "GET /api/accounts/me (authenticated)". */
  name: string;
  measured: number;
  /** With a baseline the line compares measured / baseline with `target`. */
  baseline?: number;
  /** What the baseline is, e.g. "bare hello" (default), "pgbench TPC-B". */
  baselineName?: string;
  target: number;
  /** Unit of measured and baseline: "calls/s", "ms", "s", "MB". */
  unit: string;
  /** ">=" (default: higher is better) or "<=". */
  compare?: '>=' | '<=';
  /** Anything worth a word beside the figure, e.g. "p99 at 4,000 calls/s". */
  note?: string;
  /**
   * Against the bare hello: server CPU per call of the hello / of the call (same run, measured
   * beside it), printed beside the calls/s ratio.
   */
  cpuRatio?: number;
  /** Which ratio the target is of: cpuRatio ("CPU/call"), or by default measured / baseline in `unit`. */
  by?: 'calls/s' | 'CPU/call';
  /**
   * Why this run cannot say whether the target is met (its baseline misbehaved, bench/ratios.ts):
   * printed INVALID instead of MET or NOT MET.
   */
  invalid?: string;
}

const targets: Target[] = [];

export function addTarget(t: Target): void {
  targets.push(t);
}

/** The figure compared with the target: the ratio the target names, or the plain figure. */
export function valueOf(t: Target): number {
  if (t.by === 'CPU/call') return t.cpuRatio ?? NaN;
  return t.baseline !== undefined ? t.measured / t.baseline : t.measured;
}

export function isMet(t: Target): boolean {
  if (t.invalid) return false;
  const value = valueOf(t);
  return Number.isFinite(value) && ((t.compare ?? '>=') === '>=' ? value >= t.target : value <= t.target);
}

const fmt = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 10 ? n.toFixed(1) : n.toFixed(2));

export function formatTarget(t: Target): string {
  const cmp = t.compare ?? '>=';
  const verdict = t.invalid ? `INVALID (${t.invalid})` : isMet(t) ? 'MET' : 'NOT MET';
  const note = t.note ? ` [${t.note}]` : '';
  if (t.baseline !== undefined) {
    const ratio = t.measured / t.baseline;
    const cpu = t.cpuRatio !== undefined ? `, CPU/call ratio ${t.cpuRatio.toFixed(3)}` : '';
    return (
      `${t.name}: measured ${fmt(t.measured)} ${t.unit} vs ${t.baselineName ?? 'bare'} ${fmt(t.baseline)} -> ` +
      `${t.unit} ratio ${ratio.toFixed(3)}${cpu} (target: ${t.by ?? t.unit} ratio ${cmp} ${t.target}) ${verdict}${note}`
    );
  }
  return `${t.name}: measured ${fmt(t.measured)} ${t.unit} (target ${cmp} ${t.target} ${t.unit}) ${verdict}${note}`;
}

export function reportTargets(): void {
  if (!targets.length) return;
  const invalid = targets.filter((t) => t.invalid).length;
  console.log(
    `\nTargets: ${targets.filter(isMet).length} of ${targets.length} met${invalid ? `, ${invalid} INVALID (not counted as met)` : ''}`,
  );
  for (const t of targets) console.log(formatTarget(t));
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
