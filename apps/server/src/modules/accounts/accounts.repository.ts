import { asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  airportLookups,
  locationStates,
  passwordResets,
  settings,
  termsAcceptances,
  termsAndConditions,
  users,
  type Db,
  type DbOrTx,
} from '@charter/db';
import { PARTY_TABLES } from '../../access/party-tables.js';
import { escapeLike } from '../../lib/sql-text.js';

export function emailExists(db: DbOrTx, email: string): Promise<boolean> {
  return db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1)
    .then((r) => r.length > 0);
}

export function locationStateList(db: DbOrTx) {
  return db.select().from(locationStates).orderBy(asc(locationStates.name));
}

/** Type-ahead over airports and towns: IATA code first, then names that start with the text, then containing it. */
export function searchPlaces(db: DbOrTx, text: string, limit: number) {
  const q = text.trim().toLowerCase();
  const escaped = escapeLike(q);
  return db
    .select({
      id: airportLookups.id,
      site: airportLookups.site,
      state: airportLookups.state,
      altState: airportLookups.altState,
      iataCode: airportLookups.iataCode,
      kind: airportLookups.kind,
      latitude: airportLookups.latitude,
      longitude: airportLookups.longitude,
    })
    .from(airportLookups)
    .where(
      sql`lower(${airportLookups.site}) like ${`${escaped}%`} or lower(${airportLookups.site}) like ${`%${escaped}%`}
        or lower(${airportLookups.iataCode}) = ${q}`,
    )
    .orderBy(
      sql`case when lower(${airportLookups.iataCode}) = ${q} then 0
               when lower(${airportLookups.site}) like ${`${escaped}%`} then 1 else 2 end`,
      sql`case when ${airportLookups.kind} = 'airport' then 0 else 1 end`,
      asc(airportLookups.site),
    )
    .limit(limit);
}

export async function settingValues(db: DbOrTx, names: string[]): Promise<Record<string, string>> {
  const rows = await db.select({ name: settings.name, value: settings.value }).from(settings).where(inArray(settings.name, names));
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}

export function currentTerms(db: DbOrTx) {
  return db
    .select({ id: termsAndConditions.id, label: termsAndConditions.label, terms: termsAndConditions.terms })
    .from(termsAndConditions)
    .where(eq(termsAndConditions.active, 'Active'))
    .orderBy(desc(termsAndConditions.createdAt))
    .limit(1)
    .then((r) => r[0]);
}

export async function acceptTerms(db: DbOrTx, userId: string, termsId: string, remoteIp: string): Promise<void> {
  await db.insert(termsAcceptances).values({ userId, termsId, remoteIp }).onConflictDoNothing();
}

export function userById(db: DbOrTx, id: string) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .then((r) => r[0]);
}

export async function setPasswordHash(db: DbOrTx, userId: string, hash: string): Promise<void> {
  await db.update(users).set({ passwordHash: hash }).where(eq(users.id, userId));
}

// Shared with the admin screens (deactivating an account), so it lives with the sessions.
export { revokeAllSessions } from '../../auth/sessions.js';

export interface PasswordResetRow {
  id: string;
  userId: string;
  tokenHash: string;
  expired: boolean;
  used: boolean;
}

/** The reset link's row; locked when it is about to be spent. */
export async function findPasswordReset(db: DbOrTx, id: string, opts: { lock?: boolean } = {}): Promise<PasswordResetRow | undefined> {
  const r = await db.execute<PasswordResetRow & Record<string, unknown>>(sql`
    select id, user_id as "userId", token_hash as "tokenHash", expires_at <= now() as expired, used_at is not null as used
    from password_resets where id = ${id} ${opts.lock ? sql`for update` : sql``}`);
  return r.rows[0];
}

export async function markResetUsed(db: DbOrTx, id: string): Promise<void> {
  await db.update(passwordResets).set({ usedAt: new Date() }).where(eq(passwordResets.id, id));
}

export type RoleName = keyof typeof PARTY_TABLES;

export async function roleRecord(db: DbOrTx, role: RoleName, id: string): Promise<Record<string, unknown> | undefined> {
  const { table } = PARTY_TABLES[role];
  const rows = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return rows[0] as Record<string, unknown> | undefined;
}

type Prepared = { execute: (values: { id: string }) => Promise<unknown[]> };
const preparedRoleRecords = new WeakMap<Db, Map<RoleName, Prepared>>();

/**
 * The `columns` (those the table has) of a role's record, for GET /api/accounts/me, which every
 * screen calls: the query is built once per role and database handle and prepared in PostgreSQL
 * (parsed once per connection), not rebuilt and re-parsed on every call (ADR 0020). `columns`
 * must be the same for every call of a role.
 */
export async function roleRecordPrepared(
  db: Db,
  role: RoleName,
  id: string,
  columns: readonly string[],
): Promise<Record<string, unknown> | undefined> {
  let byRole = preparedRoleRecords.get(db);
  if (!byRole) preparedRoleRecords.set(db, (byRole = new Map()));
  let query = byRole.get(role);
  if (!query) {
    const { table } = PARTY_TABLES[role];
    const all = getTableColumns(table) as Record<string, unknown>;
    const picked = Object.fromEntries(columns.filter((c) => c in all).map((c) => [c, all[c]]));
    query = db
      .select(picked as never)
      .from(table)
      .where(eq(table.id, sql.placeholder('id')))
      .limit(1)
      .prepare(`account_me_${role}`) as unknown as Prepared;
    byRole.set(role, query);
  }
  const rows = await query.execute({ id });
  return rows[0] as Record<string, unknown> | undefined;
}

export async function updateRoleRecord(db: DbOrTx, role: RoleName, id: string, values: Record<string, unknown>): Promise<void> {
  const { table } = PARTY_TABLES[role];
  await db
    .update(table)
    .set({ ...values, updatedAt: new Date() } as never)
    .where(eq(table.id, id));
}
