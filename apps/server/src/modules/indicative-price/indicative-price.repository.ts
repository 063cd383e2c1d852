import { asc, desc, sql } from 'drizzle-orm';
import { aircraftCategories, airportLookups, priceLeads, type Db } from '@charter/db';
import type { CategoryFigures, IndicativePlace, PriceLeadsQuery } from '@charter/shared';
import { containsPattern, isoText } from '../../lib/sql-text.js';

/** Every aircraft category with the figures the estimate needs, in the seeded order. */
export function categories(db: Db): Promise<CategoryFigures[]> {
  return db
    .select({
      category: aircraftCategories.category,
      minPassenger: aircraftCategories.minPassenger,
      maxPassenger: aircraftCategories.maxPassenger,
      speedRangeMin: aircraftCategories.speedRangeMin,
      speedRangeMax: aircraftCategories.speedRangeMax,
      hourlyRateRangeMin: aircraftCategories.hourlyRateRangeMin,
      hourlyRateRangeMax: aircraftCategories.hourlyRateRangeMax,
      maximumFlightTimePerDay: aircraftCategories.maximumFlightTimePerDay,
    })
    .from(aircraftCategories)
    .orderBy(asc(aircraftCategories.sortOrder), asc(aircraftCategories.category));
}

export interface LookupPlace {
  site: string;
  state: string;
  latitude: number;
  longitude: number;
}

/**
 * The lookup row a chosen place came from: the same name (any case) in the same state, the one
 * nearest the coordinates the browser had when a town and an airport share a name. Uses the
 * lower(site) index.
 */
export async function findPlace(db: Db, p: IndicativePlace): Promise<LookupPlace | undefined> {
  const lat = p.latitude ?? 0;
  const lon = p.longitude ?? 0;
  const state = p.state.trim().toUpperCase();
  const [row] = await db
    .select({
      site: airportLookups.site,
      state: airportLookups.state,
      latitude: airportLookups.latitude,
      longitude: airportLookups.longitude,
    })
    .from(airportLookups)
    .where(sql`lower(${airportLookups.site}) = ${p.name.trim().toLowerCase()} and (${state} = '' or ${airportLookups.state} = ${state})`)
    .orderBy(sql`(${airportLookups.latitude} - ${lat})^2 + (${airportLookups.longitude} - ${lon})^2`)
    .limit(1);
  return row;
}

export type NewPriceLead = typeof priceLeads.$inferInsert;

export async function insertLead(db: Db, lead: NewPriceLead): Promise<void> {
  await db.insert(priceLeads).values(lead);
}

const leadColumns = {
  id: priceLeads.id,
  email: priceLeads.email,
  from: priceLeads.fromPlace,
  fromState: priceLeads.fromState,
  to: priceLeads.toPlace,
  toState: priceLeads.toState,
  tripType: priceLeads.tripType,
  returnType: priceLeads.returnType,
  departDate: priceLeads.departDate,
  passengers: priceLeads.passengers,
  preferredAircraft: priceLeads.preferredAircraft,
  charterType: priceLeads.charterType,
  distanceKm: priceLeads.distanceKm,
  createdAt: isoText(priceLeads.createdAt),
};

/** One page of leads, newest first, optionally those whose e-mail contains the text; with the full count. */
export async function listLeads(db: Db, q: PriceLeadsQuery) {
  const where = q.search ? sql`lower(${priceLeads.email}) like ${containsPattern(q.search.toLowerCase())}` : undefined;
  const [items, [count]] = await Promise.all([
    db
      .select(leadColumns)
      .from(priceLeads)
      .where(where)
      .orderBy(desc(priceLeads.createdAt), desc(priceLeads.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(priceLeads)
      .where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}
export type LeadRow = Awaited<ReturnType<typeof listLeads>>['items'][number];
