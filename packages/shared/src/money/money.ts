import { DEFAULT_CURRENCY } from '../constants.js';

/**
 * The one money format (core section 9: "currency to 2 decimals"; supplier-and-admin section 9:
 * "Bid rank displayed as (rank) - $currency price"): a dollar sign, the currency code, a space and
 * the amount with thousands separators and two decimals, "$AUD 13,100.00"; a negative amount has
 * its minus sign first, "-$AUD 1,234.50". Pages, PDFs, e-mails and timelines print it with
 * `formatMoney`; Excel cells keep the number and show the same text through `moneyCellFormat`.
 */

/**
 * Whole cents, half away from zero, read from the amount as it is written: 1.005 is 1.01 (the
 * double nearest 1.005 is a little under it, so `toFixed(2)` says 1.00).
 */
function centsOf(amount: number): number {
  const abs = Math.abs(amount);
  // `${abs}e2` moves the decimal point in the shortest text of the number; exponent forms (1e-7, 1e21) fall back.
  const shifted = Number(`${abs}e2`);
  return Math.round(Number.isFinite(shifted) ? shifted : abs * 100);
}

const withThousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "$AUD 13,100.00"; "-$AUD 1,234.50"; "" for something that is not a finite number. */
export function formatMoney(currency: string | null | undefined, amount: number): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  const cents = centsOf(amount);
  const sign = amount < 0 && cents > 0 ? '-' : '';
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  return `${sign}$${currencyOf(currency)} ${withThousands(whole)}.${fraction}`;
}

/** The currency printed: the one given, else the default (AUD). */
function currencyOf(currency: string | null | undefined): string {
  const c = (currency ?? '').trim();
  return c || DEFAULT_CURRENCY;
}

/** Text inside an Excel format code's quotes: a double quote closes, is written escaped, and reopens. */
const quoted = (text: string) => `"${text.replace(/"/g, '"\\""')}"`;

/**
 * The Excel number format that shows a number as `formatMoney` writes it ("$AUD 13,100.00",
 * "-$AUD 1,234.50"), so a money cell stays a number that sums and sorts.
 */
export function moneyCellFormat(currency: string | null | undefined): string {
  const prefix = quoted(`$${currencyOf(currency)} `);
  return `${prefix}#,##0.00;-${prefix}#,##0.00`;
}
