import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@charter/db';
import { ESTIMATE_STEPS, ESTIMATE_WINDOW_MONTHS, distanceBand, type EstimateTrip, type StepSample } from '@charter/shared';

/** Awards booked with their operator: Confirmed, Finished (a charter cancelled after booking is not a price paid). */
const AWARDED = sql`cr.status in ('Confirmed', 'Finished')`;

type SampleRow = { step: string; n: number; p: (number | null)[] | null };

/**
 * What the awards of the last twelve months say at each step of ADR 0044, in one statement: each
 * award as its price with margin per km and per passenger, its aircraft category (the awarded
 * bid's first sector's aircraft), distance, sector count and first sector's places; then per step
 * the count and the 10th/50th/90th percentiles (percentile_cont: linear between ranks) of those
 * figures. `sizes` are the categories that count as the same size (the one asked for, or all that
 * seat the passengers); `exclude` leaves a charter out (its own award).
 */
export async function awardSamples(db: DbOrTx, trip: EstimateTrip, sizes: string[], exclude: string | null): Promise<StepSample[]> {
  const band = distanceBand(trip.km);
  const from = trip.from.toLowerCase();
  const to = trip.to.toLowerCase();
  const sameSize = sizes.length ? sql`category in ${sizes}` : sql`false`;
  const r = await db.execute<SampleRow>(sql`
    with awards as (
      select cr.with_margin::float8 / (r.km * greatest(cr.passenger_count, 1)) as unit, r.km, cr.route_count as sectors,
        lower(r.first_from) as f, lower(r.first_to) as t, ac.category
      from charter_requests cr
      cross join lateral (
        select sum(x.distance) as km,
          max(x.from_site) filter (where x."order" = 0) as first_from, max(x.to_site) filter (where x."order" = 0) as first_to
        from charter_routes x where x.charter_request_id = cr.id) r
      left join bid_routes br on br.bid_id = cr.bid_id and br."order" = 0
      left join aircraft a on a.id = br.aircraft_ids[1]
      left join aircraft_categories ac on ac.id = a.aircraft_category_id
      where ${AWARDED} and cr.with_margin > 0 and r.km > 0
        and cr.created_at >= now() - make_interval(months => ${ESTIMATE_WINDOW_MONTHS})
        and cr.id is distinct from ${exclude}::uuid
    ), marked as (
      select unit,
        coalesce(${sameSize}, false) as size,
        coalesce(sectors = ${trip.sectors} and ((f = ${from} and t = ${to}) or (f = ${to} and t = ${from})), false) as route,
        sectors = ${trip.sectors} and km >= ${band.min} and km < ${band.max ?? Number.MAX_SAFE_INTEGER} as band
      from awards
    )
    select 'route' as step, count(*) filter (where size and route)::int as n,
      percentile_cont(array[0.1, 0.5, 0.9]) within group (order by unit) filter (where size and route) as p from marked
    union all
    select 'distance', count(*) filter (where size and band)::int,
      percentile_cont(array[0.1, 0.5, 0.9]) within group (order by unit) filter (where size and band) from marked
    union all
    select 'size', count(*) filter (where size)::int,
      percentile_cont(array[0.1, 0.5, 0.9]) within group (order by unit) filter (where size) from marked
    union all
    select 'all', count(*)::int, percentile_cont(array[0.1, 0.5, 0.9]) within group (order by unit) from marked`);
  return r.rows
    .filter((row) => (ESTIMATE_STEPS as readonly string[]).includes(row.step))
    .map((row) => ({
      step: row.step as StepSample['step'],
      count: row.n,
      p10: row.p?.[0] ?? null,
      p50: row.p?.[1] ?? null,
      p90: row.p?.[2] ?? null,
    }));
}
