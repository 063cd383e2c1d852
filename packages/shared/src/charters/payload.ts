/**
 * A sector's payload, in one place for the server and the client (ADR 0039, docs/payload.md): the
 * sector table, the manifest, the passenger editors, the share panel, the new-request form and the
 * payload report all show what sectorLoad works out, so they agree.
 *
 * - The payload a client asks for (the sector's `payload`, default 25 kg) is the room it needs
 *   **beyond its passenger list**: the list (passengers, bags, cargo) always comes on top of it.
 * - The payload of an awarded bid's sector is **everything the aircraft carries** there:
 *   passengers, bags and cargo: the operator's figure for the sector in its bid. (The aircraft's own
 *   maximum payload is what feasibility judges a bid by, ADR 0047.)
 */

/** Weights of one manifest row, kg. */
export interface ManifestWeights {
  passengerWeight: number;
  freightWeight: number;
  cargoWeight: number;
}

/** "passenger weight 85 kg" (core sections 3 and 9): a passenger entered without a weight weighs this. */
export const DEFAULT_PASSENGER_WEIGHT = 85;
/** "baggage 15 kg" (core section 9). */
export const DEFAULT_BAGGAGE_WEIGHT = 15;
/** "86 on new manifest rows", "baggage 15 kg", "cargo 0 kg": a row added in the passenger editor. */
export const NEW_MANIFEST_ROW_WEIGHTS: ManifestWeights = { passengerWeight: 86, freightWeight: DEFAULT_BAGGAGE_WEIGHT, cargoWeight: 0 };
/** "In the new-request form weights default to 0" (core section 3). */
export const REQUEST_FORM_WEIGHTS: ManifestWeights = { passengerWeight: 0, freightWeight: 0, cargoWeight: 0 };
/** A seat bought on a share: the passenger as the entity's defaults have it (85 kg, 15 kg of bags). */
export const SEAT_PASSENGER_WEIGHTS: ManifestWeights = {
  passengerWeight: DEFAULT_PASSENGER_WEIGHT,
  freightWeight: DEFAULT_BAGGAGE_WEIGHT,
  cargoWeight: 0,
};

/** One row's weight: passenger, freight (bags) and cargo. */
export const rowWeight = (p: ManifestWeights) => p.passengerWeight + p.freightWeight + p.cargoWeight;

/** The manifest's total weight: passenger + freight (bags) + cargo of every row (core section 5). */
export function manifestWeight(rows: readonly ManifestWeights[]): number {
  return rows.reduce((sum, p) => sum + rowWeight(p), 0);
}

/** Where a sector's payload comes from: the client's request, or the awarded bid's aircraft. */
export type PayloadBasis = 'requested' | 'aircraft';

/** What a sector's payload figures are worked out from, kg. */
export interface SectorLoadFacts {
  /** The payload the client asked for beyond its passenger list (the sector's `payload`). */
  requestedPayload: number;
  /** The awarded bid's payload on the sector, all the aircraft carries; null before an award. */
  aircraftPayload: number | null;
  /** The owner's passenger list: passengers, bags and cargo (not the seats bought on its share). */
  listWeight: number;
  /** The passengers of the seats bought on the sector's share. */
  boughtWeight: number;
  /** The payload still offered for sale on the sector's share (0 while sharing is off). */
  forSaleWeight: number;
}

/** A sector's payload figures (sectorLoad). */
export interface SectorLoad extends SectorLoadFacts {
  basis: PayloadBasis;
  /** All the sector may carry: the aircraft's payload, or the list plus the payload asked for beyond it. */
  capacity: number;
  /** What the owner may share (seats bought and for sale): the capacity less its own list. */
  free: number;
  /** Payload remaining: the capacity less the list, the seats bought and the payload for sale. */
  remaining: number;
}

/** The one calculation of a sector's payload (see the file's comment). */
export function sectorLoad(f: SectorLoadFacts): SectorLoad {
  const aircraft = f.aircraftPayload !== null && f.aircraftPayload > 0;
  const capacity = aircraft ? f.aircraftPayload! : f.listWeight + f.requestedPayload;
  const free = capacity - f.listWeight;
  return {
    ...f,
    basis: aircraft ? 'aircraft' : 'requested',
    capacity,
    free,
    remaining: free - f.boughtWeight - f.forSaleWeight,
  };
}

/**
 * About all a sector asks to have carried before an award, to set beside an operator's payload
 * (which counts passengers): its passenger list, or with no list yet each passenger at the default
 * 85 kg with 15 kg of bags, plus the payload asked for beyond them.
 */
export function payloadAskedFor(s: { requestedPayload: number; listWeight: number; passengers: number }): number {
  const people = s.listWeight > 0 ? s.listWeight : s.passengers * (DEFAULT_PASSENGER_WEIGHT + DEFAULT_BAGGAGE_WEIGHT);
  return people + s.requestedPayload;
}

/** "Payload remaining is green above 0, red otherwise" (core section 5). */
export function payloadRemainingTone(remaining: number): 'green' | 'red' {
  return remaining > 0 ? 'green' : 'red';
}

/** "1,105 kg": weights as every screen, message and file shows them. */
export const formatKg = (kg: number) => `${kg.toLocaleString('en-AU')} kg`;
