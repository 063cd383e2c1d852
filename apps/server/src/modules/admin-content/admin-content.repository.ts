import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  airportLookups,
  emailTemplates,
  locationStates,
  stateChangeEvents,
  termsAcceptances,
  termsAndConditions,
  type DbOrTx,
} from '@charter/db';
import type { AirportLookupInput, AirportLookupQuery, EmailTemplateInput, TermsInput } from '@charter/shared';
import { escapeLike, isoText as iso } from '../../lib/sql-text.js';

/** A unique index refused the row (PostgreSQL 23505), also when drizzle wraps the driver's error. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

// ---- E-mail templates

const templateColumns = {
  id: emailTemplates.id,
  name: emailTemplates.name,
  updatedAt: iso(emailTemplates.updatedAt),
  // Events refer to a template by name; the count tells the admin what a change reaches. The outer
  // column is spelled out: drizzle writes it unqualified, and inside the subquery "name" is the event's.
  eventCount: sql<number>`(select count(*)::int from ${stateChangeEvents} e where lower(e.email_template) = lower(email_templates.name))`,
};

export function templates(db: DbOrTx) {
  return db
    .select(templateColumns)
    .from(emailTemplates)
    .orderBy(sql`lower(${emailTemplates.name})`);
}

export function templateById(db: DbOrTx, id: string) {
  return db
    .select({ ...templateColumns, value: emailTemplates.value })
    .from(emailTemplates)
    .where(eq(emailTemplates.id, id))
    .then((r) => r[0]);
}

export async function insertTemplate(db: DbOrTx, input: EmailTemplateInput): Promise<string> {
  const [row] = await db.insert(emailTemplates).values(input).returning({ id: emailTemplates.id });
  return row!.id;
}

export async function updateTemplate(db: DbOrTx, id: string, input: EmailTemplateInput): Promise<void> {
  await db
    .update(emailTemplates)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(emailTemplates.id, id));
}

/** Locks the row so a rename and the events that follow it change together. */
export function lockTemplate(db: DbOrTx, id: string) {
  return db
    .select({ id: emailTemplates.id, name: emailTemplates.name })
    .from(emailTemplates)
    .where(eq(emailTemplates.id, id))
    .for('update')
    .then((r) => r[0]);
}

/** Events naming the old template name follow a rename. */
export async function renameTemplateOnEvents(db: DbOrTx, from: string, to: string): Promise<void> {
  await db
    .update(stateChangeEvents)
    .set({ emailTemplate: to })
    .where(sql`lower(${stateChangeEvents.emailTemplate}) = lower(${from})`);
}

// ---- Terms and conditions

export function termsVersions(db: DbOrTx) {
  return db
    .select({
      id: termsAndConditions.id,
      label: termsAndConditions.label,
      terms: termsAndConditions.terms,
      termsType: termsAndConditions.termsType,
      active: termsAndConditions.active,
      createdAt: iso(termsAndConditions.createdAt),
      // Qualified by hand: an unqualified "id" inside the subquery would be the acceptance's.
      acceptedCount: sql<number>`(select count(*)::int from ${termsAcceptances} a where a.terms_id = terms_and_conditions.id)`,
    })
    .from(termsAndConditions)
    .orderBy(desc(termsAndConditions.createdAt), desc(termsAndConditions.id));
}

/** Two admins publishing at once would leave two Active versions; one publishes at a time. */
export async function lockTermsPublishing(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('terms_and_conditions.publish'))`);
}

/** The version members accept now for this type: the newest Active (as sign-in reads it). */
export function currentTermsOfType(db: DbOrTx, termsType: string) {
  return db
    .select({ id: termsAndConditions.id, label: termsAndConditions.label, terms: termsAndConditions.terms })
    .from(termsAndConditions)
    .where(and(eq(termsAndConditions.active, 'Active'), eq(termsAndConditions.termsType, termsType)))
    .orderBy(desc(termsAndConditions.createdAt))
    .limit(1)
    .then((r) => r[0]);
}

/** The new version replaces the Active ones of its type; old versions stay, as acceptances point at them. */
export async function publishTerms(db: DbOrTx, input: TermsInput): Promise<string> {
  await db
    .update(termsAndConditions)
    .set({ active: 'Inactive' })
    .where(and(eq(termsAndConditions.active, 'Active'), eq(termsAndConditions.termsType, input.termsType)));
  // clock_timestamp: a version published later in the same second still sorts newest.
  const [row] = await db
    .insert(termsAndConditions)
    .values({ ...input, active: 'Active', createdAt: sql`clock_timestamp()` })
    .returning({ id: termsAndConditions.id });
  return row!.id;
}

// ---- Airport lookups

const lookupColumns = {
  id: airportLookups.id,
  site: airportLookups.site,
  state: airportLookups.state,
  altState: airportLookups.altState,
  iataCode: airportLookups.iataCode,
  kind: airportLookups.kind,
  latitude: airportLookups.latitude,
  longitude: airportLookups.longitude,
};

/**
 * One page of the lookup (about 18,000 rows): names containing the text (served by the trigram
 * index on lower(site)) or an IATA code equal to it; codes first, then names starting with it.
 */
export async function searchLookups(db: DbOrTx, q: AirportLookupQuery) {
  const text = q.search.toLowerCase();
  const escaped = escapeLike(text);
  const where = and(
    text ? sql`(lower(${airportLookups.site}) like ${`%${escaped}%`} or lower(${airportLookups.iataCode}) = ${text})` : undefined,
    q.state ? eq(airportLookups.state, q.state.toUpperCase()) : undefined,
  );
  const [items, [count]] = await Promise.all([
    db
      .select(lookupColumns)
      .from(airportLookups)
      .where(where)
      .orderBy(
        ...(text
          ? [
              sql`case when lower(${airportLookups.iataCode}) = ${text} then 0
                  when lower(${airportLookups.site}) like ${`${escaped}%`} then 1 else 2 end`,
            ]
          : []),
        asc(airportLookups.site),
        asc(airportLookups.id),
      )
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(airportLookups)
      .where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}

export function lookupById(db: DbOrTx, id: number) {
  return db
    .select(lookupColumns)
    .from(airportLookups)
    .where(eq(airportLookups.id, id))
    .then((r) => r[0]);
}

export function locationStateName(db: DbOrTx, code: string) {
  return db
    .select({ name: locationStates.name })
    .from(locationStates)
    .where(eq(locationStates.code, code))
    .then((r) => r[0]?.name);
}

type LookupRow = Omit<AirportLookupInput, 'altState'> & { altState: string };

export async function insertLookup(db: DbOrTx, row: LookupRow) {
  const [created] = await db.insert(airportLookups).values(row).returning(lookupColumns);
  return created!;
}

export async function updateLookup(db: DbOrTx, id: number, row: LookupRow) {
  const [updated] = await db.update(airportLookups).set(row).where(eq(airportLookups.id, id)).returning(lookupColumns);
  return updated;
}

/** Charters copy the place's name, state and code, so a lookup row can go without touching them. */
export async function deleteLookup(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(airportLookups).where(eq(airportLookups.id, id)).returning({ id: airportLookups.id });
  return rows.length > 0;
}
