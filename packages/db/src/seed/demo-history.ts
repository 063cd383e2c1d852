import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DEFAULT_MARGIN_PERCENT, UNSUCCESSFUL_BID_REASON, charterSearchText, zoneOfState } from '@charter/shared';
import { bidRoutes, bids, changeCharters, charterRequests, charterRoutes, manifestEntries, timelineItems } from '../schema/index.js';
import type { Tx } from '../client.js';
import { AIRPORT_CODES } from './demo-history-data.js';
import { HISTORY_OPERATORS } from './demo-history-fleets.js';
import { seedHistoryOperators } from './demo-history-operators.js';
import { insertAll } from './seed-sql.js';
import { planHistory, type PlacePoint, type PlannedCharter, type PlannedStep } from './demo-history-plan.js';

interface Actor {
  userId: string;
  role: string;
}

export interface HistoryParties {
  admin: Actor;
  client: Actor & { clientId: string; companyName: string };
  department: Actor & { clientDepartmentId: string; departmentName: string };
  staff: Actor & { clientStaffId: string; staffName: string };
  qgov: Actor & { clientId: string; companyName: string };
}

const INCLUSIONS = 'Fuel, Landing Fees, Crew Costs';
const EXCLUSIONS = 'GST, Overnight Allowance';
const CLOSED: PlannedCharter['outcome'][] = ['declined', 'withdrawn', 'expired', 'cancelled', 'cancelledBooked'];

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

async function placesByCode(tx: Tx): Promise<Map<string, PlacePoint & { altState: string; code: string }>> {
  const r = await tx.execute<PlacePoint & { altState: string; code: string } & Record<string, unknown>>(sql`
    select site, state, coalesce(alt_state, '') as "altState", iata_code as code, latitude, longitude
    from airport_lookups where kind = 'airport' and iata_code in ${AIRPORT_CODES}`);
  const places = new Map(r.rows.map((p) => [p.code, p]));
  for (const code of AIRPORT_CODES) if (!places.has(code)) throw new Error(`demo seed: airport ${code} is missing from the lookup`);
  return places;
}

/**
 * The demo world's past year (demo-history-plan.ts draws it): every charter in a past or closed
 * state (Finished, Closed), so the current demo lists (New, Live, Confirmed) are as before, and
 * every report's default range has rows. Written set-based, a few statements per table, as the
 * calls would have written them: search text, prices with the default margin, sectors with their
 * zones and distances, bids with their sectors and aircraft, the timeline of every transition, the
 * passenger lists of the flights flown, and a few changes asked and not made.
 */
export async function seedDemoHistory(tx: Tx, parties: HistoryParties, now: Date): Promise<void> {
  const places = await placesByCode(tx);
  const operators = await seedHistoryOperators(tx);
  const plans = planHistory(now, places).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const refs = await tx.execute<{ n: string }>(sql`select nextval('job_reference_seq') as n from generate_series(1, ${plans.length})`);
  const jobRefs = refs.rows.map((r) => Number(r.n)).sort((a, b) => a - b);

  const charters: Row<typeof charterRequests>[] = [];
  const routes: Row<typeof charterRoutes>[] = [];
  const bidRows: Row<typeof bids>[] = [];
  const bidSectors: Row<typeof bidRoutes>[] = [];
  const timeline: Row<typeof timelineItems>[] = [];
  const manifests: Row<typeof manifestEntries>[] = [];
  const changes: Row<typeof changeCharters>[] = [];

  const actorOf = (plan: PlannedCharter, by: PlannedStep['by']): { userId: string | null; role: string } => {
    if (by === 'system') return { userId: null, role: 'System' };
    if (by === 'admin') return parties.admin;
    if (by === 'owner') return parties[plan.owner];
    return { userId: operators[by.operator]!.userId, role: 'Supplier' };
  };

  plans.forEach((plan, n) => {
    const id = randomUUID();
    const jobReference = jobRefs[n]!;
    const owner = parties[plan.owner];
    const party =
      plan.owner === 'qgov'
        ? { clientId: parties.qgov.clientId, clientDepartmentId: null, clientStaffId: null }
        : {
            clientId: parties.client.clientId,
            clientDepartmentId: plan.owner === 'client' ? null : parties.department.clientDepartmentId,
            clientStaffId: plan.owner === 'staff' ? parties.staff.clientStaffId : null,
          };
    const names = {
      companyName: plan.owner === 'qgov' ? parties.qgov.companyName : parties.client.companyName,
      departmentName: party.clientDepartmentId ? parties.department.departmentName : null,
      staffName: party.clientStaffId ? parties.staff.staffName : null,
    };
    const legs = plan.legs.map((l) => ({ ...l, fromPlace: places.get(l.from)!, toPlace: places.get(l.to)! }));
    const first = legs[0]!;
    const last = legs[legs.length - 1]!;
    const isReturn = legs.length === 2;
    const won = plan.awarded === null ? null : plan.bids[plan.awarded]!;
    const wonBy = won ? operators[won.operator]! : null;
    const wonPlane = won ? HISTORY_OPERATORS[won.operator]!.fleet[won.aircraft]! : null;
    const bidIds = plan.bids.map(() => randomUUID());
    const lastStep = plan.steps[plan.steps.length - 1]!;
    const closed = CLOSED.includes(plan.outcome);

    charters.push({
      id,
      jobReference,
      ...party,
      createdByUserId: plan.owner === 'qgov' ? parties.admin.userId : owner.userId,
      status: closed ? 'Closed' : 'Finished',
      charterType: 'Passenger',
      charterSubType: plan.template.subType,
      purchaseOrderNumber: plan.purchaseOrderNumber,
      qGov: plan.owner === 'qgov',
      supplierStates: plan.owner === 'qgov' && plan.biddingEndsAt ? first.fromPlace.state : null,
      biddingEndsAt: plan.biddingEndsAt,
      bidExpiredAt: plan.biddingEndsAt && plan.steps.some((s) => s.from === 'Live' && s.to !== 'Live') ? plan.biddingEndsAt : null,
      departTime: first.departs,
      departTimeZone: zoneOfState(first.fromPlace.state),
      lastDepartTime: last.departs,
      fromSite: first.fromPlace.site,
      toSite: first.toPlace.site,
      routeCount: legs.length,
      passengerCount: first.pax,
      activeTab: isReturn ? 'Return' : 'OneWay',
      searchText: charterSearchText(
        jobReference,
        {
          routes: legs.map((l) => ({ from: l.fromPlace.site, to: l.toPlace.site })),
          purchaseOrderNumber: plan.purchaseOrderNumber,
          charterSubType: plan.template.subType,
        },
        names,
      ),
      closedAt: closed ? lastStep.at : null,
      withdrawReason: closed ? plan.closedReason : null,
      bidId: won ? bidIds[plan.awarded!]! : null,
      bidderId: wonBy?.supplierId ?? null,
      price: won?.price ?? null,
      withMargin: won?.withMargin ?? null,
      inclusions: won ? INCLUSIONS : '',
      exclusions: won ? EXCLUSIONS : '',
      finished: plan.finishedAt !== null,
      finishedAt: plan.finishedAt,
      changeStatus: plan.change?.status ?? null,
      createdAt: plan.createdAt,
      updatedAt: (plan.change && plan.change.decidedAt > lastStep.at ? plan.change.decidedAt : lastStep.at) as Date,
    });

    const routeIds = legs.map(() => randomUUID());
    legs.forEach((l, order) => {
      const people = plan.manifests[order] ?? [];
      routes.push({
        id: routeIds[order]!,
        charterRequestId: id,
        order,
        from: l.fromPlace.site,
        fromState: l.fromPlace.state,
        fromAltState: l.fromPlace.altState,
        fromAirport: l.fromPlace.site,
        fromCodeAirport: l.fromPlace.code,
        fromLatitude: l.fromPlace.latitude,
        fromLongitude: l.fromPlace.longitude,
        to: l.toPlace.site,
        toState: l.toPlace.state,
        toAltState: l.toPlace.altState,
        toAirport: l.toPlace.site,
        toCodeAirport: l.toPlace.code,
        toLatitude: l.toPlace.latitude,
        toLongitude: l.toPlace.longitude,
        distance: l.km,
        departTime: l.departs,
        departTimeZone: zoneOfState(l.fromPlace.state),
        flightTime: l.flightTime,
        passengerNumber: l.pax,
        passengerRangeMin: 0,
        passengerRangeMax: 0,
        payload: wonPlane?.payload ?? 25,
        totalWeight: people.reduce((s, p) => s + p.weight + 15, 0),
      });
      people.forEach((p, itemOrder) =>
        manifests.push({
          routeId: routeIds[order]!,
          passengerName: p.name,
          contactNumber: `04${String(10_000_000 + ((jobReference * 31 + itemOrder * 7919) % 89_999_999)).slice(0, 8)}`,
          emailAddress: `${p.name.toLowerCase().replace(/[^a-z]+/g, '.')}@${plan.owner === 'qgov' ? 'health.qld' : 'demomining'}.test`,
          passengerWeight: p.weight,
          freightWeight: 15,
          itemOrder,
        }),
      );
    });

    plan.bids.forEach((b, index) => {
      const op = operators[b.operator]!;
      const plane = HISTORY_OPERATORS[b.operator]!.fleet[b.aircraft]!;
      bidRows.push({
        id: bidIds[index]!,
        charterRequestId: id,
        bidderId: op.supplierId,
        createdByUserId: op.userId,
        status: b.status,
        price: b.price,
        withMargin: b.withMargin,
        marginType: 'Percentage',
        marginValue: DEFAULT_MARGIN_PERCENT,
        inclusions: INCLUSIONS,
        exclusions: EXCLUSIONS,
        notes: `${plane.type}.`,
        timeOfBid: b.at,
        createdAt: b.at,
        updatedAt: b.status === 'New' ? b.at : lastStep.at,
      });
      legs.forEach((l, order) =>
        bidSectors.push({
          bidId: bidIds[index]!,
          routeId: routeIds[order]!,
          order,
          departTime: l.departs,
          flightTime: l.flightTime,
          payload: plane.payload,
          passengerLimit: Math.min(l.pax, plane.seats),
          aircraftIds: [op.aircraftIds[b.aircraft]!],
        }),
      );
    });

    for (const step of plan.steps) {
      const by = actorOf(plan, step.by);
      timeline.push({
        entityType: 'CharterRequest',
        entityId: id,
        timeStamp: step.at,
        oldStatus: step.from,
        newStatus: step.to,
        actionName: step.action,
        reason: step.reason ?? 'No Reason',
        userId: by.userId,
        role: by.role,
      });
      if (step.action === 'Decline Charter' && plan.declinedAward !== null) {
        timeline.push({
          entityType: 'Bid',
          entityId: bidIds[plan.declinedAward]!,
          timeStamp: step.at,
          oldStatus: 'Accepted',
          newStatus: 'Declined',
          actionName: step.action,
          reason: step.reason ?? 'No Reason',
          userId: by.userId,
          role: by.role,
        });
      }
      if (step.action === 'Confirm Charter') {
        plan.bids.forEach((b, index) => {
          if (b.status !== 'Unsuccessful') return;
          timeline.push({
            entityType: 'Bid',
            entityId: bidIds[index]!,
            timeStamp: step.at,
            oldStatus: 'New',
            newStatus: 'Unsuccessful',
            actionName: step.action,
            reason: UNSUCCESSFUL_BID_REASON,
            userId: by.userId,
            role: by.role,
          });
        });
      }
    }

    if (plan.change && won) {
      const c = plan.change;
      const asker = plan.owner === 'qgov' ? parties.admin : owner;
      const decider = c.status === 'Declined' ? { userId: wonBy!.userId, role: 'Supplier' } : asker;
      changes.push({
        charterRequestId: id,
        bidderId: wonBy!.supplierId,
        initiatedBy: plan.owner === 'qgov' ? 'Admin' : 'Client',
        status: c.status,
        reason: c.reason,
        decisionReason: c.status === 'Declined' ? 'The aircraft is committed elsewhere that day' : null,
        sectors: legs.map((l, order) => ({
          order,
          departTime: new Date(l.departs.getTime() + 2 * 3_600_000).toISOString(),
          passengerNumber: l.pax,
          aircraft: '',
        })),
        originalCost: won.price,
        originalCostWithMargin: won.withMargin,
        createdByUserId: asker.userId,
        decidedByUserId: decider.userId,
        decidedAt: c.decidedAt,
        createdAt: c.askedAt,
        updatedAt: c.decidedAt,
      });
      const who = plan.owner === 'qgov' ? 'An admin' : 'The client';
      const item = (at: Date, actionName: string, reason: string, by: { userId: string | null; role: string }) => ({
        entityType: 'CharterRequest',
        entityId: id,
        timeStamp: at,
        oldStatus: 'Confirmed',
        newStatus: 'Confirmed',
        actionName,
        reason,
        userId: by.userId,
        role: by.role,
      });
      timeline.push(
        item(c.askedAt, 'Change Requested', `${who} asked for a change (Changes sector 1): ${c.reason}`, asker),
        item(c.decidedAt, `Change ${c.status}`, `The change asked by ${who.toLowerCase()} was ${c.status.toLowerCase()}`, decider),
      );
    }
  });

  await insertAll(tx, charterRequests, charters);
  await insertAll(tx, charterRoutes, routes);
  await insertAll(tx, bids, bidRows);
  await insertAll(tx, bidRoutes, bidSectors);
  await insertAll(tx, manifestEntries, manifests);
  await insertAll(tx, timelineItems, timeline);
  await insertAll(tx, changeCharters, changes);
}
