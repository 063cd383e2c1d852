import type { Db } from '@charter/db';
import {
  INDICATIVE_PRICE_MESSAGES,
  PRICE_ESTIMATE_MESSAGES,
  isUuid,
  placesDistanceKm,
  type PriceEstimateDto,
  type PriceEstimateRequest,
} from '@charter/shared';
import type { Actor } from '../../access/actor.js';
import { viewerOf } from '../../access/viewer.js';
import { findPlace } from '../../domain/places/find-place.js';
import { categories } from '../../domain/price-estimates/categories.js';
import { estimateTrip } from '../../domain/price-estimates/estimate-trip.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { charterTrip } from './price-estimates.repository.js';

/**
 * The price estimates of ADR 0044 for admins, charter admins and the client side: a trip as the
 * new-request form holds it, or a charter the actor sees (its own award left out). Prices are
 * with margin; a client side under hidePrice gets none (ADR 0009).
 */
export class EstimatePrice {
  constructor(private readonly db: Db) {}

  private async hidden(actor: Actor): Promise<boolean> {
    return (await viewerOf(this.db, actor)).hidePrice;
  }

  async forTrip(actor: Actor, input: PriceEstimateRequest): Promise<PriceEstimateDto> {
    const figures = await categories(this.db);
    const category = input.category ? figures.find((c) => c.category.toLowerCase() === input.category.toLowerCase()) : null;
    if (input.category && !category) throw badRequest([PRICE_ESTIMATE_MESSAGES.category], { category: [PRICE_ESTIMATE_MESSAGES.category] });
    const sectors = await Promise.all(
      input.sectors.map(async (s, i) => {
        const [from, to] = await Promise.all([findPlace(this.db, s.from), findPlace(this.db, s.to)]);
        if (!from || !to) {
          const field = `sectors.${i}.${from ? 'to' : 'from'}`;
          throw badRequest([INDICATIVE_PRICE_MESSAGES.placeInAustralia], { [field]: [INDICATIVE_PRICE_MESSAGES.placeInAustralia] });
        }
        return { from: from.site, to: to.site, km: placesDistanceKm(from, to), passengers: s.passengers };
      }),
    );
    if (await this.hidden(actor)) return { estimate: null };
    return { estimate: await estimateTrip(this.db, sectors, category?.category ?? null, null, figures) };
  }

  async forCharter(actor: Actor, charterId: string): Promise<PriceEstimateDto> {
    if (!isUuid(charterId)) throw notFound();
    const sectors = await charterTrip(this.db, actor, charterId);
    if (!sectors) throw notFound();
    if (await this.hidden(actor)) return { estimate: null };
    return { estimate: await estimateTrip(this.db, sectors, null, charterId) };
  }
}
