import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@charter/db';
import type { MarginDetails, MarginOwnerType } from '@charter/shared';
import { partyTable } from '../../access/party-tables.js';

export async function ownerExists(db: DbOrTx, type: MarginOwnerType, id: string): Promise<boolean> {
  return (await ownerStatus(db, type, id)) !== undefined;
}

/** The party's status (Active, Inactive, Invited), or undefined when there is no such party. */
export async function ownerStatus(db: DbOrTx, type: MarginOwnerType, id: string): Promise<string | undefined> {
  const r = await db.execute<{ status: string }>(sql`select status from ${partyTable(type)} where id = ${id}`);
  return r.rows[0]?.status;
}

export async function findDetails(db: DbOrTx, type: MarginOwnerType, id: string): Promise<MarginDetails | undefined> {
  const r = await db.execute<MarginDetails & Record<string, unknown>>(sql`
    select margin_ownership as "marginOwnership", margin_type as "marginType", margin_items as "marginItems"
    from margin_details where owner_type = ${type} and owner_id = ${id}`);
  return r.rows[0];
}

export async function saveDetails(db: DbOrTx, type: MarginOwnerType, id: string, d: MarginDetails): Promise<void> {
  await db.execute(sql`
    insert into margin_details (owner_type, owner_id, margin_ownership, margin_type, margin_items)
    values (${type}, ${id}, ${d.marginOwnership}, ${d.marginType}, ${JSON.stringify(d.marginItems)}::jsonb)
    on conflict (owner_type, owner_id) do update set margin_ownership = excluded.margin_ownership,
      margin_type = excluded.margin_type, margin_items = excluded.margin_items, updated_at = now()`);
}

export interface ConfirmedCharter {
  id: string;
  status: string;
  jobReference: number;
  bidId: string | null;
  price: number | null;
  withMargin: number | null;
  currency: string;
}

export async function lockCharter(tx: Tx, id: string): Promise<ConfirmedCharter | undefined> {
  const r = await tx.execute<ConfirmedCharter & Record<string, unknown>>(sql`
    select id, status, job_reference as "jobReference", bid_id as "bidId", price::float8 as price, with_margin::float8 as "withMargin",
      currency
    from charter_requests where id = ${id} for update`);
  const row = r.rows[0];
  return row ? { ...row, jobReference: Number(row.jobReference) } : undefined;
}
