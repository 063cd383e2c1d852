import type { Db } from '@charter/db';
import {
  CHARTER_TYPES,
  INDICATIVE_PRICE_MESSAGES as M,
  estimateCategory,
  legsOf,
  placesDistanceKm,
  type IndicativeFlightOptions,
  type IndicativePriceRequest,
  type IndicativePriceResult,
  type PriceLeadsQuery,
} from '@charter/shared';
import { estimateTrips } from '../../domain/price-estimates/estimate-trip.js';
import { badRequest } from '../../lib/http-errors.js';
import * as repo from './indicative-price.repository.js';
import { presentEstimate, presentLead } from './indicative-price.presenter.js';

/** The public indicative price tool (supplier-and-admin sections 2 and 9) and its leads (ADR 0019). */
export class IndicativePriceService {
  constructor(private readonly db: Db) {}

  /** GET getIndicitaveFlight: the charter types and the aircraft categories the wizard offers. */
  async options(): Promise<IndicativeFlightOptions> {
    const categories = await repo.categories(this.db);
    return {
      charterTypes: CHARTER_TYPES.map((t) => ({ value: t.value, label: t.label })),
      aircraftCategories: categories.map((c) => ({ category: c.category, minPassenger: c.minPassenger, maxPassenger: c.maxPassenger })),
    };
  }

  /**
   * Measures the trip between the lookup's own coordinates of the two places, estimates every
   * category, and keeps the request with its e-mail as a lead.
   */
  async estimate(input: IndicativePriceRequest): Promise<IndicativePriceResult> {
    const [from, to, categories] = await Promise.all([
      repo.findPlace(this.db, input.from),
      repo.findPlace(this.db, input.to),
      repo.categories(this.db),
    ]);
    const errors: Record<string, string[]> = {};
    if (!from) errors.from = [M.placeInAustralia];
    if (!to) errors.to = [M.placeInAustralia];
    const preferred = categories.find((c) => c.category.toLowerCase() === input.preferredAircraft.toLowerCase());
    if (!preferred) errors.preferredAircraft = [M.preferredAircraftUnknown];
    if (!from || !to || !preferred) throw badRequest(Object.values(errors).flat(), errors);
    if (from.site === to.site && from.state === to.state) throw badRequest([M.samePlace], { to: [M.samePlace] });

    const distanceKm = placesDistanceKm(from, to);
    const returnType = input.tripType === 'Return' ? input.returnType : null;
    const trip = { distanceKm, tripType: input.tripType, returnType };
    await repo.insertLead(this.db, {
      email: input.email,
      fromPlace: from.site,
      fromState: from.state,
      toPlace: to.site,
      toState: to.state,
      tripType: input.tripType,
      returnType,
      departDate: input.departDate || null,
      passengers: input.passengers,
      preferredAircraft: preferred.category,
      charterType: input.charterType || null,
      distanceKm,
    });
    // Each category's estimate from awarded charters: the legs flown, there and (for a return) back.
    const out = { from: from.site, to: to.site, km: distanceKm, passengers: input.passengers };
    const sectors = input.tripType === 'Return' ? [out, { ...out, from: to.site, to: from.site }] : [out];
    const learned = await estimateTrips(
      this.db,
      categories.map((c) => ({ sectors, category: c.category })),
      categories,
    );
    return {
      from: { name: from.site, state: from.state },
      to: { name: to.site, state: to.state },
      distanceKm,
      tripType: input.tripType,
      returnType,
      legs: legsOf(trip),
      passengers: input.passengers,
      preferredAircraft: preferred.category,
      currency: 'AUD',
      estimates: categories.map((c, i) => presentEstimate(estimateCategory(c, trip), c === preferred, learned[i] ?? null)),
    };
  }

  async leads(q: PriceLeadsQuery) {
    const { items, total } = await repo.listLeads(this.db, q);
    return { items: items.map(presentLead), total, page: q.page, pageSize: q.pageSize };
  }
}
