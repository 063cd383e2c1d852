/**
 * A per-instance cache of database answers that are dropped when a NOTIFY says they changed, so a
 * hot call needs no query while nothing it depends on has changed (ADR 0020: sessions; ADR 0024:
 * the /me record).
 *
 * Writers NOTIFY `channel` with the changed keys (comma-separated) in the transaction that changes
 * them (triggers or the code that writes), and every instance LISTENs through its change feed. A
 * remembered answer is believed only after a round trip on that LISTEN connection that started
 * after the call arrived (feed.barrier(), shared by the calls that wait together): PostgreSQL
 * delivers to a listener every notification committed before one of its queries ahead of that
 * query's answer, so a change committed on any instance before a call is seen by that call, on
 * every instance. While the feed is not listening every call asks the database, and a reconnect
 * forgets everything (notifications sent meanwhile are lost). Entries also age out after `ttlMs`.
 *
 * Keyed by row (sessions, /me records), a notification names the keys it drops. An answer that
 * reads many rows (a charter list, ADR 0026) is keyed by the question instead, and every
 * notification on its channels drops every entry (`dropAllOnChange`).
 */
export interface NotifyFeed {
  /** Whether the LISTEN connection is up (notifications reach us). */
  readonly listening: boolean;
  /** Calls `fn` with every payload on `channel`, and with `null` after a reconnect. */
  listen(channel: string, fn: (payload: string | null) => void): () => void;
  /** True once every notification committed before this call has been heard; false when not listening. */
  barrier(): Promise<boolean>;
}

export interface NotifiedCacheOptions<V = unknown> {
  ttlMs?: number;
  /** Weight remembered at most (by default one per entry); the oldest entries are forgotten first. */
  max?: number;
  /** An entry's weight against `max`, e.g. its size in bytes (default 1). */
  weigh?: (value: V, key: string) => number;
  /** How long a value may be believed, in ms, when that is less than `ttlMs` (e.g. until what it shows depends on the clock). */
  lifetimeOf?: (value: V) => number;
  /** Every notification drops every entry: for answers keyed by question rather than by row. */
  dropAllOnChange?: boolean;
}

export class NotifiedCache<V> {
  /** Key -> the answer, until when it may be believed (ms, performance.now()) and its weight. */
  private readonly entries = new Map<string, { value: V; until: number; weight: number }>();
  private weight = 0;
  /**
   * Bumped by every change heard and every reconnect: a database answer that started before the
   * bump may predate the change, so it is not remembered.
   */
  private generation = 0;
  private readonly ttlMs: number;
  private readonly max: number;
  private readonly unlisten: (() => void)[];

  constructor(
    private readonly feed: NotifyFeed,
    channels: string | readonly string[],
    private readonly options: NotifiedCacheOptions<V> = {},
  ) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.max = options.max ?? 100_000;
    this.unlisten = (typeof channels === 'string' ? [channels] : channels).map((channel) =>
      feed.listen(channel, (payload) => (payload === null || options.dropAllOnChange ? this.clear() : this.changed(payload.split(',')))),
    );
  }

  /**
   * The answer for `key`: remembered, or read by `load` (undefined: nothing to remember, and a
   * remembered answer for the key is dropped).
   */
  async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    if (this.entries.has(key) && (await this.feed.barrier())) {
      const entry = this.entries.get(key);
      if (entry !== undefined && performance.now() < entry.until) return entry.value;
    }
    const generation = this.generation;
    const started = performance.now();
    const value = await load();
    if (value !== undefined && generation === this.generation && this.feed.listening) this.remember(key, value, started);
    else if (value === undefined) this.forget(key);
    return value;
  }

  /** Keys that changed (heard on the channel). */
  changed(keys: string[]): void {
    this.generation++;
    for (const key of keys) this.forget(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.weight = 0;
  }

  close(): void {
    for (const unlisten of this.unlisten) unlisten();
    this.clear();
  }

  /** Counted from when the load started: what it read is at least that old. */
  private remember(key: string, value: V, started: number): void {
    const weight = this.options.weigh?.(value, key) ?? 1;
    const lifetime = Math.min(this.ttlMs, this.options.lifetimeOf?.(value) ?? Infinity);
    this.forget(key);
    if (weight > this.max || !(lifetime > 0)) return;
    this.entries.set(key, { value, until: started + lifetime, weight });
    this.weight += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.weight <= this.max) break;
      this.entries.delete(oldest);
      this.weight -= entry.weight;
    }
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }
}
