import type { z } from 'zod';
import type { SectorBidForm } from './bid-form';

/** Form-level errors: the bid's own fields, and per sector by index. */
export interface BidFormErrors {
  bid: Partial<Record<'bidderId' | 'currency' | 'price' | 'routes' | '_', string>>;
  sectors: Partial<Record<keyof SectorBidForm, string>>[];
}

const SECTOR_FIELDS: Record<string, keyof SectorBidForm> = {
  departTime: 'departDate',
  flightTime: 'flightTime',
  payload: 'payload',
  passengerLimit: 'passengerLimit',
  aircraft: 'aircraft',
};

/** Dotted paths ("routes.1.flightTime") to the fields that show them; the first message per field wins. */
export function errorsFromPaths(entries: readonly { path: string; message: string }[], sectorCount: number): BidFormErrors {
  const out: BidFormErrors = { bid: {}, sectors: Array.from({ length: sectorCount }, () => ({})) };
  for (const { path, message } of entries) {
    const [head, index, field] = path.split('.');
    if (head === 'routes' && index !== undefined && /^\d+$/.test(index)) {
      const sector = out.sectors[Number(index)];
      // A rule on the sector as a whole (overlap, order) shows under its depart date.
      const target = field ? (SECTOR_FIELDS[field] ?? 'departDate') : 'departDate';
      if (sector) sector[target] ??= message;
      continue;
    }
    const key = (['bidderId', 'currency', 'price', 'routes'] as const).find((k) => k === head) ?? '_';
    out.bid[key] ??= message;
  }
  return out;
}

export function zodErrors(issues: readonly z.core.$ZodIssue[], sectorCount: number): BidFormErrors {
  return errorsFromPaths(
    issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
    sectorCount,
  );
}

export function serverErrors(errors: Record<string, string[]> | undefined, sectorCount: number): BidFormErrors {
  return errorsFromPaths(
    Object.entries(errors ?? {}).flatMap(([path, messages]) => messages.slice(0, 1).map((message) => ({ path, message }))),
    sectorCount,
  );
}

export function hasErrors(e: BidFormErrors): boolean {
  return Object.keys(e.bid).length > 0 || e.sectors.some((s) => Object.keys(s).length > 0);
}

/** The errors with these fields of these sectors gone (the user changed them, or they were copied over). */
export function withoutSectorErrors(e: BidFormErrors, sectors: readonly number[], fields: readonly (keyof SectorBidForm)[]): BidFormErrors {
  return {
    ...e,
    sectors: e.sectors.map((s, i) =>
      sectors.includes(i) ? Object.fromEntries(Object.entries(s).filter(([k]) => !fields.includes(k as keyof SectorBidForm))) : s,
    ),
  };
}
