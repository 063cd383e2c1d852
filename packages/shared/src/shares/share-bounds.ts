import { z } from '../zod.js';
import { LIMITS } from '../constants.js';
import { numberFromInput, wholeNumber } from '../validation.js';
import { ownWords } from '../error-messages.js';
import { sectorLoad, type SectorLoadFacts } from '../charters/payload.js';
import { SHARE_MESSAGES, SHARE_MIN_WEIGHT } from './share-constants.js';

/**
 * Charter shares (supplier-and-admin sections 3 to 5, ADR 0016): spare seats a charter's owner
 * offers on one sector, and the seats qGov users buy. The form, the share panel and the server
 * check offers with the same bounds (shareIssues) and the same messages; the calls' schemas are in
 * share-schema.ts.
 */

const cost = () =>
  z.preprocess(
    (v) => numberFromInput(v) ?? 0,
    z
      .number({ error: SHARE_MESSAGES.cost })
      .min(0, { message: SHARE_MESSAGES.cost })
      .max(LIMITS.price, ownWords)
      .transform((v) => Math.round(v * 100) / 100),
  );

/** The fields of a sector's share, for the schemas that carry them (share-schema.ts). */
export const shareFields = () => ({
  enabled: z.boolean().default(true),
  seatsAvailable: wholeNumber({ min: 0, max: LIMITS.passengers, message: SHARE_MESSAGES.seatsNumber, fallback: 0 }),
  totalWeightAvailable: wholeNumber({ min: 0, max: LIMITS.payloadKg, message: SHARE_MESSAGES.weightNumber, fallback: 0 }),
  costPerSeat: cost(),
});

/**
 * A sector's share as the form and the share panel edit it. Built on its first parse (z.lazy), as
 * the charter schemas are (charters/charter-schema.ts says why).
 */
export const shareFieldsSchema = z.lazy(() => z.object(shareFields()));
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
