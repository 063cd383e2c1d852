import type { DbOrTx } from '@charter/db';
import {
  estimateCategory,
  formulaEstimate,
  learnedEstimate,
  type CategoryFigures,
  type EstimateTrip,
  type PriceEstimate,
} from '@charter/shared';
import { awardSamples } from './award-samples.js';
import { categories } from './categories.js';

/** One sector of a trip to estimate: its places as the lookup names them, km and passengers. */
export interface TripSector {
  from: string;
  to: string;
  km: number;
  passengers: number;
}

const seats = (c: CategoryFigures, passengers: number) => c.minPassenger <= passengers && passengers <= c.maxPassenger;

/** The formula's range for every sector flown one way by a category; null when a sector is too far for it. */
function formulaRange(c: CategoryFigures, sectors: TripSector[]): { min: number; max: number } | null {
  let min = 0;
  let max = 0;
  for (const s of sectors) {
    const e = estimateCategory(c, { distanceKm: s.km, tripType: 'OneWay' });
    if (!e.price) return null;
    min += e.price.min;
    max += e.price.max;
  }
  return { min, max };
}

/**
 * A trip's price estimate (ADR 0044): learned from the awards of similar charters when a step has
 * enough of them, else the formula of the category asked for (or the first, in the categories'
 * order, that seats the passengers and flies every sector in a day). Null when neither can say.
 * `exclude` leaves a charter's own award out of what it is compared with.
 */
export async function estimateTrip(
  db: DbOrTx,
  sectors: TripSector[],
  category: string | null,
  exclude: string | null = null,
  figures?: CategoryFigures[],
): Promise<PriceEstimate | null> {
  const all = figures ?? (await categories(db));
  const first = sectors[0]!;
  const trip: EstimateTrip = {
    km: sectors.reduce((sum, s) => sum + s.km, 0),
    passengers: Math.max(1, ...sectors.map((s) => s.passengers)),
    sectors: sectors.length,
    from: first.from,
    to: first.to,
    category,
  };
  const sizes = category ? [category] : all.filter((c) => seats(c, trip.passengers)).map((c) => c.category);
  const samples = trip.km > 0 ? await awardSamples(db, trip, sizes, exclude) : [];
  const learned = learnedEstimate(samples, trip);
  if (learned) return learned;
  const awards = samples.find((s) => s.step === 'all')?.count ?? 0;
  const candidates = category ? all.filter((c) => c.category === category) : all.filter((c) => seats(c, trip.passengers));
  for (const c of candidates) {
    const range = formulaRange(c, sectors);
    if (range) return formulaEstimate(c.category, range, awards);
  }
  return null;
}
