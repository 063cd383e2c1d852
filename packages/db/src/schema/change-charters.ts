import { sql } from 'drizzle-orm';
import { index, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { charterRequests } from './charters.js';
import { suppliers } from './people.js';

/** One sector as a change asks for it (its order on the charter, and the new values). */
export interface ChangedSector {
  order: number;
  departTime: string;
  passengerNumber: number;
  aircraft: string;
}

/**
 * A request to change a confirmed charter (ADR 0015). It starts New; the other party accepts
 * (a new version of the charter is made, the old one is Superceded), declines, or its maker
 * withdraws it. The asked sectors are kept here until then, so no half-made charter exists.
 */
export const changeCharters = pgTable(
  'change_charters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The confirmed charter the change is asked on. */
    charterRequestId: uuid('charter_request_id')
      .notNull()
      .references(() => charterRequests.id),
    /** The new version, once accepted. */
    changedCharterRequestId: uuid('changed_charter_request_id').references(() => charterRequests.id),
    /** The awarded operator when the change was asked: who sees it on the supplier side. */
    bidderId: uuid('bidder_id').references(() => suppliers.id),
    /** Client, Supplier or Admin. */
    initiatedBy: text('initiated_by').notNull(),
    /** New, Accepted, Declined or Withdrawn. */
    status: text('status').notNull().default('New'),
    reason: text('reason').notNull(),
    decisionReason: text('decision_reason'),
    sectors: jsonb('sectors').$type<ChangedSector[]>().notNull(),
    currency: text('currency').notNull().default('AUD'),
    originalCost: numeric('original_cost', { precision: 12, scale: 2, mode: 'number' }),
    originalCostWithMargin: numeric('original_cost_with_margin', { precision: 12, scale: 2, mode: 'number' }),
    /** The operator's new net price: asked with an operator's or admin's change, given on accepting a client's. */
    changeToCost: numeric('change_to_cost', { precision: 12, scale: 2, mode: 'number' }),
    changeToCostWithMargin: numeric('change_to_cost_with_margin', { precision: 12, scale: 2, mode: 'number' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One pending change per charter, whoever races to ask.
    uniqueIndex('change_charters_one_pending')
      .on(t.charterRequestId)
      .where(sql`${t.status} = 'New'`),
    index('change_charters_charter_idx').on(t.charterRequestId, t.createdAt),
    index('change_charters_status_idx').on(t.status, t.createdAt),
  ],
);
