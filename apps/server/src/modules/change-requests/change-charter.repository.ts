import { sql } from 'drizzle-orm';
import { applyMargin, type ChangeInitiator, type ChangeStatus } from '@charter/shared';
import type { ChangedSector, DbOrTx, Tx } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { charterVisibility } from '../../access/charter-scope.js';
import { marginItemsFor } from '../../domain/margins/margin-items.js';
import { changeVisibility } from './change-scope.js';
import { isoText } from '../../lib/sql-text.js';

/** The confirmed charter a change is about, locked. */
export interface LockedCharter {
  id: string;
  jobReference: number;
  status: string;
  changePending: boolean;
  clientId: string;
  clientDepartmentId: string | null;
  clientStaffId: string | null;
  bidderId: string | null;
  bidId: string | null;
  price: number | null;
  withMargin: number | null;
  currency: string;
}

export async function lockCharter(tx: Tx, actor: Actor, id: string): Promise<LockedCharter | undefined> {
  const r = await tx.execute<LockedCharter & Record<string, unknown>>(sql`
    select cr.id, cr.job_reference::int as "jobReference", cr.status, cr.change_pending as "changePending",
      cr.client_id as "clientId", cr.client_department_id as "clientDepartmentId", cr.client_staff_id as "clientStaffId",
      cr.bidder_id as "bidderId", cr.bid_id as "bidId", cr.price::float8 as price, cr.with_margin::float8 as "withMargin", cr.currency
    from charter_requests cr where cr.id = ${id} and ${charterVisibility(actor)}
    for update of cr`);
  return r.rows[0];
}

export interface SectorRow {
  order: number;
  from: string;
  to: string;
  departTime: string;
  departTimeZone: string;
  passengerNumber: number;
  aircraft: string;
}

export async function sectorsOf(db: DbOrTx, charterId: string): Promise<SectorRow[]> {
  const r = await db.execute<SectorRow & Record<string, unknown>>(sql`
    select "order", from_site as "from", to_site as "to",
      ${isoText(sql`depart_time`)} as "departTime",
      depart_time_zone as "departTimeZone", passenger_number as "passengerNumber", aircraft
    from charter_routes where charter_request_id = ${charterId} order by "order"`);
  return r.rows;
}

/**
 * The client's price for the operator's new net price: the margin the award carries (an admin's
 * margin update writes it on the bid too), else the owner's margin ranges, as a bid would get.
 */
export async function priceWithMargin(tx: Tx, c: LockedCharter, cost: number): Promise<number> {
  const bid = c.bidId
    ? (
        await tx.execute<{ marginType: string; marginValue: number }>(
          sql`select margin_type as "marginType", margin_value::float8 as "marginValue" from bids where id = ${c.bidId}`,
        )
      ).rows[0]
    : undefined;
  if (bid) {
    const v = bid.marginType === 'Fixed' ? cost + bid.marginValue : cost * (1 + bid.marginValue / 100);
    return Math.round(v * 100) / 100;
  }
  return applyMargin(cost, await marginItemsFor(tx, c)).withMargin;
}

export interface ChangeRow {
  id: string;
  charterRequestId: string;
  changedCharterRequestId: string | null;
  bidderId: string | null;
  initiatedBy: ChangeInitiator;
  status: ChangeStatus;
  reason: string;
  decisionReason: string | null;
  sectors: ChangedSector[];
  currency: string;
  originalCost: number | null;
  originalCostWithMargin: number | null;
  changeToCost: number | null;
  changeToCostWithMargin: number | null;
  createdAt: string;
  decidedAt: string | null;
}

/** A change the actor may see (locked when deciding). */
export async function findChange(db: DbOrTx, actor: Actor, id: string, lock = false): Promise<ChangeRow | undefined> {
  const r = await db.execute<ChangeRow & Record<string, unknown>>(sql`
    select cc.id, cc.charter_request_id as "charterRequestId", cc.changed_charter_request_id as "changedCharterRequestId",
      cc.bidder_id as "bidderId", cc.initiated_by as "initiatedBy", cc.status, cc.reason, cc.decision_reason as "decisionReason",
      cc.sectors, cc.currency, cc.original_cost::float8 as "originalCost", cc.original_cost_with_margin::float8 as "originalCostWithMargin",
      cc.change_to_cost::float8 as "changeToCost", cc.change_to_cost_with_margin::float8 as "changeToCostWithMargin",
      ${isoText(sql`cc.created_at`)} as "createdAt", ${isoText(sql`cc.decided_at`)} as "decidedAt"
    from change_charters cc where cc.id = ${id} and ${changeVisibility(actor)}
    ${lock ? sql`for update of cc` : sql``}`);
  return r.rows[0];
}

export async function insertChange(
  tx: Tx,
  c: {
    charterRequestId: string;
    bidderId: string | null;
    initiatedBy: ChangeInitiator;
    reason: string;
    sectors: ChangedSector[];
    currency: string;
    originalCost: number | null;
    originalCostWithMargin: number | null;
    changeToCost: number | null;
    changeToCostWithMargin: number | null;
    createdByUserId: string | null;
  },
): Promise<string> {
  const r = await tx.execute<{ id: string }>(sql`
    insert into change_charters (charter_request_id, bidder_id, initiated_by, reason, sectors, currency, original_cost,
      original_cost_with_margin, change_to_cost, change_to_cost_with_margin, created_by_user_id)
    values (${c.charterRequestId}, ${c.bidderId}, ${c.initiatedBy}, ${c.reason}, ${JSON.stringify(c.sectors)}::jsonb, ${c.currency},
      ${c.originalCost}, ${c.originalCostWithMargin}, ${c.changeToCost}, ${c.changeToCostWithMargin}, ${c.createdByUserId})
    returning id`);
  return r.rows[0]!.id;
}

export async function jobReferenceOf(db: DbOrTx, id: string | null): Promise<{ id: string; jobReference: number; status: string } | null> {
  if (!id) return null;
  const r = await db.execute<{ id: string; jobReference: number; status: string }>(
    sql`select id, job_reference::int as "jobReference", status from charter_requests where id = ${id}`,
  );
  return r.rows[0] ?? null;
}
