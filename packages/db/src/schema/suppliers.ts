import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { suppliers } from './people.js';
import { users } from './auth.js';
import { charterRequests } from './charters.js';

/** File bytes kept in PostgreSQL for now (object storage is on the scale path). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const aircraftCategories = pgTable('aircraft_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  category: text('category').notNull().unique(),
  minPassenger: integer('min_passenger').notNull().default(1),
  maxPassenger: integer('max_passenger').notNull().default(1),
  speedRangeMin: integer('speed_range_min').notNull(),
  speedRangeMax: integer('speed_range_max').notNull(),
  hourlyRateRangeMin: integer('hourly_rate_range_min').notNull(),
  hourlyRateRangeMax: integer('hourly_rate_range_max').notNull(),
  /** Minutes of flying per day (spelled as the spec's maximunFlighTimePerDay in the API). */
  maximumFlightTimePerDay: integer('maximum_flight_time_per_day').notNull(),
  /** What its aircraft carry (kg, passengers included) and fly (km) when their records give no figure (ADR 0047). */
  defaultPayloadKg: integer('default_payload_kg').notNull().default(1000),
  defaultRangeKm: integer('default_range_km').notNull().default(1500),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Fuel burnt per hour of flight, kg: a sector's CO2 estimate (ADR 0046). */
  fuelBurnKgPerHour: integer('fuel_burn_kg_per_hour').notNull().default(0),
  /** 'jet' (Jet A-1) or 'avgas': each has its own kg of CO2 per kg burnt. */
  fuelType: text('fuel_type').notNull().default('jet'),
});

export const aircraft = pgTable(
  'aircraft',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    aircraftCategoryId: uuid('aircraft_category_id').references(() => aircraftCategories.id),
    licenseNumber: text('license_number').notNull(),
    type: text('type').notNull(),
    name: text('name').notNull().default(''),
    passengerLimit: integer('passenger_limit').notNull(),
    /** Maximum payload, kg, passengers included; null: the category's default (ADR 0047). */
    maxPayloadKg: integer('max_payload_kg'),
    /** Range without a stop, km; null: the category's default. */
    rangeKm: integer('range_km'),
    /** Approved to carry dangerous goods. */
    dangerousGoods: boolean('dangerous_goods').notNull().default(false),
    aircraftNotes: text('aircraft_notes').notNull().default(''),
    status: text('status').notNull().default('Active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('aircraft_supplier_idx').on(t.supplierId, t.status)],
);

export const aircraftImages = pgTable(
  'aircraft_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    aircraftId: uuid('aircraft_id')
      .notNull()
      .references(() => aircraft.id, { onDelete: 'cascade' }),
    category: text('category').notNull().default('Exterior'),
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    status: text('status').notNull().default('Active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('aircraft_images_aircraft_idx').on(t.aircraftId)],
);

export const supplierDocuments = pgTable(
  'supplier_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    fileCategory: text('file_category').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    /** Current, Nearly Expired or Expired: kept up to date by a job from expiredAt. */
    status: text('status').notNull().default('Current'),
    approved: boolean('approved').notNull().default(false),
    approvedBy: text('approved_by'),
    checkedByUser: uuid('checked_by_user').references(() => users.id),
    lastChecked: timestamp('last_checked', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** An insurance's liability cover (AUD), recorded when it is approved. */
    liabilityCover: numeric('liability_cover', { precision: 14, scale: 2, mode: 'number' }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('supplier_documents_supplier_idx').on(t.supplierId, t.active)],
);

/**
 * The aircraft an Air Operator Certificate covers: the operator lists them (approved false) and an
 * admin ticks them when approving the certificate (approved true). Only a ticked aircraft may be
 * offered in a bid (ADR 0043).
 */
export const supplierDocumentAircraft = pgTable(
  'supplier_document_aircraft',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => supplierDocuments.id, { onDelete: 'cascade' }),
    aircraftId: uuid('aircraft_id')
      .notNull()
      .references(() => aircraft.id, { onDelete: 'cascade' }),
    approved: boolean('approved').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.aircraftId] }), index('supplier_document_aircraft_aircraft_idx').on(t.aircraftId)],
);

export const supplierSecondaryEmails = pgTable(
  'supplier_secondary_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('supplier_secondary_emails_unique').on(t.supplierId, sql`lower(${t.email})`)],
);

/** A supplier's "aircraft unavailable" mark on a charter (core section 4). */
export const supplierCharterAvailability = pgTable(
  'supplier_charter_availability',
  {
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    charterRequestId: uuid('charter_request_id')
      .notNull()
      .references(() => charterRequests.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('supplier_charter_availability_pk').on(t.supplierId, t.charterRequestId)],
);
