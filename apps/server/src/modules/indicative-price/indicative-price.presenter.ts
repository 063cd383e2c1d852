import {
  RETURN_TYPES,
  TRIP_TYPES,
  type CategoryEstimate,
  type PriceEstimate,
  type IndicativePriceResult,
  type PriceLeadDto,
  type ReturnType,
  type TripType,
} from '@charter/shared';
import type { LeadRow } from './indicative-price.repository.js';

/**
 * What leaves the server for the price tool: the estimate only. The category's speeds and hourly
 * rates stay inside; the visitor sees the ranges and prices worked out from them, and beside them
 * what awarded charters of the category say (percentiles of many awards, never one award's price).
 */
export function presentEstimate(
  e: CategoryEstimate,
  preferred: boolean,
  learned: PriceEstimate | null,
): IndicativePriceResult['estimates'][number] {
  return {
    category: e.category,
    minPassenger: e.minPassenger,
    maxPassenger: e.maxPassenger,
    rangeKm: { min: Math.round(e.rangeKm.min), max: Math.round(e.rangeKm.max) },
    tooFar: e.tooFar,
    legMinutes: e.legMinutes ? { fastest: e.legMinutes.fastest, slowest: e.legMinutes.slowest } : null,
    price: e.price ? { min: e.price.min, max: e.price.max } : null,
    preferred,
    learned,
  };
}

const tripType = (v: string): TripType => ((TRIP_TYPES as readonly string[]).includes(v) ? (v as TripType) : 'OneWay');
const returnType = (v: string | null): ReturnType | null =>
  (RETURN_TYPES as readonly string[]).includes(v ?? '') ? (v as ReturnType) : null;

/** A lead as the admins' list shows it. */
export function presentLead(r: LeadRow): PriceLeadDto {
  return {
    id: r.id,
    email: r.email,
    from: r.from,
    fromState: r.fromState,
    to: r.to,
    toState: r.toState,
    tripType: tripType(r.tripType),
    returnType: returnType(r.returnType),
    departDate: r.departDate,
    passengers: r.passengers,
    preferredAircraft: r.preferredAircraft,
    charterType: r.charterType,
    distanceKm: r.distanceKm,
    createdAt: r.createdAt,
  };
}
