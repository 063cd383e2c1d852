import { bidDisplay } from '@charter/shared';

/**
 * The amount this user sees of a bid: the server already blanked what the role may not see, so the
 * price with margin (clients, admins) or else the operator's own price (the bidding supplier).
 */
export function visibleAmount(bid: { withMargin: number | null; price: number | null }): number | null {
  return bid.withMargin ?? bid.price;
}

/** "(rank) - $currency price", or the rank alone when the price is hidden from this client. */
export function rankLine(bid: { rank: number | null; currency: string; withMargin: number | null; price: number | null }): string {
  const amount = visibleAmount(bid);
  return amount === null ? `(${bid.rank ?? '-'}) - Price hidden` : bidDisplay(bid.rank, bid.currency, amount);
}

/** Clients see an operator's name only with canViewSupplierInfo; otherwise the server sends null. */
export function supplierLabel(bid: { supplier: string | null; rank: number | null }): string {
  return bid.supplier ?? `Operator ${bid.rank ?? ''}`.trim();
}
