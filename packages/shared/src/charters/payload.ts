/** Weights of one manifest row, kg. */
export interface ManifestWeights {
  passengerWeight: number;
  freightWeight: number;
  cargoWeight: number;
}

/** The manifest's total weight: passenger + freight (bags) + cargo of every row (core section 5). */
export function manifestWeight(rows: readonly ManifestWeights[]): number {
  return rows.reduce((sum, p) => sum + p.passengerWeight + p.freightWeight + p.cargoWeight, 0);
}

/** What the sector can still carry: its available payload less the manifest's weight, kg. */
export function payloadRemaining(payload: number, totalWeight: number): number {
  return payload - totalWeight;
}

/** "Payload remaining is green above 0, red otherwise" (core section 5). */
export function payloadRemainingTone(remaining: number): 'green' | 'red' {
  return remaining > 0 ? 'green' : 'red';
}
