import { sql } from 'drizzle-orm';
import { formatMoney, countOf } from '@charter/shared';
import { charterShares, manifestEntries, sharePurchases, timelineItems } from '../schema/index.js';
import type { Tx } from '../client.js';

const HOUR = 3_600_000;

/** A user the demo's share actions are recorded as. */
interface Actor {
  userId: string;
  role: string;
}

export interface ShareParties {
  /** The Generic demo client (Demo Mining Co) whose booked charter shares seats. */
  client: Actor & { clientId: string };
  /** The QGov demo client (Queensland Health) who bought a seat. */
  qgov: Actor & { clientId: string };
}

const OWN_PASSENGERS = [
  { passengerName: 'Sam Driller', contactNumber: '0412 345 601', emailAddress: 'sam.driller@demomining.test', passengerWeight: 92 },
  { passengerName: 'Alex Fitter', contactNumber: '0412 345 602', emailAddress: 'alex.fitter@demomining.test', passengerWeight: 84 },
  { passengerName: 'Jo Surveyor', contactNumber: '0412 345 603', emailAddress: 'jo.surveyor@demomining.test', passengerWeight: 71 },
  { passengerName: 'Chris Geologist', contactNumber: '0412 345 604', emailAddress: 'chris.geo@demomining.test', passengerWeight: 88 },
];
const BUYER = {
  passengerName: 'Jordan Nurse',
  contactNumber: '0498 765 432',
  emailAddress: 'jordan.nurse@health.qld.test',
  passengerWeight: 78,
};
const BAGS = 15;
const SEATS = 4;
const KG = 600;
const COST = 650;
/** The awarded bid's payload on the sector: what a King Air 350 lifts with full tanks, about. */
const AIRCRAFT_PAYLOAD = 1500;

/**
 * The demo world's charter share (ADR 0016): the demo client's booked charter (Perth to
 * Paraburdoo) has its passenger list filled and 4 seats shared at $650, and Queensland Health
 * bought one of them, waiting for the owner's Accept. So right after `npm start` the client has a
 * purchase to accept, the admin one to confirm later, and qgov@demo.test seats left to buy. Written
 * as the calls would write them: the manifest entry of the bought seat marked share (the list is
 * locked), the charter shared with its shared-manifest choice off, the timeline items.
 */
export async function seedDemoShares(tx: Tx, parties: ShareParties, now: Date): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const found = await tx.execute<{
    id: string;
    status: string;
    bidId: string;
    routeId: string;
    departTime: string;
    from: string;
    to: string;
  }>(sql`
    select cr.id, cr.status, cr.bid_id as "bidId", r.id as "routeId", r.depart_time as "departTime", r.from_site as "from", r.to_site as "to"
    from charter_requests cr join charter_routes r on r.charter_request_id = cr.id and r."order" = 0
    where cr.client_id = ${parties.client.clientId} and cr.client_department_id is null and cr.status = 'Confirmed' and cr.bid_id is not null
    order by cr.job_reference limit 1`);
  const c = found.rows[0];
  if (!c) throw new Error('demo seed: the demo client has no booked charter to share');

  await tx.execute(sql`update bid_routes set payload = ${AIRCRAFT_PAYLOAD} where bid_id = ${c.bidId} and route_id = ${c.routeId}`);
  await tx.insert(manifestEntries).values(OWN_PASSENGERS.map((p, i) => ({ ...p, routeId: c.routeId, freightWeight: BAGS, itemOrder: i })));
  const [share] = await tx
    .insert(charterShares)
    .values({
      charterRequestId: c.id,
      routeId: c.routeId,
      seatsAvailable: SEATS - 1,
      totalWeightAvailable: KG - BUYER.passengerWeight - BAGS,
      costPerSeat: COST,
      purchasedSeats: 1,
      purchasedWeight: BUYER.passengerWeight + BAGS,
      departTime: new Date(c.departTime),
      createdByUserId: parties.client.userId,
      createdAt: at(26),
      updatedAt: at(2),
    })
    .returning({ id: charterShares.id });
  const [entry] = await tx
    .insert(manifestEntries)
    .values({ ...BUYER, routeId: c.routeId, freightWeight: BAGS, itemOrder: OWN_PASSENGERS.length, share: true })
    .returning({ id: manifestEntries.id });
  const [purchase] = await tx
    .insert(sharePurchases)
    .values({
      shareId: share!.id,
      charterRequestId: c.id,
      routeId: c.routeId,
      manifestEntryId: entry!.id,
      buyerUserId: parties.qgov.userId,
      buyerClientId: parties.qgov.clientId,
      ...BUYER,
      freightWeight: BAGS,
      costPerSeat: COST,
      status: 'New',
      createdAt: at(2),
      updatedAt: at(2),
    })
    .returning({ id: sharePurchases.id });

  const people = OWN_PASSENGERS.length + 1;
  const weight = [...OWN_PASSENGERS, BUYER].reduce((sum, p) => sum + p.passengerWeight + BAGS, 0);
  await tx.execute(sql`update charter_routes set passenger_number = ${people}, total_weight = ${weight} where id = ${c.routeId}`);
  await tx.execute(sql`
    update charter_requests set shared = true, share_manifest = false, passenger_count = ${people} where id = ${c.id}`);
  const sector = `${c.from} → ${c.to}`;
  await tx.insert(timelineItems).values([
    {
      entityType: 'CharterRequest',
      entityId: c.id,
      timeStamp: at(26),
      oldStatus: c.status,
      newStatus: c.status,
      actionName: 'Seats Shared',
      reason: `${countOf(SEATS, 'seat')} and ${KG} kg at ${formatMoney('AUD', COST)} a seat on ${sector}`,
      userId: parties.client.userId,
      role: parties.client.role,
    },
    {
      entityType: 'CharterRequest',
      entityId: c.id,
      timeStamp: at(2),
      oldStatus: c.status,
      newStatus: c.status,
      actionName: 'Seats Bought',
      reason: `${countOf(1, 'seat')} on ${sector} for ${BUYER.passengerName}`,
      userId: parties.qgov.userId,
      role: parties.qgov.role,
    },
    {
      entityType: 'SharePurchase',
      entityId: purchase!.id,
      timeStamp: at(2),
      oldStatus: null,
      newStatus: 'New',
      actionName: 'Seats Bought',
      reason: 'No Reason',
      userId: parties.qgov.userId,
      role: parties.qgov.role,
    },
  ]);
}
