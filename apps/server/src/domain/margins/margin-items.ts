import { sql, type SQL } from 'drizzle-orm';
import { resolveMarginItems, type MarginItem, type OwnedMarginDetails } from '@charter/shared';
import type { DbOrTx } from '@charter/db';

/** A charter's owner: ids, or SQL expressions (e.g. `cr.client_id`) when read inside a larger statement. */
interface Owner<T> {
  clientId: T;
  clientDepartmentId: T;
  clientStaffId: T;
}

/** The stored margin details of the owner's client, department and staff, one row each that has them. */
export interface MarginDetailsRow {
  ownerType: string;
  marginOwnership: string;
  marginItems: MarginItem[];
}

const detailsOf = (c: Owner<SQL>) => sql`
  from margin_details
  where (owner_type = 'Client' and owner_id = ${c.clientId})
    or (owner_type = 'ClientDepartment' and owner_id = ${c.clientDepartmentId})
    or (owner_type = 'ClientStaff' and owner_id = ${c.clientStaffId})`;

/**
 * The owner's margin details as one JSON array (MarginDetailsRow[]), for a statement that reads
 * them with other facts (placing a bid reads everything it needs in one statement: ADR 0023).
 */
export function marginDetailsJson(c: Owner<SQL>): SQL {
  return sql`(select coalesce(json_agg(json_build_object('ownerType', owner_type, 'marginOwnership', margin_ownership,
    'marginItems', margin_items)), '[]') ${detailsOf(c)})`;
}

/** Which of the owner's details decide (resolveMarginItems): staff, else department, else client. */
export function ownerMarginItems(
  rows: MarginDetailsRow[],
  c: { clientDepartmentId: string | null; clientStaffId: string | null },
): MarginItem[] {
  const of = (type: string): OwnedMarginDetails | null => rows.find((d) => d.ownerType === type) ?? null;
  return resolveMarginItems({
    staff: c.clientStaffId ? of('ClientStaff') : null,
    department: c.clientDepartmentId ? of('ClientDepartment') : null,
    client: of('Client'),
  });
}

/**
 * The margin items that apply to the charter's owner (staff, department, client; section 3):
 * what a bid's price with margin is worked out with, and a change's new cost when no award carries one.
 */
export async function marginItemsFor(
  db: DbOrTx,
  c: { clientId: string; clientDepartmentId: string | null; clientStaffId: string | null },
): Promise<MarginItem[]> {
  const r = await db.execute<MarginDetailsRow & Record<string, unknown>>(sql`
    select owner_type as "ownerType", margin_ownership as "marginOwnership", margin_items as "marginItems"
    ${detailsOf({ clientId: sql`${c.clientId}`, clientDepartmentId: sql`${c.clientDepartmentId}`, clientStaffId: sql`${c.clientStaffId}` })}`);
  return ownerMarginItems(r.rows, c);
}
