import { z } from '../zod.js';
import { DEFAULT_CURRENCY, LIMITS } from '../constants.js';
import { freeText, isFuture, isRealDateTime, numberFromInput, ownWords, wholeNumber } from '../validation.js';
import { FLIGHT_TIME_MESSAGES, flightTimeMinutesTooHigh } from '../charters/flight-time.js';
import { flightTimeMinutes } from '../charters/rules.js';
import { BID_MESSAGES } from './bid-messages.js';

// Strictly parsed (2026-02-30 is no date).
const isIsoDateTime = isRealDateTime;

/** Above 0 and at most `max`; the spec's message covers missing, non-numeric and 0 or less. */
const positive = (message: string, max: number) => wholeNumber({ min: 0, above: true, max, message });

const price = z.preprocess(
  numberFromInput,
  z.number({ error: BID_MESSAGES.price }).positive({ message: BID_MESSAGES.price }).max(LIMITS.price, ownWords),
);

const nameList = z
  .array(freeText(100))
  .max(50)
  .default([])
  .transform((l) => l.map((v) => v.trim()).filter(Boolean));

/** One sector of a bid: when and how the operator flies it. */
export const bidRouteSchema = z.object({
  routeId: z.uuid({ message: 'Sector is required' }),
  departTime: z
    .string({ message: BID_MESSAGES.departTime })
    .refine(isIsoDateTime, { message: BID_MESSAGES.departTime })
    .refine((v) => !isIsoDateTime(v) || isFuture(v), { message: BID_MESSAGES.departPast, abort: true }),
  flightTime: z
    .string({ message: BID_MESSAGES.flightTime })
    .trim()
    .refine((v) => !flightTimeMinutesTooHigh(v), { message: FLIGHT_TIME_MESSAGES.minutes, abort: true })
    .refine((v) => (flightTimeMinutes(v) ?? 0) > 0, { message: BID_MESSAGES.flightTime }),
  payload: positive(BID_MESSAGES.payload, LIMITS.payloadKg),
  passengerLimit: positive(BID_MESSAGES.passengerLimit, LIMITS.passengers),
  aircraft: z
    .array(z.uuid({ message: BID_MESSAGES.aircraft }))
    .min(1, { message: BID_MESSAGES.aircraft })
    .max(10),
  /** The operator stops on the way (the sector is beyond its aircraft's range, ADR 0047). */
  techStop: z.boolean({ message: 'Tech stop must be yes or no' }).default(false),
});

/** A bid as the form sends it and the server checks it (one schema for both). */
export const bidSchema = z
  .object({
    charterRequestId: z.uuid({ message: 'Charter is required' }),
    bidderId: z.uuid({ message: BID_MESSAGES.bidder }),
    currency: z
      .string({ message: BID_MESSAGES.currency })
      .trim()
      .min(1, { message: BID_MESSAGES.currency })
      .max(3, { message: BID_MESSAGES.currency })
      .default(DEFAULT_CURRENCY),
    price: price.transform((v) => Math.round(v * 100) / 100),
    inclusions: nameList,
    exclusions: nameList,
    notes: freeText(2000).default(''),
    sameAircraft: z.boolean().default(false),
    /** Made by the form once per submission attempt: a retried submission answers the same bid. */
    idempotencyKey: z.string().trim().min(8).max(100).optional(),
    routes: z.array(bidRouteSchema).min(1, { message: BID_MESSAGES.routes }).max(20),
  })
  .superRefine(
    (b, ctx) => {
      b.routes.forEach((r, i) => {
        if (i === 0 || !r || typeof r !== 'object') return;
        const prev = b.routes[i - 1];
        if (!isIsoDateTime(r.departTime) || !isIsoDateTime(prev?.departTime)) return;
        if (r.departTime.slice(0, 10) < prev.departTime.slice(0, 10)) {
          ctx.addIssue({ code: 'custom', path: ['routes', i, 'departTime'], message: BID_MESSAGES.dateOrder });
        }
        // The next sector may leave only once the previous one has landed.
        const gapMinutes = (Date.parse(r.departTime) - Date.parse(prev.departTime)) / 60_000;
        const flown = typeof prev.flightTime === 'string' ? (flightTimeMinutes(prev.flightTime.trim()) ?? 0) : 0;
        if (gapMinutes < flown) {
          ctx.addIssue({ code: 'custom', path: ['routes', i, 'departTime'], message: BID_MESSAGES.overlap });
        }
      });
    },
    { when: (payload) => Array.isArray((payload.value as { routes?: unknown } | null)?.routes) },
  );
export type BidInput = z.input<typeof bidSchema>;
export type BidData = z.output<typeof bidSchema>;

export const acceptBidSchema = z.object({
  bidId: z.uuid(),
  termsAccepted: z.boolean().optional(),
  /** An admin accepting a bid its aircraft cannot fly says why (ADR 0047); it goes on the timeline. */
  overrideReason: freeText(500).optional(),
});
export const withdrawBidSchema = z.object({ bidId: z.uuid() });
export const takeStandbyOfferSchema = z.object({ bidId: z.uuid(), termsAccepted: z.boolean().optional() });
export const releaseStandbySchema = z.object({ bidId: z.uuid() });
