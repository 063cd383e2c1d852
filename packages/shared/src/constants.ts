/** Business constants of the spec (core section 9, supplier-and-admin section 9). */

/** The client bundle's version; the server reports its own and the client shows "New Version" when they differ. */
export const APP_VERSION = '2.0.7';

export const PASSWORD_MIN_LENGTH = 6;
export const ERROR_DISPLAY_MS = 3000;
/** Access tokens are renewed when 75% of their lifetime has passed. */
export const TOKEN_RENEW_FRACTION = 0.75;
/** The client keeps at least this many refresh tokens and asks for more when it holds fewer. */
export const MIN_REFRESH_TOKENS = 2;
export const LOOKUP_CACHE_MS = 6 * 60 * 60 * 1000;
export const TABLE_SEARCH_DEBOUNCE_MS = 200;
export const COLUMN_WIDTH = { default: 150, min: 30, max: 200 } as const;
export const MOBILE_BREAKPOINT_PX = 768;
export const DEFAULT_BIDDING_HOURS = 120;
export const URGENT_HOURS = 24;
export const MANIFEST_DUE_HOURS = 24;
export const CHECK_IN_MINUTES = 30;
export const JOB_PREFIX = 'JB';
export const DEFAULT_CURRENCY = 'AUD';
export const DEFAULT_MARGIN_PERCENT = 10;
/** The all-zero identifier means "not found" (for example an unknown invitation). */
export const EMPTY_ID = '00000000-0000-0000-0000-000000000000';

export const CLIENT_TYPES = ['Generic', 'QGov', 'Horizon Power'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

export const CHARTER_TYPES = [
  { value: 'Passenger', label: 'Passenger Charter' },
  { value: 'Freight', label: 'Freight' },
  { value: 'Aerial', label: 'Aerial Work / Aerial Services' },
] as const;

export const COMPLIANCE_TYPES = ['IFR Operations', 'Safety Management System', 'VFR Operations', 'Maintenance Compliance'] as const;

export function formatJobReference(jobReference: number | string): string {
  return `${JOB_PREFIX}${jobReference}`;
}

/**
 * Bounds of the numbers people enter (design rule 10): within the PostgreSQL columns (integer,
 * numeric(12,2)) and what a charter can mean. Forms and server read them from here.
 */
export const LIMITS = {
  /** Kilograms of payload a sector offers or needs. */
  payloadKg: 100_000,
  /** Kilograms of one passenger, their freight or their cargo. */
  weightKg: 1_000,
  /** Kilometres an aircraft flies without a stop. */
  rangeKm: 20_000,
  /** Passengers on a sector or an aircraft. */
  passengers: 1_000,
  /** A bid's price, or a margin amount, in dollars. */
  price: 100_000_000,
  /** Hours bidding stays open (up to 90 days). */
  biddingHours: 24 * 90,
  /** A list page number. */
  page: 100_000,
} as const;
