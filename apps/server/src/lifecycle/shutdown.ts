/** What a shutdown does, in this order; each step is set as its piece starts (main.ts). */
export const SHUTDOWN_STEPS = ['drain', 'http', 'jobs', 'changes', 'readiness', 'pool', 'database'] as const;
export type ShutdownStep = (typeof SHUTDOWN_STEPS)[number];

export interface ShutdownOptions {
  /** From the signal to exit at the longest (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  say: (line: string) => void;
  exit?: (code: number) => void;
}

/**
 * The process's way out, for SIGTERM and SIGINT and for a failed start. The signal handlers are
 * installed before anything starts, so a signal at any moment stops what runs, the embedded
 * PostgreSQL last, instead of leaving it behind. A step that has not finished when the time is up
 * is named and abandoned: the process exits with code 1 rather than hang past what an orchestrator
 * waits before it kills.
 */
export class Shutdown {
  private readonly steps = new Map<ShutdownStep, () => Promise<unknown>>();
  private begun = false;
  private readonly exit: (code: number) => void;

  constructor(private readonly options: ShutdownOptions) {
    this.exit = options.exit ?? ((code) => process.exit(code));
  }

  /** True once a signal (or a failed start) began the shutdown: start nothing more. */
  get started(): boolean {
    return this.begun;
  }

  set(step: ShutdownStep, run: () => Promise<unknown>): void {
    this.steps.set(step, run);
  }

  /**
   * Runs the steps set so far, in SHUTDOWN_STEPS order, then exits with `code`. `drain: false`
   * skips the drain (a failed start, SIGINT): nobody waits for this process to hand over.
   */
  async run(why: string, { code = 0, drain = true }: { code?: number; drain?: boolean } = {}): Promise<void> {
    if (this.begun) return;
    this.begun = true;
    const started = Date.now();
    this.options.say(`${why}: stopping`);
    let current: ShutdownStep | null = null;
    const timer = setTimeout(() => {
      this.options.say(`${why}: still stopping "${current}" after ${this.options.timeoutMs} ms; exiting`);
      this.exit(1);
    }, this.options.timeoutMs);
    for (const name of SHUTDOWN_STEPS) {
      const step = this.steps.get(name);
      if (!step || (name === 'drain' && !drain)) continue;
      current = name;
      await step().catch((err: unknown) => this.options.say(`${why}: ${name} failed to stop: ${String(err)}`));
    }
    clearTimeout(timer);
    this.options.say(`${why}: stopped in ${Date.now() - started} ms`);
    this.exit(code);
  }
}
