import { sql } from 'drizzle-orm';
import { applyMargin, formatJobReference } from '@charter/shared';
import { changeCharters, charterRequests, timelineItems } from '../schema/index.js';
import type { Tx } from '../client.js';
import type { MarketParties, SeededCharter } from './demo-market.js';

const HOUR = 3_600_000;

/**
 * What happened to some demo charters after their bids came in, written as the workflow and the
 * change requests (ADR 0015) would have: a bid its operator withdrew (Unavailable) and one an admin
 * voided (Void); a booked charter moved a day at its operator's request, accepted, so its first
 * version is Superceded and linked to the Confirmed new one, which has a further change pending
 * (two more passengers, asked by the department, for the operator to accept or decline).
 */
export async function seedDemoAfterwards(tx: Tx, parties: MarketParties, seeded: SeededCharter[]): Promise<void> {
  for (const c of seeded) {
    for (const [i, bid] of (c.plan.bids ?? []).entries()) {
      if (!bid.ended) continue;
      const withdrawn = bid.ended === 'Unavailable';
      const by = withdrawn ? parties.suppliers[bid.supplier]! : parties.admin;
      await tx.insert(timelineItems).values({
        entityType: 'Bid',
        entityId: c.bidIds[i]!,
        timeStamp: new Date(c.bidTimes[i]!.getTime() + 6 * HOUR),
        oldStatus: 'New',
        newStatus: bid.ended,
        actionName: withdrawn ? 'Withdraw Bid' : 'Void Bid',
        reason: withdrawn ? 'No Reason' : 'Does not meet the request',
        userId: by.userId,
        role: by.role,
      });
    }
  }
  const replaced = seeded.find((c) => c.plan.version === 'replaced');
  const changed = seeded.find((c) => c.plan.version === 'changed');
  if (replaced && changed) await seedChangedCharter(tx, parties, replaced, changed);
}

async function seedChangedCharter(tx: Tx, parties: MarketParties, old: SeededCharter, made: SeededCharter): Promise<void> {
  const operator = parties.suppliers[old.plan.bids![old.plan.awarded!]!.supplier]!;
  const department = parties.department;
  const oldPrice = old.plan.bids![old.plan.awarded!]!.price;
  const newPrice = made.plan.bids![made.plan.awarded!]!.price;
  const oldMargin = applyMargin(oldPrice, []).withMargin;
  const newMargin = applyMargin(newPrice, []).withMargin;
  const askedAt = new Date(old.confirmedAt!.getTime() + 24 * HOUR);
  const acceptedAt = new Date(askedAt.getTime() + 5 * HOUR);
  const pendingAt = new Date(acceptedAt.getTime() + 20 * HOUR);
  const sector = (s: { departs: Date }, passengerNumber: number) => ({
    order: 0,
    departTime: s.departs.toISOString(),
    passengerNumber,
    aircraft: '',
  });
  const pax = made.plan.legs[0]!.pax;

  // The operator's change, accepted: the new version made, the old one Superceded and linked both ways.
  await tx.insert(changeCharters).values({
    charterRequestId: old.id,
    changedCharterRequestId: made.id,
    bidderId: operator.supplierId,
    initiatedBy: 'Supplier',
    status: 'Accepted',
    reason: 'Our Caravan is in for maintenance that day; we can fly the next morning.',
    sectors: [sector(made.sectors[0]!, pax)],
    originalCost: oldPrice,
    originalCostWithMargin: oldMargin,
    changeToCost: newPrice,
    changeToCostWithMargin: newMargin,
    createdByUserId: operator.userId,
    decidedByUserId: department.userId,
    decidedAt: acceptedAt,
    createdAt: askedAt,
    updatedAt: acceptedAt,
  });
  await tx
    .update(charterRequests)
    .set({
      changeCharterRequestId: made.id,
      changeStatus: 'Accepted',
      changePending: false,
      supplierInitiated: true,
      updatedAt: acceptedAt,
    })
    .where(sql`${charterRequests.id} = ${old.id}`);

  // The department's further change on the new version: two more passengers, waiting for the operator.
  await tx.insert(changeCharters).values({
    charterRequestId: made.id,
    bidderId: operator.supplierId,
    initiatedBy: 'Client',
    status: 'New',
    reason: 'Two more of the survey team are coming.',
    sectors: [sector(made.sectors[0]!, pax + 2)],
    originalCost: newPrice,
    originalCostWithMargin: newMargin,
    createdByUserId: department.userId,
    createdAt: pendingAt,
    updatedAt: pendingAt,
  });
  await tx
    .update(charterRequests)
    .set({
      lastVersion: old.id,
      createdAt: acceptedAt,
      changePending: true,
      changeStatus: 'New',
      supplierInitiated: false,
      pendingChanges: 'Changes sector 1',
      changeInCost: false,
      originalCostWithMargin: newMargin,
      updatedAt: pendingAt,
    })
    .where(sql`${charterRequests.id} = ${made.id}`);

  const item = (
    entityId: string,
    at: Date,
    from: string,
    to: string,
    actionName: string,
    reason: string,
    by: { userId: string; role: string },
  ) => ({
    entityType: 'CharterRequest',
    entityId,
    timeStamp: at,
    oldStatus: from,
    newStatus: to,
    actionName,
    reason,
    userId: by.userId,
    role: by.role,
  });
  await tx
    .insert(timelineItems)
    .values([
      item(
        old.id,
        askedAt,
        'Confirmed',
        'Confirmed',
        'Change Requested',
        'The operator asked for a change (Changes sector 1): Our Caravan is in for maintenance that day; we can fly the next morning.',
        operator,
      ),
      item(
        old.id,
        acceptedAt,
        'Confirmed',
        'Superceded',
        'Change Accepted',
        `Superseded by ${formatJobReference(made.jobReference)}`,
        department,
      ),
      item(
        made.id,
        acceptedAt,
        'New',
        'Confirmed',
        'Change Accepted',
        `Changed version of ${formatJobReference(old.jobReference)}: Our Caravan is in for maintenance that day; we can fly the next morning.`,
        department,
      ),
      item(
        made.id,
        pendingAt,
        'Confirmed',
        'Confirmed',
        'Change Requested',
        'The client asked for a change (Changes sector 1): Two more of the survey team are coming.',
        department,
      ),
    ]);
}
