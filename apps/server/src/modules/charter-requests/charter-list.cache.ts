import { URGENT_HOURS, type CharterTab, type SessionUser } from '@charter/shared';
import { actorFrom } from '../../access/actor.js';
import { PARTY_CHANNEL } from '../../access/party-tables.js';
import { NotifiedCache, type NotifyFeed } from '../../realtime/notified-cache.js';
import { charterOfBidPlaced, LISTS_CHANNEL } from '../../realtime/publish.js';
import type { ListQuery } from './charter-list.query.js';
import type { CharterListService, ListEndpoint } from './charter-list.service.js';
import type { CharterPage } from './charter-types.js';

/** A list page as sent (JSON), how long it stays true with nothing written, and the charters on it. */
interface Answer {
  json: string;
  lifetimeMs: number;
  ids: string[];
}

/**
 * Which remembered pages a notification may have changed: a bid placed on a charter changes only
 * that charter's count, so only the pages showing it (any role, tab or instance); anything else (a
 * trigger's table name, a party's record) may change any page's rows, order or total, so all.
 */
export function pagesChangedBy(channel: string, payload: string): 'all' | ((a: Answer) => boolean) {
  const charter = channel === LISTS_CHANNEL ? charterOfBidPlaced(payload) : null;
  return charter === null ? 'all' : (a) => a.ids.includes(charter);
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
 * call. The announcement of a bid placed drops the pages showing its charter (pagesChangedBy, ADR
 * 0052); every other notification on LISTS_CHANNEL (a write to charters, sectors, bids, workflow
 * states or availability marks: triggers of migration 0019) or PARTY_CHANNEL (names, an operator's
 * filters, a client's flags) drops every page. A page is believed only after the change feed's barrier, so a
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
            // key too, and the entry's own objects.
            weigh: (a, key) => 2 * (key.length + a.json.length) + 256,
            lifetimeOf: (a) => a.lifetimeMs,
          })
        : null;
  }

  /** The page as JSON text, remembered or read now. */
  async json(user: SessionUser, endpoint: ListEndpoint, tab: CharterTab, q: ListQuery): Promise<string> {
    const actor = actorFrom(user);
    const read = async (): Promise<Answer> => {
      const now = new Date();
      const page = await this.lists.list(actor, endpoint, tab, q, now);
      // Counted from `now`, before the read, as the cache counts from the read's start.
      return {
        json: JSON.stringify(page),
        lifetimeMs: pageLifetimeMs(page, now.getTime()),
        ids: page.items.map((i) => i.id),
      };
    };
    if (!this.pages) return (await read()).json;
    return (await this.pages.get(JSON.stringify([endpoint, tab, actor, q]), read))!.json;
  }

  close(): void {
    this.pages?.close();
  }
}
