import { sql } from 'drizzle-orm';
import { SHARE_MESSAGES, formatJobReference, newSharePurchaseSchema, countOf } from '@charter/shared';
import type { Db } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { isBuyerRole } from '../../access/share-scope.js';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import { refreshSectorTotals, sectorRows } from '../../domain/shares/sector-shares.js';
import { addTimelineItem } from '../../lib/timeline.js';
import { parseOr400 } from '../../lib/zod-errors.js';
import { publishChange, publishShareChange } from '../../realtime/publish.js';
import { queueStateChangeNotifications } from '../../workflow/notifications.js';
import { purchaseValues } from '../../domain/shares/purchase-rules.js';
import * as repo from './charter-shares.repository.js';
import { isSellable } from './share.presenter.js';

export interface Bought {
  ids: string[];
  jobReference: number;
  seats: number;
  seatsLeft: number;
}

/**
 * POST newSharePurchase: a qGov client user buys one seat per passenger on a share of a charter it
 * does not own (ADR 0016). One transaction locks the charter, then the share, checks the seats and
 * weight still for sale, takes them, writes each passenger to the sector's manifest (marked
 * share, which locks the manifest and turns the shared-manifest choice off) and one purchase per
 * seat (New), the timeline and the e-mails to the owner, the buyer and the operator. Two buyers
 * racing for the last seat: the second waits on the lock, then finds it gone (409).
 */
export async function buySeats(db: Db, actor: Actor, body: unknown): Promise<Bought> {
  if (!isBuyerRole(actor) || actor.system) throw forbidden();
  const input = parseOr400(newSharePurchaseSchema, body);
  return db.transaction(async (tx) => {
    const ref = await repo.shareRef(tx, input.shareId);
    if (!ref) throw notFound();
    const charter = await repo.lockCharter(tx, actor, ref.charterId);
    if (!charter) throw notFound();
    if (charter.owner) throw badRequest([SHARE_MESSAGES.ownCharter]);
    await tx.execute(sql`select id from charter_shares where id = ${input.shareId} for update`);
    const sector = (await sectorRows(tx, ref.charterId)).find((s) => s.routeId === ref.routeId);
    if (!sector || !sector.enabled) throw notFound();
    const open = isSellable(charter.status, { ...sector, seatsAvailable: 1 });
    if (!open) throw new HttpError(409, [SHARE_MESSAGES.notForSale]);
    const seats = input.passengers.length;
    const weight = input.passengers.reduce((sum, p) => sum + p.passengerWeight + p.freightWeight + p.cargoWeight, 0);
    const left = sector.seatsAvailable ?? 0;
    if (seats > left) throw new HttpError(409, [SHARE_MESSAGES.seatsLeft(left)]);
    const kgLeft = sector.totalWeightAvailable ?? 0;
    if (weight > kgLeft) throw new HttpError(409, [SHARE_MESSAGES.weightLeft(kgLeft)]);

    await tx.execute(sql`
      update charter_shares set seats_available = seats_available - ${seats}, purchased_seats = purchased_seats + ${seats},
        total_weight_available = total_weight_available - ${weight}, purchased_weight = purchased_weight + ${weight}, updated_at = now()
      where id = ${input.shareId}`);
    const staff = actor.role === 'ClientStaff' ? actor.clientStaffId : null;
    const department = actor.role === 'Client' ? null : actor.clientDepartmentId;
    const ids: string[] = [];
    for (const p of input.passengers) {
      const entry = await tx.execute<{ id: string }>(sql`
        insert into manifest_entries (route_id, passenger_name, contact_number, email_address, passenger_weight, freight_weight,
          cargo_weight, item_order, share)
        values (${ref.routeId}, ${p.passengerName}, ${p.contactNumber}, ${p.emailAddress}, ${p.passengerWeight}, ${p.freightWeight},
          ${p.cargoWeight}, (select coalesce(max(item_order), -1) + 1 from manifest_entries where route_id = ${ref.routeId}), true)
        returning id`);
      const bought = await tx.execute<{ id: string }>(sql`
        insert into share_purchases (share_id, charter_request_id, route_id, manifest_entry_id, buyer_user_id, buyer_client_id,
          buyer_client_department_id, buyer_client_staff_id, passenger_name, contact_number, email_address, passenger_weight,
          freight_weight, cargo_weight, cost_per_seat, currency, status)
        values (${input.shareId}, ${ref.charterId}, ${ref.routeId}, ${entry.rows[0]!.id}, ${actor.userId}, ${actor.clientId},
          ${department}, ${staff}, ${p.passengerName}, ${p.contactNumber}, ${p.emailAddress}, ${p.passengerWeight},
          ${p.freightWeight}, ${p.cargoWeight}, ${sector.costPerSeat ?? 0}, ${sector.currency ?? 'AUD'}, 'New')
        returning id`);
      ids.push(bought.rows[0]!.id);
      await addTimelineItem(tx, {
        entityType: 'SharePurchase',
        entityId: bought.rows[0]!.id,
        oldStatus: null,
        newStatus: 'New',
        actionName: 'Seats Bought',
        actor,
      });
    }
    await refreshSectorTotals(tx, ref.routeId, ref.charterId);
    // Core section 4: once an entry is shared the manifest is locked and the shared-manifest choice is off.
    await tx.execute(sql`update charter_requests set share_manifest = false, updated_at = now() where id = ${ref.charterId}`);
    const names = input.passengers.map((p) => p.passengerName).join(', ');
    await addTimelineItem(tx, {
      entityType: 'CharterRequest',
      entityId: ref.charterId,
      oldStatus: charter.status,
      newStatus: charter.status,
      actionName: 'Seats Bought',
      reason: `${countOf(seats, 'seat')} on ${sector.from} → ${sector.to} for ${names}`,
      actor,
    });
    await queueStateChangeNotifications(tx, {
      entityType: 'SharePurchase',
      id: ids[0]!,
      fromState: 'New',
      newState: 'New',
      reason: 'No Reason',
      values: purchaseValues(names, seats, sector.from, sector.to),
    });
    await publishShareChange(tx, ref.charterId);
    await publishChange(tx, 'CharterRequest', [ref.charterId]);
    return { ids, jobReference: charter.jobReference, seats, seatsLeft: left - seats };
  });
}

export const boughtMessage = (b: Bought) =>
  `${countOf(b.seats, 'seat')} bought on ${formatJobReference(b.jobReference)}. The charter's owner will confirm.`;
