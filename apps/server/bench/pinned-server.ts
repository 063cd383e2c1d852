import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * On a machine with two cores or more (and util-linux's taskset), the server under test runs on
 * core 0 and the bench's load generator on core 1, so neither steals the other's time and the
 * ratios compare servers, not the scheduler. PostgreSQL is left where the system puts it.
 */
export const PINNING = os.cpus().length >= 2 && hasTaskset();

/** Moves this process (all its threads) to core 1, or back to every core. */
export function pinLoadGenerator(on: boolean): void {
  if (!PINNING) return;
  const cores = on ? '1' : `0-${os.cpus().length - 1}`;
  execFileSync('taskset', ['-a', '-p', '-c', cores, String(process.pid)], { stdio: 'ignore' });
}

export interface PinnedServer {
  base: string;
  pid: number;
  stop: () => Promise<void>;
}

/**
 * Starts bench/serve.ts (BENCH_SERVE=hello or app) in a child process, on core 0 when pinning
 * (`pinned: false`: wherever the system puts it, as the cluster line's instances run).
 */
export async function startPinnedServer(
  kind: 'hello' | 'app',
  env: Record<string, string> = {},
  { pinned = true }: { pinned?: boolean } = {},
): Promise<PinnedServer> {
  // BENCH_CPU_PROF=<folder>: the application writes a V8 CPU profile there when it stops.
  const prof = kind === 'app' && process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // BENCH_APP_NODE_FLAGS: Node or V8 flags to try on the application (e.g. "--max-semi-space-size=32").
  const flags = kind === 'app' ? (process.env.BENCH_APP_NODE_FLAGS?.split(' ').filter(Boolean) ?? []) : [];
  const node = [process.execPath, ...prof, ...flags, '--import', 'tsx', SERVE];
  const [cmd, ...args] = PINNING && pinned ? ['taskset', '-c', '0', ...node] : node;
  // The application scavenges on its main thread, as the bench's figures since ADR 0033 were
  // measured: pinned to one core with PostgreSQL busy on the other, the GC's helper threads wait
  // for a core. GC_SCAVENGE_ON_MAIN_THREAD=0 in the bench's environment measures the default.
  const child: ChildProcess = spawn(cmd!, args, {
    env: { GC_SCAVENGE_ON_MAIN_THREAD: '1', ...process.env, ...env, BENCH_SERVE: kind },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`bench server (${kind}) exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.send('stop');
      }),
  };
}

/**
 * CPU seconds a process has used (user + system, all its threads; Linux /proc), NaN elsewhere.
 * CPU per call is what a busy shared machine disturbs least: calls/s drop when other work takes
 * the core, the CPU one call needs hardly changes.
 */
export function cpuSeconds(pid: number): number {
  const { user, system } = cpuUserSystemSeconds(pid);
  return user + system;
}

/** The same, user and system apart (NaN when the process is gone). */
export function cpuUserSystemSeconds(pid: number): { user: number; system: number } {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
  } catch {
    return { user: NaN, system: NaN };
  }
}

/** Each PostgreSQL process's title (`postgres: checkpointer`, `postgres: user db [local] idle`...) and CPU seconds so far. */
export function postgresProcesses(): Map<number, { title: string; cpu: number }> {
  const out = new Map<number, { title: string; cpu: number }>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      out.set(Number(pid), { title, cpu: cpuSeconds(Number(pid)) || 0 });
    } catch {
      /* gone meanwhile */
    }
  }
  return out;
}

type PostgresProcesses = ReturnType<typeof postgresProcesses>;

/**
 * The CPU seconds each PostgreSQL process used between two readings of postgresProcesses(), by
 * title without "postgres: ": a bid's cost in the database, beside the server's. A process that
 * started in between counts whole; one that ended in between is left out, where a sum of all
 * processes' CPU before and after would have lost what it had used before (the pool's connection
 * that vacuumed the database, closed when idle during the next round, took ~800 us per bid of
 * that round with it).
 */
export function postgresCpuSince(
  before: PostgresProcesses,
  after: PostgresProcesses,
): { title: string; postmaster: boolean; cpu: number }[] {
  return [...after].map(([pid, p]) => ({
    title: p.title.replace(/^postgres: /, ''),
    postmaster: !p.title.startsWith('postgres: '),
    cpu: p.cpu - (before.get(pid)?.cpu ?? 0),
  }));
}

/** The whole machine's CPU seconds so far from /proc/stat: busy (all but idle and iowait), iowait and steal. */
export function machineCpuSeconds(): { busy: number; iowait: number; steal: number } {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const [user, nice, system, , iowait, irq, softirq, steal] = f as [number, number, number, number, number, number, number, number];
    return { busy: (user + nice + system + irq + softirq) / 100, iowait: iowait / 100, steal: steal / 100 };
  } catch {
    return { busy: NaN, iowait: NaN, steal: NaN };
  }
}
