import { sectorLoad, sectorPaxLimit, shareOfferSchema, type SectorCapacity, type SectorLoad } from '@charter/shared';
import type { SectorForm } from './form-types';
import { currentRows, totalWeight, weightOf } from './manifest';

/**
 * A sector of the new-request form as the shared rules see it (share-bounds.ts, payload.ts): its
 * pax limit and the payload asked for beyond its passenger list (there is no award yet).
 */
export function formCapacity(s: SectorForm): SectorCapacity {
  const rows = currentRows(s);
  return {
    paxLimit: sectorPaxLimit({
      passengerLimit: s.passengerLimit ?? 0,
      passengerRange: s.passengerRange,
      passengerRangeMax: weightOf(s.passengerRangeMax),
      passengerNumber: rows.length > 0 ? rows.length : weightOf(s.passengerNumber),
    }),
    manifestCount: rows.length,
    requestedPayload: weightOf(s.payload),
    aircraftPayload: null,
    listWeight: totalWeight(rows),
  };
}

/** The sector's payload figures as typed, with the payload its share offers. */
export function formLoad(s: SectorForm): SectorLoad {
  const share = s.share;
  return sectorLoad({
    ...formCapacity(s),
    boughtWeight: 0,
    forSaleWeight: share?.enabled ? weightOf(share.totalWeightAvailable) : 0,
  });
}

/** What is wrong with the sector's share as typed, by field (enabled, seatsAvailable, ...), with the server's messages. */
export function shareProblems(s: SectorForm): Record<string, string> {
  if (!s.share?.enabled) return {};
  const parsed = shareOfferSchema(formCapacity(s)).safeParse(s.share);
  const problems: Record<string, string> = {};
  if (!parsed.success) for (const i of parsed.error.issues) problems[String(i.path[0])] ??= i.message;
  return problems;
}
