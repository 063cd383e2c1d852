import { promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  inspectProcess,
  isLive,
  isPostgresOf,
  leftoverProcesses,
  postmasterPidFile,
  readPostmasterLock,
  signal,
  sleep,
} from './embedded-process.js';

/**
 * What to do about the PostgreSQL an earlier run left on the data folder, so that `npm start` comes
 * back by itself after any crash (a `kill -9` of the app's process group, of the app alone, of the
 * postmaster alone, a power cut):
 *
 * - no postmaster.pid, or one naming a process that is gone, a zombie or another program: the lock
 *   is stale. Wait for (and if need be kill) backends still attached to the folder, remove the lock,
 *   start afresh. PostgreSQL would refuse to start over a lock whose pid is a zombie or was reused,
 *   and over shared memory that old backends still hold.
 * - a live postmaster of this folder that answers a query: use it. When the app that started it is
 *   gone, this run takes it over and stops it on shutdown; when that app still runs, share it.
 * - a live postmaster that does not answer in time (still dying, stuck): stop it, then start afresh.
 *
 * The server's Unix socket lives in a folder of its own data folder's (embedded.ts), and a crash
 * leaves its lock file there (clearStaleSocketLocks).
 */

export interface EarlierServer {
  pid: number;
  port: number;
}

export interface SettleOptions {
  /** How long a live postmaster may take to answer (crash recovery, start-up) before we stop it. */
  answerWithinMs?: number;
  /** How long backends of a dead postmaster may take to notice and exit before we kill them. */
  leftoverGraceMs?: number;
}

/** Connects and runs `select 1`: the only proof that a server is really serving. */
export async function canQuery(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function settleEarlierServer(
  pgData: string,
  urlFor: (port: number) => string,
  log: (line: string) => void,
  options: SettleOptions = {},
): Promise<EarlierServer | null> {
  const answerWithinMs = options.answerWithinMs ?? 30_000;
  const leftoverGraceMs = options.leftoverGraceMs ?? 3_000;
  const escalation: NodeJS.Signals[] = ['SIGINT', 'SIGQUIT', 'SIGKILL'];
  let sent = 0;
  let deadline = Date.now() + answerWithinMs;
  let leftoversSince: number | null = null;
  let killedLeftovers = false;
  let waitingSaid = false;

  for (;;) {
    const lock = readPostmasterLock(pgData);
    if (!lock || !isPostgresOf(inspectProcess(lock.pid), pgData)) {
      const leftovers = leftoverProcesses(pgData);
      if (leftovers.length === 0) {
        if (lock) {
          log(`Removing the stale postmaster.pid of PostgreSQL process ${lock.pid}, which is no longer running`);
          await fs.rm(postmasterPidFile(pgData), { force: true });
        }
        return null;
      }
      // Backends of a postmaster that was killed on its own exit once they notice; give them a moment.
      leftoversSince ??= Date.now();
      const waited = Date.now() - leftoversSince;
      if (waited >= leftoverGraceMs && !killedLeftovers) {
        log(`Killing ${leftovers.length} leftover process(es) of a stopped PostgreSQL: ${leftovers.join(', ')}`);
        for (const pid of leftovers) signal(pid, 'SIGKILL');
        killedLeftovers = true;
      } else if (waited >= leftoverGraceMs + 10_000) {
        throw new Error(`Processes ${leftovers.join(', ')} of an earlier PostgreSQL still hold ${pgData} and cannot be stopped`);
      }
      await sleep(100);
      continue;
    }
    leftoversSince = null;

    if (lock.status !== 'stopping' && lock.port && (await canQuery(urlFor(lock.port)))) return { pid: lock.pid, port: lock.port };

    if (!waitingSaid) {
      log(`PostgreSQL process ${lock.pid} still holds ${pgData} (${lock.status || 'starting'}); waiting for it`);
      waitingSaid = true;
    }
    if (Date.now() >= deadline) {
      if (sent >= escalation.length) {
        throw new Error(`PostgreSQL process ${lock.pid} holds ${pgData}, does not answer and cannot be stopped`);
      }
      const sig = escalation[sent++]!;
      log(`PostgreSQL process ${lock.pid} does not answer: sending it ${sig}`);
      signal(lock.pid, sig);
      deadline = Date.now() + (sig === 'SIGINT' ? 15_000 : 5_000);
    }
    await sleep(200);
  }
}

/**
 * Removes the socket lock files (.s.PGSQL.<port>.lock) in `socketDir` that no live PostgreSQL of
 * this data folder holds: a crashed postmaster leaves its own, and PostgreSQL refuses to start over
 * one whose pid now belongs to another program, as over a stale postmaster.pid. Called once no
 * postmaster of the folder runs (settleEarlierServer said so); a lock of one that started since (a
 * second instance at the same moment) is left, and that start then finds the server.
 */
export async function clearStaleSocketLocks(socketDir: string, pgData: string, log: (line: string) => void): Promise<void> {
  for (const name of await fs.readdir(socketDir).catch(() => [] as string[])) {
    const port = /^\.s\.PGSQL\.(\d+)\.lock$/.exec(name)?.[1];
    if (!port) continue;
    const lockFile = path.join(socketDir, name);
    const pid = Number((await fs.readFile(lockFile, 'utf8').catch(() => '')).split('\n')[0]);
    if (pid > 0 && isPostgresOf(inspectProcess(pid), pgData)) continue;
    log(`Removing the stale socket lock of PostgreSQL process ${pid || 'unknown'} (port ${port})`);
    await fs.rm(lockFile, { force: true });
    await fs.rm(path.join(socketDir, `.s.PGSQL.${port}`), { force: true });
  }
}

/** Stops a postmaster this process did not spawn (one taken over from an earlier run). */
export async function stopPostmaster(pid: number, pgData: string): Promise<void> {
  for (const [sig, waitMs] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    signal(pid, sig);
    const until = Date.now() + waitMs;
    while (Date.now() < until) {
      if (!isPostgresOf(inspectProcess(pid), pgData)) return;
      await sleep(100);
    }
  }
}

interface Owner {
  pid: number;
  startedAt: string;
}

const ownerFile = (dataDir: string) => path.join(dataDir, 'pg-owner.json');

/** Records that this process runs the data folder's PostgreSQL and stops it on shutdown. */
export async function claimOwnership(dataDir: string): Promise<void> {
  const owner: Owner = { pid: process.pid, startedAt: inspectProcess(process.pid)?.startedAt ?? '' };
  await fs.writeFile(ownerFile(dataDir), JSON.stringify(owner), { mode: 0o644 });
}

/** The pid of another live app process that runs the data folder's PostgreSQL, if any. */
export function liveOwner(dataDir: string): number | null {
  let owner: Owner;
  try {
    owner = JSON.parse(readFileSync(ownerFile(dataDir), 'utf8')) as Owner;
  } catch {
    return null;
  }
  if (owner.pid === process.pid) return null;
  const info = inspectProcess(owner.pid);
  // The same pid with another start time is a later program that was given the dead owner's pid.
  if (!isLive(info) || (owner.startedAt && info.startedAt && owner.startedAt !== info.startedAt)) return null;
  return owner.pid;
}
