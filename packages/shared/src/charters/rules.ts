import { DEFAULT_BIDDING_HOURS, URGENT_HOURS } from '../constants.js';

const HOUR = 3_600_000;

/** Bidding ends at biddingEndsAt, or createdAt plus biddingTimeSpanHours (core section 4). */
export function biddingEnd(c: {
  biddingEndsAt?: string | Date | null;
  createdAt: string | Date;
  biddingTimeSpanHours?: number | null;
}): Date {
  if (c.biddingEndsAt) return new Date(c.biddingEndsAt);
  return new Date(new Date(c.createdAt).getTime() + (c.biddingTimeSpanHours ?? DEFAULT_BIDDING_HOURS) * HOUR);
}

/** The bid countdown as days:hours:minutes:seconds; "0:00:00:00" once passed. */
export function countdown(end: Date, now: Date = new Date()): string {
  let s = Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));
  const d = Math.floor(s / 86400);
  s -= d * 86400;
  const h = Math.floor(s / 3600);
  s -= h * 3600;
  const m = Math.floor(s / 60);
  s -= m * 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d}:${pad(h)}:${pad(m)}:${pad(s)}`;
}

/** Urgent means departing within 24 hours. */
export function isUrgent(departTime: string | Date, now: Date = new Date()): boolean {
  const ms = new Date(departTime).getTime() - now.getTime();
  return ms >= 0 && ms < URGENT_HOURS * HOUR;
}

/** A Live charter with no bids whose bidding ends in under 24 hours is highlighted. */
export function needsBids(c: { status: string; bidCount: number; biddingEnd: Date }, now: Date = new Date()): boolean {
  const left = c.biddingEnd.getTime() - now.getTime();
  return c.status === 'Live' && c.bidCount === 0 && left > 0 && left < 24 * HOUR;
}

/** Admin view: confirmed charters are green once their last sector finished more than 5 minutes ago. */
export function finishedHighlight(
  c: { status: string; lastDepartTime: string | Date; lastFlightMinutes?: number },
  now: Date = new Date(),
): boolean {
  const end = new Date(c.lastDepartTime).getTime() + (c.lastFlightMinutes ?? 0) * 60_000;
  return c.status === 'Confirmed' && now.getTime() - end > 5 * 60_000;
}

/** Great-circle distance in km between two coordinates. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = 6371;
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * r * Math.asin(Math.sqrt(a)));
}

/**
 * Flight time input: digits and colons only, colon inserted automatically, minutes at most two
 * characters ("130" -> "1:30", "0245" -> "02:45").
 */
export function formatFlightTimeInput(raw: string): string {
  const cleaned = raw.replace(/[^0-9:]/g, '');
  const [hoursPart = '', ...rest] = cleaned.split(':');
  if (rest.length > 0) return `${hoursPart}:${rest.join('').slice(0, 2)}`;
  if (hoursPart.length <= 2) return hoursPart;
  return `${hoursPart.slice(0, -2)}:${hoursPart.slice(-2)}`;
}

export const FLIGHT_TIME_PATTERN = /^\d{1,2}:[0-5]\d$/;

export function flightTimeMinutes(hhmm: string): number | null {
  if (!FLIGHT_TIME_PATTERN.test(hhmm)) return null;
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
}

export function formatMinutes(total: number): string {
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The lower-case text a charter list's global search matches (the search_text column): job number
 * (with and without "jb"), every sector's places, the owner's names, PO number and sub type.
 * Every writer of a charter (saves, clones, the demo seed) computes it here.
 */
export function charterSearchText(
  jobReference: number,
  body: { routes: { from: string; to: string }[]; purchaseOrderNumber: string; charterSubType: string },
  party: { companyName: string; departmentName: string | null; staffName: string | null },
): string {
  const places = body.routes.flatMap((r) => [r.from, r.to]);
  return [
    String(jobReference),
    `jb${jobReference}`,
    ...new Set(places),
    party.companyName,
    party.departmentName,
    party.staffName,
    body.purchaseOrderNumber,
    body.charterSubType,
  ]
    .filter((v): v is string => !!v && v.trim() !== '')
    .join(' ')
    .toLowerCase();
}
