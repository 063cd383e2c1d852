import { z } from '../zod.js';
import { LIMITS } from '../constants.js';
import { CHARTER_MESSAGES } from '../charters/charter-messages.js';
import { INDICATIVE_PRICE_MESSAGES, placeField } from '../indicative-price/indicative-price.js';
import { ownWords, wholeNumber } from '../validation.js';
import type { PriceEstimate } from './estimate-method.js';

export const PRICE_ESTIMATE_MESSAGES = {
  sectors: 'Add at least one sector with its places',
  tooManySectors: 'A charter has at most 10 sectors',
  category: 'Please choose an aircraft category from the list',
  passengers: INDICATIVE_PRICE_MESSAGES.passengers,
} as const;

/**
 * POST /api/charterRequest/priceEstimate: the trip as the new-request form holds it (each sector's
 * places as chosen from the lookup, and its passengers); the server finds the places again in the
 * lookup and measures between them, as the indicative price does (ADR 0019).
 */
export const priceEstimateRequestSchema = z.object({
  sectors: z
    .array(
      z.object({
        from: placeField(CHARTER_MESSAGES.fromRequired),
        to: placeField(CHARTER_MESSAGES.toRequired),
        passengers: wholeNumber({ min: 1, max: LIMITS.passengers, message: PRICE_ESTIMATE_MESSAGES.passengers, fallback: 1 }),
      }),
      { error: PRICE_ESTIMATE_MESSAGES.sectors },
    )
    .min(1, { error: PRICE_ESTIMATE_MESSAGES.sectors })
    .max(10, { error: PRICE_ESTIMATE_MESSAGES.tooManySectors }),
  /** An aircraft category's name; blank: any category that seats the passengers. */
  category: z.string().trim().max(100, ownWords).default(''),
});
export type PriceEstimateRequest = z.output<typeof priceEstimateRequestSchema>;
export type PriceEstimateInput = z.input<typeof priceEstimateRequestSchema>;

/** The answer of both estimate calls: null when the viewer may not see prices (hidePrice). */
export interface PriceEstimateDto {
  estimate: PriceEstimate | null;
}
