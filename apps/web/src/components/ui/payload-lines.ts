import { formatKg, type SectorLoad } from '@charter/shared';

/**
 * What a sector's payload figure means, in words, beside the figure and in its breakdown
 * (ADR 0039, docs/payload.md): the aircraft's payload once a bid is awarded, else the payload asked
 * for beyond the passenger list.
 */

/** The short label beside "Payload remaining: N kg". */
export function payloadBasisLabel(load: SectorLoad): string {
  return load.basis === 'aircraft'
    ? `of the aircraft's ${formatKg(load.capacity)}`
    : `of ${formatKg(load.requestedPayload)} asked for beyond the passengers`;
}

export interface PayloadLine {
  label: string;
  kg: number;
  /** Taken off the payload (shown with a minus). */
  less?: boolean;
}

/** The breakdown: where the payload comes from, what is taken off it, and what is left. */
export function payloadLines(load: SectorLoad): PayloadLine[] {
  const lines: PayloadLine[] =
    load.basis === 'aircraft'
      ? [
          { label: "Aircraft's payload (the awarded bid's)", kg: load.capacity },
          { label: 'Passenger list', kg: load.listWeight, less: true },
        ]
      : [{ label: 'Payload asked for beyond the passengers', kg: load.requestedPayload }];
  if (load.boughtWeight > 0) lines.push({ label: 'Seats bought', kg: load.boughtWeight, less: true });
  if (load.forSaleWeight > 0) lines.push({ label: 'Payload offered for sale', kg: load.forSaleWeight, less: true });
  lines.push({ label: 'Payload remaining', kg: load.remaining });
  return lines;
}

/** What the breakdown adds below its lines. */
export function payloadNote(load: SectorLoad): string {
  return load.basis === 'aircraft'
    ? 'Passengers, bags and cargo all count against the aircraft’s payload.'
    : `The passenger list (${formatKg(load.listWeight)}) comes on top of it. Once a bid is awarded, the aircraft’s payload counts instead.`;
}

/** What the owner may share of a sector's payload, and where that comes from. */
export function freePayloadText(load: SectorLoad): string {
  return load.basis === 'aircraft'
    ? `${formatKg(Math.max(load.free, 0))} free payload: the aircraft's ${formatKg(load.capacity)} less the passenger list (${formatKg(load.listWeight)})`
    : `${formatKg(Math.max(load.free, 0))} free payload: what was asked for beyond the passengers`;
}
