import { FLIGHT_TIME_PATTERN } from './rules.js';

/** Flight time messages; one wording for the form and the server. */
export const FLIGHT_TIME_MESSAGES = {
  minutes: 'Flight time minutes must be between 00 and 59',
} as const;

const MAX_DIGITS = 4;

/** Digits only, read as H:MM (3 digits) or HH:MM (4 digits); 1 or 2 digits are hours still being typed. */
function fromDigits(digits: string): string {
  const d = digits.slice(0, MAX_DIGITS);
  if (d.length <= 2) return d;
  return `${d.slice(0, d.length - 2)}:${d.slice(-2)}`;
}

/**
 * What a flight time box shows after a keystroke (supplier-and-admin section 5: digits and colons
 * only, minutes at most two characters, colon inserted automatically). Typing 1-0-4-5 reads
 * 1, 10, 1:04, 10:45; 2-1-5 reads 2:15; a colon typed by hand ("2:" then "15") is kept. Deleting
 * around the colon (the text got shorter) keeps what is left, so "1:04" less its "1" reads ":04"
 * and a new hour can be typed in front; without a colon the digits are laid out again.
 */
export function typeFlightTime(previous: string, typed: string): string {
  const cleaned = typed.replace(/[^0-9:]/g, '');
  if (cleaned.length < previous.length && cleaned.includes(':')) {
    const [hours = '', ...rest] = cleaned.split(':');
    return `${hours.slice(0, 2)}:${rest.join('').slice(0, 2)}`;
  }
  const colon = cleaned.indexOf(':');
  if (colon >= 0) {
    const hours = cleaned.slice(0, colon).replace(/:/g, '');
    const minutes = cleaned.slice(colon + 1).replace(/:/g, '');
    if (hours.length >= 1 && hours.length <= 2 && minutes.length <= 2) return `${hours}:${minutes}`;
  }
  return fromDigits(cleaned.replace(/:/g, ''));
}

/** True for H:MM or HH:MM whose minutes are above 59 ("9:99"): the one mistake worth naming. */
export function flightTimeMinutesTooHigh(value: string): boolean {
  const m = /^\d{1,2}:(\d{2})$/.exec(value.trim());
  return !!m && Number(m[1]) > 59;
}

/** Whether a value is a complete, valid flight time (H:MM or HH:MM, minutes 00-59). */
export const isFlightTime = (value: string) => FLIGHT_TIME_PATTERN.test(value);
