import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { airportLookups, locationStates, settings, termsAndConditions } from '../schema/index.js';
import { AUSTRALIAN_STATES, loadAustralianPlaces } from './places.js';
import { seedLists } from './lists.js';
import { seedWorkflow } from './workflow.js';
import { seedAircraftCategories } from './categories.js';

/** Settings every installation starts with; admins change them later. */
export const DEFAULT_SETTINGS: { name: string; value: string; referenceId?: string }[] = [
  { name: 'SupportPhone', value: '1300 242 783' },
  { name: 'PrivacyPolicyUrl', value: '/privacy-policy.html' },
];

export const DEFAULT_TERMS = {
  label: 'Marketplace Terms and Conditions',
  terms: [
    'These terms govern your use of the charter marketplace.',
    '1. Charter requests you post are offers to receive bids from approved aircraft operators; a charter is only booked once you accept a bid and the operator confirms it.',
    '2. Prices shown to clients include the marketplace margin and are exclusive of GST unless stated otherwise.',
    '3. Operators are responsible for holding a current Air Operator Certificate and the documents the marketplace asks for.',
    '4. Passenger manifests must be completed at least 24 hours before the first flight; passengers should arrive at least 30 minutes before departure.',
    '5. We record the actions you take in the marketplace (bids, status changes, messages) so that every party can see what was agreed.',
  ].join('\n\n'),
};

/**
 * Reference data the product needs in every installation (production included): states,
 * the airport and town lookup, default settings and the first terms. Idempotent.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(locationStates)
    .values(AUSTRALIAN_STATES.map((s) => ({ code: s.code, name: s.name })))
    .onConflictDoNothing();

  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(airportLookups);
  if (count === 0) {
    const places = await loadAustralianPlaces();
    for (let i = 0; i < places.length; i += 2000) {
      await db
        .insert(airportLookups)
        .values(places.slice(i, i + 2000))
        .onConflictDoNothing();
    }
  }

  for (const s of DEFAULT_SETTINGS) {
    const existing = await db
      .select({ id: settings.id })
      .from(settings)
      .where(sql`${settings.name} = ${s.name}`)
      .limit(1);
    if (existing.length === 0) await db.insert(settings).values({ name: s.name, value: s.value, referenceId: s.referenceId ?? null });
  }

  const terms = await db.select({ id: termsAndConditions.id }).from(termsAndConditions).limit(1);
  if (terms.length === 0) await db.insert(termsAndConditions).values(DEFAULT_TERMS);

  await seedLists(db);
  await seedWorkflow(db);
  await seedAircraftCategories(db);
}
