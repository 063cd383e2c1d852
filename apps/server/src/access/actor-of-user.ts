import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@charter/db';
import type { AccountRole } from '@charter/shared';
import type { Actor } from './actor.js';

/**
 * The actor a user acts as when it asks without a session (a calendar app reading its feed): the
 * same scoping fields a session carries, read afresh; undefined when the user is no longer active.
 */
export async function actorOfUser(db: DbOrTx, userId: string): Promise<Actor | undefined> {
  const r = await db.execute<{
    role: AccountRole;
    clientId: string | null;
    clientDepartmentId: string | null;
    clientStaffId: string | null;
    supplierId: string | null;
    qGov: boolean;
  }>(sql`
    select u.role, u.client_id as "clientId", u.client_department_id as "clientDepartmentId",
      u.client_staff_id as "clientStaffId", u.supplier_id as "supplierId", coalesce(c.client_type = 'QGov', false) as "qGov"
    from users u left join clients c on c.id = u.client_id
    where u.id = ${userId} and u.status = 'Active'`);
  const row = r.rows[0];
  return row ? { userId, ...row } : undefined;
}
