import { MARGIN_MESSAGES, type MarginType } from '@charter/shared';

export type { MarginType };
/** The margin in force on a price: whole percent above it, or the fixed amount added. */
export function currentMargin(price: number, withMargin: number, type: MarginType): number {
  if (type === 'Fixed') return Math.round(withMargin - price);
  return price > 0 ? Math.round((withMargin / price - 1) * 100) : 0;
}

/** Clamped to 0–100 for a percentage, or 0 to the price for a fixed amount (supplier-and-admin section 5). */
export function clampMargin(value: number, type: MarginType, price: number): number {
  const max = type === 'Percentage' ? 100 : Math.floor(price);
  return Math.min(Math.max(value, 0), max);
}

export function priceWithMargin(price: number, margin: number, type: MarginType): number {
  return type === 'Percentage' ? Math.round(price * (1 + margin / 100) * 100) / 100 : price + margin;
}

/** The typed margin checked as the server does: an integer, and for fixed margins a change. */
export function checkNewMargin(
  text: string,
  type: MarginType,
  oldMargin: number,
  price: number,
): { ok: true; value: number } | { ok: false; message: string } {
  if (!/^-?\d+$/.test(text.trim())) return { ok: false, message: MARGIN_MESSAGES.invalid };
  const value = Number(text.trim());
  if (type === 'Fixed' && value === oldMargin) return { ok: false, message: MARGIN_MESSAGES.same };
  return { ok: true, value: clampMargin(value, type, price) };
}
