import { z } from '../zod.js';
import { DEFAULT_BIDDING_HOURS, LIMITS } from '../constants.js';
import { PHONE_PATTERN, dateTimeField, freeText, isFuture, isRealDateTime, isValidEmail, ownWords, wholeNumber } from '../validation.js';
import { FLIGHT_TIME_MESSAGES, flightTimeMinutesTooHigh } from './flight-time.js';
import { instantToLocalParts, zoneOfState } from '../time/local-time.js';
import { FLIGHT_TIME_PATTERN } from './rules.js';
import { DEFAULT_PASSENGER_WEIGHT, manifestWeight } from './payload.js';
import { sectorPaxLimit, shareFieldsSchema, shareIssues } from '../shares/share-bounds.js';
import { CHARTER_MESSAGES } from './charter-messages.js';

// Australia with Lord Howe Island and the Torres Strait (places are limited to Australia).
const inAustralia = (lat: number | null | undefined, lon: number | null | undefined) =>
  lat != null && lon != null && lat >= -44 && lat <= -9 && lon >= 112 && lon <= 159.5;

const text = (max = 500) => freeText(max).default('');

/** A whole number from 0 (empty means 0) up to `max`; `message` covers anything not such a number. */
const whole = (max: number, message: string = CHARTER_MESSAGES.weightNumber, fallback = 0) =>
  wholeNumber({ min: 0, max, message, fallback });

const coordinate = (limit: number) => z.number().min(-limit).max(limit).nullable().optional();

// The schemas below are built on their first parse (z.lazy), not when this module is loaded: the
// request form's first screen loads them with its code, and building them took a long task of its
// own on a phone (about 30 ms on a desktop, 120 ms at Lighthouse's 4x) before the form could paint.
// Parsing, messages and issue paths are the same either way.

/** One passenger of a sector's manifest. */
export const passengerSchema = z.lazy(() =>
  z
    .object({
      id: z.uuid().optional(),
      passengerName: z
        .string({ message: CHARTER_MESSAGES.passengerName })
        .trim()
        .min(1, { message: CHARTER_MESSAGES.passengerName })
        .max(200)
        .pipe(freeText(200))
        .refine((v) => v.length > 0, { message: CHARTER_MESSAGES.passengerName }),
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
      // Left out, a passenger weighs the spec's default; sent empty or 0, it is the message below.
      passengerWeight: z.preprocess(
        (v) => (v === undefined ? DEFAULT_PASSENGER_WEIGHT : v),
        whole(LIMITS.weightKg, CHARTER_MESSAGES.passengerWeight),
      ),
      freightWeight: whole(LIMITS.weightKg),
      cargoWeight: whole(LIMITS.weightKg),
    })
    .superRefine((p, ctx) => {
      if (p.cargoWeight === 0 && !(p.passengerWeight > 0)) {
        ctx.addIssue({ code: 'custom', path: ['passengerWeight'], message: CHARTER_MESSAGES.passengerWeight });
      }
    }),
);
export type Passenger = z.infer<typeof passengerSchema>;

const placeFields = () => ({
  fromState: z.string().max(40).default(''),
  fromAltState: z.string().max(80).default(''),
  fromAirport: z.string().max(200).default(''),
  fromAirportDetail: text(500),
  fromCodeAirport: z.string().max(8).default(''),
  fromLatitude: coordinate(90),
  fromLongitude: coordinate(180),
  toState: z.string().max(40).default(''),
  toAltState: z.string().max(80).default(''),
  toAirport: z.string().max(200).default(''),
  toAirportDetail: text(500),
  toCodeAirport: z.string().max(8).default(''),
  toLatitude: coordinate(90),
  toLongitude: coordinate(180),
});

/**
 * A sector as the form and POST newCharterRequest carry it. A new sector (no id yet) departs in
 * the future; an existing sector may keep the departure it has (the server checks a changed one).
 */
export const routeSchema = z.lazy(() =>
  z
    .object({
      id: z.uuid().optional(),
      from: z
        .string({ message: CHARTER_MESSAGES.fromRequired })
        .trim()
        .min(1, { message: CHARTER_MESSAGES.fromRequired })
        .max(200, ownWords),
      to: z.string({ message: CHARTER_MESSAGES.toRequired }).trim().min(1, { message: CHARTER_MESSAGES.toRequired }).max(200, ownWords),
      ...placeFields(),
      departTime: dateTimeField(CHARTER_MESSAGES.departRequired),
      flightTime: z
        .string()
        .default('')
        .refine((v) => !flightTimeMinutesTooHigh(v), { message: FLIGHT_TIME_MESSAGES.minutes, abort: true })
        .refine((v) => v === '' || FLIGHT_TIME_PATTERN.test(v), { message: CHARTER_MESSAGES.flightTime }),
      // Spec defaults when a caller leaves them out: 2 passengers, range 1 to 2.
      passengerNumber: z.preprocess((v) => (v === undefined ? 2 : v), whole(LIMITS.passengers)),
      passengerRange: z.boolean().default(false),
      passengerRangeMin: z.preprocess((v) => (v === undefined ? 1 : v), whole(LIMITS.passengers)),
      passengerRangeMax: z.preprocess((v) => (v === undefined ? 2 : v), whole(LIMITS.passengers)),
      passengerLimit: whole(LIMITS.passengers),
      // "payload more than -1" (core section 5); a missing one has no default.
      payload: wholeNumber({ min: -1, above: true, max: LIMITS.payloadKg, message: CHARTER_MESSAGES.payload }),
      aircraft: z.string().max(500).default(''),
      techstopLocation: text(200),
      techstopState: z.string().max(40).default(''),
      techstopReason: freeText(200).default('Fuel Stop'),
      notes: text(1000),
      manifest: z.array(passengerSchema).max(500).default([]),
      /** Spare seats offered on this sector (ADR 0016); absent or disabled when not shared. */
      share: shareFieldsSchema.optional(),
    })
    .superRefine((r, ctx) => {
      if (!r.id && isRealDateTime(r.departTime) && !isFuture(r.departTime)) {
        ctx.addIssue({ code: 'custom', path: ['departTime'], message: CHARTER_MESSAGES.departPast });
      }
      if (r.share?.enabled) {
        // Bounds on the sector as it will be stored: passengers follow a filled list (normaliseRoute).
        const manifestCount = r.manifest.length;
        const capacity = {
          paxLimit: sectorPaxLimit({ ...r, passengerNumber: manifestCount > 0 ? manifestCount : r.passengerNumber }),
          // The form asks before any award: its payload is the room beyond the list (ADR 0039).
          requestedPayload: r.payload,
          aircraftPayload: null,
          listWeight: manifestWeight(r.manifest),
          manifestCount,
        };
        for (const issue of shareIssues(r.share, capacity)) {
          ctx.addIssue({ code: 'custom', path: ['share', issue.path], message: issue.message });
        }
      }
    }),
);
export type RouteInput = z.input<typeof routeSchema>;

const requiredBoolean = (message: string) => z.boolean({ message });

/** A sector's departure day (YYYYMMDD) in its departure airport's zone, for the date-order rule. */
function localDay(r: { departTime: string; fromState?: unknown }): string {
  const { date } = instantToLocalParts(r.departTime, zoneOfState(typeof r.fromState === 'string' ? r.fromState : ''));
  return `${date.slice(6)}${date.slice(3, 5)}${date.slice(0, 2)}`;
}

/** The charter request of the New Charter Request form and its calls. */
export const charterRequestSchema = z.lazy(() =>
  z
    .object({
      id: z.uuid().optional(),
      clientId: z.uuid({ message: CHARTER_MESSAGES.clientId }),
      clientDepartmentId: z.uuid().nullable().optional(),
      clientStaffId: z.uuid().nullable().optional(),
      charterType: z.enum(['Passenger', 'Freight', 'Aerial'], { message: CHARTER_MESSAGES.charterType }),
      charterSubType: z
        .string({ message: CHARTER_MESSAGES.charterSubType })
        .trim()
        .min(1, { message: CHARTER_MESSAGES.charterSubType })
        .max(100, ownWords),
      catering: z.string({ message: CHARTER_MESSAGES.catering }).trim().min(1, { message: CHARTER_MESSAGES.catering }).max(100, ownWords),
      dangerousGoods: requiredBoolean(CHARTER_MESSAGES.dangerousGoods),
      dangerousGoodsIds: z.array(z.string().max(100)).max(50).default([]),
      shared: requiredBoolean(CHARTER_MESSAGES.shared),
      shareManifest: z.boolean().default(false),
      preferredAircraft: z.array(z.string().max(100)).max(20).default([]),
      specialRequests: text(2000),
      notes: text(2000),
      purchaseOrderNumber: text(100),
      reasonForCharter: text(500),
      // Left out, the default 120 hours; sent empty (a cleared field), refused like 0 or 1.5.
      biddingTimeSpanHours: z.preprocess(
        (v) => (v === undefined ? DEFAULT_BIDDING_HOURS : v === '' || v === null ? Number.NaN : v),
        wholeNumber({ min: 0, above: true, max: LIMITS.biddingHours, message: CHARTER_MESSAGES.biddingHours }),
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
          // Dates are compared as entered: each sector's calendar day at its departure airport.
          if (isRealDateTime(r.departTime) && isRealDateTime(prev?.departTime) && localDay(r) < localDay(prev)) {
            ctx.addIssue({ code: 'custom', path: ['routes', i, 'departTime'], message: CHARTER_MESSAGES.dateOrder });
          }
        });
        if (c.shared === true && c.routes.every((r) => !r?.manifest?.length)) {
          ctx.addIssue({ code: 'custom', path: ['shared'], message: CHARTER_MESSAGES.sharingNeedsManifest });
        }
      },
      // Cross-field checks run even when single fields failed, so the form shows every message at once.
      { when: (payload) => Array.isArray((payload.value as { routes?: unknown } | null)?.routes) },
    ),
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
export const updateManifestSchema = z.lazy(() =>
  z.object({
    charterRequestId: z.uuid(),
    routes: z.array(z.object({ routeId: z.uuid(), manifest: z.array(passengerSchema).max(500) })).min(1),
  }),
);
