import { desc, sql } from 'drizzle-orm';
import { priceLeads, type Db } from '@charter/db';
import type { PriceLeadsQuery } from '@charter/shared';
import { containsPattern, isoText } from '../../lib/sql-text.js';

export { categories } from '../../domain/price-estimates/categories.js';
export { findPlace } from '../../domain/places/find-place.js';

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
