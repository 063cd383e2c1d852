import { z } from 'zod';
import { DEFAULT_BIDDING_HOURS } from '../constants.js';
import { PHONE_PATTERN, cleanFreeText, isValidEmail } from '../validation.js';
import { FLIGHT_TIME_PATTERN } from './rules.js';

/** Charter validation messages; the spec's where it gives them (core section 5), word for word. */
export const CHARTER_MESSAGES = {
  mustHaveRoute: 'Must have route',
  payload: 'Please supply available payload',
  passengerName: 'Passenger name required',
  contactNumber: 'Contact number is not valid',
  passengerWeight: 'Passenger weight required',
  weightNumber: 'Weight must be a number',
  departRequired: 'Depart date and time are required',
  fromRequired: 'From is required',
  toRequired: 'To is required',
  dateOrder: "Depart date cannot be earlier than the previous sector's date",
  placeInAustralia: 'Please choose a place in Australia',
  flightTime: 'Flight time must be HH:MM',
  biddingHours: 'Bidding time must be a whole number of hours above 0',
  catering: 'Catering is required',
  charterType: 'Charter Type is required',
  charterSubType: 'Charter Sub Type is required',
  clientId: 'Client is required',
  dangerousGoods: 'Dangerous Goods is required',
  shared: 'Shared is required',
  sharingNeedsManifest:
    'Sorry, but you need to fill out the Passenger list, before sharing charters, so that we can provide what we promise.',
  manifestLocked: 'Cannot change this manifest, as the Charter has been Shared.',
  noPassengers: 'No passengers listed',
} as const;

// Australia with Lord Howe Island and the Torres Strait (places are limited to Australia).
const inAustralia = (lat: number | null | undefined, lon: number | null | undefined) =>
  lat != null && lon != null && lat >= -44 && lat <= -9 && lon >= 112 && lon <= 159.5;

const isIsoDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v);

const text = (max = 500) =>
  z
    .string()
    .max(max)
    .default('')
    .transform((v) => cleanFreeText(v));

const whole = (message: string = CHARTER_MESSAGES.weightNumber) =>
  z.preprocess(
    (v) => (v === '' || v == null ? 0 : typeof v === 'string' ? Number(v) : v),
    z.number({ message }).int({ message }).min(0, { message }),
  );

/** One passenger of a sector's manifest. */
export const passengerSchema = z
  .object({
    id: z.uuid().optional(),
    passengerName: z
      .string()
      .trim()
      .min(1, { message: CHARTER_MESSAGES.passengerName })
      .max(200)
      .transform((v) => cleanFreeText(v)),
    contactNumber: z
      .string()
      .trim()
      .max(40)
      .default('')
      .refine((v) => v === '' || PHONE_PATTERN.test(v), { message: CHARTER_MESSAGES.contactNumber }),
    emailAddress: z
      .string()
      .trim()
      .max(320)
      .default('')
      .refine((v) => v === '' || isValidEmail(v), { message: 'Email looks a bit strange...' }),
    passengerWeight: whole(CHARTER_MESSAGES.passengerWeight),
    freightWeight: whole(),
    cargoWeight: whole(),
  })
  .superRefine((p, ctx) => {
    if (p.cargoWeight === 0 && !(p.passengerWeight > 0)) {
      ctx.addIssue({ code: 'custom', path: ['passengerWeight'], message: CHARTER_MESSAGES.passengerWeight });
    }
  });
export type Passenger = z.infer<typeof passengerSchema>;

const placeFields = {
  fromState: z.string().max(40).default(''),
  fromAltState: z.string().max(80).default(''),
  fromAirport: z.string().max(200).default(''),
  fromAirportDetail: text(500),
  fromCodeAirport: z.string().max(8).default(''),
  fromLatitude: z.number().nullable().optional(),
  fromLongitude: z.number().nullable().optional(),
  toState: z.string().max(40).default(''),
  toAltState: z.string().max(80).default(''),
  toAirport: z.string().max(200).default(''),
  toAirportDetail: text(500),
  toCodeAirport: z.string().max(8).default(''),
  toLatitude: z.number().nullable().optional(),
  toLongitude: z.number().nullable().optional(),
};

/** A sector as the form and POST newCharterRequest carry it. */
export const routeSchema = z.object({
  id: z.uuid().optional(),
  from: z.string().trim().min(1, { message: CHARTER_MESSAGES.fromRequired }).max(200),
  to: z.string().trim().min(1, { message: CHARTER_MESSAGES.toRequired }).max(200),
  ...placeFields,
  departTime: z.iso.datetime({ offset: true, message: CHARTER_MESSAGES.departRequired }),
  flightTime: z
    .string()
    .default('')
    .refine((v) => v === '' || FLIGHT_TIME_PATTERN.test(v), { message: CHARTER_MESSAGES.flightTime }),
  // Spec defaults when a caller leaves them out: 2 passengers, range 1 to 2.
  passengerNumber: z.preprocess((v) => (v === undefined ? 2 : v), whole()),
  passengerRange: z.boolean().default(false),
  passengerRangeMin: z.preprocess((v) => (v === undefined ? 1 : v), whole()),
  passengerRangeMax: z.preprocess((v) => (v === undefined ? 2 : v), whole()),
  passengerLimit: whole(),
  payload: z.preprocess(
    (v) => (v === '' || v == null ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ message: CHARTER_MESSAGES.payload })
      .int({ message: CHARTER_MESSAGES.payload })
      .gt(-1, { message: CHARTER_MESSAGES.payload }),
  ),
  aircraft: z.string().max(500).default(''),
  techstopLocation: z.string().max(200).default(''),
  techstopState: z.string().max(40).default(''),
  techstopReason: z.string().max(200).default('Fuel Stop'),
  notes: text(1000),
  manifest: z.array(passengerSchema).max(500).default([]),
});
export type RouteInput = z.input<typeof routeSchema>;

const requiredBoolean = (message: string) => z.boolean({ message });

/** The charter request of the New Charter Request form and its calls. */
export const charterRequestSchema = z
  .object({
    id: z.uuid().optional(),
    clientId: z.uuid({ message: CHARTER_MESSAGES.clientId }),
    clientDepartmentId: z.uuid().nullable().optional(),
    clientStaffId: z.uuid().nullable().optional(),
    charterType: z.enum(['Passenger', 'Freight', 'Aerial'], { message: CHARTER_MESSAGES.charterType }),
    charterSubType: z.string().trim().min(1, { message: CHARTER_MESSAGES.charterSubType }).max(100),
    catering: z.string().trim().min(1, { message: CHARTER_MESSAGES.catering }).max(100),
    dangerousGoods: requiredBoolean(CHARTER_MESSAGES.dangerousGoods),
    dangerousGoodsIds: z.array(z.string().max(100)).max(50).default([]),
    shared: requiredBoolean(CHARTER_MESSAGES.shared),
    shareManifest: z.boolean().default(false),
    preferredAircraft: z.array(z.string().max(100)).max(20).default([]),
    specialRequests: text(2000),
    notes: text(2000),
    purchaseOrderNumber: text(100),
    reasonForCharter: text(500),
    biddingTimeSpanHours: z.preprocess(
      (v) => (v === '' || v == null ? DEFAULT_BIDDING_HOURS : typeof v === 'string' ? Number(v) : v),
      z
        .number({ message: CHARTER_MESSAGES.biddingHours })
        .int({ message: CHARTER_MESSAGES.biddingHours })
        .positive({ message: CHARTER_MESSAGES.biddingHours })
        .max(24 * 90),
    ),
    activeTab: z.enum(['OneWay', 'Return', 'multi']).default('OneWay'),
    routes: z.array(routeSchema).min(1, { message: CHARTER_MESSAGES.mustHaveRoute }).max(20),
  })
  .superRefine(
    (c, ctx) => {
      c.routes.forEach((r, i) => {
        // With `when` below this also runs when single fields failed, so values may still be raw.
        if (!r || typeof r !== 'object') return;
        for (const [end, lat, lon] of [
          ['from', r.fromLatitude, r.fromLongitude],
          ['to', r.toLatitude, r.toLongitude],
        ] as const) {
          if (r[end] && !inAustralia(lat, lon)) {
            ctx.addIssue({ code: 'custom', path: ['routes', i, end], message: CHARTER_MESSAGES.placeInAustralia });
          }
        }
        const prev = i > 0 ? c.routes[i - 1] : undefined;
        // Dates are compared as calendar days in the time zone the form sent them in.
        if (isIsoDay(r.departTime) && isIsoDay(prev?.departTime) && r.departTime.slice(0, 10) < prev.departTime.slice(0, 10)) {
          ctx.addIssue({ code: 'custom', path: ['routes', i, 'departTime'], message: CHARTER_MESSAGES.dateOrder });
        }
      });
      if (c.shared === true && c.routes.every((r) => !r?.manifest?.length)) {
        ctx.addIssue({ code: 'custom', path: ['shared'], message: CHARTER_MESSAGES.sharingNeedsManifest });
      }
    },
    // Cross-field checks run even when single fields failed, so the form shows every message at once.
    { when: (payload) => Array.isArray((payload.value as { routes?: unknown } | null)?.routes) },
  );
export type CharterRequestInput = z.input<typeof charterRequestSchema>;
export type CharterRequestData = z.output<typeof charterRequestSchema>;

/** Derived sector values (core section 5): passengers and weight from the manifest, no range -> 0/0. */
export function normaliseRoute<R extends z.output<typeof routeSchema>>(r: R): R & { totalWeight: number } {
  const manifest = r.manifest;
  const totalWeight = manifest.reduce((sum, p) => sum + p.passengerWeight + p.freightWeight + p.cargoWeight, 0);
  return {
    ...r,
    passengerNumber: manifest.length > 0 ? manifest.length : r.passengerNumber,
    passengerRangeMin: r.passengerRange ? r.passengerRangeMin : 0,
    passengerRangeMax: r.passengerRange ? r.passengerRangeMax : 0,
    totalWeight,
  };
}

/** POST updateManifest: the manifests of a charter's sectors. */
export const updateManifestSchema = z.object({
  charterRequestId: z.uuid(),
  routes: z.array(z.object({ routeId: z.uuid(), manifest: z.array(passengerSchema).max(500) })).min(1),
});
