import { sql, type SQL } from 'drizzle-orm';
import { OUTBOX_CHANNEL, type EmailOutboxPayload } from '../../mail/outbox.js';
import { ENTITY_CHANNEL } from '../../realtime/publish.js';
import type { DbOrTx, Tx } from './bid-types.js';

export interface LockedCharter {
  id: string;
  status: string;
  jobReference: number;
  clientId: string;
  clientDepartmentId: string | null;
  clientStaffId: string | null;
}

/**
 * The charter's owner and reference; with `lock`, locks its row first: bids, the bidding close and
 * the award of one charter serialise on it. Unlocked, it is read before the lock is taken, for the
 * facts the lock does not guard (margin, who is e-mailed).
 */
export async function charterForBid(tx: Tx, id: string, lock: boolean): Promise<LockedCharter | undefined> {
  const r = await tx.execute<LockedCharter & Record<string, unknown>>(sql`
    select id, status, job_reference as "jobReference", client_id as "clientId",
      client_department_id as "clientDepartmentId", client_staff_id as "clientStaffId"
    from charter_requests where id = ${id} ${lock ? sql`for update` : sql``}`);
  const row = r.rows[0];
  return row ? { ...row, jobReference: Number(row.jobReference) } : undefined;
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

export interface NewBidRoute {
  routeId: string;
  order: number;
  departTime: string;
  flightTime: string;
  payload: number;
  passengerLimit: number;
  aircraft: string[];
}

/** What the charter's lock guards, read in one statement once the lock is held. */
export interface UnderLock {
  /** The database clock when the lock was held: the bid's time. */
  at: string;
  /** Live with bidding still open at that moment. */
  open: boolean;
  /** The bidding operator sees the charter (its filters; `visibility` is the lists' rule). */
  visible: boolean;
  sectors: { id: string; order: number }[];
  /** The bid this operator already made with the idempotency key, if it landed while we waited. */
  again: { id: string; idempotencyHash: string | null } | null;
}

/**
 * Read after the lock is held, with the database clock at that moment (not the transaction's
 * start): is bidding still open, may the operator see the charter, its sectors, and did the same
 * submission land meanwhile. One statement, so the lock is held for one round trip here, not five.
 */
export async function readUnderLock(
  tx: Tx,
  id: string,
  visibility: SQL,
  bidderId: string,
  idempotencyKey: string | null,
): Promise<UnderLock> {
  const r = await tx.execute<Record<string, unknown>>(sql`
    select c.at, (cr.status = 'Live' and coalesce(cr.bidding_ends_at > c.at, false)) as open, (${visibility}) as visible,
      (select coalesce(json_agg(json_build_object('id', r.id, 'order', r."order") order by r."order"), '[]')
        from charter_routes r where r.charter_request_id = cr.id) as sectors,
      (select json_build_object('id', b.id, 'idempotencyHash', b.idempotency_hash) from bids b
        where b.bidder_id = ${bidderId} and b.idempotency_key = ${idempotencyKey}) as again
    from charter_requests cr, (select clock_timestamp() as at) c where cr.id = ${id}`);
  const row = r.rows[0]!;
  return {
    at: new Date(row.at as string).toISOString(),
    open: row.open === true,
    visible: row.visible === true,
    sectors: row.sectors as UnderLock['sectors'],
    again: (row.again as UnderLock['again']) ?? null,
  };
}

/**
 * Everything a bid writes, as one statement: the bid, its sectors, the charter's bid count, the
 * e-mails (outbox rows, already addressed) and the change events. The charter's lock is held
 * until commit, so writing in one round trip instead of one per row keeps other bidders waiting
 * for the least time (issue 14: 22 statements sent one by one held the lock ~36 ms under load).
 */
export async function writeBid(tx: Tx, b: NewBidRow, routes: NewBidRoute[], emails: EmailOutboxPayload[]): Promise<string> {
  const routeRows = routes.map((r) => ({
    route_id: r.routeId,
    order: r.order,
    depart_time: r.departTime,
    flight_time: r.flightTime,
    payload: r.payload,
    passenger_limit: r.passengerLimit,
    aircraft_ids: r.aircraft,
  }));
  const r = await tx.execute<{ id: string }>(sql`
    with bid as (
      insert into bids (charter_request_id, bidder_id, created_by_user_id, currency, price, with_margin, margin_type, margin_value,
        inclusions, exclusions, notes, same_aircraft, idempotency_key, idempotency_hash, time_of_bid)
      values (${b.charterRequestId}, ${b.bidderId}, ${b.createdByUserId}, ${b.currency}, ${b.price}, ${b.withMargin}, ${b.marginType},
        ${b.marginValue}, ${b.inclusions}, ${b.exclusions}, ${b.notes}, ${b.sameAircraft}, ${b.idempotencyKey}, ${b.idempotencyHash},
        ${b.timeOfBid})
      returning id),
    sectors as (
      insert into bid_routes (bid_id, route_id, "order", depart_time, flight_time, payload, passenger_limit, aircraft_ids)
      select bid.id, r.route_id, r."order", r.depart_time, r.flight_time, r.payload, r.passenger_limit, r.aircraft_ids
      from bid, jsonb_to_recordset(${JSON.stringify(routeRows)}::jsonb) as r(route_id uuid, "order" int, depart_time timestamptz,
        flight_time text, payload int, passenger_limit int, aircraft_ids uuid[])),
    counted as (
      update charter_requests set bid_count = greatest(bid_count + 1, 0), updated_at = now() where id = ${b.charterRequestId}),
    mail as (
      insert into outbox (kind, payload)
      select 'email', p.value from jsonb_array_elements(${JSON.stringify(emails)}::jsonb) with ordinality p order by p.ordinality
      returning 1)
    select bid.id,
      case when exists (select 1 from mail) then pg_notify(${OUTBOX_CHANNEL}, '') end as mailed,
      pg_notify(${ENTITY_CHANNEL}, json_build_object('entity', 'CharterRequest', 'ids', json_build_array(${b.charterRequestId}::uuid))::text),
      pg_notify(${ENTITY_CHANNEL}, json_build_object('entity', 'Bid', 'ids', json_build_array(bid.id))::text)
    from bid`);
  return r.rows[0]!.id;
}

/** A bid's status and bidder, unlocked (the workflow engine locks and checks again). */
export async function bidStatus(db: DbOrTx, id: string): Promise<{ status: string; bidderId: string } | undefined> {
  const r = await db.execute<{ status: string; bidderId: string }>(sql`select status, bidder_id as "bidderId" from bids where id = ${id}`);
  return r.rows[0];
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
