import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@charter/db';
import type { Actor } from '../access/actor.js';
import type { Inviter } from './invitations.js';

/** The signed-in caller as an invitation names it ("Ada Admin has invited you ..."). */
export async function inviterFor(tx: Tx | Db, actor: Actor): Promise<Inviter> {
  if (actor.system) return { userId: null, role: 'System', name: 'The team' };
  const r = await tx.execute<{ name: string }>(sql`
    select coalesce(nullif(trim(case u.role
      when 'Admin' then (select first_name || ' ' || last_name from admins where id = u.admin_id)
      when 'CharterAdmin' then (select first_name || ' ' || last_name from charter_admins where id = u.charter_admin_id)
      when 'Client' then (select first_name || ' ' || last_name || ' of ' || company_name from clients where id = u.client_id)
      when 'ClientDepartment' then (select first_name || ' ' || last_name from client_departments where id = u.client_department_id)
      when 'ClientStaff' then (select first_name || ' ' || last_name from client_staff where id = u.client_staff_id)
      when 'Supplier' then (select first_name || ' ' || last_name from suppliers where id = u.supplier_id)
    end), ''), u.email) as name
    from users u where u.id = ${actor.userId}`);
  return { userId: actor.userId, role: actor.role, name: r.rows[0]?.name ?? 'The team' };
}
