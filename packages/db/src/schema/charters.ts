import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clientDepartments, clientStaff, clients, suppliers } from './people.js';
import { users } from './auth.js';

/** Job references are plain increasing numbers, shown to users as JB{number}. */
export const jobReferenceSeq = pgSequence('job_reference_seq', { startWith: 10001 });

export const charterRequests = pgTable(
  'charter_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobReference: bigint('job_reference', { mode: 'number' })
      .notNull()
      .default(sql`nextval('job_reference_seq')`),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    clientDepartmentId: uuid('client_department_id').references(() => clientDepartments.id),
    clientStaffId: uuid('client_staff_id').references(() => clientStaff.id),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    status: text('status').notNull().default('Pending'),
    charterType: text('charter_type').notNull(),
    charterSubType: text('charter_sub_type').notNull(),
    catering: text('catering').notNull().default('Full'),
    dangerousGoods: boolean('dangerous_goods').notNull().default(false),
    dangerousGoodsIds: text('dangerous_goods_ids').notNull().default(''),
    preferredAircraft: text('preferred_aircraft').notNull().default(''),
    shared: boolean('shared').notNull().default(false),
    shareManifest: boolean('share_manifest').notNull().default(false),
    specialRequests: text('special_requests').notNull().default(''),
    notes: text('notes').notNull().default(''),
    purchaseOrderNumber: text('purchase_order_number').notNull().default(''),
    reasonForCharter: text('reason_for_charter').notNull().default(''),
    biddingTimeSpanHours: integer('bidding_time_span_hours').notNull().default(120),
    biddingEndsAt: timestamp('bidding_ends_at', { withTimezone: true }),
    bidExpiredAt: timestamp('bid_expired_at', { withTimezone: true }),
    /** First sector's departure and the trip's ends, kept for lists and jobs. */
    departTime: timestamp('depart_time', { withTimezone: true }).notNull(),
    lastDepartTime: timestamp('last_depart_time', { withTimezone: true }).notNull(),
    /** The first sector's departure airport zone (IANA), so lists show departTime as its local time. */
    departTimeZone: text('depart_time_zone').notNull().default('Australia/Brisbane'),
    fromSite: text('from_site').notNull(),
    toSite: text('to_site').notNull(),
    routeCount: integer('route_count').notNull().default(1),
    passengerCount: integer('passenger_count').notNull().default(0),
    urgent: boolean('urgent').notNull().default(false),
    qGov: boolean('q_gov').notNull().default(false),
    changePending: boolean('change_pending').notNull().default(false),
    changeCharterRequestId: uuid('change_charter_request_id'),
    lastVersion: uuid('last_version'),
    changeStatus: text('change_status'),
    supplierInitiated: boolean('supplier_initiated').notNull().default(false),
    adminAcknowledged: boolean('admin_acknowledged').notNull().default(false),
    finished: boolean('finished').notNull().default(false),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    currency: text('currency').notNull().default('AUD'),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    withMargin: numeric('with_margin', { precision: 12, scale: 2, mode: 'number' }),
    bidId: uuid('bid_id'),
    bidderId: uuid('bidder_id').references(() => suppliers.id),
    inclusions: text('inclusions').notNull().default(''),
    exclusions: text('exclusions').notNull().default(''),
    allowCharterShare: boolean('allow_charter_share').notNull().default(false),
    hidePrice: boolean('hide_price').notNull().default(false),
    pendingChanges: text('pending_changes'),
    changeInCost: boolean('change_in_cost').notNull().default(false),
    changeToCost: numeric('change_to_cost', { precision: 12, scale: 2, mode: 'number' }),
    changeToCostWithMargin: numeric('change_to_cost_with_margin', { precision: 12, scale: 2, mode: 'number' }),
    originalCostWithMargin: numeric('original_cost_with_margin', { precision: 12, scale: 2, mode: 'number' }),
    withdrawReason: text('withdraw_reason'),
    operatorNotes: text('operator_notes').notNull().default(''),
    extensible: boolean('extensible').notNull().default(false),
    reason: text('reason'),
    activeTab: text('active_tab').notNull().default('OneWay'),
    /** State codes chosen when opening a QGov request (CharterStateSelect): operators based there may bid. */
    supplierStates: text('supplier_states'),
    /**
     * Every state a sector flies from or to, distinct and sorted: an operator's location filter
     * (access/charter-scope.ts) tests it with && instead of searching charter_routes per charter.
     * Kept by triggers on charter_routes (migration 0013), so every writer of sectors (calls, clones,
     * change versions, seeds, fixtures) keeps it right; never written by the application.
     */
    routeStates: text('route_states')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Lower-case text the list's global search matches (job number, places, client, PO). */
    searchText: text('search_text').notNull().default(''),
    /**
     * What a supplier's list search matches: job number (with and without "jb"), the trip's ends and
     * the charter type and sub type, never client names or PO numbers (suppliers do not see them).
     * Generated from the row itself, so every writer (calls, clones, fixtures, seeds) keeps it right;
     * the trigram index below serves ILIKE '%text%' on it.
     */
    publicSearchText: text('public_search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(job_reference::text || ' jb' || job_reference::text || ' ' || from_site || ' ' || to_site || ' ' || charter_type || ' ' || charter_sub_type)`,
      ),
    /** When the client party was reminded that the passenger list is short (once per charter; jobs/manifest-reminders.ts). */
    manifestReminderSentAt: timestamp('manifest_reminder_sent_at', { withTimezone: true }),
    /**
     * What keeps the chosen operator from flying this charter (its documents or aircraft, ADR 0043),
     * set by the compliance check until it is put right; the charter shows it as a banner.
     */
    complianceLapse: text('compliance_lapse'),
    complianceLapsedAt: timestamp('compliance_lapsed_at', { withTimezone: true }),
    /** When the compliance check last looked at this charter (jobs/compliance-watch.ts: once a day until departure). */
    complianceCheckedAt: timestamp('compliance_checked_at', { withTimezone: true }),
    /**
     * Why the awarded aircraft can no longer fly the charter as its manifest now stands (ADR 0047),
     * set by the re-check after a manifest change until it passes again; the charter's banner.
     */
    feasibilityFlag: text('feasibility_flag'),
    feasibilityFlaggedAt: timestamp('feasibility_flagged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('charter_requests_job_reference_unique').on(t.jobReference),
    // Keyset paging per status, newest departures first, for every scope.
    index('charter_requests_status_depart_idx').on(t.status, t.departTime, t.id),
    index('charter_requests_client_status_idx').on(t.clientId, t.status, t.departTime, t.id),
    index('charter_requests_department_status_idx').on(t.clientDepartmentId, t.status, t.departTime, t.id),
    index('charter_requests_staff_status_idx').on(t.clientStaffId, t.status, t.departTime, t.id),
    // The same per status by job reference (newest first is the lists' other common order): without
    // them a scope with no charter in one of a tab's statuses read the whole job reference index
    // backwards looking for one (~200 ms at 100k charters).
    index('charter_requests_status_job_idx').on(t.status, t.jobReference),
    index('charter_requests_client_status_job_idx').on(t.clientId, t.status, t.jobReference),
    // Partial: over every row the planner took them for a status-only scan of an operator's list.
    index('charter_requests_department_status_job_idx')
      .on(t.clientDepartmentId, t.status, t.jobReference)
      .where(sql`${t.clientDepartmentId} is not null`),
    index('charter_requests_staff_status_job_idx')
      .on(t.clientStaffId, t.status, t.jobReference)
      .where(sql`${t.clientStaffId} is not null`),
    index('charter_requests_bidding_ends_idx')
      .on(t.biddingEndsAt)
      .where(sql`${t.status} = 'Live'`),
    index('charter_requests_last_depart_idx')
      .on(t.lastDepartTime)
      .where(sql`${t.status} = 'Confirmed'`),
    index('charter_requests_public_search_trgm_idx').using('gin', t.publicSearchText.op('gin_trgm_ops')),
  ],
);

/** A flight sector of a charter request. */
export const charterRoutes = pgTable(
  'charter_routes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    charterRequestId: uuid('charter_request_id')
      .notNull()
      .references(() => charterRequests.id, { onDelete: 'cascade' }),
    order: integer('order').notNull(),
    from: text('from_site').notNull(),
    fromState: text('from_state').notNull().default(''),
    fromAltState: text('from_alt_state').notNull().default(''),
    fromAirport: text('from_airport').notNull().default(''),
    fromAirportDetail: text('from_airport_detail').notNull().default(''),
    fromCodeAirport: text('from_code_airport').notNull().default(''),
    fromLatitude: doublePrecision('from_latitude'),
    fromLongitude: doublePrecision('from_longitude'),
    to: text('to_site').notNull(),
    toState: text('to_state').notNull().default(''),
    toAltState: text('to_alt_state').notNull().default(''),
    toAirport: text('to_airport').notNull().default(''),
    toAirportDetail: text('to_airport_detail').notNull().default(''),
    toCodeAirport: text('to_code_airport').notNull().default(''),
    toLatitude: doublePrecision('to_latitude'),
    toLongitude: doublePrecision('to_longitude'),
    distance: doublePrecision('distance'),
    departTime: timestamp('depart_time', { withTimezone: true }).notNull(),
    /** The departure airport's IANA zone (from fromState): departTime is entered and shown in it. */
    departTimeZone: text('depart_time_zone').notNull().default('Australia/Brisbane'),
    flightTime: text('flight_time').notNull().default(''),
    passengerNumber: integer('passenger_number').notNull().default(2),
    passengerRange: boolean('passenger_range').notNull().default(false),
    passengerRangeMin: integer('passenger_range_min').notNull().default(1),
    passengerRangeMax: integer('passenger_range_max').notNull().default(2),
    passengerLimit: integer('passenger_limit').notNull().default(0),
    payload: integer('payload').notNull().default(25),
    aircraft: text('aircraft').notNull().default(''),
    techstopLocation: text('techstop_location').notNull().default(''),
    techstopState: text('techstop_state').notNull().default(''),
    techstopReason: text('techstop_reason').notNull().default('Fuel Stop'),
    notes: text('notes').notNull().default(''),
    totalWeight: integer('total_weight').notNull().default(0),
  },
  (t) => [uniqueIndex('charter_routes_order_unique').on(t.charterRequestId, t.order)],
);

export const manifestEntries = pgTable(
  'manifest_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    routeId: uuid('route_id')
      .notNull()
      .references(() => charterRoutes.id, { onDelete: 'cascade' }),
    passengerName: text('passenger_name').notNull(),
    contactNumber: text('contact_number').notNull().default(''),
    emailAddress: text('email_address').notNull().default(''),
    passengerWeight: integer('passenger_weight').notNull().default(85),
    freightWeight: integer('freight_weight').notNull().default(15),
    cargoWeight: integer('cargo_weight').notNull().default(0),
    itemOrder: integer('item_order').notNull().default(0),
    status: text('status').notNull().default('Active'),
    share: boolean('share').notNull().default(false),
  },
  (t) => [index('manifest_entries_route_idx').on(t.routeId)],
);
