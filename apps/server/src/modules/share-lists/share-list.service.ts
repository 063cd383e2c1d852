import { sql, type SQL } from 'drizzle-orm';
import { SHARE_TABS, shareTabsFor, type SharePage, type ShareList, type ShareListItem, type ShareTab } from '@charter/shared';
import type { Db } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { purchasedByParty, sellerCharters, shareScope, sharesForSale } from '../../access/share-scope.js';
import { badRequest, forbidden } from '../../lib/http-errors.js';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.js';
import { SORT_KIND, type ShareListQuery } from './share-list.query.js';
import { presentShareListItem } from './share-list.presenter.js';
import { countShares, sharePage, type ShareListSpec } from './share-list.repository.js';

/**
 * Which rows a tab holds for this actor (the meaning of each tab is in
 * packages/shared/src/shares/share-lists.ts). Live is what is for sale, the same for everyone who may
 * see open charters; the others are the actor's scope (access/share-scope.ts).
 */
function tabCondition(actor: Actor, list: ShareList, tab: ShareTab): SQL {
  switch (tab) {
    case 'Live':
      return sharesForSale(actor);
    case 'Confirmed':
      return sql`cs.status = 'Confirmed' and ${shareScope(actor, list)}`;
    case 'Pending':
      return sql`cs.status = 'Pending' and cs.enabled and ${shareScope(actor, list)}`;
    case 'All':
    case 'Mine':
      return shareScope(actor, list);
    case 'PendingPurchase':
      // The buyer's waiting list and the seller's to-do: purchases its party made or must decide.
      return sql`p.status in ('New', 'Pending') and (${purchasedByParty(actor, list, 'p')} or ${sellerCharters(actor, list)})`;
  }
}

export class ShareListService {
  constructor(private readonly db: Db) {}

  /** A tab of another role is refused with the role's own tabs, so the caller knows what to ask. */
  private spec(actor: Actor, list: ShareList, tab: ShareTab, q: ShareListQuery): ShareListSpec {
    if (actor.system) throw forbidden();
    const tabs = shareTabsFor(actor.role);
    if (tabs.length === 0) throw forbidden();
    if (!tabs.includes(tab)) {
      const message = `${SHARE_TABS[tab].label} is not one of your share lists. Choose one of: ${tabs.join(', ')}.`;
      throw badRequest([message], { tab: [message] });
    }
    return {
      purchases: tab === 'PendingPurchase',
      where: tabCondition(actor, list, tab),
      query: q,
      cursor: q.cursor ? decodeCursor(q.cursor, SORT_KIND[q.sort]) : null,
    };
  }

  async list(actor: Actor, list: ShareList, tab: ShareTab, q: ShareListQuery): Promise<SharePage> {
    const spec = this.spec(actor, list, tab, q);
    const [rows, total] = await Promise.all([sharePage(this.db, spec, q.limit), countShares(this.db, spec)]);
    const items = rows.slice(0, q.limit);
    const last = items[items.length - 1];
    return {
      items: items.map(presentShareListItem),
      nextCursor: rows.length > q.limit && last ? encodeCursor(last.sortKey, last.id) : null,
      total,
    };
  }

  /** Every row of a list in order, a page at a time (the Excel export), up to `max` rows. */
  async *all(actor: Actor, list: ShareList, tab: ShareTab, q: ShareListQuery, max: number): AsyncGenerator<ShareListItem> {
    const spec = this.spec(actor, list, tab, { ...q, cursor: undefined });
    let sent = 0;
    for (;;) {
      const batch = Math.min(1000, max - sent);
      if (batch <= 0) return;
      const rows = await sharePage(this.db, spec, batch);
      for (const row of rows.slice(0, batch)) {
        yield presentShareListItem(row);
        sent++;
      }
      if (rows.length <= batch) return;
      const last = rows[batch - 1]!;
      spec.cursor = [last.sortKey, last.id];
    }
  }
}
