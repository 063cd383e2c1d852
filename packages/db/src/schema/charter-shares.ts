import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { charterRequests, charterRoutes, manifestEntries } from './charters.js';
import { clientDepartments, clientStaff, clients } from './people.js';

/**
 * Spare seats offered on one sector of a charter (a charter share). One row per sector, made the
 * first time the sector is shared; switching sharing off keeps the row (enabled false) so its
 * history and purchases stay. seatsAvailable and totalWeightAvailable are what is still for sale:
 * a purchase takes its seat and weight from them under the row's lock, and the checks below make
 * "never below zero" a property of the database, not only of the code.
 */
export const charterShares = pgTable(
  'charter_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    charterRequestId: uuid('charter_request_id')
      .notNull()
      .references(() => charterRequests.id, { onDelete: 'cascade' }),
    routeId: uuid('route_id')
      .notNull()
      .references(() => charterRoutes.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    /** Seats still for sale. */
    seatsAvailable: integer('seats_available').notNull().default(0),
    /** Kilograms still for sale. */
    totalWeightAvailable: integer('total_weight_available').notNull().default(0),
    costPerSeat: numeric('cost_per_seat', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('AUD'),
    /** Seats and kilograms taken by purchases that are not declined or cancelled. */
    purchasedSeats: integer('purchased_seats').notNull().default(0),
    purchasedWeight: integer('purchased_weight').notNull().default(0),
    /** Pending (offered, editable), Confirmed (sales closed), Cancelled. */
    status: text('status').notNull().default('Pending'),
    /** The sector's departure, kept here so share lists page by it with an index. */
    departTime: timestamp('depart_time', { withTimezone: true }).notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('charter_shares_route_unique').on(t.routeId),
    index('charter_shares_charter_idx').on(t.charterRequestId),
    index('charter_shares_status_depart_idx').on(t.status, t.departTime, t.id),
    check('charter_shares_seats_not_negative', sql`${t.seatsAvailable} >= 0 and ${t.purchasedSeats} >= 0`),
    check('charter_shares_weight_not_negative', sql`${t.totalWeightAvailable} >= 0 and ${t.purchasedWeight} >= 0`),
  ],
);

/**
 * One seat bought on a share: the passenger who flies in it (also written to the sector's
 * manifest, marked share) and who bought it. New on creation, then Pending and Confirmed through
 * the workflow; Declined or Cancelled give the seat and weight back to the share.
 */
export const sharePurchases = pgTable(
  'share_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shareId: uuid('share_id')
      .notNull()
      .references(() => charterShares.id, { onDelete: 'cascade' }),
    charterRequestId: uuid('charter_request_id')
      .notNull()
      .references(() => charterRequests.id, { onDelete: 'cascade' }),
    routeId: uuid('route_id')
      .notNull()
      .references(() => charterRoutes.id, { onDelete: 'cascade' }),
    /** The manifest row of this seat's passenger. */
    manifestEntryId: uuid('manifest_entry_id').references(() => manifestEntries.id, { onDelete: 'set null' }),
    /** Who bought it: the user and the party they act for (lists scope purchases by these). */
    buyerUserId: uuid('buyer_user_id').references(() => users.id),
    buyerClientId: uuid('buyer_client_id').references(() => clients.id),
    buyerClientDepartmentId: uuid('buyer_client_department_id').references(() => clientDepartments.id),
    buyerClientStaffId: uuid('buyer_client_staff_id').references(() => clientStaff.id),
    passengerName: text('passenger_name').notNull(),
    contactNumber: text('contact_number').notNull().default(''),
    emailAddress: text('email_address').notNull().default(''),
    passengerWeight: integer('passenger_weight').notNull().default(85),
    freightWeight: integer('freight_weight').notNull().default(15),
    cargoWeight: integer('cargo_weight').notNull().default(0),
    /** The seat's price when bought. */
    costPerSeat: numeric('cost_per_seat', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('AUD'),
    /** New, Pending, Confirmed, Declined or Cancelled. */
    status: text('status').notNull().default('New'),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('share_purchases_share_idx').on(t.shareId, t.status),
    index('share_purchases_charter_idx').on(t.charterRequestId),
    index('share_purchases_buyer_client_idx').on(t.buyerClientId, t.status, t.createdAt),
    index('share_purchases_status_idx').on(t.status, t.createdAt, t.id),
  ],
);
