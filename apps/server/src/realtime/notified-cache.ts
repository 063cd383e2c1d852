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
 * reads many rows (a charter list, ADR 0026) is keyed by the question instead, and a notification
 * drops every entry (`dropAllOnChange`) or, when `affected` can tell from its payload, only the
 * entries it may have changed (ADR 0052).
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
  /**
   * For answers keyed by question: which entries a notification on `channel` may have changed,
   * 'all' or a test of an entry's value (only those it holds for are dropped, and an answer read
   * while it was heard is remembered only if it does not hold for it). Takes precedence over
   * dropAllOnChange.
   */
  affected?: (channel: string, payload: string) => 'all' | ((value: V) => boolean);
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
  /** Numbers the selective changes heard (`affected`), so a load knows which came during it. */
  private selective = 0;
  /** The selective changes heard while some load was in flight, numbered; emptied when none is. */
  private heard: { n: number; drops: (value: V) => boolean }[] = [];
  private loading = 0;
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
      feed.listen(channel, (payload) => this.heardOn(channel, payload)),
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
    const selective = this.selective;
    const started = performance.now();
    this.loading++;
    let value: V | undefined;
    try {
      value = await load();
    } finally {
      this.loading--;
    }
    if (
      value !== undefined &&
      generation === this.generation &&
      this.feed.listening &&
      !this.heard.some((h) => h.n > selective && h.drops(value))
    )
      this.remember(key, value, started);
    else if (value === undefined) this.forget(key);
    if (this.loading === 0) this.heard = [];
    return value;
  }

  private heardOn(channel: string, payload: string | null): void {
    if (payload === null) return this.clear();
    const affected = this.options.affected?.(channel, payload) ?? (this.options.dropAllOnChange ? 'all' : null);
    if (affected === 'all') return this.clear();
    if (affected === null) return this.changed(payload.split(','));
    this.selective++;
    if (this.loading > 0) this.heard.push({ n: this.selective, drops: affected });
    for (const [key, entry] of this.entries) if (affected(entry.value)) this.forget(key);
  }

  /** Keys that changed (heard on the channel). */
  changed(keys: string[]): void {
    this.generation++;
    for (const key of keys) this.forget(key);
  }

  clear(): void {
    this.generation++;
    this.heard = [];
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
