import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@charter/db';
import { endSessionsWhere } from '../../auth/sessions.js';

export interface ClientRow {
  id: string;
  companyName: string;
  companyPhone: string;
  firstName: string;
  lastName: string;
  email: string;
  notesForSupplier: string;
  canViewSupplierInfo: boolean;
  hidePrice: boolean;
  status: string;
}

export interface DepartmentRow {
  id: string;
  clientId: string;
  departmentName: string;
  companyName: string;
  clientStatus: string;
  firstName: string;
  lastName: string;
  email: string;
  departmentPhone: string;
  canViewSupplierInfo: boolean;
  status: string;
}

export interface StaffRow {
  id: string;
  clientId: string;
  departmentId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  status: string;
  departmentName: string;
  companyName: string;
}

async function one<T>(tx: Tx, query: SQL): Promise<T | undefined> {
  const r = await tx.execute(query);
  return r.rows[0] as T | undefined;
}

/** Locks a client (for update): a move reads and changes it in one transaction. */
export function lockClient(tx: Tx, id: string) {
  return one<ClientRow>(
    tx,
    sql`select id, company_name as "companyName", company_phone as "companyPhone", first_name as "firstName", last_name as "lastName",
      email, notes_for_supplier as "notesForSupplier", can_view_supplier_info as "canViewSupplierInfo", hide_price as "hidePrice", status
    from clients where id = ${id} for update`,
  );
}

export function lockDepartment(tx: Tx, id: string) {
  return one<DepartmentRow>(
    tx,
    sql`select d.id, d.client_master_id as "clientId", d.department_name as "departmentName", c.company_name as "companyName",
      c.status as "clientStatus", d.first_name as "firstName", d.last_name as "lastName", d.email, d.department_phone as "departmentPhone",
      d.can_view_supplier_info as "canViewSupplierInfo", d.status
    from client_departments d join clients c on c.id = d.client_master_id where d.id = ${id} for update of d`,
  );
}

export function lockStaff(tx: Tx, id: string) {
  return one<StaffRow>(
    tx,
    sql`select s.id, s.client_master_id as "clientId", s.client_department_id as "departmentId", s.first_name as "firstName",
      s.last_name as "lastName", s.email, s.phone_number as "phoneNumber", s.status, d.department_name as "departmentName",
      c.company_name as "companyName"
    from client_staff s join client_departments d on d.id = s.client_department_id join clients c on c.id = s.client_master_id
    where s.id = ${id} for update of s`,
  );
}

async function ids(tx: Tx, query: SQL): Promise<string[]> {
  const r = await tx.execute<{ id: string }>(query);
  return r.rows.map((row) => row.id);
}

/** Charters whose owner columns match `where`, set to `set`; answers their ids. */
export function moveCharters(tx: Tx, set: SQL, where: SQL): Promise<string[]> {
  return ids(tx, sql`update charter_requests set ${set}, updated_at = now() where ${where} returning id`);
}

/** Sign-ins whose owner columns match `where`, set to `set`; answers their ids. */
export function moveUsers(tx: Tx, set: SQL, where: SQL): Promise<string[]> {
  return ids(tx, sql`update users set ${set} where ${where} returning id`);
}

/** The message log's owner ids, so a moved party keeps its messages and its new parents see them. */
export async function moveMessages(tx: Tx, set: SQL, where: SQL): Promise<void> {
  await tx.execute(sql`update message_logs set ${set} where ${where}`);
}

/**
 * Seats bought (share purchases, ADR 0016) follow their buyers: each moved sign-in's purchases get
 * its new client, department and staff ids, so the buyer and its new parents keep seeing them. A
 * sign-in that left the client side (staff turned operator) leaves its purchases with the client.
 */
export async function movePurchaseBuyers(tx: Tx, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.execute(sql`
    update share_purchases sp set buyer_client_id = u.client_id, buyer_client_department_id = u.client_department_id,
      buyer_client_staff_id = u.client_staff_id, updated_at = now()
    from users u
    where u.id = sp.buyer_user_id and u.id in ${userIds} and u.client_id is not null`);
}

export function moveDepartments(tx: Tx, set: SQL, where: SQL): Promise<string[]> {
  return ids(tx, sql`update client_departments set ${set}, updated_at = now() where ${where} returning id`);
}

export function moveStaffRows(tx: Tx, set: SQL, where: SQL): Promise<string[]> {
  return ids(tx, sql`update client_staff set ${set}, updated_at = now() where ${where} returning id`);
}

export async function setStatus(tx: Tx, table: 'clients' | 'client_departments' | 'client_staff', id: string, status: string) {
  await tx.execute(sql`update ${sql.raw(table)} set status = ${status}, updated_at = now() where id = ${id}`);
}

/** A party's margin details become the new party's (a client turned department, a department turned staff member). */
export async function moveMargin(tx: Tx, from: { type: string; id: string }, to: { type: string; id: string }): Promise<void> {
  await tx.execute(sql`update margin_details set owner_type = ${to.type}, owner_id = ${to.id}, updated_at = now()
    where owner_type = ${from.type} and owner_id = ${from.id}`);
}

/** The sign-in behind a party (by role and the users column that points at it), locked. */
export function lockSignIn(tx: Tx, role: string, column: 'client_id' | 'client_department_id' | 'client_staff_id', partyId: string) {
  return one<{ id: string; status: string }>(
    tx,
    sql`select id, status from users where role = ${role} and ${sql.raw(column)} = ${partyId} limit 1 for update`,
  );
}

/** Ends every open session of these sign-ins: their next call signs in again and the new token carries the new ids. */
export async function endSessions(tx: Tx, userIds: string[], reason: string): Promise<void> {
  if (userIds.length === 0) return;
  await endSessionsWhere(tx, sql`user_id in ${userIds}`, reason);
}

/** A client's record becomes a department of another client (the client's own contact and settings). */
export async function insertDepartmentFromClient(tx: Tx, client: string, targetClientId: string): Promise<string> {
  const r = await tx.execute<{ id: string }>(sql`
    insert into client_departments (client_master_id, department_name, department_description, first_name, last_name, email,
      department_phone, notes_for_supplier, can_view_supplier_info, hide_price, itinerary_show_price, itinerary_show_supplier,
      itinerary_hide_phone, itinerary_minutes_offset, status)
    select ${targetClientId}, c.company_name, 'Formerly the client ' || c.company_name, c.first_name, c.last_name, c.email,
      c.company_phone, c.notes_for_supplier, c.can_view_supplier_info, c.hide_price, c.itinerary_show_price, c.itinerary_show_supplier,
      c.itinerary_hide_phone, c.itinerary_minutes_offset, c.status
    from clients c where c.id = ${client}
    returning id`);
  return r.rows[0]!.id;
}

/** A department's record becomes a staff member of another department. */
export async function insertStaffFromDepartment(tx: Tx, departmentId: string, target: { clientId: string; id: string }): Promise<string> {
  const r = await tx.execute<{ id: string }>(sql`
    insert into client_staff (client_master_id, client_department_id, first_name, last_name, email, phone_number, can_view_supplier_info, status)
    select ${target.clientId}, ${target.id}, d.first_name, d.last_name, d.email, d.department_phone, d.can_view_supplier_info, d.status
    from client_departments d where d.id = ${departmentId}
    returning id`);
  return r.rows[0]!.id;
}

/** A staff member's person becomes an operator (Active: an admin chose to make them one). */
export async function insertSupplierFromStaff(tx: Tx, staff: StaffRow, companyName: string, aocNumber: string): Promise<string> {
  const r = await tx.execute<{ id: string }>(sql`
    insert into suppliers (company_name, company_phone, first_name, last_name, email, aoc_number, status)
    values (${companyName}, ${staff.phoneNumber}, ${staff.firstName}, ${staff.lastName}, ${staff.email}, ${aocNumber}, 'Active')
    returning id`);
  return r.rows[0]!.id;
}

/**
 * Recomputes the list search text of moved charters (shared charterSearchText: job number, places
 * in sector order, client, department and staff names, PO number, sub type), since the names of
 * their owners changed.
 */
export async function refreshSearchText(tx: Tx, charterIds: string[]): Promise<void> {
  if (charterIds.length === 0) return;
  await tx.execute(sql`
    update charter_requests cr set search_text = lower(concat_ws(' ',
      cr.job_reference::text, 'jb' || cr.job_reference::text,
      (select string_agg(site, ' ' order by pos) from (
        select site, min(pos) as pos from (
          select r.from_site as site, r."order" * 2 as pos from charter_routes r where r.charter_request_id = cr.id
          union all select r.to_site, r."order" * 2 + 1 from charter_routes r where r.charter_request_id = cr.id) s
        where trim(site) <> '' group by site) u),
      nullif(trim(c.company_name), ''), nullif(trim(d.department_name), ''),
      case when st.id is null then null else st.first_name || ' ' || st.last_name end,
      nullif(trim(cr.purchase_order_number), ''), nullif(trim(cr.charter_sub_type), '')))
    from clients c, charter_requests x
      left join client_departments d on d.id = x.client_department_id
      left join client_staff st on st.id = x.client_staff_id
    where x.id = cr.id and c.id = cr.client_id and cr.id in (${sql.join(
      charterIds.map((i) => sql`${i}::uuid`),
      sql`, `,
    )})`);
}
