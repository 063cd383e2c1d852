/**
 * A job that wakes every `pollMs` and works through what is due in passes of at most `batch` rows,
 * each pass its own transaction claiming rows with FOR UPDATE SKIP LOCKED (so every server instance
 * may run it and nothing that matters lives in memory). A subclass says what one pass does.
 */
export abstract class PollingJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly name: string,
    protected readonly log: { error: (obj: unknown, msg: string) => void },
    private readonly pollMs: number,
    protected readonly batch: number,
  ) {}

  /**
   * One pass: how many rows it claimed (fewer than `batch` means nothing more is due now) and how
   * many it acted on (what run() answers).
   */
  protected abstract pass(): Promise<{ claimed: number; done: number }>;

  start(): void {
    void this.run();
    this.timer = setInterval(() => void this.run(), this.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => {});
  }

  /** Works through everything due now; answers how many rows were acted on. One run at a time. */
  async run(): Promise<number> {
    if (this.running) return this.running;
    this.running = (async () => {
      let total = 0;
      try {
        for (;;) {
          if (this.stopped) break;
          const { claimed, done } = await this.pass();
          total += done;
          if (claimed < this.batch) break;
        }
      } catch (err) {
        this.log.error({ err }, `${this.name} failed`);
      }
      return total;
    })();
    try {
      return await this.running;
    } finally {
      this.running = null;
    }
  }
}
