import { sql, type SQL } from 'drizzle-orm';
import type { BidAircraftDto, MarginItem } from '@charter/shared';
import type { Db } from '@charter/db';
import { supplierCharterVisibility } from '../../access/charter-scope.js';
import { preparedSql } from '../../lib/prepared-sql.js';
import { marginDetailsJson, ownerMarginItems, type MarginDetailsRow } from '../../lib/margin-items.js';
import { operatorRecipientsJson, type OperatorRecipient } from '../../mail/operator-mail.js';
import { OUTBOX_CHANNEL, type EmailOutboxPayload } from '../../mail/outbox.js';
import type { AfterCommitNotice } from '../../realtime/after-commit-notices.js';
import { LISTS_CHANNEL } from '../../realtime/publish.js';
import type { DbOrTx } from './bid-types.js';

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

/** Whether an operator may bid (bidRefusal): its status and whether it has an approved, current document; and its name and e-mail choice. */
const supplierFactsOf = (supplierId: SQL) => sql`
  select s.status, s.company_name as "companyName", s.do_not_send_bid_confirmation as "doNotSendBidConfirmation",
    exists (select 1 from supplier_documents d where d.supplier_id = s.id and d.active and d.approved
      and (d.expired_at is null or d.expired_at > now())) as "approvedDocuments"
  from suppliers s where s.id = ${supplierId}`;

export interface SupplierFacts {
  status: string;
  companyName: string;
  doNotSendBidConfirmation: boolean;
  approvedDocuments: boolean;
}

export async function supplierFacts(db: DbOrTx, supplierId: string): Promise<SupplierFacts | undefined> {
  const r = await db.execute<SupplierFacts & Record<string, unknown>>(supplierFactsOf(sql`${supplierId}`));
  return r.rows[0];
}

/** The charter's owner at its own level (staff, else department, else the client): its active users. */
const ownerUsersJson = sql`(select coalesce(json_agg(json_build_object('email', u.email, 'userId', u.id)), '[]') from users u
  where u.status = 'Active' and (
    (cr.client_staff_id is not null and u.client_staff_id = cr.client_staff_id and u.role = 'ClientStaff') or
    (cr.client_staff_id is null and cr.client_department_id is not null and u.client_department_id = cr.client_department_id
      and u.role = 'ClientDepartment') or
    (cr.client_staff_id is null and cr.client_department_id is null and u.client_id = cr.client_id and u.role = 'Client')))`;

export interface BidCharter {
  id: string;
  jobReference: number;
  clientId: string;
  clientDepartmentId: string | null;
  clientStaffId: string | null;
}

/** Everything a bid reads before the charter's lock, in one statement (bidFacts). */
export interface BidFacts {
  /** The bid this operator already made with the key. */
  again: { id: string; idempotencyHash: string | null } | null;
  supplier: SupplierFacts | null;
  /** The bidder's Active aircraft among those named, with their seats (passengerLimit), as a bid's sectors show them. */
  aircraft: Map<string, BidAircraftDto>;
  /** Who the operator's receipt goes to. */
  recipients: OperatorRecipient[];
  /** Null: no such charter. */
  charter: BidCharter | null;
  /** The charter's and its sectors' row versions as read (bid_charter_version, ADR 0028): bid_place writes only if they are still so under the lock. */
  version: string | null;
  /** The bidding operator sees the charter (its filters: the lists' rule), also when an admin bids for it. */
  visible: boolean;
  /** The charter's sectors: their order, and the zone their departure is shown in. */
  sectors: { id: string; order: number; departTimeZone: string }[];
  /** The charter owner's users, told of the new bid. */
  owners: { email: string; userId: string }[];
  /** The margin items of the charter's owner. */
  marginItems: MarginItem[];
}

/**
 * What a bid needs that the charter's lock does not guard, and what it guards as read now, in one
 * prepared statement without a transaction: a retried key, the operator and its aircraft, its
 * e-mail addresses, the charter's owner, version, visibility to the operator, sectors, owner's
 * users and margin. bid_place checks under the lock that the charter is still as read.
 */
export async function bidFacts(
  db: Db,
  v: { charterId: string; bidderId: string; idempotencyKey: string | null; aircraftIds: string[] },
): Promise<BidFacts> {
  const query = preparedSql(db, 'bid_facts', () => {
    const bidder = sql.placeholder('bidder');
    return sql`
      select
        (select json_build_object('id', b.id, 'idempotencyHash', b.idempotency_hash) from bids b
          where b.bidder_id = ${bidder} and b.idempotency_key = ${sql.placeholder('key')}) as again,
        (select row_to_json(f) from (${supplierFactsOf(sql`${bidder}`)}) f) as supplier,
        (select coalesce(json_agg(json_build_object('id', a.id, 'licenseNumber', a.license_number, 'type', a.type,
            'passengerLimit', a.passenger_limit)), '[]') from aircraft a
          where a.supplier_id = ${bidder} and a.status = 'Active' and a.id = any(${sql.placeholder('aircraft')}::uuid[])) as aircraft,
        ${operatorRecipientsJson(sql`s.id = ${bidder}`)} as recipients,
        c.*
      from (select 1) one
      left join lateral (
        select json_build_object('id', cr.id, 'jobReference', cr.job_reference, 'clientId', cr.client_id,
            'clientDepartmentId', cr.client_department_id, 'clientStaffId', cr.client_staff_id) as charter,
          bid_charter_version(cr) as version,
          coalesce(${supplierCharterVisibility(sql`${bidder}`)}, false) as visible,
          (select coalesce(json_agg(json_build_object('id', r.id, 'order', r."order", 'departTimeZone', r.depart_time_zone)
              order by r."order"), '[]')
            from charter_routes r where r.charter_request_id = cr.id) as sectors,
          ${ownerUsersJson} as owners,
          ${marginDetailsJson({ clientId: sql`cr.client_id`, clientDepartmentId: sql`cr.client_department_id`, clientStaffId: sql`cr.client_staff_id` })} as margins
        from charter_requests cr where cr.id = ${sql.placeholder('charter')}) c on true`;
  });
  const r = await query.execute({
    bidder: v.bidderId,
    key: v.idempotencyKey,
    aircraft: `{${v.aircraftIds.join(',')}}`,
    charter: v.charterId,
  });
  const row = r.rows[0]!;
  const charter = row.charter as BidCharter | null;
  return {
    again: (row.again as BidFacts['again']) ?? null,
    supplier: (row.supplier as SupplierFacts | null) ?? null,
    aircraft: new Map((row.aircraft as BidAircraftDto[]).map((a) => [a.id, a])),
    recipients: row.recipients as OperatorRecipient[],
    charter: charter && { ...charter, jobReference: Number(charter.jobReference) },
    version: (row.version as string | null) ?? null,
    visible: row.visible === true,
    sectors: (row.sectors as BidFacts['sectors'] | null) ?? [],
    owners: (row.owners as BidFacts['owners'] | null) ?? [],
    marginItems: charter ? ownerMarginItems(row.margins as MarginDetailsRow[], charter) : [],
  };
}

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

/** What the database decided of a bid it wrote: its status, prices as stored, times and rank (bid_rank). */
export interface PlacedBid {
  status: string;
  price: number;
  withMargin: number;
  timeOfBid: string;
  createdAt: string;
  rank: number | null;
}

/** What bid_place found under the charter's lock, and the bid it wrote. */
export interface Placed {
  /** False: the charter is gone. */
  found: boolean;
  /** The charter is not as bidFacts read it (another owner, an edit, a sector): nothing written, read again. */
  changed: boolean;
  /** The bid this operator made with the key while we waited for the lock. */
  again: { id: string; idempotencyHash: string | null } | null;
  /** Live with bidding open by the database clock once the lock was held. */
  open: boolean;
  /** The bid written, if the charter was unchanged and open, the key unused and `ready`. */
  id: string | null;
  /** The bid written, as stored (migration 0025): with what the caller sent, the answer to the bid. */
  bid: PlacedBid | null;
}

/**
 * The charter's lock, its checks and the bid's writes as one statement without a transaction
 * (bid_place, migrations 0015 and 0018): the lock is held for that statement and its commit only,
 * with no network wait and no turn of this process's event loop in between (issue 14: 22
 * statements, then three round trips, under the lock). The lock is FOR SHARE, so bids on one
 * charter commit side by side while a state change or an edit waits for them (ADR 0025). `ready`:
 * every check of the caller's passed, so the bid is written if the charter is still as read at
 * `version`, bidding is open and the key is unused. The bid, its sectors and the e-mails (already
 * addressed) commit together; bidPlacedNotice tells the listeners afterwards.
 */
export async function placeBid(
  db: Db,
  b: NewBidRow,
  v: { version: string; ready: boolean; routes: NewBidRoute[]; emails: EmailOutboxPayload[] },
): Promise<Placed> {
  const query = preparedSql(
    db,
    'bid_place',
    () => sql`select bid_place(${sql.placeholder('charter')}, ${sql.placeholder('version')}, ${sql.placeholder('bidder')},
      ${sql.placeholder('ready')}, ${sql.placeholder('bid')}, ${sql.placeholder('routes')}, ${sql.placeholder('emails')}) as placed`,
  );
  const r = await query.execute({
    charter: b.charterRequestId,
    version: v.version,
    bidder: b.bidderId,
    ready: v.ready,
    bid: JSON.stringify({
      created_by_user_id: b.createdByUserId,
      currency: b.currency,
      price: b.price,
      with_margin: b.withMargin,
      margin_type: b.marginType,
      margin_value: b.marginValue,
      inclusions: b.inclusions,
      exclusions: b.exclusions,
      notes: b.notes,
      same_aircraft: b.sameAircraft,
      idempotency_key: b.idempotencyKey,
      idempotency_hash: b.idempotencyHash,
    }),
    routes: JSON.stringify(
      v.routes.map((r) => ({
        route_id: r.routeId,
        order: r.order,
        depart_time: r.departTime,
        flight_time: r.flightTime,
        payload: r.payload,
        passenger_limit: r.passengerLimit,
        aircraft_ids: r.aircraft,
      })),
    ),
    emails: JSON.stringify(v.emails),
  });
  const p = r.rows[0]!.placed as Partial<Placed> & { found: boolean };
  return {
    found: p.found,
    changed: p.changed === true,
    again: p.again ?? null,
    open: p.open === true,
    id: p.id ?? null,
    bid: p.bid ?? null,
  };
}

/**
 * What tells every instance a bid was placed, sent once its statement has committed
 * (AfterCommitNotices): the outbox worker (if it queued e-mails), the change feed (the charter,
 * whose count and bids changed, and the bid) and the remembered charter lists (LISTS_CHANNEL: a bid
 * changes a count on them, ADR 0026). NOTIFY in the bid's own transaction would hold PostgreSQL's
 * lock for notifying transactions through the commit's WAL flush, one bid after another (ADR 0025).
 * Should the process stop in between, the e-mails still go (the worker also polls) and browsers
 * see the bid on their next read (a list remembered elsewhere within its minute).
 */
export const bidPlacedNotice = (charterId: string, bidId: string, emails: boolean): AfterCommitNotice => ({
  changes: [
    { entity: 'CharterRequest', ids: [charterId] },
    { entity: 'Bid', ids: [bidId] },
  ],
  notices: [...(emails ? [{ channel: OUTBOX_CHANNEL, payload: '' }] : []), { channel: LISTS_CHANNEL, payload: 'bids' }],
});

/** A bid's status and bidder, unlocked (the workflow engine locks and checks again). */
export async function bidStatus(db: DbOrTx, id: string): Promise<{ status: string; bidderId: string } | undefined> {
  const r = await db.execute<{ status: string; bidderId: string }>(sql`select status, bidder_id as "bidderId" from bids where id = ${id}`);
  return r.rows[0];
}
