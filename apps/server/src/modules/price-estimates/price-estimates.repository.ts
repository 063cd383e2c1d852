import { sql } from 'drizzle-orm';
import type { Db } from '@charter/db';
import { charterVisibility } from '../../access/charter-scope.js';
import type { Actor } from '../../access/actor.js';
import type { TripSector } from '../../domain/price-estimates/estimate-trip.js';

/** A charter's sectors as a trip to estimate, if the actor may see the charter; null otherwise. */
export async function charterTrip(db: Db, actor: Actor, charterId: string): Promise<TripSector[] | null> {
  const r = await db.execute<TripSector & Record<string, unknown>>(sql`
    select r.from_site as "from", r.to_site as "to", coalesce(r.distance, 0)::float8 as km, r.passenger_number as passengers
    from charter_requests cr join charter_routes r on r.charter_request_id = cr.id
    where cr.id = ${charterId} and ${charterVisibility(actor)}
    order by r."order"`);
  return r.rows.length ? r.rows.map((s) => ({ from: s.from, to: s.to, km: Number(s.km), passengers: s.passengers })) : null;
}
