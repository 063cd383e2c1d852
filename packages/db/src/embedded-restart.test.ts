import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.js';

/**
 * The embedded PostgreSQL comes back by itself after every kind of crash, five in a row, each start
 * answering `select 1`; always the embedded server, whatever DATABASE_URL says. Each crash leaves
 * postmaster.pid behind, naming in turn: a postmaster killed with a backend still connected, a
 * zombie (what a `kill -9` of the app's process group leaves until someone reaps it), a live
 * program that was given the dead postmaster's pid, and a postmaster still running whose app died.
 */

const helpers: ChildProcess[] = [];

/**
 * A process that stays alive and is not PostgreSQL, like a program that got a reused pid. Under
 * root it runs as the postgres user, as the server does: PostgreSQL takes a lock naming a process
 * it may not signal for stale, so only one of its own user's tells whether we clear the lock.
 */
function otherProgram(): number {
  const asServer =
    process.getuid?.() === 0
      ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) }
      : {};
  const child = spawn('sleep', ['60'], { stdio: 'ignore', ...asServer });
  helpers.push(child);
  return child.pid!;
}

/**
 * A zombie: a child of a process that never reaps it. `sleep 0.3` ends after bash has become
 * `sleep 60`, which does not wait for children.
 */
async function zombie(): Promise<number> {
  const child = spawn('bash', ['-c', 'sleep 0.3 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] });
  helpers.push(child);
  const pid = await new Promise<number>((resolve) => child.stdout!.once('data', (d: Buffer) => resolve(Number(d.toString().trim()))));
  for (let i = 0; i < 200 && readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]![0] !== 'Z'; i++) {
    await new Promise((r) => setTimeout(r, 20));
  }
  return pid;
}

async function rewritePid(pidFile: string, pid: number): Promise<void> {
  const lines = (await readFile(pidFile, 'utf8')).split('\n');
  lines[0] = String(pid);
  await writeFile(pidFile, lines.join('\n'));
}

// Only the embedded server is under test here, whatever database the run uses: a run on
// DATABASE_URL would repeat the embedded run's test to the letter.
describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded PostgreSQL after a crash', () => {
  const dirs: string[] = [];
  let current: EmbeddedPostgres | null = null;

  afterAll(async () => {
    await current?.stop();
    for (const h of helpers) h.kill('SIGKILL');
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('starts again after five crashes in a row', { timeout: 90_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'charter-restart-pg-'));
    dirs.push(dataDir);
    // Under root the server runs as the postgres user, which must be able to enter the folder.
    await chmod(dataDir, 0o755);
    const logs: string[] = [];
    const crashes = ['postmaster killed', 'zombie', 'pid reused', 'app died', 'postmaster killed'] as const;
    let previousPid = 0;
    // The same port every time, as `npm start` asks for (EMBEDDED_PG_PORT): a crash's socket lock
    // file then names the very socket the next start wants.
    const port = await freePort();

    for (let round = 0; round <= crashes.length; round++) {
      current = await startEmbeddedPostgres({
        dataDir,
        port,
        log: (l) => logs.push(l),
        settle: { answerWithinMs: 10_000, leftoverGraceMs: 1_000 },
      });
      if (!dirs.includes(current.dataDir)) dirs.push(current.dataDir);
      expect(current.port).not.toBe(5432);
      const pgData = path.join(current.dataDir, 'pg');
      const pidFile = path.join(pgData, 'postmaster.pid');
      const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
      // After "app died" the running server is taken over rather than replaced.
      if (crashes[round - 1] === 'app died') expect(pid).toBe(previousPid);
      previousPid = pid;

      const client = new pg.Client({ connectionString: current.url });
      client.on('error', () => {}); // the server dies under it below
      await client.connect();
      const { rows } = await client.query<{ one: number; local: boolean }>('select 1 as one, inet_client_addr() is null as local');
      expect(rows[0]!.one).toBe(1);
      // Connected through the Unix socket, not TCP (PostgreSQL has no client address for those).
      expect(rows[0]!.local).toBe(true);
      const socketLock = path.join(current.socketDir, `.s.PGSQL.${current.port}.lock`);
      expect(existsSync(socketLock)).toBe(true);

      const crash = crashes[round];
      if (!crash) {
        await client.end();
        break;
      }
      if (crash === 'app died') {
        // The server keeps running, but the app that started it is gone.
        await client.end();
        await writeFile(path.join(current.dataDir, 'pg-owner.json'), JSON.stringify({ pid: await zombie(), startedAt: '' }));
      } else {
        process.kill(pid, 'SIGKILL');
        void client.end().catch(() => {});
        // The socket's lock file names the dead postmaster as postmaster.pid does, and PostgreSQL
        // refuses to start over either when that pid is alive (a zombie, a reused pid).
        if (crash === 'zombie') {
          const z = await zombie();
          await rewritePid(pidFile, z);
          await rewritePid(socketLock, z);
        }
        if (crash === 'pid reused') {
          const other = otherProgram();
          await rewritePid(pidFile, other);
          await rewritePid(socketLock, other);
        }
        expect(existsSync(pidFile)).toBe(true);
        expect(existsSync(socketLock)).toBe(true);
      }
      current = null;
    }

    expect(logs.filter((l) => l.startsWith('Removing the stale postmaster.pid'))).toHaveLength(4);
    expect(logs.some((l) => l.startsWith('Taking over the embedded PostgreSQL'))).toBe(true);
    // The run that took the server over stopped it on shutdown: the last start found no live one.
    const last = current as EmbeddedPostgres | null;
    await last?.stop();
    current = null;
    expect(existsSync(path.join(last!.dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  });
});
