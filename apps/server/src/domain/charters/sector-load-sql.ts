import { sql, type SQL } from 'drizzle-orm';
import type { SectorLoadFacts } from '@charter/shared';

/**
 * What sectorLoad (packages/shared, ADR 0039) works a sector's payload out from, as the columns of
 * one query row: the payload asked for, the awarded bid's payload for the sector, the owner's list
 * (entries not bought on the share), the seats bought and the payload still for sale. One set of
 * columns for every read that shows a payload (the charter detail, the share panel, the payload
 * report), so they agree. `routeId` and `bidId` are the row's sector and its charter's awarded bid.
 */
export function sectorLoadColumns(routeId: SQL, bidId: SQL): SQL {
  return sql`
    (select r0.payload from charter_routes r0 where r0.id = ${routeId}) as "requestedPayload",
    (select b0.payload from bid_routes b0 where b0.bid_id = ${bidId} and b0.route_id = ${routeId}) as "aircraftPayload",
    (select coalesce(sum(m0.passenger_weight + m0.freight_weight + m0.cargo_weight), 0)::int
      from manifest_entries m0 where m0.route_id = ${routeId} and not m0.share) as "listWeight",
    coalesce((select s0.purchased_weight from charter_shares s0 where s0.route_id = ${routeId}), 0) as "boughtWeight",
    coalesce((select case when s0.enabled then s0.total_weight_available else 0 end
      from charter_shares s0 where s0.route_id = ${routeId}), 0) as "forSaleWeight"`;
}

/** The facts of a row read with sectorLoadColumns. */
export const loadFactsOf = (row: SectorLoadFacts): SectorLoadFacts => ({
  requestedPayload: row.requestedPayload,
  aircraftPayload: row.aircraftPayload,
  listWeight: row.listWeight,
  boughtWeight: row.boughtWeight,
  forSaleWeight: row.forSaleWeight,
});
