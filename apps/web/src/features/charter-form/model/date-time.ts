import { zoneOfState } from '@charter/shared';

// The request form reads dates and times like every form (lib/date-input.ts).
export {
  departureAbbreviation,
  departureInstant,
  departureIso,
  departureParts,
  formatTimeInput,
  parseStrictDate,
  parseTimeOfDay,
} from '../../../lib/date-input';

/** YYYY-MM-DD to dd/MM/yyyy for display. */
export function formatDisplayDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** The zone a sector's departure is entered in: its from-place's state (Brisbane until one is chosen). */
export function sectorZone(s: { from: { state: string } }): string {
  return zoneOfState(s.from.state);
}
