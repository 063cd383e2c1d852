/**
 * Prices learned from awarded charters (ADR 0044). Every award of the last twelve months is
 * reduced to one figure, its price with margin per kilometre flown and per passenger seat, so a
 * longer or fuller trip still informs a shorter or emptier one. For a trip the similar awards are
 * looked for in widening steps (the same route, then the same distance band and sector count, then
 * the same size of aircraft, then every award) until one step holds enough of them; the 10th, 50th
 * and 90th percentiles of their figures, scaled back to the trip's kilometres and seats, are the
 * estimate. With too few awards anywhere the category formula stands in, and says so.
 */
import { countOf } from '../text/count.js';

export const ESTIMATE_WINDOW_MONTHS = 12;
/** Fewer awards than this in a step say too little about a price: the next, wider step is tried. */
export const MIN_AWARDS = 8;

/** Distance bands (km of every sector together): their lower bounds; the last runs on. */
export const DISTANCE_BANDS = [0, 400, 800, 1200, 2000] as const;

export interface DistanceBand {
  min: number;
  /** Exclusive; null for the last band. */
  max: number | null;
}

export function distanceBand(km: number): DistanceBand {
  let i = DISTANCE_BANDS.length - 1;
  while (i > 0 && km < DISTANCE_BANDS[i]!) i--;
  return { min: DISTANCE_BANDS[i]!, max: DISTANCE_BANDS[i + 1] ?? null };
}

const km = (n: number) => n.toLocaleString('en-AU');

/** "800-1,200 km", "up to 400 km", "2,000 km or more". */
export function bandText(b: DistanceBand): string {
  if (b.max === null) return `${km(b.min)} km or more`;
  if (b.min === 0) return `up to ${km(b.max)} km`;
  return `${km(b.min)}-${km(b.max)} km`;
}

/** The steps, narrowest first. */
export const ESTIMATE_STEPS = ['route', 'distance', 'size', 'all'] as const;
export type EstimateStep = (typeof ESTIMATE_STEPS)[number];

/** What the awards of one step say: how many, and the percentiles of their price per km and seat. */
export interface StepSample {
  step: EstimateStep;
  count: number;
  p10: number | null;
  p50: number | null;
  p90: number | null;
}

/** The trip an estimate is for. */
export interface EstimateTrip {
  /** Kilometres of every sector together. */
  km: number;
  /** The most passengers on any sector (at least 1). */
  passengers: number;
  sectors: number;
  /** The first sector's places, as the lookup names them. */
  from: string;
  to: string;
  /** The aircraft category asked for; null: any category that seats the passengers. */
  category: string | null;
}

export interface PriceEstimate {
  /** Which step the awards came from; 'formula' when too few were found. */
  basis: EstimateStep | 'formula';
  /** Awards it is worked from (0 for the formula). */
  count: number;
  /** AUD: 10th percentile, median, 90th percentile (the formula: its lowest, middle and highest). */
  low: number;
  median: number;
  high: number;
  /** What it is based on, in words. */
  text: string;
}

const WINDOW = `in the last ${ESTIMATE_WINDOW_MONTHS} months`;
const dollars = (n: number) => Math.round(n / 10) * 10;

/** The place's name without the airport's code and words: "Mount Isa" for "Mount Isa Airport (ISA)". */
export function shortPlace(site: string): string {
  return site
    .replace(/\s*\([A-Z0-9]{3,4}\)\s*$/, '')
    .replace(/\s+(International\s+)?Airport\b.*$/i, '')
    .trim();
}

function describe(step: EstimateStep, count: number, trip: EstimateTrip): string {
  const charters = countOf(count, `awarded ${trip.category ? `${trip.category} ` : ''}charter`);
  const seats = trip.category ? '' : ` in aircraft seating ${trip.passengers}`;
  switch (step) {
    case 'route':
      return `median of ${charters} on ${shortPlace(trip.from)} – ${shortPlace(trip.to)}${trip.sectors > 1 ? ` (${trip.sectors} sectors)` : ''}${seats} ${WINDOW}`;
    case 'distance':
      return `median of ${charters} of ${bandText(distanceBand(trip.km))}${trip.sectors > 1 ? ` in ${trip.sectors} sectors` : ''}${seats} ${WINDOW}, scaled to this trip's km and seats`;
    case 'size':
      return `median of ${charters}${seats} ${WINDOW}, scaled to this trip's km and seats`;
    case 'all':
      return `median of ${countOf(count, 'awarded charter')} of every size ${WINDOW}, scaled to this trip's km and seats`;
  }
}

/**
 * The estimate from the first step with at least MIN_AWARDS awards, its percentiles per km and seat
 * scaled to the trip (rounded to $10); null when no step has enough.
 */
export function learnedEstimate(samples: readonly StepSample[], trip: EstimateTrip): PriceEstimate | null {
  const scale = trip.km * Math.max(1, trip.passengers);
  for (const step of ESTIMATE_STEPS) {
    const s = samples.find((x) => x.step === step);
    if (!s || s.count < MIN_AWARDS || s.p10 === null || s.p50 === null || s.p90 === null) continue;
    return {
      basis: step,
      count: s.count,
      low: dollars(s.p10 * scale),
      median: dollars(s.p50 * scale),
      high: dollars(s.p90 * scale),
      text: describe(step, s.count, trip),
    };
  }
  return null;
}

/**
 * The fallback: the category formula's range (ADR 0019) for the trip, its middle as the median,
 * saying how few awards there were.
 */
export function formulaEstimate(category: string, price: { min: number; max: number }, awards: number): PriceEstimate {
  return {
    basis: 'formula',
    count: 0,
    low: dollars(price.min),
    median: dollars((price.min + price.max) / 2),
    high: dollars(price.max),
    text: `${category} formula: ${awards === 0 ? 'no awarded charters' : `only ${countOf(awards, 'awarded charter')}`} ${WINDOW} to learn from`,
  };
}

/** How a price sits against the median: "12% below the median", "8% above the median", "at the median". */
export function againstMedian(price: number, median: number): { percent: number; text: string } {
  const percent = median > 0 ? Math.round(((price - median) / median) * 100) : 0;
  if (percent === 0) return { percent, text: 'at the median' };
  return { percent, text: `${Math.abs(percent)}% ${percent < 0 ? 'below' : 'above'} the median` };
}
