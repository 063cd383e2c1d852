import type { DbOrTx } from '@charter/db';
import {
  estimateCategory,
  formulaEstimate,
  learnedEstimate,
  type CategoryFigures,
  type EstimateTrip,
  type PriceEstimate,
} from '@charter/shared';
import { awardSamplesOf } from './award-samples.js';
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

/** A trip to estimate: its sectors, the category asked for (null: any that seats it), a charter to leave out. */
export interface TripAsk {
  sectors: TripSector[];
  category: string | null;
  exclude?: string | null;
}

/**
 * Trips' price estimates (ADR 0044), in the order asked, from one read of the awards however many
 * trips (awardSamplesOf): each learned from the awards of similar charters when a step has enough
 * of them, else the formula of the category asked for (or the first, in the categories' order,
 * that seats the passengers and flies every sector in a day). Null for a trip neither can say.
 * A trip's `exclude` leaves a charter's own award out of what it is compared with.
 */
export async function estimateTrips(db: DbOrTx, asks: readonly TripAsk[], figures?: CategoryFigures[]): Promise<(PriceEstimate | null)[]> {
  const all = figures ?? (await categories(db));
  const trips = asks.map(({ sectors, category }): EstimateTrip => {
    const first = sectors[0]!;
    return {
      km: sectors.reduce((sum, s) => sum + s.km, 0),
      passengers: Math.max(1, ...sectors.map((s) => s.passengers)),
      sectors: sectors.length,
      from: first.from,
      to: first.to,
      category,
    };
  });
  const sized = trips.map((trip) =>
    trip.category ? all.filter((c) => c.category === trip.category) : all.filter((c) => seats(c, trip.passengers)),
  );
  const sampled = trips.map((trip, i) => ({ trip, sizes: sized[i]!.map((c) => c.category), exclude: asks[i]!.exclude ?? null }));
  const asked = sampled.filter((a) => a.trip.km > 0);
  const samples = await awardSamplesOf(db, asked);
  return trips.map((trip, i) => {
    const at = asked.indexOf(sampled[i]!);
    const found = at >= 0 ? samples[at]! : [];
    const learned = learnedEstimate(found, trip);
    if (learned) return learned;
    const awards = found.find((s) => s.step === 'all')?.count ?? 0;
    for (const c of sized[i]!) {
      const range = formulaRange(c, asks[i]!.sectors);
      if (range) return formulaEstimate(c.category, range, awards);
    }
    return null;
  });
}

/** One trip's price estimate (estimateTrips). */
export async function estimateTrip(
  db: DbOrTx,
  sectors: TripSector[],
  category: string | null,
  exclude: string | null = null,
  figures?: CategoryFigures[],
): Promise<PriceEstimate | null> {
  return (await estimateTrips(db, [{ sectors, category, exclude }], figures))[0]!;
}
