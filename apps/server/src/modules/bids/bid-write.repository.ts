import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from './bid-types.js';

export interface LockedCharter {
  id: string;
  status: string;
  jobReference: number;
  clientId: string;
  clientDepartmentId: string | null;
  clientStaffId: string | null;
}

/** Locks the charter row: bids, the bidding close and the award of one charter serialise on it. */
export async function lockCharter(tx: Tx, id: string): Promise<LockedCharter | undefined> {
  const r = await tx.execute<LockedCharter & Record<string, unknown>>(sql`
    select id, status, job_reference as "jobReference", client_id as "clientId",
      client_department_id as "clientDepartmentId", client_staff_id as "clientStaffId"
    from charter_requests where id = ${id} for update`);
  const row = r.rows[0];
  return row ? { ...row, jobReference: Number(row.jobReference) } : undefined;
}

/**
 * Read after the lock is held, with the database clock at that moment (not the transaction's
 * start): is bidding still open, and when is "now" for the bid.
 */
export async function biddingClock(tx: Tx, id: string): Promise<{ open: boolean; at: string }> {
  const r = await tx.execute<{ open: boolean; at: string }>(sql`
    select c.at, (cr.status = 'Live' and coalesce(cr.bidding_ends_at > c.at, false)) as open
    from charter_requests cr, (select clock_timestamp() as at) c where cr.id = ${id}`);
  const row = r.rows[0]!;
  return { open: row.open, at: new Date(row.at).toISOString() };
}

/** The bid an operator already made with this key, with the hash of the body it came with (null before hashes were kept). */
export async function findByIdempotencyKey(
  db: DbOrTx,
  bidderId: string,
  key: string,
): Promise<{ id: string; idempotencyHash: string | null } | undefined> {
  const r = await db.execute<{ id: string; idempotencyHash: string | null }>(
    sql`select id, idempotency_hash as "idempotencyHash" from bids where bidder_id = ${bidderId} and idempotency_key = ${key}`,
  );
  return r.rows[0];
}

export async function supplierFacts(db: DbOrTx, supplierId: string) {
  const r = await db.execute<{
    status: string;
    companyName: string;
    doNotSendBidConfirmation: boolean;
    approvedDocuments: boolean;
  }>(sql`
    select s.status, s.company_name as "companyName", s.do_not_send_bid_confirmation as "doNotSendBidConfirmation",
      exists (select 1 from supplier_documents d where d.supplier_id = s.id and d.active and d.approved
        and (d.expired_at is null or d.expired_at > now())) as "approvedDocuments"
    from suppliers s where s.id = ${supplierId}`);
  return r.rows[0];
}

export async function charterSectors(db: DbOrTx, charterId: string): Promise<{ id: string; order: number }[]> {
  const r = await db.execute<{ id: string; order: number }>(
    sql`select id, "order" from charter_routes where charter_request_id = ${charterId} order by "order"`,
  );
  return r.rows;
}

/** The bidder's Active aircraft among these ids, with their seats. */
export async function activeAircraftOf(db: DbOrTx, supplierId: string, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const r = await db.execute<{ id: string; passengerLimit: number }>(sql`
    select id, passenger_limit as "passengerLimit" from aircraft
    where supplier_id = ${supplierId} and status = 'Active' and id = any(${`{${ids.join(',')}}`}::uuid[])`);
  return new Map(r.rows.map((a) => [a.id, a.passengerLimit]));
}

export { marginItemsFor } from '../../lib/margin-items.js';

export interface NewBidRow {
  charterRequestId: string;
  bidderId: string;
  createdByUserId: string | null;
  currency: string;
  price: number;
  withMargin: number;
  marginType: string;
  marginValue: number;
  inclusions: string;
  exclusions: string;
  notes: string;
  sameAircraft: boolean;
  idempotencyKey: string | null;
  idempotencyHash: string | null;
  timeOfBid: string;
}

export async function insertBid(tx: Tx, b: NewBidRow): Promise<string> {
  const r = await tx.execute<{ id: string }>(sql`
    insert into bids (charter_request_id, bidder_id, created_by_user_id, currency, price, with_margin, margin_type, margin_value,
      inclusions, exclusions, notes, same_aircraft, idempotency_key, idempotency_hash, time_of_bid)
    values (${b.charterRequestId}, ${b.bidderId}, ${b.createdByUserId}, ${b.currency}, ${b.price}, ${b.withMargin}, ${b.marginType},
      ${b.marginValue}, ${b.inclusions}, ${b.exclusions}, ${b.notes}, ${b.sameAircraft}, ${b.idempotencyKey}, ${b.idempotencyHash},
      ${b.timeOfBid})
    returning id`);
  return r.rows[0]!.id;
}

export async function insertBidRoute(
  tx: Tx,
  bidId: string,
  r: {
    routeId: string;
    order: number;
    departTime: string;
    flightTime: string;
    payload: number;
    passengerLimit: number;
    aircraft: string[];
  },
): Promise<void> {
  await tx.execute(sql`
    insert into bid_routes (bid_id, route_id, "order", depart_time, flight_time, payload, passenger_limit, aircraft_ids)
    values (${bidId}, ${r.routeId}, ${r.order}, ${r.departTime}, ${r.flightTime}, ${r.payload}, ${r.passengerLimit},
      ${`{${r.aircraft.join(',')}}`}::uuid[])`);
}

/** A bid's status and bidder, unlocked (the workflow engine locks and checks again). */
export async function bidStatus(db: DbOrTx, id: string): Promise<{ status: string; bidderId: string } | undefined> {
  const r = await db.execute<{ status: string; bidderId: string }>(sql`select status, bidder_id as "bidderId" from bids where id = ${id}`);
  return r.rows[0];
}

export async function addToBidCount(tx: Tx, charterId: string, delta: number): Promise<void> {
  await tx.execute(
    sql`update charter_requests set bid_count = greatest(bid_count + ${delta}, 0), updated_at = now() where id = ${charterId}`,
  );
}

/** The charter's owner at its own level: staff, else department, else the client. */
export async function charterOwnerUsers(db: DbOrTx, c: LockedCharter) {
  const r = await db.execute<{ email: string; userId: string }>(sql`
    select u.email, u.id as "userId" from users u where u.status = 'Active' and (
      (${c.clientStaffId}::uuid is not null and u.client_staff_id = ${c.clientStaffId} and u.role = 'ClientStaff') or
      (${c.clientStaffId}::uuid is null and ${c.clientDepartmentId}::uuid is not null and u.client_department_id = ${c.clientDepartmentId}
        and u.role = 'ClientDepartment') or
      (${c.clientStaffId}::uuid is null and ${c.clientDepartmentId}::uuid is null and u.client_id = ${c.clientId} and u.role = 'Client'))`);
  return r.rows;
}
