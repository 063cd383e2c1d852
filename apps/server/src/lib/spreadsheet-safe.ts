/**
 * A text cell that a spreadsheet would read as a formula (=, +, - or @ first, or a tab or carriage
 * return that some programs strip before looking) is written with a leading apostrophe, so no
 * spreadsheet runs what a user typed (CSV/formula injection, OWASP). Numbers and dates pass as they
 * are; only text is at risk.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function spreadsheetSafe<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}
