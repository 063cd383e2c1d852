import { URGENT_HOURS, type CharterTab, type SessionUser } from '@charter/shared';
import { actorFrom } from '../../access/actor.js';
import { PARTY_CHANNEL } from '../../access/party-tables.js';
import { NotifiedCache, type NotifyFeed } from '../../realtime/notified-cache.js';
import { charterOfBidPlaced, chartersOfListsChanged, LISTS_CHANNEL } from '../../realtime/publish.js';
import type { CharterKeys } from '../../access/charter-scope.js';
import type { ListQuery } from './charter-list.query.js';
import type { CharterListService, ListEndpoint } from './charter-list.service.js';
import type { CharterPage } from './charter-types.js';
import { CompressibleText } from '../../lib/compressed-answers.js';

/**
 * A list page as sent (JSON), how long it stays true with nothing written, the charters on it, and
 * whether its call and tab could take a charter with given keys (on this page or another).
 */
interface Answer {
  json: CompressibleText;
  lifetimeMs: number;
  ids: string[];
  takes: (c: CharterKeys) => boolean;
}

/**
 * Which remembered pages a notification may have changed (ADR 0052):
 * - a bid placed on a charter changes only that charter's count: the pages showing it (any role,
 *   tab or instance);
 * - a statement that wrote charters or their sectors, named with their keys before and after
 *   (migration 0036): the pages showing one of them, and the pages whose call and tab take one of
 *   them before or after (its rows, order or total may change, whatever the page's position);
 * - anything else (a table's name, a party's record) may change any page: all.
 */
export function pagesChangedBy(channel: string, payload: string): 'all' | ((a: Answer) => boolean) {
  if (channel !== LISTS_CHANNEL) return 'all';
  const charter = charterOfBidPlaced(payload);
  if (charter !== null) return (a) => a.ids.includes(charter);
  const written = chartersOfListsChanged(payload);
  if (written === null) return 'all';
  return (a) => written.some((c) => a.ids.includes(c.id) || a.takes(c));
}

/** How long before departure a charter is urgent (isUrgent, the rule presentListItem applies). */
const URGENT_MS = URGENT_HOURS * 60 * 60 * 1000;

/**
 * How long a page whose "urgent" marks were worked out at `now` stays true with nothing written:
 * until the clock turns one of them (on from URGENT_HOURS before departure, off at departure;
 * the lists' only use of the clock, on the app's clock: presentListItem).
 */
export function pageLifetimeMs(page: CharterPage, now: number): number {
  let until = Infinity;
  for (const item of page.items) {
    const departs = Date.parse(item.departTime);
    for (const turn of [departs - URGENT_MS, departs]) if (turn > now && turn < until) until = turn;
  }
  return until - now;
}

/**
 * Charter list pages remembered by this instance until something they show changes (ADR 0026).
 *
 * Keyed by the whole question: the call, the tab, the actor (user, role and parties: everything of
 * the session a list reads) and the parsed query; two users never share a page. The scope checks
 * and the viewer's rules ran when the page was read; the guard still checks the session on every
 * call. The announcement of a bid placed drops the pages showing its charter; a write to charters
 * or their sectors drops the pages showing them or whose call and tab take them (migration 0036);
 * every other notification on LISTS_CHANNEL (bids written otherwise, workflow states, availability
 * marks, a statement too big to name its charters: migration 0019) or PARTY_CHANNEL (names, an
 * operator's filters, a client's flags) drops every page (pagesChangedBy, ADR 0052). A page is believed only after the change feed's barrier, so a
 * change committed before a call shows in that call on every instance (realtime/notified-cache.ts).
 * Pages also expire when the clock turns an urgency mark and after a minute. Bounded in bytes.
 * The whole path: docs/list-cache.md.
 */
export class CharterListCache {
  private readonly pages: NotifiedCache<Answer> | null;

  constructor(
    private readonly lists: CharterListService,
    feed: NotifyFeed,
    maxMb: number,
  ) {
    this.pages =
      maxMb > 0
        ? new NotifiedCache<Answer>(feed, [LISTS_CHANNEL, PARTY_CHANNEL], {
            affected: pagesChangedBy,
            max: maxMb * 2 ** 20,
            // Memory, not characters: two bytes a character at worst (V8's two-byte strings), the
            // key too, one more a character for the page's compressed copies (brotli and gzip, made
            // when first sent; together under its size in bytes for JSON of 1 KB or more), and
            // the entry's own objects.
            weigh: (a, key) => 2 * key.length + 3 * a.json.text.length + 256,
            lifetimeOf: (a) => a.lifetimeMs,
          })
        : null;
  }

  /** The page as JSON text, remembered or read now, with its compressed copies once made. */
  async json(user: SessionUser, endpoint: ListEndpoint, tab: CharterTab, q: ListQuery): Promise<CompressibleText> {
    const actor = actorFrom(user);
    const read = async (): Promise<Answer> => {
      const now = new Date();
      const { page, takes } = await this.lists.listWithScope(actor, endpoint, tab, q, now);
      // Counted from `now`, before the read, as the cache counts from the read's start.
      return {
        json: new CompressibleText(JSON.stringify(page)),
        lifetimeMs: pageLifetimeMs(page, now.getTime()),
        ids: page.items.map((i) => i.id),
        takes,
      };
    };
    if (!this.pages) return (await read()).json;
    return (await this.pages.get(JSON.stringify([endpoint, tab, actor, q]), read))!.json;
  }

  close(): void {
    this.pages?.close();
  }
}
