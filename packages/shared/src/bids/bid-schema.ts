import { z } from '../zod.js';
import { DEFAULT_CURRENCY, LIMITS } from '../constants.js';
import { formatMoney } from '../money/money.js';
import { freeText, isFuture, isRealDateTime, numberFromInput, ownWords, wholeNumber } from '../validation.js';
import { CHARTER_MESSAGES } from '../charters/charter-schema.js';
import { FLIGHT_TIME_MESSAGES, flightTimeMinutesTooHigh } from '../charters/flight-time.js';
import { flightTimeMinutes } from '../charters/rules.js';
import type { BidComplianceDto } from '../suppliers/compliance.js';
import type { BidFeasibilityDto } from './feasibility.js';

/** Bid messages (supplier-and-admin sections 5, 6 and 8), word for word. */
export const BID_MESSAGES = {
  bidder: 'Supplier is required',
  currency: 'Please supply a currency',
  price: "Price is required. You don't want to do this for free, do you?",
  routes: 'At least one sector is required',
  departTime: 'Invalid Date supplied',
  flightTime: 'Flight Time is required',
  payload: 'Flight must support some payload',
  passengerLimit: 'Passenger limit is required',
  aircraft: 'At least one Aircraft required',
  overlap: 'You have overlapping flight times',
  dateOrder: CHARTER_MESSAGES.dateOrder,
  closed: 'Bidding on this charter has closed.',
  documents: 'Your documents must be approved and current for this flight before you can bid.',
  notVisibleTitle: 'Not Visible',
  ownBidOnly: 'Sorry, but you can only view your own bid.',
  aircraftNotYours: 'Please choose your own active aircraft.',
  passengerLimitTooHigh: 'Passenger limit cannot be more than the chosen aircraft carry',
  sectors: 'Please bid on every sector of the charter, once each.',
  supplierInactive: 'Please choose an active supplier.',
  notBiddable: 'This bid can no longer be changed.',
  terms: 'Please accept the terms and conditions',
  departPast: 'Departure must be in the future',
  idempotencyMismatch: 'This idempotency key was already used for a different bid.',
} as const;

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

/**
 * A bid's life: New while it competes; Accepted (the client chose it), then Confirmed (the operator
 * will fly) or Declined (the operator turned the award down; it cannot be accepted again);
 * Unsuccessful when another operator's bid was confirmed; Standby (the best other bid that could fly
 * it, kept ready until the flight departs, ADR 0048); Unavailable (withdrawn) and Void (removed by
 * the broker); Expired when its charter was reopened for a new round of bidding.
 */
export const BID_STATUSES = [
  'New',
  'Accepted',
  'Confirmed',
  'Standby',
  'Unsuccessful',
  'Declined',
  'Unavailable',
  'Void',
  'Expired',
] as const;
/**
 * Bids that competed in the charter's current round: ranked, counted in its bid count and shown to
 * the client side; Void and Unavailable are hidden from bid history, Declined and Expired no longer compete.
 */
export const RANKED_BID_STATUSES = ['New', 'Accepted', 'Confirmed', 'Standby', 'Unsuccessful'] as const;
/** The reason on a losing bid's timeline when another operator's bid is confirmed. */
export const UNSUCCESSFUL_BID_REASON = "Another operator's bid was confirmed for this charter.";

/** A standby operator (ADR 0048): the words on its bid's timeline and its e-mails. */
export const STANDBY_MESSAGES = {
  /** The bid's timeline title when it goes on standby. */
  standby: 'On standby',
  standbyReason: 'Another bid was accepted; yours is on standby in case that operator cannot fly.',
  standbyAgainReason: 'The operator standing by stepped down; yours now stands by in case the booked operator cannot fly.',
  released: 'Released from standby',
  releasedReason: 'The operator released its bid from standby.',
  departedReason: 'The charter has flown; the standby is no longer needed.',
  notStandby: 'This bid is not on standby.',
  offered: 'Offered to the standby operator',
  notOffered: 'This charter is not on offer to you (any more).',
  taken: 'Standby took the charter',
  offerLapsed: 'Standby offer lapsed',
  offerLapsedReason: 'The standby operator did not take the charter in time.',
} as const;
/** The workflow's System action (Approved to PendingConfirmation) that awards the charter to its standby. */
export const STANDBY_TAKES_CHARTER = 'Standby Takes Charter';
/** The admins' charter action (PendingConfirmation or Confirmed to Approved) that takes the award back from its operator. */
export const VOID_AWARD = 'Void Award';
/** The settings list whose value is how many hours a standby has to take a charter offered to it. */
export const STANDBY_OFFER_HOURS_SETTING = 'StandbyOfferHours';
export const DEFAULT_STANDBY_OFFER_HOURS = 4;
export const takeStandbyOfferSchema = z.object({ bidId: z.uuid(), termsAccepted: z.boolean().optional() });
export const releaseStandbySchema = z.object({ bidId: z.uuid() });

export const isRankedBidStatus = (status: string) => (RANKED_BID_STATUSES as readonly string[]).includes(status);

export interface BidAircraftDto {
  id: string;
  licenseNumber: string;
  type: string;
  passengerLimit: number;
}
export interface BidRouteDto {
  routeId: string;
  order: number;
  departTime: string;
  /** The charter sector's departure airport zone: departTime is shown as its local time. */
  departTimeZone: string;
  flightTime: string;
  payload: number;
  passengerLimit: number;
  aircraft: BidAircraftDto[];
  techStop: boolean;
}
export interface BidDto {
  id: string;
  charterRequestId: string;
  jobReference: number;
  /** The operator's id, only to who may know which operator bid (admins, the operator, clients with canViewSupplierInfo). */
  bidderId: string | null;
  /** The company name, or "Operator {rank}" when the viewer may not see who bid. */
  supplier: string | null;
  status: string;
  currency: string;
  price: number | null;
  withMargin: number | null;
  rank: number | null;
  inclusions: string[];
  exclusions: string[];
  notes: string;
  sameAircraft: boolean;
  timeOfBid: string;
  createdAt: string;
  routes: BidRouteDto[];
  /** The operator's compliance for this bid's flight: to admins and client users only (null to operators). */
  compliance: BidComplianceDto | null;
  /** A Standby bid offered the charter: it must be taken by then (ADR 0048); null otherwise. */
  offeredUntil: string | null;
  /** Whether its aircraft can fly each sector as asked: to admins, client users and its own operator (null to others). */
  feasibility: BidFeasibilityDto | null;
}
export interface SupplierBidDto extends BidDto {
  charter: { id: string; jobReference: number; status: string; from: string; to: string; departTime: string; departTimeZone: string };
}
export interface BidHistoryDto {
  rank: number | null;
  supplier: string;
  currency: string;
  amount: number | null;
  timeOfBid: string;
  status: string;
  display: string;
}

/** "(rank) - $AUD 1,234.00" (supplier-and-admin section 9), the amount in the one money format. */
export function bidDisplay(rank: number | null, currency: string, amount: number | null): string {
  return `(${rank ?? '-'}) - ${amount == null ? `$${currency} -` : formatMoney(currency, amount)}`;
}
