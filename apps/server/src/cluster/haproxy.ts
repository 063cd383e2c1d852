import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const HAPROXY_MISSING =
  'HAProxy is not installed (the cluster puts it in front of the web instances). On Debian or Ubuntu: ' +
  'apt-get install haproxy (.ci/run installs it); elsewhere, put haproxy on the PATH or set HAPROXY_BIN.';

/** The haproxy program: HAPROXY_BIN, else the first on PATH (and /usr/sbin, where Debian puts it). */
export function findHaproxy(): string | null {
  const candidates = process.env.HAPROXY_BIN
    ? [process.env.HAPROXY_BIN]
    : [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin']
        .filter(Boolean)
        .map((d) => path.join(d, 'haproxy'));
  for (const file of candidates) {
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      /* not here */
    }
  }
  return null;
}

/** One row of `show stat` for a server: its state as the health checks see it and its sessions. */
export interface ServerStat {
  backend: string;
  server: string;
  /** UP, DOWN, MAINT, DRAIN, "UP 1/2" (rising), "DOWN 1/2" (falling) ... */
  status: string;
  /** Sessions open now (requests under way, live-update streams). */
  current: number;
  /** Sessions since start. */
  total: number;
}

/**
 * HAProxy in the foreground with deploy/haproxy.cfg; `env` fills the file's variables
 * (CHARTER_BIND, CHARTER_WEB1/2, CHARTER_HAPROXY_SOCKET). The admin socket answers `show stat`.
 */
export class Haproxy {
  private child: ChildProcess | null = null;
  private kept = '';

  constructor(
    private readonly binary: string,
    private readonly configFile: string,
    private readonly env: Record<string, string>,
    private readonly onLine: (line: string) => void = () => {},
  ) {}

  get output(): string {
    return this.kept;
  }

  get socket(): string {
    return this.env.CHARTER_HAPROXY_SOCKET!;
  }

  async start(): Promise<void> {
    const child = spawn(this.binary, ['-db', '-f', this.configFile], {
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (d: Buffer) => (this.kept = (this.kept + d.toString()).slice(-20_000));
    // Its log (the config's `log stdout`): servers going down and up. Its stderr repeats those
    // as warnings; it is kept for the message when it fails to start.
    child.stdout!.on('data', (d: Buffer) => {
      keep(d);
      for (const line of d.toString().split('\n')) if (line.trim()) this.onLine(line);
    });
    child.stderr!.on('data', keep);
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`haproxy exited with code ${child.exitCode}:\n${this.kept}`);
      if (await this.stats().catch(() => null)) return;
      if (Date.now() > deadline) throw new Error(`haproxy did not open its admin socket within 10 s:\n${this.kept}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Stops at once (open streams are cut; the clients reconnect to whatever comes next). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }

  /** A command on the admin socket, its answer as text. */
  command(line: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const sock = net.connect(this.socket);
      let answer = '';
      sock.setTimeout(5000, () => sock.destroy(new Error(`haproxy's socket did not answer "${line}"`)));
      sock.on('data', (d) => (answer += d.toString()));
      sock.on('error', reject);
      sock.on('close', () => resolve(answer));
      sock.end(`${line}\n`);
    });
  }

  /** The servers of every backend, from `show stat`. */
  async stats(): Promise<ServerStat[]> {
    const [header, ...rows] = (await this.command('show stat')).trim().split('\n');
    const names = header!.replace(/^# /, '').split(',');
    const at = (field: string) => names.indexOf(field);
    return rows
      .map((r) => r.split(','))
      .filter((f) => f[at('svname')] !== 'FRONTEND' && f[at('svname')] !== 'BACKEND')
      .map((f) => ({
        backend: f[at('pxname')]!,
        server: f[at('svname')]!,
        status: f[at('status')]!,
        current: Number(f[at('scur')]),
        total: Number(f[at('stot')]),
      }));
  }

  /** Waits until the health checks have `server` in `status` (UP once its /readyz passed twice; DOWN). */
  async waitFor(server: string, status: 'UP' | 'DOWN', timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const s = (await this.stats()).find((r) => r.server === server);
      if (s?.status === status) return;
      if (Date.now() > deadline) throw new Error(`haproxy did not see ${server} ${status} within ${timeoutMs} ms (it is ${s?.status})`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
