import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { suppliers } from './people.js';
import { users } from './auth.js';
import { charterRequests, charterRoutes } from './charters.js';

/**
 * Bids and their sectors take time-ordered ids (uuid_v7, migration 0024): a new bid's key lands at
 * the end of the primary key and of bid_routes' (bid_id, order), where the pages are hot, instead of
 * on a random page of an index as big as every bid ever placed (ADR 0029).
 */
const timeOrderedId = () =>
  uuid('id')
    .primaryKey()
    .default(sql`uuid_v7()`);

export const bids = pgTable(
  'bids',
  {
    id: timeOrderedId(),
    charterRequestId: uuid('charter_request_id')
      .notNull()
      .references(() => charterRequests.id),
    bidderId: uuid('bidder_id')
      .notNull()
      .references(() => suppliers.id),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    /** New, Accepted, Confirmed, Standby, Unsuccessful, Declined, Unavailable, Void or Expired (shared BID_STATUSES). */
    status: text('status').notNull().default('New'),
    currency: text('currency').notNull().default('AUD'),
    /** The operator's price, ex GST. */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The price the client sees: price plus the margin that applied when the bid was placed. */
    withMargin: numeric('with_margin', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    marginType: text('margin_type').notNull().default('Percentage'),
    marginValue: numeric('margin_value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    inclusions: text('inclusions').notNull().default(''),
    exclusions: text('exclusions').notNull().default(''),
    notes: text('notes').notNull().default(''),
    sameAircraft: boolean('same_aircraft').notNull().default(false),
    /** A Standby bid offered the charter after the winner dropped out: it must take it by then (ADR 0048). */
    offeredUntil: timestamp('offered_until', { withTimezone: true }),
    /** A retried submission with the same key answers the bid it already made. */
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the bid as first submitted with that key: the same key with another bid is refused. */
    idempotencyHash: text('idempotency_hash'),
    timeOfBid: timestamp('time_of_bid', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bids_bidder_idx').on(t.bidderId, t.createdAt),
    // A bid's rank is 1 + the competing bids ahead of it in this order (bid-read.repository.ts):
    // counted over this index alone, in its price band (bid_rank_buckets). The one index led by the
    // charter: a second, (charter, status, with_margin), was dropped (migration 0023) as the planner
    // took it for the band's count, which it cannot bound by price, and walked every bid.
    index('bids_rank_idx').on(t.charterRequestId, t.withMargin, t.timeOfBid, t.id, t.status),
    uniqueIndex('bids_idempotency_unique')
      .on(t.bidderId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

export const bidRoutes = pgTable(
  'bid_routes',
  {
    id: timeOrderedId(),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    routeId: uuid('route_id')
      .notNull()
      .references(() => charterRoutes.id),
    order: integer('order').notNull(),
    departTime: timestamp('depart_time', { withTimezone: true }).notNull(),
    flightTime: text('flight_time').notNull(),
    payload: integer('payload').notNull(),
    passengerLimit: integer('passenger_limit').notNull(),
    /** The supplier's aircraft flying this sector. */
    aircraftIds: uuid('aircraft_ids').array().notNull(),
    /** The operator stops on the way: a sector beyond its aircraft's range is then feasible (ADR 0047). */
    techStop: boolean('tech_stop').notNull().default(false),
  },
  (t) => [uniqueIndex('bid_routes_order_unique').on(t.bidId, t.order)],
);

/**
 * How many ranked bids (RANKED_BID_STATUSES) a charter has per price band of their price with
 * margin (bid_price_bucket, migration 0022): a bid's rank adds up the bands below its own and counts
 * the bids ahead of it in its band alone, so ranking a bid costs the same at its charter's first bid
 * and its thousandth (ADR 0029). Kept by a trigger on bids, in the same transaction as the
 * bid's own change, so every snapshot sees the bids and the counts agree.
 */
export const bidRankBuckets = pgTable(
  'bid_rank_buckets',
  {
    charterRequestId: uuid('charter_request_id')
      .notNull()
      .references(() => charterRequests.id, { onDelete: 'cascade' }),
    bucket: integer('bucket').notNull(),
    bids: integer('bids').notNull(),
  },
  (t) => [primaryKey({ columns: [t.charterRequestId, t.bucket] })],
);

/** Margin details of a client, department or staff member (supplier-and-admin section 3). */
export const marginDetails = pgTable(
  'margin_details',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Client, ClientDepartment or ClientStaff. */
    ownerType: text('owner_type').notNull(),
    ownerId: uuid('owner_id').notNull(),
    /** Self, ParentClient, ParentDepartment or none: whose items apply. */
    marginOwnership: text('margin_ownership').notNull().default('Self'),
    marginType: text('margin_type').notNull().default('Percentage'),
    /** [{minRange, maxRange, percentage, price, usePercent}] */
    marginItems: jsonb('margin_items')
      .notNull()
      .default(sql`'[]'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('margin_details_owner_unique').on(t.ownerType, t.ownerId)],
);
