import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@charter/db';
import { ESTIMATE_STEPS, ESTIMATE_WINDOW_MONTHS, distanceBand, type EstimateTrip, type StepSample } from '@charter/shared';

/** Awards booked with their operator: Confirmed, Finished (a charter cancelled after booking is not a price paid). */
const AWARDED = sql`cr.status in ('Confirmed', 'Finished')`;

/**
 * One trip to find the awards of: the trip, the categories that count as its size (the one asked
 * for, or all that seat its passengers), and a charter to leave out (its own award).
 */
export interface SampleAsk {
  trip: EstimateTrip;
  sizes: string[];
  exclude: string | null;
}

type SampleRow = { ask: number; step: string; n: number; p: (number | null)[] | null };

/**
 * What the awards of the last twelve months say at each step of ADR 0044 for each trip asked, in
 * one statement however many trips: each award as its price with margin per km and per passenger,
 * its aircraft category (the awarded bid's first sector's aircraft), distance, sector count and
 * first sector's places, read once; then per trip and step the count and the 10th/50th/90th
 * percentiles (percentile_cont: linear between ranks) of those figures. Answers each ask's samples,
 * in the order asked.
 */
export async function awardSamplesOf(db: DbOrTx, asks: readonly SampleAsk[]): Promise<StepSample[][]> {
  if (asks.length === 0) return [];
  // One parameter however many trips (a JSON list: names may hold commas and quotes).
  const rows = asks.map((a, ask) => {
    const band = distanceBand(a.trip.km);
    return {
      ask,
      sectors: a.trip.sectors,
      f: a.trip.from.toLowerCase(),
      t: a.trip.to.toLowerCase(),
      band_min: band.min,
      band_max: band.max ?? Number.MAX_SAFE_INTEGER,
      sizes: a.sizes,
      exclude: a.exclude,
    };
  });
  const r = await db.execute<SampleRow>(sql`
    with awards as (
      select cr.id, cr.with_margin::float8 / (r.km * greatest(cr.passenger_count, 1)) as unit, r.km, cr.route_count as sectors,
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
    ), asks as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as q(ask int, sectors int, f text, t text, band_min float8, band_max float8, sizes text[], exclude uuid)
    ), marked as (
      select q.ask, w.unit,
        coalesce(w.category = any(q.sizes), false) as size,
        coalesce(w.sectors = q.sectors and ((w.f = q.f and w.t = q.t) or (w.f = q.t and w.t = q.f)), false) as route,
        w.sectors = q.sectors and w.km >= q.band_min and w.km < q.band_max as band
      from asks q join awards w on w.id is distinct from q.exclude
    ), steps as (
      select ask, 'route' as step, count(*) filter (where size and route)::int as n,
        percentile_cont(array[0.1, 0.5, 0.9]) within group (order by unit) filter (where size and route) as p from marked group by ask
      union all
      select ask, 'distance', count(*) filter (where size and band)::int,
        percentile_cont(array[0.1, 0.5, 0.9]) within group (order by unit) filter (where size and band) from marked group by ask
      union all
      select ask, 'size', count(*) filter (where size)::int,
        percentile_cont(array[0.1, 0.5, 0.9]) within group (order by unit) filter (where size) from marked group by ask
      union all
      select ask, 'all', count(*)::int, percentile_cont(array[0.1, 0.5, 0.9]) within group (order by unit) from marked group by ask
    )
    select * from steps`);
  // A trip with no award at all has no rows: every step of it counts 0.
  const samples = asks.map(() => ESTIMATE_STEPS.map((step): StepSample => ({ step, count: 0, p10: null, p50: null, p90: null })));
  for (const row of r.rows) {
    const at = ESTIMATE_STEPS.indexOf(row.step as StepSample['step']);
    if (at < 0) continue;
    samples[row.ask]![at] = {
      step: ESTIMATE_STEPS[at]!,
      count: row.n,
      p10: row.p?.[0] ?? null,
      p50: row.p?.[1] ?? null,
      p90: row.p?.[2] ?? null,
    };
  }
  return samples;
}
