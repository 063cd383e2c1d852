import { sql, type SQL } from 'drizzle-orm';
import {
  PARTY_LIST_LIMIT,
  type AdminDetail,
  type AdminKind,
  type AdminListItem,
  type AdminListQuery,
  type PartyList,
} from '@charter/shared';
import type { Db, DbOrTx, Tx } from '@charter/db';
import { partyTable, partyUserColumn } from '../../access/party-tables.js';
import { containsPattern as contains, isoText as iso } from '../../lib/sql-text.js';

/** Each kind's table, the users column that points at it, and its flags (charter admins have none). */
const TABLE: Record<AdminKind, { table: SQL; userColumn: SQL; flags: SQL }> = {
  Admin: {
    table: partyTable('Admin'),
    userColumn: partyUserColumn('Admin'),
    flags: sql`p.manages_workflow as "managesWorkflow", p.manages_messages as "managesMessages"`,
  },
  CharterAdmin: {
    table: partyTable('CharterAdmin'),
    userColumn: partyUserColumn('CharterAdmin'),
    flags: sql`false as "managesWorkflow", false as "managesMessages"`,
  },
};

export async function list(db: Db, kind: AdminKind, q: AdminListQuery): Promise<PartyList<AdminListItem>> {
  const t = TABLE[kind];
  const term = contains(q.search);
  const r = await db.execute<{ row: AdminListItem; total: number }>(sql`
    with matched as (
      select p.id, p.first_name as "firstName", p.last_name as "lastName", p.email, p.company_name as "companyName", p.status,
        ${t.flags}, lower(p.last_name || ' ' || p.first_name) || ' ' || p.id as sort_key
      from ${t.table} p
      where (${q.status === 'All'} or p.status = ${q.status})
        and (${q.search === ''} or p.email ilike ${term} or p.company_name ilike ${term}
          or (p.first_name || ' ' || p.last_name) ilike ${term}))
    select to_jsonb(matched) - 'sort_key' as row, count(*) over ()::int as total
    from matched order by sort_key limit ${PARTY_LIST_LIMIT}`);
  return { items: r.rows.map((x) => x.row), total: r.rows[0]?.total ?? 0 };
}

export async function find(db: DbOrTx, kind: AdminKind, id: string): Promise<AdminDetail | undefined> {
  const t = TABLE[kind];
  const r = await db.execute<AdminDetail & Record<string, unknown>>(sql`
    select ${kind} as kind, p.id, p.first_name as "firstName", p.last_name as "lastName", p.email, p.phone_number as "phoneNumber",
      p.company_name as "companyName", p.status, ${t.flags}, ${iso(sql`p.created_at`)} as "createdAt",
      (select ${iso(sql`max(u.last_login_at)`)} from users u where u.role = ${kind} and u.${t.userColumn} = p.id) as "lastLoginAt"
    from ${t.table} p where p.id = ${id}`);
  return r.rows[0];
}

/** The stored row, locked until the transaction ends (two admins saving at once apply in turn). */
export interface AdminRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  companyName: string;
  status: string;
  managesWorkflow: boolean;
  managesMessages: boolean;
}

export async function lock(tx: Tx, kind: AdminKind, id: string): Promise<AdminRow | undefined> {
  const t = TABLE[kind];
  const r = await tx.execute<AdminRow & Record<string, unknown>>(sql`
    select p.id, p.first_name as "firstName", p.last_name as "lastName", p.email, p.phone_number as "phoneNumber",
      p.company_name as "companyName", p.status, ${t.flags}
    from ${t.table} p where p.id = ${id} for update`);
  return r.rows[0];
}

export interface NewAdmin {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  companyName: string;
  managesWorkflow?: boolean;
  managesMessages?: boolean;
}

/** Inserts the person as Invited (ADR 0011: Active once the invitation is accepted). */
export async function insert(tx: Tx, kind: AdminKind, a: NewAdmin): Promise<string> {
  const r =
    kind === 'Admin'
      ? await tx.execute<{ id: string }>(sql`
        insert into admins (first_name, last_name, email, phone_number, company_name, status, manages_workflow, manages_messages)
        values (${a.firstName}, ${a.lastName}, ${a.email}, ${a.phoneNumber}, ${a.companyName}, 'Invited',
          ${a.managesWorkflow ?? false}, ${a.managesMessages ?? false})
        returning id`)
      : await tx.execute<{ id: string }>(sql`
        insert into charter_admins (first_name, last_name, email, phone_number, company_name, status)
        values (${a.firstName}, ${a.lastName}, ${a.email}, ${a.phoneNumber}, ${a.companyName}, 'Invited')
        returning id`);
  return r.rows[0]!.id;
}

export type AdminChanges = Partial<Omit<AdminRow, 'id'>>;

const COLUMN: Record<keyof AdminChanges, SQL> = {
  firstName: sql`first_name`,
  lastName: sql`last_name`,
  email: sql`email`,
  phoneNumber: sql`phone_number`,
  companyName: sql`company_name`,
  status: sql`status`,
  managesWorkflow: sql`manages_workflow`,
  managesMessages: sql`manages_messages`,
};

export async function update(tx: Tx, kind: AdminKind, id: string, changes: AdminChanges): Promise<void> {
  const sets = (Object.keys(changes) as (keyof AdminChanges)[])
    .filter((k) => changes[k] !== undefined && (kind === 'Admin' || (k !== 'managesWorkflow' && k !== 'managesMessages')))
    .map((k) => sql`${COLUMN[k]} = ${changes[k]}`);
  if (sets.length === 0) return;
  await tx.execute(sql`update ${TABLE[kind].table} set ${sql.join(sets, sql`, `)}, updated_at = now() where id = ${id}`);
}

/** Whether any sign-in, or another person of this kind, already has this address. */
export async function emailInUse(tx: DbOrTx, kind: AdminKind, email: string, exceptId?: string): Promise<boolean> {
  const t = TABLE[kind];
  const r = await tx.execute(sql`
    select 1 from users u
      where lower(u.email) = lower(${email}) and not (u.role = ${kind} and u.${t.userColumn} is not distinct from ${exceptId ?? null}::uuid)
    union all
    select 1 from ${t.table} p where lower(p.email) = lower(${email}) and p.id is distinct from ${exceptId ?? null}::uuid
    limit 1`);
  return r.rows.length > 0;
}

/** The sign-in of a person, locked. */
export async function lockUserOf(tx: Tx, kind: AdminKind, id: string): Promise<{ id: string; status: string } | undefined> {
  const r = await tx.execute<{ id: string; status: string }>(sql`
    select id, status from users where role = ${kind} and ${TABLE[kind].userColumn} = ${id} limit 1 for update`);
  return r.rows[0];
}

export async function setUserStatus(tx: Tx, userId: string, status: 'Active' | 'Inactive'): Promise<void> {
  await tx.execute(sql`update users set status = ${status} where id = ${userId}`);
}

/** Moves an invited person's reserved sign-in to the corrected address. */
export async function setUserEmail(tx: Tx, userId: string, email: string): Promise<void> {
  await tx.execute(sql`update users set email = ${email} where id = ${userId}`);
}
