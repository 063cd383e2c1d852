import { z } from '../zod.js';
import { CHARTER_TYPES, LIMITS } from '../constants.js';
import { CHARTER_MESSAGES } from '../charters/charter-messages.js';
import { MESSAGES, isRealDate, isValidEmail, ownWords, wholeNumber } from '../validation.js';
import type { PriceEstimate } from '../price-estimates/estimate-method.js';
import { RETURN_TYPES, TRIP_TYPES, type CategoryEstimate, type ReturnType, type TripType } from './estimate.js';

/** The indicative price tool's messages: the spec's where it gives them (core and supplier-and-admin section 5). */
export const INDICATIVE_PRICE_MESSAGES = {
  fromRequired: CHARTER_MESSAGES.fromRequired,
  toRequired: CHARTER_MESSAGES.toRequired,
  placeInAustralia: CHARTER_MESSAGES.placeInAustralia,
  samePlace: 'From and To must be different places',
  preferredAircraft: 'Preferred Aircraft is required',
  preferredAircraftUnknown: 'Please choose a Preferred Aircraft from the list',
  returnType: 'Please choose when you fly back',
  departDate: 'Date must be a valid date',
  passengers: 'Passengers must be a whole number from 1',
  emailRequired: MESSAGES.indicativeEmailRequired,
  emailInvalid: MESSAGES.emailStrange,
  tooMany: 'Too many price requests from your network. Please wait 15 minutes and try again.',
} as const;
const M = INDICATIVE_PRICE_MESSAGES;

export const RETURN_TYPE_LABELS: Record<ReturnType, string> = {
  same: 'Same day',
  next: 'Next day',
  twoPlus: '2 or more days later',
};

// Australia with Lord Howe Island and the Torres Strait, as the charter form's places.
const inAustralia = (lat: number | null, lon: number | null) =>
  lat != null && lon != null && lat >= -44 && lat <= -9 && lon >= 112 && lon <= 159.5;

/**
 * A place chosen from the airport and town lookup: its name (the lookup's site), state and
 * coordinates. The server finds the lookup row again by name and state and measures with its own
 * coordinates, so a place typed but not chosen, or not in the lookup, gets no estimate.
 */
export const placeField = (required: string) =>
  z
    .object(
      {
        name: z.string().max(200, ownWords).default(''),
        state: z.string().max(10, ownWords).default(''),
        latitude: z.number().min(-90).max(90).nullable().default(null),
        longitude: z.number().min(-180).max(180).nullable().default(null),
      },
      { error: required },
    )
    .superRefine((p, ctx) => {
      if (!p.name.trim()) ctx.addIssue({ code: 'custom', message: required });
      else if (!inAustralia(p.latitude, p.longitude)) ctx.addIssue({ code: 'custom', message: M.placeInAustralia });
    });
export interface IndicativePlace {
  name: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

// The wizard's schemas are built on their first parse (z.lazy), not when this module is loaded:
// the request form's first screen loads them with its code (charters/charter-schema.ts says why).
const flightShape = () => ({
  tripType: z.enum(TRIP_TYPES).default('OneWay'),
  returnType: z.enum(RETURN_TYPES, { error: M.returnType }).nullable().default(null),
  from: placeField(M.fromRequired),
  to: placeField(M.toRequired),
  /** The day of the flight (YYYY-MM-DD); optional: it does not change the estimate. */
  departDate: z
    .string()
    .default('')
    .refine((v) => v === '' || isRealDate(v), { message: M.departDate }),
  passengers: wholeNumber({ min: 1, max: LIMITS.passengers, message: M.passengers, fallback: 2 }),
  preferredAircraft: z.string({ error: M.preferredAircraft }).trim().min(1, { message: M.preferredAircraft }).max(100, ownWords),
  charterType: z.enum(['', ...CHARTER_TYPES.map((t) => t.value)]).default(''),
});

function tripRules(
  v: { tripType: TripType; returnType: ReturnType | null; from: IndicativePlace; to: IndicativePlace },
  ctx: z.RefinementCtx,
) {
  if (v.tripType === 'Return' && !v.returnType) ctx.addIssue({ code: 'custom', path: ['returnType'], message: M.returnType });
  const same = v.from.name.trim() && v.from.name.trim().toLowerCase() === v.to.name.trim().toLowerCase() && v.from.state === v.to.state;
  if (same) ctx.addIssue({ code: 'custom', path: ['to'], message: M.samePlace });
}

/** The wizard's first step: the flight details. */
export const indicativeFlightSchema = z.lazy(() => z.object(flightShape()).superRefine(tripRules));
export type IndicativeFlight = z.output<typeof indicativeFlightSchema>;

/** POST /api/accounts/indicativePrice: the flight details and the e-mail (the same schema on the wizard). */
export const indicativePriceSchema = z.lazy(() =>
  z
    .object({
      ...flightShape(),
      email: z
        .string({ error: M.emailRequired })
        .trim()
        .min(1, { message: M.emailRequired, abort: true })
        .max(320, ownWords)
        .refine((v) => isValidEmail(v), { message: M.emailInvalid })
        .transform((v) => v.toLowerCase()),
    })
    .superRefine(tripRules),
);
export type IndicativePriceInput = z.input<typeof indicativePriceSchema>;
export type IndicativePriceRequest = z.output<typeof indicativePriceSchema>;

/** GET /api/accounts/getIndicitaveFlight: what the wizard offers. */
export interface IndicativeFlightOptions {
  charterTypes: { value: string; label: string }[];
  aircraftCategories: { category: string; minPassenger: number; maxPassenger: number }[];
}

/** The answer of POST indicativePrice: the trip as measured and one estimate per category. */
export interface IndicativePriceResult {
  from: { name: string; state: string };
  to: { name: string; state: string };
  distanceKm: number;
  tripType: TripType;
  returnType: ReturnType | null;
  legs: number;
  passengers: number;
  preferredAircraft: string;
  currency: 'AUD';
  /** Each category's formula estimate and, beside it, what its awarded charters say (ADR 0044). */
  estimates: (CategoryEstimate & { preferred: boolean; learned: PriceEstimate | null })[];
}

export const PRICE_LEADS_PAGE_SIZE = 25;

/** GET /api/admin/indicativeLeads. */
export const priceLeadsQuerySchema = z.object({
  /** Part of the e-mail address. */
  search: z.string().trim().max(320, ownWords).default(''),
  page: z.coerce.number({ error: 'Page must be a whole number from 1' }).int().min(1).max(LIMITS.page).default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a whole number from 1 to 100' })
    .int()
    .min(1)
    .max(100)
    .default(PRICE_LEADS_PAGE_SIZE),
});
export type PriceLeadsQuery = z.output<typeof priceLeadsQuerySchema>;

/** A visitor's price request, kept for the admins. */
export interface PriceLeadDto {
  id: string;
  email: string;
  from: string;
  fromState: string;
  to: string;
  toState: string;
  tripType: TripType;
  returnType: ReturnType | null;
  departDate: string | null;
  passengers: number;
  preferredAircraft: string;
  charterType: string | null;
  distanceKm: number;
  createdAt: string;
}
