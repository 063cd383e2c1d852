interface Waiting<I, O> {
  item: I;
  resolve: (out: O) => void;
  reject: (err: unknown) => void;
}

export interface BatchOptions {
  /** At most this many items in one call of `run`. */
  max?: number;
  /**
   * When a call of several items fails, run each of them again alone, so that each gets its own
   * answer or its own error rather than another item's (bids: ADR 0036). Off, every item of the
   * call gets the call's error.
   */
  aloneAfterFailure?: boolean;
}

/**
 * Work that goes to the database better together than one at a time (one statement, one commit and
 * one round trip for many: ADRs 0035 and 0036), gathered by key. The items added for a key in one
 * turn of the event loop, or while that key's call is under way, go together in its next call of
 * `run`; a key has one call under way at a time, and keys go side by side. `run` answers each item,
 * in order.
 */
export class Batches<K, I, O> {
  /** The items waiting per key; a key has an entry exactly while its calls are under way or about to be. */
  private readonly queues = new Map<K, Waiting<I, O>[]>();

  constructor(
    private readonly run: (key: K, items: I[]) => Promise<O[]>,
    private readonly options: BatchOptions = {},
  ) {}

  add(key: K, item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      const waiting = this.queues.get(key);
      if (waiting) {
        waiting.push({ item, resolve, reject });
        return;
      }
      const queue = [{ item, resolve, reject }];
      this.queues.set(key, queue);
      setImmediate(() => void this.drain(key, queue));
    });
  }

  private async drain(key: K, queue: Waiting<I, O>[]): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.splice(0, this.options.max ?? Infinity);
      try {
        const out = await this.run(
          key,
          batch.map((w) => w.item),
        );
        batch.forEach((w, i) => w.resolve(out[i]!));
      } catch (err) {
        if (!this.options.aloneAfterFailure || batch.length === 1) {
          for (const w of batch) w.reject(err);
          continue;
        }
        for (const w of batch) {
          try {
            const [out] = await this.run(key, [w.item]);
            w.resolve(out!);
          } catch (alone) {
            w.reject(alone);
          }
        }
      }
    }
    // A key's queue lives only while it has work: when a charter's bids stop, its entry goes.
    this.queues.delete(key);
  }
}
