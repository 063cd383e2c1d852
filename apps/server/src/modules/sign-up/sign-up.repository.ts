import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@charter/db';
import type { EnrolClientStaff, EnrolSupplier } from '@charter/shared';
import { partyTable } from '../../access/party-tables.js';

export interface SignInRow {
  id: string;
  email: string;
  role: string;
  status: string;
  supplierId: string | null;
  clientId: string | null;
  clientStaffId: string | null;
}

const SIGN_IN_COLUMNS = sql`id, email, role, status, supplier_id as "supplierId", client_id as "clientId", client_staff_id as "clientStaffId"`;

/** The sign-in holding this address (any letter case), locked for the caller's transaction. */
export async function lockSignInByEmail(tx: Tx, email: string): Promise<SignInRow | undefined> {
  const r = await tx.execute<SignInRow & Record<string, unknown>>(
    sql`select ${SIGN_IN_COLUMNS} from users where lower(email) = lower(${email}) for update`,
  );
  return r.rows[0];
}

export async function lockSignIn(tx: Tx, id: string): Promise<SignInRow | undefined> {
  const r = await tx.execute<SignInRow & Record<string, unknown>>(sql`select ${SIGN_IN_COLUMNS} from users where id = ${id} for update`);
  return r.rows[0];
}

export async function signIn(db: DbOrTx, id: string): Promise<SignInRow | undefined> {
  const r = await db.execute<SignInRow & Record<string, unknown>>(sql`select ${SIGN_IN_COLUMNS} from users where id = ${id}`);
  return r.rows[0];
}

/** A signed-up operator waits Inactive for an admin's approval. */
export async function insertSupplier(tx: Tx, s: EnrolSupplier): Promise<string> {
  const r = await tx.execute<{ id: string }>(sql`
    insert into suppliers (company_name, company_address, company_phone, first_name, last_name, email, aoc_number, status)
    values (${s.companyName}, ${s.companyAddress}, ${s.companyPhone}, ${s.firstName}, ${s.lastName}, ${s.email}, ${s.aocNumber}, 'Inactive')
    returning id`);
  return r.rows[0]!.id;
}

/** A new charter customer company; Unconfirmed until its e-mail address is confirmed. */
export async function insertClient(tx: Tx, c: EnrolClientStaff): Promise<string> {
  const r = await tx.execute<{ id: string }>(sql`
    insert into clients (company_name, company_address, company_phone, first_name, last_name, email, client_type, client_types, status)
    values (${c.companyName}, ${c.companyAddress}, ${c.companyPhone}, ${c.firstName}, ${c.lastName}, ${c.email}, 'Generic', 'Generic', 'Unconfirmed')
    returning id`);
  return r.rows[0]!.id;
}

/** The Active client whose e-mail domain is this one (a blank domain matches nothing). */
export async function clientOfDomain(tx: Tx, domain: string): Promise<{ id: string; companyName: string } | undefined> {
  const r = await tx.execute<{ id: string; companyName: string }>(sql`
    select id, company_name as "companyName" from clients
    where status = 'Active' and email_domain <> '' and lower(email_domain) = lower(${domain})
    order by created_at, id limit 1`);
  return r.rows[0];
}

/**
 * The department a signed-up staff member joins: the client's first Active department by creation;
 * a client without one gets a "General" department (its contact is the client's).
 */
export async function joiningDepartment(tx: Tx, clientId: string): Promise<{ id: string; name: string }> {
  const found = await tx.execute<{ id: string; name: string }>(sql`
    select id, department_name as name from client_departments
    where client_master_id = ${clientId} and status = 'Active' order by created_at, id limit 1`);
  if (found.rows[0]) return found.rows[0];
  const made = await tx.execute<{ id: string; name: string }>(sql`
    insert into client_departments (client_master_id, department_name, department_description, first_name, last_name, email, department_phone)
    select id, 'General', 'Made for staff who signed up with the company e-mail domain', first_name, last_name, email, company_phone
    from clients where id = ${clientId}
    returning id, department_name as name`);
  return made.rows[0]!;
}

export async function insertStaff(tx: Tx, clientId: string, departmentId: string, p: EnrolClientStaff): Promise<string> {
  const r = await tx.execute<{ id: string }>(sql`
    insert into client_staff (client_master_id, client_department_id, first_name, last_name, email, phone_number, status)
    values (${clientId}, ${departmentId}, ${p.firstName}, ${p.lastName}, ${p.email}, ${p.companyPhone}, 'Unconfirmed')
    returning id`);
  return r.rows[0]!.id;
}

/** The sign-in of a sign-up: Unconfirmed and without a password until the e-mailed link is used. */
export async function insertSignIn(
  tx: Tx,
  u: {
    email: string;
    role: 'Supplier' | 'Client' | 'ClientStaff';
    supplierId?: string;
    clientId?: string;
    departmentId?: string;
    staffId?: string;
  },
): Promise<string> {
  const r = await tx.execute<{ id: string }>(sql`
    insert into users (email, role, status, supplier_id, client_id, client_department_id, client_staff_id)
    values (${u.email}, ${u.role}, 'Unconfirmed', ${u.supplierId ?? null}, ${u.clientId ?? null}, ${u.departmentId ?? null},
      ${u.staffId ?? null})
    returning id`);
  return r.rows[0]!.id;
}

export async function activateSignIn(tx: Tx, id: string, passwordHash: string): Promise<void> {
  await tx.execute(sql`update users set password_hash = ${passwordHash}, status = 'Active' where id = ${id}`);
}

/** A client or staff record made by a sign-up becomes Active once its address is confirmed. */
export async function confirmParty(tx: Tx, role: 'Client' | 'ClientStaff', id: string): Promise<void> {
  await tx.execute(sql`update ${partyTable(role)} set status = 'Active', updated_at = now() where id = ${id} and status = 'Unconfirmed'`);
}

export interface PartyRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  organisation: string;
  status: string;
  clientId: string | null;
  departmentId: string | null;
}

/** The party behind a sign-up's sign-in: the operator, the client, or the staff member (with its company). */
export async function partyOf(db: DbOrTx, user: SignInRow): Promise<PartyRow | undefined> {
  if (user.role === 'Supplier') {
    const r = await db.execute<PartyRow & Record<string, unknown>>(sql`
      select id, email, first_name as "firstName", last_name as "lastName", company_name as organisation, status,
        null::uuid as "clientId", null::uuid as "departmentId"
      from suppliers where id = ${user.supplierId}`);
    return r.rows[0];
  }
  if (user.role === 'Client') {
    const r = await db.execute<PartyRow & Record<string, unknown>>(sql`
      select id, email, first_name as "firstName", last_name as "lastName", company_name as organisation, status,
        id as "clientId", null::uuid as "departmentId"
      from clients where id = ${user.clientId}`);
    return r.rows[0];
  }
  if (user.role === 'ClientStaff') {
    const r = await db.execute<PartyRow & Record<string, unknown>>(sql`
      select s.id, s.email, s.first_name as "firstName", s.last_name as "lastName", c.company_name as organisation, s.status,
        s.client_master_id as "clientId", s.client_department_id as "departmentId"
      from client_staff s join clients c on c.id = s.client_master_id where s.id = ${user.clientStaffId}`);
    return r.rows[0];
  }
  return undefined;
}

/** Every Active admin's sign-in address. */
export async function activeAdminEmails(tx: Tx): Promise<{ email: string; userId: string }[]> {
  const r = await tx.execute<{ email: string; userId: string }>(sql`
    select u.email, u.id as "userId" from users u join admins a on a.id = u.admin_id
    where u.role = 'Admin' and u.status = 'Active' and a.status = 'Active' order by u.email`);
  return r.rows;
}

export async function lockSupplier(tx: Tx, id: string): Promise<{ id: string; companyName: string; status: string } | undefined> {
  const r = await tx.execute<{ id: string; companyName: string; status: string }>(sql`
    select id, company_name as "companyName", status from suppliers where id = ${id} for update`);
  return r.rows[0];
}

export async function setSupplierActive(tx: Tx, id: string): Promise<void> {
  await tx.execute(sql`update suppliers set status = 'Active', updated_at = now() where id = ${id}`);
}

export async function supplierStatus(db: DbOrTx, supplierId: string): Promise<string | undefined> {
  const r = await db.execute<{ status: string }>(sql`select status from suppliers where id = ${supplierId}`);
  return r.rows[0]?.status;
}

export async function supplierAoc(db: DbOrTx, supplierId: string): Promise<string> {
  const r = await db.execute<{ aoc: string }>(sql`select aoc_number as aoc from suppliers where id = ${supplierId}`);
  return r.rows[0]?.aoc ?? '';
}

/** Whether the operator has an Active aircraft, and where its documents stand (bid eligibility's rule for "approved"). */
export async function operatorReadiness(
  db: DbOrTx,
  supplierId: string,
): Promise<{ hasAircraft: boolean; approvedDocument: boolean; uploadedDocument: boolean }> {
  const r = await db.execute<{ hasAircraft: boolean; approvedDocument: boolean; uploadedDocument: boolean }>(sql`
    select exists (select 1 from aircraft a where a.supplier_id = ${supplierId} and a.status = 'Active') as "hasAircraft",
      exists (select 1 from supplier_documents d where d.supplier_id = ${supplierId} and d.active and d.approved
        and (d.expired_at is null or d.expired_at > now())) as "approvedDocument",
      exists (select 1 from supplier_documents d where d.supplier_id = ${supplierId} and d.active
        and (d.expired_at is null or d.expired_at > now())) as "uploadedDocument"`);
  return r.rows[0]!;
}
