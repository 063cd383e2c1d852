import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@charter/db';
import type { AccountRole } from '@charter/shared';
import { PARTY_TABLES, partyTable, partyUserColumn } from '../../access/party-tables.js';

export interface SignIn {
  userId: string;
  email: string;
  role: AccountRole;
  status: string;
  /** The party the sign-in belongs to (its role's row). */
  partyId: string;
  partyStatus: string;
  firstName: string;
  clientId: string | null;
  clientDepartmentId: string | null;
  clientStaffId: string | null;
  supplierId: string | null;
}

const COLUMNS = sql`u.id as "userId", u.email, u.role, u.status, u.client_id as "clientId", u.client_department_id as "clientDepartmentId",
  u.client_staff_id as "clientStaffId", u.supplier_id as "supplierId"`;

/** Whether the party exists at all (to tell 404 from "no sign-in yet"). */
export async function partyExists(tx: DbOrTx, role: AccountRole, partyId: string): Promise<boolean> {
  const r = await tx.execute(sql`select 1 from ${partyTable(role)} where id = ${partyId}`);
  return r.rows.length > 0;
}

/** The sign-in of a party (by its role and id), locked when asked. */
export async function signInOfParty(tx: DbOrTx, role: AccountRole, partyId: string, lock = false): Promise<SignIn | undefined> {
  const r = await tx.execute(sql`
    select ${COLUMNS}, p.id as "partyId", p.status as "partyStatus", p.first_name as "firstName"
    from users u join ${partyTable(role)} p on p.id = u.${partyUserColumn(role)}
    where u.role = ${role} and u.${partyUserColumn(role)} = ${partyId} limit 1 ${lock ? sql`for update of u` : sql``}`);
  return r.rows[0] as SignIn | undefined;
}

/** A sign-in by its user id, with its party, locked when asked. */
export async function signInById(tx: DbOrTx, userId: string, lock = false): Promise<SignIn | undefined> {
  const u = await tx.execute<{ role: AccountRole } & Record<string, unknown>>(sql`select role from users where id = ${userId}`);
  const role = u.rows[0]?.role;
  if (!role || !PARTY_TABLES[role]) return undefined;
  const r = await tx.execute(sql`
    select ${COLUMNS}, p.id as "partyId", p.status as "partyStatus", p.first_name as "firstName"
    from users u join ${partyTable(role)} p on p.id = u.${partyUserColumn(role)}
    where u.id = ${userId} ${lock ? sql`for update of u` : sql``}`);
  return r.rows[0] as SignIn | undefined;
}

/** Another sign-in already uses the address (the unique index is on lower(email)). */
export async function emailUsedByOther(tx: DbOrTx, email: string, userId: string): Promise<boolean> {
  const r = await tx.execute(sql`select 1 from users where lower(email) = lower(${email}) and id <> ${userId} limit 1`);
  return r.rows.length > 0;
}

/** The sign-in's address and its party's record's address change together. */
export async function setEmail(tx: DbOrTx, signIn: SignIn, email: string): Promise<void> {
  await tx.execute(sql`update users set email = ${email} where id = ${signIn.userId}`);
  await tx.execute(sql`update ${partyTable(signIn.role)} set email = ${email}, updated_at = now() where id = ${signIn.partyId}`);
}
