import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A visitor's indicative price request (the e-mail step keeps it as a lead for the admins). The
 * places are copied as the airport lookup named them, so a later edit of the lookup does not
 * rewrite what the visitor asked. The requester's network address is not stored (ADR 0019).
 */
export const priceLeads = pgTable(
  'price_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    fromPlace: text('from_place').notNull(),
    fromState: text('from_state').notNull(),
    toPlace: text('to_place').notNull(),
    toState: text('to_state').notNull(),
    /** OneWay or Return. */
    tripType: text('trip_type').notNull(),
    /** same, next or twoPlus for a return; null one way. */
    returnType: text('return_type'),
    departDate: date('depart_date', { mode: 'string' }),
    passengers: integer('passengers').notNull(),
    preferredAircraft: text('preferred_aircraft').notNull(),
    charterType: text('charter_type'),
    distanceKm: integer('distance_km').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_leads_created_idx').on(t.createdAt.desc(), t.id.desc())],
);
