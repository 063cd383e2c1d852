import { z } from '../zod.js';
import { LIMITS } from '../constants.js';
import { numberFromInput, wholeNumber } from '../validation.js';
import { ownWords } from '../error-messages.js';
import { formatKg, sectorLoad, type SectorLoadFacts } from '../charters/payload.js';

/**
 * Charter shares (supplier-and-admin sections 3 to 5, ADR 0016): spare seats a charter's owner
 * offers on one sector, and the seats qGov users buy. The form, the share panel and the server
 * check offers with the same bounds (shareIssues) and the same messages; the calls' schemas are in
 * share-schema.ts.
 */

/** "share payload minimum 50 kg" (section 9). */
export const SHARE_MIN_WEIGHT = 50;
/** The seat price the share editor starts from; the new-request form starts from 0 (section 9). */
export const SHARE_COST_DEFAULT_EDITOR = 500;
export const SHARE_COST_DEFAULT_FORM = 0;

export const SHARE_STATUSES = ['Pending', 'Confirmed'] as const;
export const SHARE_PURCHASE_STATUSES = ['New', 'Pending', 'Confirmed', 'Declined', 'Cancelled'] as const;
/** A purchase in these states holds no seat: its seat and weight went back to the share. */
export const RELEASED_PURCHASE_STATUSES: readonly string[] = ['Declined', 'Cancelled'];

export const SHARE_MESSAGES = {
  sharingNeedsManifest:
    'Sorry, but you need to fill out the Passenger list, before sharing charters, so that we can provide what we promise.',
  manifestLocked: 'Cannot change this manifest, as the Charter has been Shared.',
  seatsNumber: 'Seats must be a whole number',
  weightNumber: 'Payload must be a whole number of kg',
  cost: 'Cost per seat must be a number of dollars from 0',
  seatsMin: 'Please share at least 1 seat.',
  seatsMax: (free: number) =>
    free > 0
      ? `Only ${free} ${free === 1 ? 'seat is' : 'seats are'} free on this sector.`
      : 'There are no free seats on this sector to share.',
  weightMin: `Share payload must be at least ${SHARE_MIN_WEIGHT} kg.`,
  weightMax: (free: number) => `Only ${formatKg(Math.max(free, 0))} of payload is free on this sector.`,
  notPending: 'This share can no longer be changed: its seats are confirmed.',
  cannotSwitchOff: 'Seats on this sector have been bought, so sharing cannot be switched off.',
  notOwner: 'Only the charter’s owner or an admin can share its seats.',
  sectorPast: 'This sector has departed; its seats can no longer be shared.',
  charterClosed: 'This charter can no longer be shared.',
  notForSale: 'Seats on this sector are not for sale at the moment.',
  ownCharter: 'You cannot buy seats on your own charter.',
  passengersRequired: 'Please add a passenger for each seat.',
  seatsLeft: (left: number) =>
    left > 0
      ? `Sorry, only ${left} ${left === 1 ? 'seat is' : 'seats are'} left on this sector.`
      : 'Sorry, there are no seats left on this sector.',
  weightLeft: (left: number) => `Sorry, only ${formatKg(Math.max(left, 0))} of payload is left on this sector for these passengers.`,
  purchaseDecided: 'This purchase has changed since you loaded it. Please refresh and try again.',
  actionRequired: 'Please choose an action.',
} as const;

const cost = z.preprocess(
  (v) => numberFromInput(v) ?? 0,
  z
    .number({ error: SHARE_MESSAGES.cost })
    .min(0, { message: SHARE_MESSAGES.cost })
    .max(LIMITS.price, ownWords)
    .transform((v) => Math.round(v * 100) / 100),
);

/** A sector's share as the form and the share panel edit it. */
export const shareFieldsSchema = z.object({
  enabled: z.boolean().default(true),
  seatsAvailable: wholeNumber({ min: 0, max: LIMITS.passengers, message: SHARE_MESSAGES.seatsNumber, fallback: 0 }),
  totalWeightAvailable: wholeNumber({ min: 0, max: LIMITS.payloadKg, message: SHARE_MESSAGES.weightNumber, fallback: 0 }),
  costPerSeat: cost,
});
export type ShareFields = z.output<typeof shareFieldsSchema>;
export type ShareFieldsInput = z.input<typeof shareFieldsSchema>;

/**
 * What a sector can carry for its owner: its pax limit and payload figures (sectorLoad, ADR 0039),
 * and the owner's own passenger list.
 */
export interface SectorCapacity extends Pick<SectorLoadFacts, 'requestedPayload' | 'aircraftPayload' | 'listWeight'> {
  paxLimit: number;
  /** The owner's passengers (not the seats bought on the share). */
  manifestCount: number;
}

/**
 * A sector's pax limit (section 5: "pax limit"): the awarded bid's passenger limit once there is
 * one, else the sector's own limit, else the top of the passenger range or the passenger number.
 */
export function sectorPaxLimit(
  r: { passengerLimit: number; passengerRange: boolean; passengerRangeMax: number; passengerNumber: number },
  awardedLimit?: number | null,
): number {
  if (awardedLimit && awardedLimit > 0) return awardedLimit;
  if (r.passengerLimit > 0) return r.passengerLimit;
  return r.passengerRange ? r.passengerRangeMax : r.passengerNumber;
}

/** Free seats: the pax limit less the manifest count (section 5). */
export const freeSeats = (c: SectorCapacity) => Math.max(0, c.paxLimit - c.manifestCount);
/** Free payload: what the owner may share of the sector's payload besides its own list (sectorLoad's `free`). */
export const freePayload = (c: SectorCapacity) => sectorLoad({ ...c, boughtWeight: 0, forSaleWeight: 0 }).free;

export interface ShareIssue {
  path: 'enabled' | 'seatsAvailable' | 'totalWeightAvailable';
  message: string;
}

/** Seats and kg of a share already bought: they stay the buyers'. */
export interface ShareTaken {
  seats: number;
  weight: number;
}
const NOTHING_TAKEN: ShareTaken = { seats: 0, weight: 0 };

/**
 * What is wrong with offering `share` on a sector of capacity `c`, where `taken` seats and kg are
 * already bought (section 5: share seats 1 up to the free seats, share payload 50 kg up to the free
 * payload). The fields say what is still for sale, so the maxima are the free seats and payload
 * less what was bought. Once a seat is bought, sharing stays on and 0 seats may be left for sale
 * (sales stop); while seats are for sale they come with at least 50 kg. When no amount could be
 * right (fewer free than the minimum) the message says what is free.
 */
export function shareIssues(
  share: Pick<ShareFields, 'enabled' | 'seatsAvailable' | 'totalWeightAvailable'>,
  c: SectorCapacity,
  taken: ShareTaken = NOTHING_TAKEN,
): ShareIssue[] {
  if (!share.enabled) return taken.seats > 0 ? [{ path: 'enabled', message: SHARE_MESSAGES.cannotSwitchOff }] : [];
  if (c.manifestCount === 0) return [{ path: 'enabled', message: SHARE_MESSAGES.sharingNeedsManifest }];
  const issues: ShareIssue[] = [];
  const seatsMin = taken.seats === 0 ? 1 : 0;
  const seatsMax = Math.max(freeSeats(c) - taken.seats, 0);
  if (share.seatsAvailable > seatsMax || (share.seatsAvailable < seatsMin && seatsMax < seatsMin))
    issues.push({ path: 'seatsAvailable', message: SHARE_MESSAGES.seatsMax(seatsMax) });
  else if (share.seatsAvailable < seatsMin) issues.push({ path: 'seatsAvailable', message: SHARE_MESSAGES.seatsMin });
  const weightMin = taken.seats === 0 || share.seatsAvailable > 0 ? SHARE_MIN_WEIGHT : 0;
  const weightMax = freePayload(c) - taken.weight;
  if (share.totalWeightAvailable > weightMax || (share.totalWeightAvailable < weightMin && weightMax < weightMin))
    issues.push({ path: 'totalWeightAvailable', message: SHARE_MESSAGES.weightMax(weightMax) });
  else if (share.totalWeightAvailable < weightMin) issues.push({ path: 'totalWeightAvailable', message: SHARE_MESSAGES.weightMin });
  return issues;
}

/**
 * A share offer on one sector, checked as the share panel and the new-request form check it while
 * the owner types and as the server checks it before writing: the fields' own rules, then the
 * sector's bounds (shareIssues), with the same messages.
 */
export const shareOfferSchema = (c: SectorCapacity, taken: ShareTaken = NOTHING_TAKEN) =>
  shareFieldsSchema.superRefine((share, ctx) => {
    for (const issue of shareIssues(share, c, taken)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
