import { eq, sql, type SQL } from 'drizzle-orm';
import {
  PARTY_LIST_LIMIT,
  type ClientDetail,
  type ClientListItem,
  type DepartmentDetail,
  type DepartmentListItem,
  type PartyList,
  type PartyListQuery,
  type StaffDetail,
  type StaffListItem,
} from '@charter/shared';
import { clientDepartments, clientStaff, clients, type Db, type DbOrTx, type Tx } from '@charter/db';
import { containsPattern as contains, isoText as iso } from '../../lib/sql-text.js';

/** A comma-separated column as a text[] of its trimmed, non-blank values. */
const list = (column: SQL) => sql`array(select trim(v) from unnest(string_to_array(${column}, ',')) v where trim(v) <> '')`;

function statusIs(column: SQL, status: PartyListQuery['status']): SQL {
  return status === 'All' ? sql`true` : sql`${column} = ${status}`;
}

/** Runs a list query with its count in one round trip: the rows up to the limit and every match's count. */
async function listWithTotal<T>(db: Db, select: SQL): Promise<PartyList<T>> {
  const r = await db.execute<{ row: T; total: number }>(sql`
    with matched as (${select})
    select to_jsonb(matched) - 'sort_key' as row, count(*) over ()::int as total
    from matched order by sort_key limit ${PARTY_LIST_LIMIT}`);
  return { items: r.rows.map((x) => x.row), total: r.rows[0]?.total ?? 0 };
}

const ownMargin = (type: string, id: SQL) =>
  sql`exists (select 1 from margin_details m where m.owner_type = ${type} and m.owner_id = ${id} and m.margin_ownership = 'Self')`;

export function listClients(db: Db, q: PartyListQuery): Promise<PartyList<ClientListItem>> {
  const term = contains(q.search);
  return listWithTotal<ClientListItem>(
    db,
    sql`
    select c.id, c.company_name as "companyName", c.first_name as "firstName", c.last_name as "lastName", c.email,
      c.client_type as "clientType", c.status,
      (select count(*)::int from client_departments d where d.client_master_id = c.id) as "departmentCount",
      (select count(*)::int from client_staff s where s.client_master_id = c.id) as "staffCount",
      ${ownMargin('Client', sql`c.id`)} as "hasOwnMargin",
      lower(c.company_name) || ' ' || c.id as sort_key
    from clients c
    where ${statusIs(sql`c.status`, q.status)}
      and (${q.search === ''} or c.company_name ilike ${term} or c.email ilike ${term}
        or (c.first_name || ' ' || c.last_name) ilike ${term})`,
  );
}

export function listDepartments(db: Db, q: PartyListQuery): Promise<PartyList<DepartmentListItem>> {
  const term = contains(q.search);
  return listWithTotal<DepartmentListItem>(
    db,
    sql`
    select d.id, d.client_master_id as "clientId", c.company_name as "clientName", d.department_name as "departmentName",
      d.first_name as "firstName", d.last_name as "lastName", d.email, d.status,
      (select count(*)::int from client_staff s where s.client_department_id = d.id) as "staffCount",
      ${ownMargin('ClientDepartment', sql`d.id`)} as "hasOwnMargin",
      lower(c.company_name) || ' ' || lower(d.department_name) || ' ' || d.id as sort_key
    from client_departments d join clients c on c.id = d.client_master_id
    where ${statusIs(sql`d.status`, q.status)}
      and (${q.clientId ?? null}::uuid is null or d.client_master_id = ${q.clientId ?? null}::uuid)
      and (${q.search === ''} or d.department_name ilike ${term} or c.company_name ilike ${term} or d.email ilike ${term}
        or (d.first_name || ' ' || d.last_name) ilike ${term})`,
  );
}

export function listStaff(db: Db, q: PartyListQuery): Promise<PartyList<StaffListItem>> {
  const term = contains(q.search);
  return listWithTotal<StaffListItem>(
    db,
    sql`
    select s.id, s.client_master_id as "clientId", c.company_name as "clientName", s.client_department_id as "departmentId",
      d.department_name as "departmentName", s.first_name as "firstName", s.last_name as "lastName", s.email, s.status,
      ${ownMargin('ClientStaff', sql`s.id`)} as "hasOwnMargin",
      lower(s.last_name) || ' ' || lower(s.first_name) || ' ' || s.id as sort_key
    from client_staff s join clients c on c.id = s.client_master_id
      join client_departments d on d.id = s.client_department_id
    where ${statusIs(sql`s.status`, q.status)}
      and (${q.clientId ?? null}::uuid is null or s.client_master_id = ${q.clientId ?? null}::uuid)
      and (${q.departmentId ?? null}::uuid is null or s.client_department_id = ${q.departmentId ?? null}::uuid)
      and (${q.search === ''} or s.email ilike ${term} or (s.first_name || ' ' || s.last_name) ilike ${term}
        or d.department_name ilike ${term} or c.company_name ilike ${term})`,
  );
}

const itinerary = (t: string) =>
  sql.raw(`
  ${t}.itinerary_show_price as "itineraryShowPrice", ${t}.itinerary_show_supplier as "itineraryShowSupplier",
  ${t}.itinerary_hide_phone as "itineraryHidePhone", ${t}.itinerary_minutes_offset as "itineraryMinutesOffset"`);

export async function findClient(db: DbOrTx, id: string): Promise<ClientDetail | undefined> {
  const r = await db.execute<ClientDetail & Record<string, unknown>>(sql`
    select c.id, c.company_name as "companyName", c.company_address as "companyAddress", c.company_phone as "companyPhone",
      c.first_name as "firstName", c.last_name as "lastName", c.email, c.notes_for_supplier as "notesForSupplier",
      c.client_type as "clientType", ${list(sql`c.client_types`)} as "clientTypes",
      ${list(sql`c.charter_types`)} as "charterTypes", c.email_domain as "emailDomain",
      c.can_view_supplier_info as "canViewSupplierInfo", c.hide_price as "hidePrice", c.direct_debit as "directDebit",
      c.billing_due_date as "billingDueDate", c.preferred, c.status, ${itinerary('c')}, ${iso(sql`c.created_at`)} as "createdAt"
    from clients c where c.id = ${id}`);
  return r.rows[0];
}

export async function findDepartment(db: DbOrTx, id: string): Promise<DepartmentDetail | undefined> {
  const r = await db.execute<DepartmentDetail & Record<string, unknown>>(sql`
    select d.id, d.client_master_id as "clientId", c.company_name as "clientName", d.department_name as "departmentName",
      d.department_description as "departmentDescription", d.department_phone as "departmentPhone",
      d.first_name as "firstName", d.last_name as "lastName", d.email, d.notes_for_supplier as "notesForSupplier",
      d.can_view_supplier_info as "canViewSupplierInfo", d.hide_price as "hidePrice", d.status, ${itinerary('d')},
      ${iso(sql`d.created_at`)} as "createdAt"
    from client_departments d join clients c on c.id = d.client_master_id where d.id = ${id}`);
  return r.rows[0];
}

export async function findStaff(db: DbOrTx, id: string): Promise<StaffDetail | undefined> {
  const r = await db.execute<StaffDetail & Record<string, unknown>>(sql`
    select s.id, s.client_master_id as "clientId", c.company_name as "clientName", s.client_department_id as "departmentId",
      d.department_name as "departmentName", s.first_name as "firstName", s.last_name as "lastName", s.email,
      s.phone_number as "phoneNumber", s.can_view_supplier_info as "canViewSupplierInfo",
      s.manages_workflow as "managesWorkflow", s.manages_messages as "managesMessages", s.status,
      ${iso(sql`s.created_at`)} as "createdAt"
    from client_staff s join clients c on c.id = s.client_master_id
      join client_departments d on d.id = s.client_department_id
    where s.id = ${id}`);
  return r.rows[0];
}

export type ClientRow = typeof clients.$inferSelect;
export type DepartmentRow = typeof clientDepartments.$inferSelect;
export type StaffRow = typeof clientStaff.$inferSelect;
export type ClientChanges = Partial<typeof clients.$inferInsert>;
export type DepartmentChanges = Partial<typeof clientDepartments.$inferInsert>;
export type StaffChanges = Partial<typeof clientStaff.$inferInsert>;

/** The client's row, locked until the transaction ends (two admins saving at once apply in turn). */
export async function lockClient(tx: Tx, id: string): Promise<ClientRow | undefined> {
  const [row] = await tx.select().from(clients).where(eq(clients.id, id)).for('update');
  return row;
}

export async function lockDepartment(tx: Tx, id: string): Promise<DepartmentRow | undefined> {
  const [row] = await tx.select().from(clientDepartments).where(eq(clientDepartments.id, id)).for('update');
  return row;
}

export async function lockStaff(tx: Tx, id: string): Promise<StaffRow | undefined> {
  const [row] = await tx.select().from(clientStaff).where(eq(clientStaff.id, id)).for('update');
  return row;
}

export async function updateClient(tx: Tx, id: string, changes: ClientChanges): Promise<void> {
  await tx
    .update(clients)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(clients.id, id));
}

export async function updateDepartment(tx: Tx, id: string, changes: DepartmentChanges): Promise<void> {
  await tx
    .update(clientDepartments)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(clientDepartments.id, id));
}

export async function updateStaff(tx: Tx, id: string, changes: StaffChanges): Promise<void> {
  await tx
    .update(clientStaff)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(clientStaff.id, id));
}
