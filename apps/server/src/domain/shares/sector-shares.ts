import { sql } from 'drizzle-orm';
import {
  MANIFEST_CLOSED_STATUSES,
  SHARE_MESSAGES,
  formatMoney,
  shareOfferSchema,
  type SectorCapacity,
  type SectorLoadFacts,
  type ShareFields,
  countOf,
} from '@charter/shared';
import { sectorLoadColumns } from '../charters/sector-load-sql.js';
import type { DbOrTx, Tx } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { badRequest, forbidden } from '../../lib/http-errors.js';
import { addTimelineItem } from '../../lib/timeline.js';
import { isoText } from '../../lib/sql-text.js';

/**
 * Offering seats on a sector (ADR 0016), shared by the new-request form's save
 * (modules/charter-requests) and the share panel's calls (modules/charter-shares): one set of
 * bounds and one way of writing a share.
 */

/** A sector of a charter with what it can carry and its share, if it has one. */
export interface SectorRow extends SectorCapacity, SectorLoadFacts {
  routeId: string;
  order: number;
  from: string;
  to: string;
  departTime: string;
  departTimeZone: string;
  departed: boolean;
  shareId: string | null;
  enabled: boolean | null;
  seatsAvailable: number | null;
  totalWeightAvailable: number | null;
  costPerSeat: number | null;
  currency: string | null;
  purchasedSeats: number | null;
  purchasedWeight: number | null;
  shareStatus: string | null;
}

/**
 * The sectors of a charter in order. The pax limit is the awarded bid's for the sector once there
 * is one (the aircraft that will fly), else the sector's own; the payload figures are the request's
 * and the awarded bid's (sectorLoad decides which counts, ADR 0039); the manifest count and weight
 * are the owner's passengers (entries that came with a bought seat are the buyers').
 */
export async function sectorRows(db: DbOrTx, charterId: string): Promise<SectorRow[]> {
  const r = await db.execute<SectorRow & Record<string, unknown>>(sql`
    select r.id as "routeId", r."order", r.from_site as "from", r.to_site as "to",
      ${isoText(sql`r.depart_time`)} as "departTime",
      r.depart_time_zone as "departTimeZone", r.depart_time <= now() as departed,
      case when coalesce(br.passenger_limit, 0) > 0 then br.passenger_limit
        when r.passenger_limit > 0 then r.passenger_limit
        when r.passenger_range then r.passenger_range_max
        else r.passenger_number end as "paxLimit",
      ${sectorLoadColumns(sql`r.id`, sql`cr.bid_id`)},
      (select count(*)::int from manifest_entries m where m.route_id = r.id and not m.share) as "manifestCount",
      s.id as "shareId", s.enabled, s.seats_available as "seatsAvailable", s.total_weight_available as "totalWeightAvailable",
      s.cost_per_seat::float8 as "costPerSeat", s.currency, s.purchased_seats as "purchasedSeats",
      s.purchased_weight as "purchasedWeight", s.status as "shareStatus"
    from charter_routes r
    join charter_requests cr on cr.id = r.charter_request_id
    left join bid_routes br on br.bid_id = cr.bid_id and br.route_id = r.id
    left join charter_shares s on s.route_id = r.id
    where r.charter_request_id = ${charterId}
    order by r."order"`);
  return r.rows;
}

/** charter_requests.shared follows "any sector shared and enabled". */
export async function syncCharterShared(tx: Tx, charterId: string): Promise<void> {
  await tx.execute(sql`
    update charter_requests set updated_at = now(),
      shared = exists (select 1 from charter_shares s where s.charter_request_id = ${charterId} and s.enabled)
    where id = ${charterId}`);
}

/** A sector's passenger number and weight follow its whole manifest (owner's and buyers' passengers), as editing it does. */
export async function refreshSectorTotals(tx: Tx, routeId: string, charterId: string): Promise<void> {
  await tx.execute(sql`
    update charter_routes r set
      passenger_number = case when m.n > 0 then m.n else r.passenger_number end,
      total_weight = m.w
    from (select count(*)::int as n, coalesce(sum(passenger_weight + freight_weight + cargo_weight), 0)::int as w
          from manifest_entries where route_id = ${routeId}) m
    where r.id = ${routeId}`);
  await tx.execute(sql`
    update charter_requests set updated_at = now(),
      passenger_count = (select coalesce(max(passenger_number), 0) from charter_routes where charter_request_id = ${charterId})
    where id = ${charterId}`);
}

/** Who may offer a charter's seats: its owner side (the caller has checked it sees the charter) or an admin. */
export function mayOffer(actor: Actor): boolean {
  return (
    !actor.system &&
    (actor.role === 'Admin' || actor.role === 'Client' || actor.role === 'ClientDepartment' || actor.role === 'ClientStaff')
  );
}

export interface OfferTarget {
  charterId: string;
  charterStatus: string;
  routeId: string;
  /** Where the field errors go: '' for the share panel, 'routes.0.share.' for the form. */
  errorPrefix: string;
}

const describe = (s: Pick<ShareFields, 'seatsAvailable' | 'totalWeightAvailable' | 'costPerSeat'>, sector: SectorRow) =>
  `${countOf(s.seatsAvailable, 'seat')} and ${s.totalWeightAvailable} kg at ${formatMoney(sector.currency ?? 'AUD', s.costPerSeat)} a seat on ${sector.from} → ${sector.to}`;

/**
 * Shares a sector, changes its share or switches it off, in the caller's transaction (which holds
 * the charter's row lock). A share changes only while Pending; it cannot be switched off once
 * seats are bought; what is offered stays within the sector's free seats and payload.
 * Returns the share's id (null when a sector that was never shared stays unshared).
 */
export async function offerShare(tx: Tx, actor: Actor, target: OfferTarget, fields: ShareFields): Promise<string | null> {
  if (!mayOffer(actor)) throw forbidden(SHARE_MESSAGES.notOwner);
  const sector = (await sectorRows(tx, target.charterId)).find((s) => s.routeId === target.routeId);
  if (!sector)
    throw badRequest(['This sector is not part of the charter.'], {
      [`${target.errorPrefix}routeId`]: ['This sector is not part of the charter.'],
    });
  const locked = (
    await tx.execute<{ id: string; status: string; enabled: boolean; purchasedSeats: number; purchasedWeight: number }>(sql`
      select id, status, enabled, purchased_seats as "purchasedSeats", purchased_weight as "purchasedWeight"
      from charter_shares where route_id = ${target.routeId} for update`)
  ).rows[0];
  if (!locked && !fields.enabled) return null;
  if (locked && locked.status !== 'Pending') throw badRequest([SHARE_MESSAGES.notPending]);
  if (MANIFEST_CLOSED_STATUSES.includes(target.charterStatus)) throw badRequest([SHARE_MESSAGES.charterClosed]);
  if (sector.departed) throw badRequest([SHARE_MESSAGES.sectorPast]);
  const taken = { seats: locked?.purchasedSeats ?? 0, weight: locked?.purchasedWeight ?? 0 };
  // The bounds the share panel and the form check while the owner types, with the same messages.
  const checked = shareOfferSchema(sector, taken).safeParse(fields);
  if (!checked.success) {
    const errors: Record<string, string[]> = {};
    for (const i of checked.error.issues) (errors[`${target.errorPrefix}${i.path.join('.')}`] ??= []).push(i.message);
    throw badRequest([...new Set(checked.error.issues.map((i) => i.message))], errors);
  }
  // Switched off, a share keeps its numbers, so switching it on again offers the same.
  const values = fields.enabled
    ? sql`seats_available = ${fields.seatsAvailable}, total_weight_available = ${fields.totalWeightAvailable}, cost_per_seat = ${fields.costPerSeat},`
    : sql``;
  const r = await tx.execute<{ id: string }>(sql`
    insert into charter_shares (charter_request_id, route_id, enabled, seats_available, total_weight_available, cost_per_seat,
      depart_time, created_by_user_id)
    select ${target.charterId}, r.id, ${fields.enabled}, ${fields.seatsAvailable}, ${fields.totalWeightAvailable}, ${fields.costPerSeat},
      r.depart_time, ${actor.userId}
    from charter_routes r where r.id = ${target.routeId}
    on conflict (route_id) do update set enabled = excluded.enabled, ${values}
      depart_time = excluded.depart_time, updated_at = now()
    returning id`);
  const id = r.rows[0]!.id;
  const changed = !locked || locked.enabled !== fields.enabled || fields.enabled;
  if (changed) {
    await addTimelineItem(tx, {
      entityType: 'CharterRequest',
      entityId: target.charterId,
      oldStatus: target.charterStatus,
      newStatus: target.charterStatus,
      actionName: fields.enabled ? (locked?.enabled ? 'Share Updated' : 'Seats Shared') : 'Sharing Switched Off',
      reason: fields.enabled ? describe(fields, sector) : `${sector.from} → ${sector.to}`,
      actor,
    });
  }
  await syncCharterShared(tx, target.charterId);
  return id;
}
