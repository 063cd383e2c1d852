import { sql } from 'drizzle-orm';
import { resolveMarginItems, type MarginItem, type OwnedMarginDetails } from '@charter/shared';
import type { Db } from '@charter/db';

type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The margin items that apply to the charter's owner (staff, department, client; section 3):
 * what a bid's price with margin is worked out with, and a change's new cost when no award carries one.
 */
export async function marginItemsFor(
  db: DbOrTx,
  c: { clientId: string; clientDepartmentId: string | null; clientStaffId: string | null },
): Promise<MarginItem[]> {
  const r = await db.execute<{ ownerType: string; marginOwnership: string; marginItems: MarginItem[] }>(sql`
    select owner_type as "ownerType", margin_ownership as "marginOwnership", margin_items as "marginItems"
    from margin_details
    where (owner_type = 'Client' and owner_id = ${c.clientId})
      or (owner_type = 'ClientDepartment' and owner_id = ${c.clientDepartmentId})
      or (owner_type = 'ClientStaff' and owner_id = ${c.clientStaffId})`);
  const of = (type: string): OwnedMarginDetails | null => r.rows.find((d) => d.ownerType === type) ?? null;
  return resolveMarginItems({
    staff: c.clientStaffId ? of('ClientStaff') : null,
    department: c.clientDepartmentId ? of('ClientDepartment') : null,
    client: of('Client'),
  });
}
