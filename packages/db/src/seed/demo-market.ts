import { sql } from 'drizzle-orm';
import { UNSUCCESSFUL_BID_REASON, applyMargin, charterSearchText, distanceKm, zoneOfState } from '@charter/shared';
import { bidRoutes, bids, charterRequests, charterRoutes, timelineItems } from '../schema/index.js';
import { insertDemoManifest, insertStandbyTimeline } from './demo-market-extras.js';
import { EXCLUSIONS, INCLUSIONS, PLANS, type CharterPlan, type Leg } from './demo-market-plans.js';
import type { Tx } from '../client.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A user the demo world's actions are recorded as. */
interface Actor {
  userId: string;
  role: string;
}

export interface MarketParties {
  admin: Actor;
  charterAdmin: Actor;
  client: Actor & { clientId: string; companyName: string };
  department: Actor & { clientDepartmentId: string; departmentName: string };
  staff: Actor & { clientStaffId: string; staffName: string };
  /** The two operators, each with its aircraft (id and seats). */
  suppliers: (Actor & { supplierId: string; aircraft: { id: string; seats: number }[] })[];
}

/** Hours ahead of UTC in each state's airports (neither Queensland nor Western Australia keeps daylight saving). */
const STATE_OFFSET: Record<string, number> = { QLD: 10, WA: 8 };

interface Place {
  site: string;
  state: string;
  altState: string;
  code: string;
  latitude: number;
  longitude: number;
}

async function placesByCode(tx: Tx): Promise<Map<string, Place>> {
  const codes = [...new Set(PLANS.flatMap((p) => p.legs.flatMap((l) => [l.from, l.to])))];
  const r = await tx.execute<Place & Record<string, unknown>>(sql`
    select site, state, coalesce(alt_state, '') as "altState", iata_code as code, latitude, longitude
    from airport_lookups where kind = 'airport' and iata_code in ${codes}`);
  const places = new Map(r.rows.map((p) => [p.code, p]));
  for (const code of codes) if (!places.has(code)) throw new Error(`demo seed: airport ${code} is missing from the lookup`);
  return places;
}

/** The instant a leg departs: its day relative to the seeding day, at the local hour of its airport. */
function departure(now: Date, leg: Leg, place: Place): Date {
  const offset = STATE_OFFSET[place.state] ?? 10;
  const local = new Date(now.getTime() + offset * HOUR);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + leg.day, leg.hour - offset));
}

const flightMinutes = (hhmm: string) => Number(hhmm.split(':')[0]) * 60 + Number(hhmm.split(':')[1]);

/** A seeded plan: its charter, sectors and bids (in the plan's order), for what happens to it afterwards. */
export interface SeededCharter {
  plan: CharterPlan;
  id: string;
  jobReference: number;
  sectors: { id: string; departs: Date }[];
  bidIds: string[];
  /** When its bids were placed (in the plan's order). */
  bidTimes: Date[];
  confirmedAt: Date | null;
}

export async function seedDemoMarket(tx: Tx, parties: MarketParties, now: Date): Promise<SeededCharter[]> {
  const places = await placesByCode(tx);
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
  const seeded: SeededCharter[] = [];
  for (const plan of PLANS) {
    const owner = parties[plan.owner];
    const party = {
      clientId: parties.client.clientId,
      clientDepartmentId: plan.owner === 'client' ? null : parties.department.clientDepartmentId,
      clientStaffId: plan.owner === 'staff' ? parties.staff.clientStaffId : null,
    };
    const names = {
      companyName: parties.client.companyName,
      departmentName: party.clientDepartmentId ? parties.department.departmentName : null,
      staffName: party.clientStaffId ? parties.staff.staffName : null,
    };
    const legs = plan.legs.map((leg) => {
      const from = places.get(leg.from)!;
      const to = places.get(leg.to)!;
      return { leg, from, to, departs: departure(now, leg, from) };
    });
    const first = legs[0]!;
    const last = legs[legs.length - 1]!;
    const activeTab = legs.length === 2 && first.from.code === last.to.code ? 'Return' : 'OneWay';
    const createdAt = at(-plan.createdAgo * DAY);
    const opened = new Date(createdAt.getTime() + 2 * HOUR);
    const biddingEndsAt =
      plan.biddingEndsInHours !== undefined
        ? at(plan.biddingEndsInHours * HOUR)
        : plan.biddingEnds === undefined
          ? null
          : at(plan.biddingEnds * DAY);
    const jobReference = Number((await tx.execute<{ n: string }>(sql`select nextval('job_reference_seq') as n`)).rows[0]!.n);
    const purchaseOrderNumber = plan.purchaseOrderNumber ?? '';

    const [charter] = await tx
      .insert(charterRequests)
      .values({
        jobReference,
        ...party,
        createdByUserId: owner.userId,
        status: plan.status,
        charterType: 'Passenger',
        charterSubType: plan.subType,
        purchaseOrderNumber,
        reasonForCharter: plan.reasonForCharter ?? '',
        biddingEndsAt,
        bidExpiredAt: plan.awarded !== undefined ? biddingEndsAt : null,
        departTime: first.departs,
        departTimeZone: zoneOfState(first.from.state),
        lastDepartTime: last.departs,
        fromSite: first.from.site,
        toSite: activeTab === 'Return' ? first.to.site : last.to.site,
        routeCount: legs.length,
        passengerCount: Math.max(...legs.map((l) => l.leg.pax)),
        activeTab,
        searchText: charterSearchText(
          jobReference,
          { routes: legs.map((l) => ({ from: l.from.site, to: l.to.site })), purchaseOrderNumber, charterSubType: plan.subType },
          names,
        ),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: charterRequests.id });
    const charterId = charter!.id;

    const routeIds: string[] = [];
    for (const [order, l] of legs.entries()) {
      const [route] = await tx
        .insert(charterRoutes)
        .values({
          charterRequestId: charterId,
          order,
          from: l.from.site,
          fromState: l.from.state,
          fromAltState: l.from.altState,
          fromAirport: l.from.site,
          fromCodeAirport: l.from.code,
          fromLatitude: l.from.latitude,
          fromLongitude: l.from.longitude,
          to: l.to.site,
          toState: l.to.state,
          toAltState: l.to.altState,
          toAirport: l.to.site,
          toCodeAirport: l.to.code,
          toLatitude: l.to.latitude,
          toLongitude: l.to.longitude,
          distance: distanceKm(l.from.latitude, l.from.longitude, l.to.latitude, l.to.longitude),
          departTime: l.departs,
          departTimeZone: zoneOfState(l.from.state),
          flightTime: l.leg.flightTime,
          passengerNumber: l.leg.pax,
          passengerRangeMin: 0,
          passengerRangeMax: 0,
        })
        .returning({ id: charterRoutes.id });
      routeIds.push(route!.id);
      if (plan.manifest) await insertDemoManifest(tx, route!.id, l.leg.pax);
    }

    // What happened to it, as the workflow engine would have written it.
    const timeline: { at: Date; from: string; to: string; action: string; reason?: string; by: Actor | 'System' }[] = [
      { at: createdAt, from: 'New', to: 'Pending', action: 'Created', by: owner },
    ];
    if (plan.status !== 'Pending') {
      timeline.push({
        at: opened,
        from: 'Pending',
        to: 'Live',
        action: 'Open Bidding',
        by: plan.owner === 'staff' ? parties.charterAdmin : parties.admin,
      });
    }

    const bidIds: string[] = [];
    const bidTimes: Date[] = [];
    for (const b of plan.bids ?? []) {
      const supplier = parties.suppliers[b.supplier]!;
      const plane = supplier.aircraft[b.aircraft]!;
      const margin = applyMargin(b.price, []);
      const placed = new Date(opened.getTime() + b.after * HOUR);
      // Once a bid is confirmed the round's other bids ended Unsuccessful (the Confirm hook's rule).
      const status =
        b.ended ??
        (plan.awarded === undefined ? 'New' : plan.bids![plan.awarded] === b ? 'Confirmed' : b.standby ? 'Standby' : 'Unsuccessful');
      const [bid] = await tx
        .insert(bids)
        .values({
          charterRequestId: charterId,
          bidderId: supplier.supplierId,
          createdByUserId: supplier.userId,
          status,
          price: b.price,
          withMargin: margin.withMargin,
          marginType: margin.marginType,
          marginValue: margin.marginValue,
          inclusions: INCLUSIONS,
          exclusions: EXCLUSIONS,
          notes: b.notes,
          timeOfBid: placed,
          createdAt: placed,
          updatedAt: placed,
        })
        .returning({ id: bids.id });
      bidIds.push(bid!.id);
      bidTimes.push(placed);
      for (const [order, l] of legs.entries()) {
        await tx.insert(bidRoutes).values({
          bidId: bid!.id,
          routeId: routeIds[order]!,
          order,
          departTime: l.departs,
          flightTime: l.leg.flightTime,
          payload: 25,
          passengerLimit: Math.min(l.leg.pax, plane.seats),
          aircraftIds: [plane.id],
        });
      }
    }
    // A charter's bid count and the bids' ranks are computed when read (the round's bids: New, Accepted,
    // Confirmed, Unsuccessful).
    let confirmedAt: Date | null = null;
    if (plan.awarded !== undefined && biddingEndsAt) {
      const won = plan.bids![plan.awarded]!;
      const winner = parties.suppliers[won.supplier]!;
      const accepted = new Date(biddingEndsAt.getTime() + 3 * HOUR);
      timeline.push(
        { at: biddingEndsAt, from: 'Live', to: 'Approved', action: 'Bidding Closed', by: 'System' },
        { at: accepted, from: 'Approved', to: 'PendingConfirmation', action: 'Accept Bid', reason: 'Accepted Terms', by: owner },
        {
          at: new Date(accepted.getTime() + 2 * HOUR),
          from: 'PendingConfirmation',
          to: 'Confirmed',
          action: 'Confirm Charter',
          reason: 'Accepted Terms',
          by: winner,
        },
      );
      const finishedAt = new Date(last.departs.getTime() + flightMinutes(last.leg.flightTime) * 60_000);
      if (plan.status === 'Finished')
        timeline.push({ at: finishedAt, from: 'Confirmed', to: 'Finished', action: 'Finished', by: 'System' });
      confirmedAt = new Date(accepted.getTime() + 2 * HOUR);
      const losers = bidIds.filter((_, i) => i !== plan.awarded && !plan.bids![i]!.standby);
      // The standby went on standby when the client accepted (the Accept hook's rule).
      await insertStandbyTimeline(
        tx,
        bidIds.filter((_, i) => plan.bids![i]!.standby),
        accepted,
        owner,
      );
      if (losers.length) {
        await tx.insert(timelineItems).values(
          losers.map((id) => ({
            entityType: 'Bid',
            entityId: id,
            timeStamp: confirmedAt!,
            oldStatus: 'New',
            newStatus: 'Unsuccessful',
            actionName: 'Confirm Charter',
            reason: UNSUCCESSFUL_BID_REASON,
            userId: winner.userId,
            role: winner.role,
          })),
        );
      }
      const margin = applyMargin(won.price, []);
      await tx
        .update(charterRequests)
        .set({
          bidId: bidIds[plan.awarded]!,
          bidderId: winner.supplierId,
          price: won.price,
          withMargin: margin.withMargin,
          inclusions: INCLUSIONS,
          exclusions: EXCLUSIONS,
          finished: plan.status === 'Finished',
          finishedAt: plan.status === 'Finished' ? finishedAt : null,
          updatedAt: timeline[timeline.length - 1]!.at,
        })
        .where(sql`${charterRequests.id} = ${charterId}`);
    }

    seeded.push({
      plan,
      id: charterId,
      jobReference,
      sectors: legs.map((l, i) => ({ id: routeIds[i]!, departs: l.departs })),
      bidIds,
      bidTimes,
      confirmedAt,
    });
    // A changed version's history is the change that made it (demo-afterwards.ts), not a bidding round.
    if (plan.version === 'changed') continue;
    await tx.insert(timelineItems).values(
      timeline.map((t) => ({
        entityType: 'CharterRequest',
        entityId: charterId,
        timeStamp: t.at,
        oldStatus: t.from,
        newStatus: t.to,
        actionName: t.action,
        reason: t.reason ?? 'No Reason',
        userId: t.by === 'System' ? null : t.by.userId,
        role: t.by === 'System' ? 'System' : t.by.role,
      })),
    );
  }
  return seeded;
}
