import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@charter/db';
import { SESSION_CHANNEL } from './session-cache.js';

/**
 * Ends the open sessions that `where` picks (a condition on auth_sessions) and announces each on
 * SESSION_CHANNEL in the same statement, so the NOTIFY goes out at commit (and not on rollback).
 * Every instance's session cache drops them when it hears it (auth/session-cache.ts): every
 * revocation goes through here, or instances would go on believing a cached session.
 */
export async function endSessionsWhere(db: DbOrTx, where: SQL, reason: string): Promise<void> {
  await db.execute(sql`
    with ended as (
      update auth_sessions set revoked_at = now(), revoked_reason = ${reason}
      where revoked_at is null and (${where})
      returning id)
    select pg_notify(${SESSION_CHANNEL}, id::text) from ended`);
}

/**
 * Ends every sign-in of a user (but one, when given) in the caller's transaction: a password
 * reset or change, or an admin deactivating the account. Each call checks its session
 * (auth/authenticate), so the end takes effect at once.
 */
export async function revokeAllSessions(db: DbOrTx, userId: string, reason: string, exceptSessionId?: string): Promise<void> {
  await endSessionsWhere(db, exceptSessionId ? sql`user_id = ${userId} and id <> ${exceptSessionId}` : sql`user_id = ${userId}`, reason);
}

const PARTY_USER_COLUMN = {
  Client: sql.raw('client_id'),
  ClientDepartment: sql.raw('client_department_id'),
  ClientStaff: sql.raw('client_staff_id'),
} as const;

/**
 * Keeps the sign-ins under a client, department or staff member in step with its status, in the
 * caller's transaction. Made Inactive: every Active sign-in under it (a client's departments and
 * staff too) becomes Inactive and its sessions end at once. Made Active again: the sign-ins under it
 * that have a password and whose whole chain (client, department, staff member) is Active work
 * again, so one switched off on its own stays off.
 */
export async function syncPartySignIns(
  db: DbOrTx,
  type: keyof typeof PARTY_USER_COLUMN,
  id: string,
  status: string,
  reason: string,
): Promise<void> {
  const column = PARTY_USER_COLUMN[type];
  if (status === 'Inactive') {
    const off = await db.execute<{ id: string }>(
      sql`update users set status = 'Inactive' where ${column} = ${id} and status = 'Active' returning id`,
    );
    const ids = off.rows.map((r) => r.id);
    if (ids.length) await endSessionsWhere(db, sql`user_id in ${ids}`, reason);
  } else if (status === 'Active') {
    await db.execute(sql`
      update users u set status = 'Active'
      where u.${column} = ${id} and u.status = 'Inactive' and u.password_hash is not null
        and (u.client_id is null or exists (select 1 from clients c where c.id = u.client_id and c.status = 'Active'))
        and (u.client_department_id is null
          or exists (select 1 from client_departments d where d.id = u.client_department_id and d.status = 'Active'))
        and (u.client_staff_id is null or exists (select 1 from client_staff s where s.id = u.client_staff_id and s.status = 'Active'))`);
  }
}
