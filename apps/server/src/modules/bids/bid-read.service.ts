import { sql } from 'drizzle-orm';
import {
  PAST_BIDS_MESSAGES,
  isRankedBidStatus,
  isUuid,
  type BidDto,
  type BidHistoryDto,
  type PastBidsPageDto,
  type PastBidsQuery,
  type SupplierBidDto,
} from '@charter/shared';
import type { Db } from '@charter/db';
import { isClientSide, type Actor } from '../../access/actor.js';
import { RANKED_STATUSES_SQL, bidOutOfReach } from '../../access/bid-scope.js';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.js';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import { viewerOf } from '../../access/viewer.js';
import { charterVisibleTo, findBidById, findBids, findSupplierBidsPage, supplierExists } from './bid-read.repository.js';
import { presentBid, presentHistory, presentSupplierBid } from './bid.presenter.js';

const BY_RANK = sql`(b.status in ${RANKED_STATUSES_SQL}) desc, b.with_margin, b.time_of_bid, b.id`;

/** Reading bids: who may see which bid, and which of its money. */
export class BidReadService {
  constructor(private readonly db: Db) {}

  /** A charter's bids by rank; a supplier only its own; client roles only the competing ones. */
  async forCharter(actor: Actor, charterId: string): Promise<BidDto[]> {
    if (!isUuid(charterId)) throw notFound();
    const viewer = await viewerOf(this.db, actor);
    if (actor.role === 'Supplier') {
      const rows = await findBids(
        this.db,
        sql`b.charter_request_id = ${charterId} and b.bidder_id = ${actor.supplierId}`,
        BY_RANK,
        1000,
        'each',
        false,
      );
      return rows.map((r) => presentBid(r, viewer));
    }
    if (!(await charterVisibleTo(this.db, actor, charterId))) throw notFound();
    const onlyRanked = isClientSide(actor) ? sql`and b.status in ${RANKED_STATUSES_SQL}` : sql``;
    const rows = await findBids(this.db, sql`b.charter_request_id = ${charterId} ${onlyRanked}`, BY_RANK, 1000, 'window');
    return rows.map((r) => presentBid(r, viewer));
  }

  /** One bid as the actor may see it. */
  async one(actor: Actor, bidId: string): Promise<BidDto> {
    if (!isUuid(bidId)) throw notFound();
    const row = await findBidById(this.db, bidId);
    if (!row) throw notFound();
    if (actor.role === 'Supplier') {
      if (row.bidderId !== actor.supplierId) throw await bidOutOfReach(this.db, actor, bidId);
    } else {
      if (!(await charterVisibleTo(this.db, actor, row.charterRequestId))) throw notFound();
      if (isClientSide(actor) && !isRankedBidStatus(row.status)) throw notFound();
    }
    return presentBid(row, await viewerOf(this.db, actor));
  }

  /**
   * Whose bids My Past Bids shows, for both its calls: an operator's own, whatever supplierId says;
   * an admin must name an operator that exists (400 without one, 404 for one that does not).
   */
  private async bidderOf(actor: Actor, supplierId: string | undefined): Promise<string> {
    if (actor.role === 'Supplier') {
      if (!actor.supplierId) throw notFound();
      return actor.supplierId;
    }
    if (actor.role !== 'Admin') throw forbidden();
    if (!supplierId) throw badRequest([PAST_BIDS_MESSAGES.supplier], { supplierId: [PAST_BIDS_MESSAGES.supplier] });
    if (!isUuid(supplierId) || !(await supplierExists(this.db, supplierId))) throw notFound();
    return supplierId;
  }

  /** My Past Bids: a supplier's own bids (an admin names the supplier), newest first. */
  async ofSupplier(actor: Actor, supplierId: string | undefined): Promise<SupplierBidDto[]> {
    const bidder = await this.bidderOf(actor, supplierId);
    const viewer = await viewerOf(this.db, actor);
    const rows = await findBids(
      this.db,
      sql`b.bidder_id = ${bidder}`,
      sql`b.created_at desc, b.id`,
      500,
      'each',
      viewer.kind !== 'supplier',
    );
    return rows.map((r) => presentSupplierBid(r, viewer));
  }

  /**
   * My Past Bids a page at a time (ADR 0054): the same bids as ofSupplier, newest first, keyset
   * paged with the total. An operator reads its own whatever supplierId says; an admin must name
   * an operator that exists.
   */
  async pageOfSupplier(actor: Actor, q: PastBidsQuery): Promise<PastBidsPageDto> {
    const bidder = await this.bidderOf(actor, q.supplierId);
    const after = q.cursor ? decodeCursor(q.cursor, 'time') : null;
    const viewer = await viewerOf(this.db, actor);
    const { rows, total } = await findSupplierBidsPage(this.db, bidder, after, q.limit, viewer.kind !== 'supplier');
    const items = rows.slice(0, q.limit);
    const last = items[items.length - 1];
    return {
      items: items.map((r) => presentSupplierBid(r, viewer)),
      nextCursor: rows.length > q.limit && last ? encodeCursor(last.sortKey, last.id) : null,
      total,
    };
  }

  /**
   * The bid history of a charter without Void and Unavailable bids: client roles and admins see
   * prices with margin; a supplier sees its own price and nothing of the others' money.
   */
  async history(actor: Actor, charterId: string): Promise<BidHistoryDto[]> {
    if (!isUuid(charterId)) throw notFound();
    const visible = await charterVisibleTo(this.db, actor, charterId);
    if (!visible) {
      const own =
        actor.role === 'Supplier' &&
        (await this.db.execute(sql`select 1 from bids where charter_request_id = ${charterId} and bidder_id = ${actor.supplierId} limit 1`))
          .rows.length > 0;
      if (!own) throw notFound();
    }
    const viewer = await viewerOf(this.db, actor);
    const rows = await findBids(
      this.db,
      sql`b.charter_request_id = ${charterId} and b.status in ${RANKED_STATUSES_SQL}`,
      BY_RANK,
      1000,
      'window',
      false,
    );
    return rows.map((r) => presentHistory(r, viewer));
  }
}
