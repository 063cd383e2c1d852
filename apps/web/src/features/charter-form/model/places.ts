import type { Place } from './form-types';

/** "Brisbane Airport (BNE) → Longreach" for headings and summaries. */
export function legLabel(from: Place, to: Place): string {
  return `${from.name.trim() || '…'} → ${to.name.trim() || '…'}`;
}
