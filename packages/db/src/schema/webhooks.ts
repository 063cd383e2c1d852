import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { charterRequests } from './charters.js';

/**
 * A party's webhook endpoint. The signing secret is kept as it is: the server must read it to sign
 * each delivery, so a hash would not do (ADR 0051).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    pausedReason: text('paused_reason'),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId)],
);

/**
 * One event for one endpoint, written in the transaction of the change it reports; the webhook
 * worker sends it after the commit. `seq` orders an endpoint's deliveries of one charter; `body` is
 * fixed at the first attempt, so every attempt and "Send again" sends the same signed event.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: uuid('id').notNull().defaultRandom().unique(),
    eventId: uuid('event_id').notNull(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    charterId: uuid('charter_id'),
    subjectId: uuid('subject_id'),
    body: text('body'),
    status: text('status').notNull().default('Pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.seq),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('Pending', 'Retrying')`),
  ],
);

/**
 * One attempt at a delivery, for its log: when, the status code or why none came, and how long it
 * took. The worker keeps each delivery's latest WEBHOOK_ATTEMPTS_KEPT and drops older ones as it
 * writes a new one.
 */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    deliverySeq: bigint('delivery_seq', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.seq, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_delivery_attempts_delivery_idx').on(t.deliverySeq, t.seq)],
);

/**
 * That an operator's endpoints were told bidding closes soon on a charter ("charter.bidding_closing"):
 * one row per charter and endpoint owner, written with the deliveries by the job that sends them
 * (jobs/bidding-closing-soon.ts). Its key makes the notice go out once, whichever process writes it
 * first. Kept apart from charter_requests so that marking a charter changes nothing a bid checks.
 */
export const biddingClosingNotices = pgTable(
  'bidding_closing_notices',
  {
    charterId: uuid('charter_id')
      .notNull()
      .references(() => charterRequests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.charterId, t.userId] })],
);
