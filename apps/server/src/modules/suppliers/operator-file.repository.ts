import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@charter/db';
import type { OperatorAircraftDto } from '@charter/shared';
import type { Actor } from '../../access/actor.js';
import { bidVisibility } from '../../access/bid-scope.js';

/**
 * The operator's bids on the charter that the actor may see (access/bid-scope.ts, the Bids tab's
 * rule): admins and charter admins every bid, client roles the competing bids of charters they
 * see, an operator only its own. An operator with none of them is out of reach from this charter.
 */
function visibleBids(actor: Actor, charterId: string, supplierId: string): SQL {
  return sql`select b.id from bids b join charter_requests cr on cr.id = b.charter_request_id
    where b.charter_request_id = ${charterId} and b.bidder_id = ${supplierId} and ${bidVisibility(actor)}`;
}

export async function hasVisibleBid(db: Db, actor: Actor, charterId: string, supplierId: string): Promise<boolean> {
  const r = await db.execute(sql`select exists (${visibleBids(actor, charterId, supplierId)}) as "found"`);
  return r.rows[0]?.found === true;
}

/** The aircraft the operator put on those bids, each with its images (no bytes). */
export async function bidAircraft(db: Db, actor: Actor, charterId: string, supplierId: string): Promise<OperatorAircraftDto[]> {
  const r = await db.execute<OperatorAircraftDto & Record<string, unknown>>(sql`
    select a.id, a.license_number as "licenseNumber", a.type, a.name, c.category as "aircraftCategory",
      a.passenger_limit as "passengerLimit",
      coalesce((select json_agg(json_build_object('id', i.id, 'category', i.category, 'fileName', i.file_name)
        order by i.created_at, i.id) from aircraft_images i where i.aircraft_id = a.id), '[]'::json) as images
    from aircraft a left join aircraft_categories c on c.id = a.aircraft_category_id
    where a.supplier_id = ${supplierId} and a.id in (
      select unnest(br.aircraft_ids) from bid_routes br where br.bid_id in (${visibleBids(actor, charterId, supplierId)}))
    order by lower(a.license_number), a.id`);
  return r.rows;
}

/** An image of one of those aircraft, with its bytes; undefined for any other image. */
export async function bidAircraftImage(db: Db, actor: Actor, charterId: string, supplierId: string, imageId: string) {
  const r = await db.execute<{ data: Buffer; fileName: string; contentType: string }>(sql`
    select i.data, i.file_name as "fileName", i.content_type as "contentType"
    from aircraft_images i join aircraft a on a.id = i.aircraft_id
    where i.id = ${imageId} and a.supplier_id = ${supplierId} and a.id in (
      select unnest(br.aircraft_ids) from bid_routes br where br.bid_id in (${visibleBids(actor, charterId, supplierId)}))`);
  return r.rows[0];
}
