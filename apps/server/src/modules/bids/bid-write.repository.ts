import { sql, type SQL } from 'drizzle-orm';
import type { BidAircraftDto, ComplianceFacts, FeasibilityAircraft, FeasibilitySector, MarginItem } from '@charter/shared';
import type { Db, DbOrTx } from '@charter/db';
import { supplierCharterVisibility } from '../../access/charter-scope.js';
import { complianceFactsJson, complianceFactsOf } from '../../domain/compliance/compliance-sql.js';
import { aircraftFlyingJson, aircraftOf, sectorAskedJson, sectorOf } from '../../domain/feasibility/feasibility-sql.js';
import { preparedSql } from '../../lib/prepared-sql.js';
import { marginDetailsJson, ownerMarginItems, type MarginDetailsRow } from '../../domain/margins/margin-items.js';
import { operatorRecipientsJson, type OperatorRecipient } from '../../mail/operator-mail.js';
import { OUTBOX_CHANNEL, type EmailOutboxPayload } from '../../mail/outbox.js';
import type { AfterCommitNotice } from '../../realtime/after-commit-notices.js';
import { bidPlacedPayload, LISTS_CHANNEL } from '../../realtime/publish.js';

/**
 * Whether an operator may bid (bidRefusal): its status and its compliance facts (its required
 * documents and the aircraft on its AOC, judged for the bid's flight by complianceProblems); and its
 * name and e-mail choice.
 */
const supplierFactsOf = (supplierId: SQL) => sql`
  select s.status, s.company_name as "companyName", s.do_not_send_bid_confirmation as "doNotSendBidConfirmation",
    ${complianceFactsJson(sql`s.id`)} as compliance
  from suppliers s where s.id = ${supplierId}`;

export interface SupplierFacts {
  status: string;
  companyName: string;
  doNotSendBidConfirmation: boolean;
  compliance: ComplianceFacts;
}

export async function supplierFacts(db: DbOrTx, supplierId: string): Promise<SupplierFacts | undefined> {
  const r = await db.execute<SupplierFacts & Record<string, unknown>>(supplierFactsOf(sql`${supplierId}`));
  return r.rows[0] && { ...r.rows[0], compliance: complianceFactsOf(r.rows[0].compliance) };
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

/** Everything a bid reads before the charter's lock, in one statement (bidFactsOf). */
export interface BidFacts {
  /** The bid this operator already made with the key. */
  again: { id: string; idempotencyHash: string | null } | null;
  supplier: SupplierFacts | null;
  /** The bidder's Active aircraft among those named, with their seats (passengerLimit), as a bid's sectors show them. */
  aircraft: Map<string, BidAircraftDto>;
  /** The same aircraft's flying figures (seats, payload, range, dangerous goods), for the bid's feasibility. */
  flying: Map<string, FeasibilityAircraft>;
  /** Who the operator's receipt goes to. */
  recipients: OperatorRecipient[];
  /** Null: no such charter. */
  charter: BidCharter | null;
  /** The charter's and its sectors' row versions as read (bid_charter_version, ADR 0028): bid_place_batch writes only if they are still so under the lock. */
  version: string | null;
  /** The bidding operator sees the charter (its filters: the lists' rule), also when an admin bids for it. */
  visible: boolean;
  /** The charter's sectors: their order, and the zone their departure is shown in. */
  sectors: { id: string; order: number; departTimeZone: string; asked: FeasibilitySector }[];
  /** The charter owner's users, told of the new bid. */
  owners: { email: string; userId: string }[];
  /** The margin items of the charter's owner. */
  marginItems: MarginItem[];
}

/** One bid's question to bidFactsOf: who bids, with which key and naming which aircraft. */
export interface BidAsked {
  bidderId: string;
  idempotencyKey: string | null;
  aircraftIds: string[];
}

/**
 * What bids on one charter need that the charter's lock does not guard, and what it guards as
 * read now, in one prepared statement without a transaction, for every bid asked at once (ADR
 * 0036): for each bid a retried key, the operator and its aircraft, its e-mail addresses and
 * whether it sees the charter; once for all, the charter's owner, version, sectors, owner's users
 * and margin. bid_place_batch checks under the lock that the charter is still as read. Answers each
 * bid in order.
 */
export async function bidFactsOf(db: Db, charterId: string, asked: BidAsked[]): Promise<BidFacts[]> {
  const query = preparedSql(db, 'bid_facts_batch', () => {
    const bidder = sql`i.bidder`;
    const charter = sql.placeholder('charter');
    return sql`
      select c.*, (select coalesce(json_agg(json_build_object(
          'again', (select json_build_object('id', b.id, 'idempotencyHash', b.idempotency_hash) from bids b
            where b.bidder_id = ${bidder} and b.idempotency_key = i.key),
          'supplier', (select row_to_json(f) from (${supplierFactsOf(bidder)}) f),
          'aircraft', (select coalesce(json_agg(json_build_object('id', a.id, 'licenseNumber', a.license_number, 'type', a.type,
              'passengerLimit', a.passenger_limit, 'flying', ${aircraftFlyingJson})), '[]') from aircraft a
            where a.supplier_id = ${bidder} and a.status = 'Active' and a.id = any(i.aircraft)),
          'recipients', ${operatorRecipientsJson(sql`s.id = ${bidder}`)},
          'visible', coalesce((select ${supplierCharterVisibility(bidder)} from charter_requests cr where cr.id = ${charter}), false))
          order by i.ord), '[]')
        from rows from (jsonb_to_recordset(${sql.placeholder('asked')}::jsonb) as (bidder uuid, key text, aircraft uuid[]))
          with ordinality as i(bidder, key, aircraft, ord)) as asked
      from (select 1) one
      left join lateral (
        select json_build_object('id', cr.id, 'jobReference', cr.job_reference, 'clientId', cr.client_id,
            'clientDepartmentId', cr.client_department_id, 'clientStaffId', cr.client_staff_id) as charter,
          bid_charter_version(cr) as version,
          (select coalesce(json_agg(json_build_object('id', r.id, 'order', r."order", 'departTimeZone', r.depart_time_zone,
              'asked', ${sectorAskedJson}) order by r."order"), '[]')
            from charter_routes r where r.charter_request_id = cr.id) as sectors,
          ${ownerUsersJson} as owners,
          ${marginDetailsJson({ clientId: sql`cr.client_id`, clientDepartmentId: sql`cr.client_department_id`, clientStaffId: sql`cr.client_staff_id` })} as margins
        from charter_requests cr where cr.id = ${charter}) c on true`;
  });
  const r = await query.execute({
    charter: charterId,
    asked: JSON.stringify(asked.map((a) => ({ bidder: a.bidderId, key: a.idempotencyKey, aircraft: a.aircraftIds }))),
  });
  const row = r.rows[0]!;
  const found = row.charter as BidCharter | null;
  const charter = found && { ...found, jobReference: Number(found.jobReference) };
  const sectors = ((row.sectors as BidFacts['sectors'] | null) ?? []).map((s) => ({ ...s, asked: sectorOf(s.asked) }));
  const owners = (row.owners as BidFacts['owners'] | null) ?? [];
  const marginItems = charter ? ownerMarginItems(row.margins as MarginDetailsRow[], charter) : [];
  const version = (row.version as string | null) ?? null;
  type AskedBidFacts = {
    again: BidFacts['again'];
    supplier: SupplierFacts | null;
    aircraft: (BidAircraftDto & { flying: FeasibilityAircraft })[];
    recipients: OperatorRecipient[];
    visible: boolean;
  };
  return (row.asked as AskedBidFacts[]).map((each) => ({
    again: each.again ?? null,
    supplier: each.supplier ? { ...each.supplier, compliance: complianceFactsOf(each.supplier.compliance) } : null,
    aircraft: new Map(each.aircraft.map(({ flying: _flying, ...a }) => [a.id, a])),
    flying: new Map(each.aircraft.map((a) => [a.id, aircraftOf(a.flying)])),
    recipients: each.recipients,
    charter,
    version,
    visible: each.visible === true,
    sectors,
    owners,
    marginItems,
  }));
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

export interface NewBidSector {
  routeId: string;
  order: number;
  departTime: string;
  flightTime: string;
  payload: number;
  passengerLimit: number;
  aircraft: string[];
  techStop: boolean;
}

/** What the database decided of a bid it wrote: its status, prices as stored, times and rank (bid_ranks, once every bid of its batch is written). */
export interface PlacedBid {
  status: string;
  price: number;
  withMargin: number;
  timeOfBid: string;
  createdAt: string;
  rank: number | null;
}

/** What bid_place_batch found of a bid under the charter's lock, and the bid it wrote. */
export interface Placed {
  /** False: the charter is gone. */
  found: boolean;
  /** The charter is not as bidFactsOf read it (another owner, an edit, a sector): nothing written, read again. */
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

/** One bid for bid_place_batch: the row, and what the caller read and checked before the lock. */
export interface BidToPlace {
  bid: NewBidRow;
  /** The charter's version as bidFactsOf read it. */
  version: string;
  /** Every check of the caller's passed: written if the charter is still at `version`, open, and the key unused. */
  ready: boolean;
  routes: NewBidSector[];
  /** The e-mails it sends, already addressed. */
  emails: EmailOutboxPayload[];
}

const placeItem = (p: BidToPlace) => ({
  version: p.version,
  bidder: p.bid.bidderId,
  ready: p.ready,
  bid: {
    created_by_user_id: p.bid.createdByUserId,
    currency: p.bid.currency,
    price: p.bid.price,
    with_margin: p.bid.withMargin,
    margin_type: p.bid.marginType,
    margin_value: p.bid.marginValue,
    inclusions: p.bid.inclusions,
    exclusions: p.bid.exclusions,
    notes: p.bid.notes,
    same_aircraft: p.bid.sameAircraft,
    idempotency_key: p.bid.idempotencyKey,
    idempotency_hash: p.bid.idempotencyHash,
  },
  routes: p.routes.map((r) => ({
    route_id: r.routeId,
    order: r.order,
    depart_time: r.departTime,
    flight_time: r.flightTime,
    payload: r.payload,
    passenger_limit: r.passengerLimit,
    aircraft_ids: r.aircraft,
    tech_stop: r.techStop,
  })),
  emails: p.emails,
});

/**
 * The charter's lock, its checks and the writes of bids on one charter as one statement without a
 * transaction (bid_place_batch, migrations 0015, 0018 and 0026): the lock is held for that
 * statement and its commit only, with no network wait and no turn of this process's event loop in
 * between (ADR 0023: it once spanned 22 statements, then three round trips). The lock is FOR SHARE,
 * so bids on one charter from several instances commit side by side while a state change or an
 * edit waits for them (ADR 0025). Each bid is written if the charter is still as read at its
 * `version`, bidding is open and its key unused, and it is `ready`; the bids, their sectors and
 * their e-mails commit together; bidPlacedNotice tells the listeners afterwards. Answers each bid
 * in order.
 */
export async function placeBids(db: Db, charterId: string, bids: BidToPlace[]): Promise<Placed[]> {
  const query = preparedSql(
    db,
    'bid_place_batch',
    () => sql`select bid_place_batch(${sql.placeholder('charter')}, ${sql.placeholder('bids')}) as placed`,
  );
  const r = await query.execute({ charter: charterId, bids: JSON.stringify(bids.map(placeItem)) });
  return (r.rows[0]!.placed as (Partial<Placed> & { found: boolean })[]).map((p) => ({
    found: p.found,
    changed: p.changed === true,
    again: p.again ?? null,
    open: p.open === true,
    id: p.id ?? null,
    bid: p.bid ?? null,
  }));
}

/**
 * What tells every instance a bid was placed, sent once its statement has committed
 * (AfterCommitNotices): the outbox worker (if it queued e-mails), the change feed (the charter,
 * whose count and bids changed, and the bid) and the remembered charter lists (LISTS_CHANNEL: a bid
 * changes the charter's count on them, ADR 0026, so only the pages showing it are dropped, ADR 0052). NOTIFY in the bid's own transaction would hold PostgreSQL's
 * lock for notifying transactions through the commit's WAL flush, one bid after another (ADR 0025).
 * Should the process stop in between, the e-mails still go (the worker also polls) and browsers
 * see the bid on their next read (a list remembered elsewhere within its minute).
 */
export const bidPlacedNotice = (charterId: string, bidId: string, emails: boolean): AfterCommitNotice => ({
  changes: [
    { entity: 'CharterRequest', ids: [charterId] },
    { entity: 'Bid', ids: [bidId] },
  ],
  notices: [
    ...(emails ? [{ channel: OUTBOX_CHANNEL, payload: '' }] : []),
    { channel: LISTS_CHANNEL, payload: bidPlacedPayload(charterId) },
  ],
});

/** A bid's status and bidder, unlocked (the workflow engine locks and checks again). */
export async function bidStatus(db: DbOrTx, id: string): Promise<{ status: string; bidderId: string } | undefined> {
  const r = await db.execute<{ status: string; bidderId: string }>(sql`select status, bidder_id as "bidderId" from bids where id = ${id}`);
  return r.rows[0];
}
