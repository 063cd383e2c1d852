import { distanceKm } from '../charters/rules.js';

/**
 * The indicative estimate of one aircraft category (supplier-and-admin section 9). Units, as the
 * categories are seeded (packages/db/src/seed/categories.ts): speeds in km/h, hourly rates in AUD
 * per flying hour, maximum flight time per day in minutes; distances in km.
 */
export interface CategoryFigures {
  category: string;
  minPassenger: number;
  maxPassenger: number;
  speedRangeMin: number;
  speedRangeMax: number;
  hourlyRateRangeMin: number;
  hourlyRateRangeMax: number;
  /** Minutes of flying per day (the spec's maximunFlighTimePerDay). */
  maximumFlightTimePerDay: number;
}

export const TRIP_TYPES = ['OneWay', 'Return'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

/** When a return flies back (core section 9: same, next, twoPlus). */
export const RETURN_TYPES = ['same', 'next', 'twoPlus'] as const;
export type ReturnType = (typeof RETURN_TYPES)[number];

export interface Trip {
  distanceKm: number;
  tripType: TripType;
  /** Only for a return. */
  returnType?: ReturnType | null;
}

export interface CategoryEstimate {
  category: string;
  minPassenger: number;
  maxPassenger: number;
  /** km one day's flying covers at the slow and at the fast speed. */
  rangeKm: { min: number; max: number };
  /** The day's flying is beyond both ranges: shown in red, with no estimate. */
  tooFar: boolean;
  /** Minutes of one leg at the fast speed and at the slow speed; null when too far. */
  legMinutes: { fastest: number; slowest: number } | null;
  /** AUD for every leg of the trip, to the cent; null when too far. */
  price: { min: number; max: number } | null;
}

/** Range = speed x maximum flight time per day / 60 (minutes to hours): km. */
export function rangeKm(speedKmh: number, minutesPerDay: number): number {
  return (speedKmh * minutesPerDay) / 60;
}

/** Legs flown: a return flies the distance twice. */
export function legsOf(trip: Pick<Trip, 'tripType'>): number {
  return trip.tripType === 'Return' ? 2 : 1;
}

/**
 * The flying one day must hold: one leg, except a same-day return, whose two legs are flown the
 * same day (ADR 0019).
 */
export function dayDistanceKm(trip: Trip): number {
  return trip.tripType === 'Return' && trip.returnType === 'same' ? trip.distanceKm * 2 : trip.distanceKm;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * One category's estimate: flight time distance / speed max (fastest) and distance / speed min
 * (slowest); price from hourly rate min x distance / speed max up to hourly rate max x distance /
 * speed min, for every leg. A day's flying beyond both range figures gets no estimate.
 */
export function estimateCategory(c: CategoryFigures, trip: Trip): CategoryEstimate {
  const range = { min: rangeKm(c.speedRangeMin, c.maximumFlightTimePerDay), max: rangeKm(c.speedRangeMax, c.maximumFlightTimePerDay) };
  const day = dayDistanceKm(trip);
  const tooFar = day > range.min && day > range.max;
  const base = { category: c.category, minPassenger: c.minPassenger, maxPassenger: c.maxPassenger, rangeKm: range, tooFar };
  if (tooFar) return { ...base, legMinutes: null, price: null };
  const d = trip.distanceKm;
  const legs = legsOf(trip);
  return {
    ...base,
    legMinutes: { fastest: Math.round((d / c.speedRangeMax) * 60), slowest: Math.round((d / c.speedRangeMin) * 60) },
    price: {
      min: cents(legs * ((c.hourlyRateRangeMin * d) / c.speedRangeMax)),
      max: cents(legs * ((c.hourlyRateRangeMax * d) / c.speedRangeMin)),
    },
  };
}

/** Great-circle km between two places (the same rule as a charter sector's distance). */
export function placesDistanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  return distanceKm(a.latitude, a.longitude, b.latitude, b.longitude);
}
