import type { PriceEstimateDto, PriceEstimateInput } from '@charter/shared';
import { getJson, postJson } from '../../../lib/api/http';

const ROOT = 'price-estimates';
export const estimateKeys = {
  trip: (input: PriceEstimateInput) => [ROOT, 'trip', input] as const,
  charter: (charterId: string) => [ROOT, 'charter', charterId] as const,
};

/** A saved charter's estimate changes only as charters are awarded: read again after five minutes. */
export const CHARTER_ESTIMATE_STALE_MS = 5 * 60_000;

/** POST priceEstimate: a trip as the new-request form holds it. */
export function fetchTripEstimate(input: PriceEstimateInput): Promise<PriceEstimateDto> {
  return postJson<PriceEstimateDto>('/api/charterRequest/priceEstimate', input);
}

/** GET priceEstimate/{charterId}: what similar awarded charters say about this one's price. */
export function fetchCharterEstimate(charterId: string): Promise<PriceEstimateDto> {
  return getJson<PriceEstimateDto>(`/api/charterRequest/priceEstimate/${encodeURIComponent(charterId)}`);
}
