import { againstMedian, formatMoney, type PriceEstimate } from '@charter/shared';

/** Whole dollars, as the estimates are rounded to $10. */
export const estimateMoney = (amount: number) => formatMoney('AUD', amount).replace(/\.00$/, '');

/** "$8,700 – $11,300". */
export const rangeText = (e: PriceEstimate) => `${estimateMoney(e.low)} – ${estimateMoney(e.high)}`;

/** How a bid's price with margin sits against a learned median; null against the formula (it has no median of its own). */
export function bidAgainstEstimate(price: number | null, e: PriceEstimate | null | undefined) {
  if (price === null || !e || e.basis === 'formula') return null;
  return againstMedian(price, e.median);
}
