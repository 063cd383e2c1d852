import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * What the embedded-database manager needs to know about other processes: is the PostgreSQL named
 * in a data folder's postmaster.pid really alive and really serving that folder, and is any old
 * server process still attached to it. After a `kill -9` of the app's process group the pid in
 * postmaster.pid can be a zombie (its parent died with it and nobody has reaped it yet), a pid the
 * kernel has since given to another program, or a postmaster still dying; `kill(pid, 0)` says
 * "alive" to all three, which is why the manager does not rely on it.
 */

export interface ProcessInfo {
  pid: number;
  /** One letter as in ps: R, S, D, T, Z (zombie), X (dead), ... */
  state: string;
  /** When the process started, in the kernel's clock ticks since boot ('' where unknown). */
  startedAt: string;
  cmdline: string[];
  /** Its working directory, where the system lets us read it (Linux /proc). */
  cwd: string | null;
}

export interface PostmasterLock {
  pid: number;
  dataDir: string;
  port: number | null;
  /** starting, stopping, ready or standby (PostgreSQL 10+); '' when not written yet. */
  status: string;
}

const hasProc = existsSync('/proc/self/stat');

/** The process's state, or null when there is no such process. */
export function inspectProcess(pid: number): ProcessInfo | null {
  if (!Number.isInteger(pid) || pid <= 0) return null;
  if (hasProc) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command name may contain spaces and parentheses: the fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      let cwd: string | null = null;
      try {
        cwd = readlinkSync(`/proc/${pid}/cwd`);
      } catch {
        /* another user's process, or a zombie */
      }
      return { pid, state: fields[0] ?? '?', startedAt: fields[19] ?? '', cmdline, cwd };
    } catch {
      return null;
    }
  }
  try {
    const out = execFileSync('ps', ['-o', 'stat=', '-o', 'command=', '-p', String(pid)], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    if (!out) return null;
    const [stat = '?', ...command] = out.split(/\s+/);
    return { pid, state: stat.charAt(0), startedAt: '', cmdline: command, cwd: null };
  } catch {
    return null;
  }
}

/** Running, not a zombie and not already dead. */
export function isLive(info: ProcessInfo | null): info is ProcessInfo {
  return info !== null && info.state !== 'Z' && info.state !== 'X' && info.state !== 'x';
}

function realpathOr(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return path.resolve(p);
  }
}

/**
 * Is this a live PostgreSQL process working on `pgData`? Every PostgreSQL process makes its data
 * folder its working directory, which is the sure test where /proc shows it; elsewhere the
 * postmaster's command line (`postgres -D <pgData> ...`) has to do.
 */
export function isPostgresOf(info: ProcessInfo | null, pgData: string): boolean {
  if (!isLive(info)) return false;
  const program = path.basename(info.cmdline[0] ?? '');
  if (!program.startsWith('postgres')) return false;
  if (info.cwd !== null) return realpathOr(info.cwd) === realpathOr(pgData);
  const d = info.cmdline.indexOf('-D');
  return d >= 0 && realpathOr(info.cmdline[d + 1] ?? '') === realpathOr(pgData);
}

export function postmasterPidFile(pgData: string): string {
  return path.join(pgData, 'postmaster.pid');
}

/** The lock PostgreSQL keeps in its data folder while it runs, or null when there is none. */
export function readPostmasterLock(pgData: string): PostmasterLock | null {
  let text: string;
  try {
    text = readFileSync(postmasterPidFile(pgData), 'utf8');
  } catch {
    return null;
  }
  const lines = text.split('\n');
  const port = Number(lines[3]);
  return {
    pid: Number(lines[0]),
    dataDir: lines[1] ?? '',
    port: Number.isInteger(port) && port > 0 ? port : null,
    status: (lines[7] ?? '').trim(),
  };
}

/**
 * Live processes other than the postmaster still attached to `pgData`: backends of a postmaster
 * that was killed on its own. They keep the old shared memory in use, so a new postmaster would
 * refuse to start until they are gone. Only where /proc shows working directories (Linux).
 */
export function leftoverProcesses(pgData: string): number[] {
  if (!hasProc) return [];
  const want = realpathOr(pgData);
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let cwd: string;
    try {
      cwd = readlinkSync(`/proc/${name}/cwd`);
    } catch {
      continue;
    }
    if (cwd !== want && realpathOr(cwd) !== want) continue;
    const info = inspectProcess(Number(name));
    if (isPostgresOf(info, pgData)) found.push(Number(name));
  }
  return found;
}

export function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    /* already gone */
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
