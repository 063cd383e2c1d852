import { spawn, type ChildProcess } from 'node:child_process';
import type { ProcessRole } from '../lifecycle/role.js';

export interface InstanceSpec {
  /** web1, web2, worker1 ...: the name HAProxy's config and the logs use. */
  name: string;
  role: Exclude<ProcessRole, 'all'>;
  port: number;
  /** Added to this process's environment (DATABASE_URL, TRUST_PROXY, SMTP_HOST ...). */
  env: Record<string, string>;
}

/** How long an instance may take from spawn to a 200 on /readyz (the first one migrates and seeds). */
const START_TIMEOUT_MS = 120_000;
/** The output kept for a failure's message. */
const KEPT_OUTPUT = 20_000;

/**
 * One server process of the cluster (main.js in the role its spec gives), started, stopped
 * with a signal, or killed. Its output goes to `onLine` and the last of it is kept.
 */
export class Instance {
  private child: ChildProcess | null = null;
  private exit: Promise<number | null> = Promise.resolve(null);
  private kept = '';

  constructor(
    readonly spec: InstanceSpec,
    private readonly mainScript: string,
    private readonly onLine: (name: string, line: string) => void = () => {},
  ) {}

  get name(): string {
    return this.spec.name;
  }

  get url(): string {
    return `http://127.0.0.1:${this.spec.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The last of what it printed. */
  get output(): string {
    return this.kept;
  }

  /** Resolves with the exit code (null when killed by a signal) once the process has exited. */
  get exited(): Promise<number | null> {
    return this.exit;
  }

  /** Spawns the process and waits for its /readyz to answer 200. */
  async start(): Promise<void> {
    if (this.running) throw new Error(`${this.name} is already running`);
    const child = spawn(process.execPath, [this.mainScript], {
      env: { ...process.env, ...this.spec.env, PROCESS_ROLE: this.spec.role, PORT: String(this.spec.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.exit = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    let partial = '';
    const onData = (d: Buffer) => {
      const text = d.toString();
      this.kept = (this.kept + text).slice(-KEPT_OUTPUT);
      const lines = (partial + text).split('\n');
      partial = lines.pop()!;
      for (const line of lines) this.onLine(this.name, line);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);

    const started = Date.now();
    const deadline = started + START_TIMEOUT_MS;
    for (;;) {
      if (!this.running) throw new Error(`${this.name} exited while starting:\n${this.kept}`);
      const res = await fetch(`${this.url}/readyz`).catch(() => null);
      if (res?.status === 200) {
        this.onLine(this.name, `ready ${((Date.now() - started) / 1000).toFixed(1)} s after it was started`);
        return;
      }
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`${this.name} was not ready within ${START_TIMEOUT_MS / 1000} s:\n${this.kept}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** Sends `signal` (SIGTERM: drain and stop) and waits for the exit code. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    if (!this.running) return this.exit;
    this.child!.kill(signal);
    return this.exit;
  }

  /** kill -9: no drain, nothing finished. */
  async kill(): Promise<void> {
    await this.stop('SIGKILL');
  }
}
