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
}

const targets: Target[] = [];

export function addTarget(t: Target): void {
  targets.push(t);
}

export function isMet(t: Target): boolean {
  const value = t.baseline !== undefined ? t.measured / t.baseline : t.measured;
  return Number.isFinite(value) && ((t.compare ?? '>=') === '>=' ? value >= t.target : value <= t.target);
}

const fmt = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 10 ? n.toFixed(1) : n.toFixed(2));

export function formatTarget(t: Target): string {
  const cmp = t.compare ?? '>=';
  const verdict = isMet(t) ? 'MET' : 'NOT MET';
  const note = t.note ? ` [${t.note}]` : '';
  if (t.baseline !== undefined) {
    const ratio = t.measured / t.baseline;
    return `${t.name}: measured ${fmt(t.measured)} ${t.unit} vs ${t.baselineName ?? 'bare'} ${fmt(t.baseline)} -> ratio ${ratio.toFixed(3)} (target ${cmp} ${t.target}) ${verdict}${note}`;
  }
  return `${t.name}: measured ${fmt(t.measured)} ${t.unit} (target ${cmp} ${t.target} ${t.unit}) ${verdict}${note}`;
}

export function reportTargets(): void {
  if (!targets.length) return;
  console.log(`\nTargets: ${targets.filter(isMet).length} of ${targets.length} met`);
  for (const t of targets) console.log(formatTarget(t));
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
