import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { charterOwnerSide, purchaseBuyerScope, shareReadScope } from '../../access/share-scope.js';
import { isoText } from '../../lib/sql-text.js';

/** A charter as the share calls see it, with the actor's side. */
export interface ShareCharter {
  id: string;
  jobReference: number;
  status: string;
  shared: boolean;
  qGov: boolean;
  bidderId: string | null;
  /** The actor owns it (client side) or is an admin. */
  owner: boolean;
  /** Some manifest entry came with a bought seat. */
  manifestLocked: boolean;
}

const charterColumns = (actor: Actor) => sql`
  cr.id, cr.job_reference as "jobReference", cr.status, cr.shared, cr.q_gov as "qGov", cr.bidder_id as "bidderId",
  (${charterOwnerSide(actor)}) as owner,
  exists (select 1 from manifest_entries m join charter_routes r on r.id = m.route_id
    where r.charter_request_id = cr.id and m.share) as "manifestLocked"`;

const asCharter = (row: Record<string, unknown> | undefined): ShareCharter | undefined =>
  row ? ({ ...row, jobReference: Number(row.jobReference) } as unknown as ShareCharter) : undefined;

/** The charter if the actor may read its shares (access/share-scope.ts). */
export async function readableCharter(db: DbOrTx, actor: Actor, id: string): Promise<ShareCharter | undefined> {
  const r = await db.execute<Record<string, unknown>>(sql`
    select ${charterColumns(actor)} from charter_requests cr where cr.id = ${id} and ${shareReadScope(actor)}`);
  return asCharter(r.rows[0]);
}

/**
 * The charter locked for a share change (the first lock of every share call), if the actor may
 * read its shares; `owner` tells whether it may change them.
 */
export async function lockCharter(tx: Tx, actor: Actor, id: string): Promise<ShareCharter | undefined> {
  const r = await tx.execute<Record<string, unknown>>(sql`
    select ${charterColumns(actor)} from charter_requests cr where cr.id = ${id} and ${shareReadScope(actor)} for update of cr`);
  return asCharter(r.rows[0]);
}

/** The charter and route of a share or a purchase (no lock, no scope: the caller checks both next). */
export async function shareRef(db: DbOrTx, shareId: string) {
  const r = await db.execute<{ charterId: string; routeId: string }>(
    sql`select charter_request_id as "charterId", route_id as "routeId" from charter_shares where id = ${shareId}`,
  );
  return r.rows[0];
}

export async function shareStatus(db: DbOrTx, shareId: string) {
  const r = await db.execute<{ status: string }>(sql`select status from charter_shares where id = ${shareId}`);
  return r.rows[0];
}

export async function sectorCharter(db: DbOrTx, routeId: string): Promise<string | undefined> {
  const r = await db.execute<{ charterId: string }>(
    sql`select charter_request_id as "charterId" from charter_routes where id = ${routeId}`,
  );
  return r.rows[0]?.charterId;
}

export async function purchaseRef(db: DbOrTx, purchaseId: string) {
  const r = await db.execute<{ charterId: string; status: string }>(
    sql`select charter_request_id as "charterId", status from share_purchases where id = ${purchaseId}`,
  );
  return r.rows[0];
}

export interface PurchaseRow {
  id: string;
  shareId: string;
  charterRequestId: string;
  routeId: string;
  status: string;
  passengerName: string;
  contactNumber: string;
  emailAddress: string;
  passengerWeight: number;
  freightWeight: number;
  cargoWeight: number;
  costPerSeat: number;
  currency: string;
  buyerName: string;
  createdAt: string;
  /** Bought by the actor's side. */
  mine: boolean;
}

/** A charter's purchases (or one), oldest first, with who bought them and whether the actor's side did. */
export async function purchasesOf(db: DbOrTx, actor: Actor, where: { charterId?: string; purchaseId?: string }): Promise<PurchaseRow[]> {
  const filter = where.purchaseId ? sql`sp.id = ${where.purchaseId}` : sql`sp.charter_request_id = ${where.charterId!}`;
  const r = await db.execute<PurchaseRow & Record<string, unknown>>(sql`
    select sp.id, sp.share_id as "shareId", sp.charter_request_id as "charterRequestId", sp.route_id as "routeId", sp.status,
      sp.passenger_name as "passengerName", sp.contact_number as "contactNumber", sp.email_address as "emailAddress",
      sp.passenger_weight as "passengerWeight", sp.freight_weight as "freightWeight", sp.cargo_weight as "cargoWeight",
      sp.cost_per_seat::float8 as "costPerSeat", sp.currency,
      ${isoText(sql`sp.created_at`)} as "createdAt",
      concat_ws(' / ', c.company_name, d.department_name, case when s.id is null then null else s.first_name || ' ' || s.last_name end) as "buyerName",
      (${purchaseBuyerScope(actor)}) as mine
    from share_purchases sp
    left join clients c on c.id = sp.buyer_client_id
    left join client_departments d on d.id = sp.buyer_client_department_id
    left join client_staff s on s.id = sp.buyer_client_staff_id
    where ${filter}
    order by sp.created_at, sp.id`);
  return r.rows;
}

export interface ActionRow {
  entityState: string;
  actionName: string;
  nextState: string;
}

/** The active State actions of the actor's role on an entity, per state. */
export async function actionsOf(db: DbOrTx, actor: Actor, entity: string): Promise<ActionRow[]> {
  const r = await db.execute<ActionRow & Record<string, unknown>>(sql`
    select distinct on (entity_state, action_name, next_state) entity_state as "entityState", action_name as "actionName",
      next_state as "nextState", sort_order
    from allowed_actions
    where entity_type = ${entity} and allowed_role = ${actor.role} and allowed_status = 'Active' and action_type = 'State'
    order by entity_state, action_name, next_state, sort_order`);
  return r.rows;
}

/** The charter's first sector with a share the actor's side bought on: for a purchase's page. */
export async function purchaseTrip(db: DbOrTx, purchaseId: string) {
  const r = await db.execute<{ jobReference: number; from: string; to: string; departTime: string; departTimeZone: string }>(sql`
    select cr.job_reference as "jobReference", r.from_site as "from", r.to_site as "to",
      ${isoText(sql`r.depart_time`)} as "departTime", r.depart_time_zone as "departTimeZone"
    from share_purchases sp join charter_routes r on r.id = sp.route_id join charter_requests cr on cr.id = sp.charter_request_id
    where sp.id = ${purchaseId}`);
  const row = r.rows[0];
  return row ? { ...row, jobReference: Number(row.jobReference) } : undefined;
}
