import { sql } from 'drizzle-orm';
import {
  bigserial,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  integer,
} from 'drizzle-orm/pg-core';

/** Settings (name, value, referenceId): lists and values an admin can change. */
export const settings = pgTable(
  'settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    referenceId: text('reference_id'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('settings_name_idx').on(t.name)],
);

export const locationStates = pgTable('location_states', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

/** Australian airports and towns for the place type-ahead. */
export const airportLookups = pgTable(
  'airport_lookups',
  {
    id: serial('id').primaryKey(),
    site: text('site').notNull(),
    state: text('state').notNull(),
    altState: text('alt_state'),
    iataCode: text('iata_code'),
    kind: text('kind').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [
    index('airport_lookups_site_idx').on(sql`lower(${t.site}) text_pattern_ops`),
    // The type-ahead matches names containing the text and codes equal to it (accounts searchPlaces):
    // a trigram index and one on the lower-case code let it read a few index pages, not every row.
    // fastupdate off: the rows are seeded right after the index is made, and a pending list holding
    // all of them (until autovacuum gets to it) would be read whole on every keystroke.
    index('airport_lookups_site_trgm_idx')
      .using('gin', sql`lower(${t.site}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('airport_lookups_iata_idx').on(t.iataCode),
    index('airport_lookups_iata_lower_idx').on(sql`lower(${t.iataCode})`),
    uniqueIndex('airport_lookups_unique').on(t.site, t.state, t.kind),
  ],
);

/**
 * E-mail templates (name, value) an admin keeps on the Manage Workflows screen; a state-change
 * event names one in its email_template. Names are unique ignoring case, as events refer to them by name.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_templates_name_unique').on(sql`lower(${t.name})`)],
);

/** Transactional outbox: written with the change it reports, delivered by a worker. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** What was sent to whom (the message log screens read this). */
export const messageLogs = pgTable(
  'message_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    name: text('name').notNull(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    fromState: text('from_state'),
    newState: text('new_state'),
    targetAudience: text('target_audience'),
    status: text('status').notNull(),
    userId: uuid('user_id'),
    clientId: uuid('client_id'),
    clientDepartmentId: uuid('client_department_id'),
    clientStaffId: uuid('client_staff_id'),
    supplierId: uuid('supplier_id'),
  },
  (t) => [
    index('message_logs_created_idx').on(t.createdAt),
    // The message log screens page one party's messages newest first (order by created_at desc, id desc,
    // keyset on both): the index keeps that exact order, nulls first as desc does, so no sort is needed.
    index('message_logs_supplier_created_idx').on(t.supplierId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('message_logs_client_created_idx').on(t.clientId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('message_logs_department_created_idx').on(t.clientDepartmentId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('message_logs_staff_created_idx').on(t.clientStaffId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('message_logs_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Errors the web client reports through auth/logError/. */
export const clientErrorLogs = pgTable('client_error_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id'),
  code: text('code').notNull(),
  description: text('description').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Secrets the server generates for itself (the token signing key) and shares across instances. */
export const systemSecrets = pgTable('system_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
