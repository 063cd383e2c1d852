import { STANDBY_MESSAGES } from '@charter/shared';
import type { Tx } from '../client.js';
import { manifestEntries, timelineItems } from '../schema/index.js';
import { CREW_NAMES } from './demo-market-plans.js';

/** A demo sector's passenger list: `pax` named passengers of 85 kg with 15 kg of bags. */
export async function insertDemoManifest(tx: Tx, routeId: string, pax: number): Promise<void> {
  await tx.insert(manifestEntries).values(
    Array.from({ length: pax }, (_, i) => ({
      routeId,
      passengerName: CREW_NAMES[i % CREW_NAMES.length]!,
      passengerWeight: 85,
      freightWeight: 15,
      itemOrder: i,
    })),
  );
}

/** The timeline of demo bids that went on standby when the client accepted another (ADR 0048). */
export async function insertStandbyTimeline(tx: Tx, bidIds: string[], at: Date, by: { userId: string; role: string }): Promise<void> {
  if (bidIds.length === 0) return;
  await tx.insert(timelineItems).values(
    bidIds.map((id) => ({
      entityType: 'Bid',
      entityId: id,
      timeStamp: at,
      oldStatus: 'New',
      newStatus: 'Standby',
      actionName: STANDBY_MESSAGES.standby,
      reason: STANDBY_MESSAGES.standbyReason,
      userId: by.userId,
      role: by.role,
    })),
  );
}
