import type { Db, Tx } from '@charter/db';
import { SYSTEM } from '../access/actor.js';
import type { ChangeFeed } from '../realtime/change-feed.js';
import { transition, type TransitionRequest } from '../workflow/engine.js';
import { claimEndedBidding, claimFlown, msUntilNextBiddingEnd } from './charter-deadlines.js';

export interface CharterJobsOptions {
  /** The longest wait between runs: what covers restarts, missed wake-ups and retries. */
  pollMs?: number;
  /** Charters claimed per transaction. */
  batch?: number;
}

export interface RunSummary {
  closed: number;
  finished: number;
  failed: number;
}

interface Log {
  error: (obj: unknown, msg: string) => void;
}

/**
 * The charter clock: closes bidding when its time is up (Live -> Approved with bids, else Closed)
 * and finishes confirmed charters once the last sector has flown (Confirmed -> Finished), both
 * through the workflow engine as the System, so the timeline, e-mails and change events are the
 * same as for a person's action.
 *
 * Nothing lives in memory that matters: the due rows are found in the database every run and
 * claimed with FOR UPDATE SKIP LOCKED, so every instance may run this and each charter moves once.
 * A run happens at the latest every `pollMs`, earlier when a charter's bidding end comes up (a timer
 * set from the database after each run) or when a charter changes (the change feed: a charter that
 * just went live or had its bidding extended moves the timer).
 */
export class CharterJobs {
  private readonly pollMs: number;
  private readonly batch: number;
  private timer: NodeJS.Timeout | null = null;
  private wakeTimer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private running: Promise<RunSummary> | null = null;
  private scheduling: Promise<void> | null = null;
  private again = false;
  /** Started: runs keep being scheduled. Stopped: for good. */
  private started = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: Log,
    options: CharterJobsOptions = {},
    private readonly changes?: ChangeFeed,
  ) {
    this.pollMs = options.pollMs ?? 15_000;
    this.batch = options.batch ?? 20;
  }

  start(): void {
    this.started = true;
    this.unsubscribe =
      this.changes?.subscribe((event) => {
        if (event.kind === 'resync' || event.change.entity === 'CharterRequest') this.wake();
      }) ?? null;
    void this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    for (const t of [this.timer, this.wakeTimer]) if (t) clearTimeout(t);
    await this.running?.catch(() => {});
    await this.scheduling;
  }

  /** A run soon; wake-ups that come together fold into one. */
  wake(): void {
    if (!this.started || this.stopped || this.wakeTimer) return;
    this.wakeTimer = setTimeout(() => {
      this.wakeTimer = null;
      void this.run();
    }, 100);
  }

  /**
   * Moves every due charter, then (once started) sets the timer. A run asked for while one is
   * going makes that one go round again, so nothing that became due in between waits for the poll.
   */
  async run(): Promise<RunSummary> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      const total: RunSummary = { closed: 0, finished: 0, failed: 0 };
      try {
        do {
          this.again = false;
          const pass = await this.pass();
          total.closed += pass.closed;
          total.finished += pass.finished;
          total.failed += pass.failed;
        } while (this.again && !this.stopped);
      } catch (err) {
        this.log.error({ err }, 'charter jobs run failed');
      }
      return total;
    })();
    try {
      return await this.running;
    } finally {
      this.running = null;
      if (this.again && !this.stopped) void this.run();
      else {
        this.scheduling = this.schedule();
        await this.scheduling;
      }
    }
  }

  private async pass(): Promise<RunSummary> {
    const summary: RunSummary = { closed: 0, finished: 0, failed: 0 };
    const failed: string[] = [];
    for (;;) {
      if (this.stopped) return summary;
      const claimed = await this.db.transaction(async (tx) => {
        const due = await claimEndedBidding(tx, this.batch, failed);
        for (const c of due) {
          const withBids = c.bidCount > 0;
          const ok = await this.move(tx, {
            entity: 'CharterRequest',
            id: c.id,
            actionName: withBids ? 'Bidding Closed' : 'Bidding Expired',
            currentStatus: 'Live',
            newStatus: withBids ? 'Approved' : 'Closed',
            reason: 'Bidding time ended',
          });
          if (ok) summary.closed++;
          else failed.push(c.id);
        }
        return due.length;
      });
      if (claimed < this.batch) break;
    }
    for (;;) {
      if (this.stopped) return summary;
      const claimed = await this.db.transaction(async (tx) => {
        const due = await claimFlown(tx, this.batch, failed);
        for (const c of due) {
          const ok = await this.move(tx, {
            entity: 'CharterRequest',
            id: c.id,
            actionName: 'Finished',
            currentStatus: 'Confirmed',
            newStatus: 'Finished',
          });
          if (ok) summary.finished++;
          else failed.push(c.id);
        }
        return due.length;
      });
      if (claimed < this.batch) break;
    }
    summary.failed = failed.length;
    return summary;
  }

  /** One charter's transition in a savepoint, so one that fails leaves the rest of the batch alone. */
  private async move(tx: Tx, req: TransitionRequest): Promise<boolean> {
    try {
      await tx.transaction((sp) => transition(sp, SYSTEM, req));
      return true;
    } catch (err) {
      this.log.error({ err, charterId: req.id, action: req.actionName }, 'charter job could not move a charter; retrying later');
      return false;
    }
  }

  /** The next run: at the next bidding end (by the database clock), at the latest after pollMs. */
  private async schedule(): Promise<void> {
    if (!this.started || this.stopped) return;
    let delay = this.pollMs;
    try {
      const ms = await msUntilNextBiddingEnd(this.db);
      // A little past the end, so that the database's now() has reached it when the run asks.
      if (ms !== null) delay = Math.min(this.pollMs, Math.max(0, Math.ceil(ms) + 25));
    } catch (err) {
      this.log.error({ err }, 'charter jobs could not find the next bidding end');
    }
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), delay);
    this.timer.unref();
  }
}
