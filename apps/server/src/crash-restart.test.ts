import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@charter/db';

/**
 * `npm start` comes back by itself after a crash: the real server (main.ts, with its embedded
 * PostgreSQL in a data folder of its own) runs in a process group of its own, is killed with
 * `kill -9` five times in a row and started again at once; every start answers GET /healthz.
 * Most crashes kill the whole group (the postmaster is left a zombie until the system reaps it);
 * one kills the app alone, leaving its PostgreSQL running for the next start to take over.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
}

async function startServer(dataDir: string): Promise<Running> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: '0', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL; // the embedded database, whatever the test run uses
  // The server as `npm start` runs it, from its sources (tsx) so the test needs no build first.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    detached: true, // a process group of its own, as `setsid` gives
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const running = { child, port, output: () => output };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}:\n${output}`);
    const res = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
    if (res?.status === 200) return running;
    await new Promise((r) => setTimeout(r, 250));
  }
  process.kill(-child.pid!, 'SIGKILL');
  throw new Error(`the server did not answer /healthz within 60 s:\n${output}`);
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

function postmasterPid(dataDir: string): number | null {
  try {
    return Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
}

// The server under test always runs on its embedded database (npm start's default), whatever
// database the run uses: a run on DATABASE_URL would repeat the embedded run's test to the letter.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the server after kill -9', () => {
  let dataDir = '';
  const groups: number[] = [];

  afterAll(async () => {
    for (const pgid of groups) {
      try {
        process.kill(-pgid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
    // A PostgreSQL this test's servers started and left running (the test failed half-way).
    const pid = dataDir ? postmasterPid(dataDir) : null;
    if (pid) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('comes back after five crashes in a row', { timeout: 180_000 }, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'charter-crash-'));
    // Under root the embedded server runs as the postgres user, which must be able to enter it.
    await chmod(dataDir, 0o755);
    const crashes = ['group', 'group', 'app alone', 'group', 'group'] as const;

    for (let round = 0; round <= crashes.length; round++) {
      const server = await startServer(dataDir);
      groups.push(server.child.pid!);
      const health = await fetch(`http://127.0.0.1:${server.port}/healthz`);
      expect(health.status).toBe(200);
      if (crashes[round - 1] === 'app alone') expect(server.output()).toContain('Taking over the embedded PostgreSQL');

      const crash = crashes[round];
      if (!crash) {
        // A clean stop stops the PostgreSQL this run took over, too.
        process.kill(-server.child.pid!, 'SIGTERM');
        await exited(server.child);
        expect(server.child.exitCode).toBe(0);
        expect(postmasterPid(dataDir)).toBeNull();
        break;
      }
      if (crash === 'group') process.kill(-server.child.pid!, 'SIGKILL');
      else process.kill(server.child.pid!, 'SIGKILL');
      await exited(server.child);
    }
  });
});
