import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { coreShare, runFault, type HelloHistory, type HelloReading } from './baseline-check.js';
import { median } from './targets.js';

/**
 * What the hello measured in previous runs on this machine (ADR 0052): each believed run's median
 * CPU per call and share of its core, the last ten kept in node_modules/.cache (BENCH_HELLO_HISTORY names another file). A fresh clone
 * has none, and its first run is judged by its own readings alone.
 */
const FILE =
  process.env.BENCH_HELLO_HISTORY ?? fileURLToPath(new URL('../../../node_modules/.cache/charter-bench/hello.json', import.meta.url));
const KEPT = 10;

function stored(): HelloHistory[] {
  try {
    const runs = JSON.parse(readFileSync(FILE, 'utf8')) as unknown;
    return Array.isArray(runs)
      ? runs.filter((r): r is HelloHistory => typeof r?.cpuUs === 'number' && r.cpuUs > 0 && typeof r.share === 'number' && r.share > 0)
      : [];
  } catch {
    return [];
  }
}

/** Read once, before this run adds to it. */
const previous = stored();

/** The medians of the previous runs' medians, or null when none was kept. */
export function previousHello(): HelloHistory | null {
  return previous.length ? { cpuUs: median(previous.map((r) => r.cpuUs)), share: median(previous.map((r) => r.share)) } : null;
}

/** Every hello reading of this run, from every line that measured one. */
const readings: HelloReading[] = [];

export function noteHello(h: HelloReading): void {
  readings.push(h);
}

/**
 * At the end of a run: keeps its median hello CPU per call when its readings hold up (on their own
 * and against the previous runs), so a run on a loaded core does not move the median it is judged by.
 */
export function rememberHelloRun(): void {
  if (!readings.length || runFault({ hellos: readings, compared: [], previous: previousHello() })) return;
  try {
    mkdirSync(path.dirname(FILE), { recursive: true });
    const run: HelloHistory = { cpuUs: median(readings.map((h) => h.cpuUs)), share: median(readings.map(coreShare)) };
    writeFileSync(FILE, JSON.stringify([...previous, run].slice(-KEPT)));
  } catch {
    /* a read-only checkout: the next run is judged by its own readings */
  }
}
