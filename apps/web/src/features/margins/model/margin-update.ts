import { MARGIN_MESSAGES, marginLimitProblem, newMarginField, type MarginType } from '@charter/shared';

export type { MarginType };
/** The margin in force on a price: whole percent above it, or the fixed amount added. */
export function currentMargin(price: number, withMargin: number, type: MarginType): number {
  if (type === 'Fixed') return Math.round(withMargin - price);
  return price > 0 ? Math.round((withMargin / price - 1) * 100) : 0;
}

export function priceWithMargin(price: number, margin: number, type: MarginType): number {
  return type === 'Percentage' ? Math.round(price * (1 + margin / 100) * 100) / 100 : price + margin;
}

/**
 * The typed margin checked as the server does (the shared field and limits): a whole number, for
 * fixed margins a change, and within 0-100% or 0 to the price; out of bounds is refused, not clamped.
 */
export function checkNewMargin(
  text: string,
  type: MarginType,
  oldMargin: number,
  price: number,
): { ok: true; value: number } | { ok: false; message: string } {
  const parsed = newMarginField().safeParse(text);
  if (!parsed.success) return { ok: false, message: MARGIN_MESSAGES.invalid };
  const value = parsed.data;
  if (type === 'Fixed' && value === oldMargin) return { ok: false, message: MARGIN_MESSAGES.same };
  const outOfBounds = marginLimitProblem(value, type, price);
  return outOfBounds ? { ok: false, message: outOfBounds } : { ok: true, value };
}
