import { z } from './zod.js';
import { PASSWORD_MIN_LENGTH } from './constants.js';
import { MESSAGES } from './messages.js';
import { isValidEmail } from './email.js';
import { fieldLabel, ownWords } from './error-messages.js';

export { fieldLabel, formatLimit, issueMessage, ownWords } from './error-messages.js';

export { MESSAGES } from './messages.js';

/** Phone: digits, plus, hyphen and space, starting with a digit, plus or hyphen. */
export const PHONE_PATTERN = /^[0-9+-][0-9+\- ]*$/;

export { isValidEmail } from './email.js';

/**
 * Free-text clean-up (core section 5): line breaks (and tabs) become spaces; anything outside
 * letters (with their accents), digits, spaces and a punctuation set generous enough for real
 * notes and addresses is stripped. Not for e-mail addresses, phone numbers, codes or passwords.
 */
export function cleanFreeText(value: string): string {
  return value
    .replace(/\r\n|\r|\n|\t/g, ' ')
    .replace(/[^\p{L}\p{M}\p{N} .,;:'"!?()[\]&/@#$%+\-_*’‘“”–—…€£°]/gu, '')
    .trim();
}

/** Symbols cleanFreeText removes, as a form names them (a unit test holds each to it). */
const REMOVED_SYMBOLS = '< > { } = | ~ ^';

/**
 * What a form says under a field whose text the server cleans (ADR 0045), the same on every form:
 * FREE_TEXT_HINT under a box of free text; REMOVED_SYMBOLS_HINT under a one-line field and a message
 * body (which keeps its line breaks, cleanMessageText).
 */
export const FREE_TEXT_HINT = `Line breaks become spaces; symbols such as ${REMOVED_SYMBOLS} and emoji are removed.`;
export const REMOVED_SYMBOLS_HINT = `Symbols such as ${REMOVED_SYMBOLS} and emoji are removed.`;

/** Whether saving would remove something from this text (what it keeps, spaces aside, is what was typed). */
export function freeTextWillChange(value: string): boolean {
  const kept = value.replace(/\r\n|\r|\n|\t/g, ' ').trim();
  return cleanFreeText(value) !== kept;
}

/** A free-text field: at most `max` characters as typed, cleaned as core section 5 says. */
export const freeText = (max = 2000) => z.string().max(max).transform(cleanFreeText);

/** A NUL character: text that PostgreSQL cannot store and no form can type. */
const NUL = '\u0000';

/** The message for a value holding a NUL character, naming its field. */
export const nulMessage = (path: readonly PropertyKey[]) => `${fieldLabel(path)} contains a character that is not allowed.`;

/**
 * The path of the first string (or object key) holding a NUL character, else null. Iterative, and
 * each step keeps only a link to its parent, so a deeply nested body costs neither stack nor time.
 */
interface NulStep {
  value: unknown;
  key: string | number | null;
  parent: NulStep | null;
}

const nulPathOf = (step: NulStep | null) => {
  const path: (string | number)[] = [];
  for (let s = step; s && s.key !== null; s = s.parent) path.push(s.key);
  return path.reverse();
};

export function findNul(value: unknown): (string | number)[] | null {
  // Every call's params, query and body pass through here (the server's input guard): the common
  // shapes (nothing, a string, an empty object) answer without building a stack.
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') return null;
  if (typeof value === 'string') return value.includes(NUL) ? [] : null;
  const stack: NulStep[] = [{ value, key: null, parent: null }];
  while (stack.length) {
    const step = stack.pop()!;
    const v = step.value;
    if (typeof v === 'string') {
      if (v.includes(NUL)) return nulPathOf(step);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: i, parent: step });
    } else if (v && typeof v === 'object') {
      for (const k in v) {
        if (!Object.prototype.hasOwnProperty.call(v, k)) continue;
        if (k.includes(NUL)) return nulPathOf(step);
        stack.push({ value: (v as Record<string, unknown>)[k], key: k, parent: step });
      }
    }
  }
  return null;
}

// ---- Dates: strictly parsed (2026-02-30 is no date), within years the product can mean.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;
export const DATE_YEARS = { min: 1900, max: 2199 } as const;

function realDay(y: number, m: number, d: number): boolean {
  if (y < DATE_YEARS.min || y > DATE_YEARS.max || m < 1 || m > 12 || d < 1) return false;
  // The round trip: a day past the month's end comes back as another month.
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** "2026-03-01": a real calendar day. */
export function isRealDate(value: unknown): value is string {
  const m = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  return !!m && realDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** "2026-03-01T08:00:00+10:00" (or Z): a real day, a real time and a real offset. */
export function isRealDateTime(value: unknown): value is string {
  const m = typeof value === 'string' ? ISO_DATE_TIME.exec(value) : null;
  if (!m || !realDay(Number(m[1]), Number(m[2]), Number(m[3]))) return false;
  const [hh, mm, ss, oh, om] = [m[4], m[5], m[6] ?? '0', m[7] ?? '0', m[8] ?? '0'].map(Number) as [number, number, number, number, number];
  return hh < 24 && mm < 60 && ss < 60 && oh <= 14 && om < 60 && !Number.isNaN(Date.parse(value as string));
}

/**
 * A date and time with its offset, strictly parsed. Without a message a bad value reads
 * "{Field} must be a valid date and time." (the shared error map names the field).
 */
export const dateTimeField = (message?: string) =>
  z.string(message ? { error: message } : undefined).superRefine((v, ctx) => {
    if (!isRealDateTime(v)) ctx.addIssue({ code: 'invalid_format', format: 'datetime', input: v, ...(message ? { message } : {}) });
  });

/** A calendar day, strictly parsed. */
export const dateField = (message?: string) =>
  z.string(message ? { error: message } : undefined).superRefine((v, ctx) => {
    if (!isRealDate(v)) ctx.addIssue({ code: 'invalid_format', format: 'date', input: v, ...(message ? { message } : {}) });
  });

/** A departure is in the future when it is entered (core section 5: bidding must be able to open). */
export const isFuture = (iso: string, now = Date.now()) => Date.parse(iso) > now;

// ---- Numbers: whole numbers within the column's range and the business's.

/** PostgreSQL integer columns hold at most this. */
export const PG_INT_MAX = 2_147_483_647;

/** Form values arrive as text from inputs: '' and null mean "not given", digits become a number. */
export const numberFromInput = (v: unknown) =>
  v === '' || v == null ? undefined : typeof v === 'string' && v.trim() !== '' ? Number(v) : v;

/**
 * A whole number from `min` to `max`. `message` (the spec's) covers a missing, non-numeric,
 * fractional or too small value; above `max` the shared error map says "{Field} must be at most N.".
 * `fallback` is used when the value is left out or empty.
 */
export function wholeNumber(opts: { min: number; max: number; message?: string; fallback?: number; above?: boolean }) {
  const { min, max, message, fallback } = opts;
  const m = message ? { message } : {};
  let n = z.number(message ? { error: message } : undefined).int(m);
  n = opts.above ? n.gt(min, m) : n.min(min, m);
  return z.preprocess((v) => numberFromInput(v) ?? fallback, n.max(max, ownWords));
}

export const emailField = (message: string = MESSAGES.emailStrange) =>
  z
    .string()
    .trim()
    .refine((v) => isValidEmail(v), { message })
    .transform((v) => v.toLowerCase());

/** A missing or non-text value gets the field's required message, not zod's "Invalid input". */
const requiredString = (message: string) => z.string({ error: (issue) => (issue.code === 'invalid_type' ? message : undefined) });

export const phoneField = () =>
  requiredString(MESSAGES.phoneRequired)
    .trim()
    .min(1, { message: MESSAGES.phoneRequired })
    .max(40, ownWords)
    .refine((v) => PHONE_PATTERN.test(v), { message: MESSAGES.phoneInvalid });

/** Required free text (names, companies, addresses): cleaned, and still required once cleaned. */
export const requiredText = (message: string, max = 200) =>
  requiredString(message)
    .trim()
    .min(1, { message })
    .max(max, ownWords)
    .transform(cleanFreeText)
    .refine((v) => v.length > 0, { message });

export const newPasswordField = () =>
  z.string().min(1, { message: MESSAGES.passwordRequired }).min(PASSWORD_MIN_LENGTH, { message: MESSAGES.passwordTooShort }).max(200);
