import { sql } from 'drizzle-orm';
import { airportLookups, type DbOrTx } from '@charter/db';
import type { IndicativePlace } from '@charter/shared';

export interface LookupPlace {
  site: string;
  state: string;
  latitude: number;
  longitude: number;
}

/**
 * The lookup row a chosen place came from: the same name (any case) in the same state, the one
 * nearest the coordinates the browser had when a town and an airport share a name. Uses the
 * lower(site) index.
 */
export async function findPlace(db: DbOrTx, p: IndicativePlace): Promise<LookupPlace | undefined> {
  const lat = p.latitude ?? 0;
  const lon = p.longitude ?? 0;
  const state = p.state.trim().toUpperCase();
  const [row] = await db
    .select({
      site: airportLookups.site,
      state: airportLookups.state,
      latitude: airportLookups.latitude,
      longitude: airportLookups.longitude,
    })
    .from(airportLookups)
    .where(sql`lower(${airportLookups.site}) = ${p.name.trim().toLowerCase()} and (${state} = '' or ${airportLookups.state} = ${state})`)
    .orderBy(sql`(${airportLookups.latitude} - ${lat})^2 + (${airportLookups.longitude} - ${lon})^2`)
    .limit(1);
  return row;
}
