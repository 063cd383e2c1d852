import { departureParts } from '../../../lib/date-input';

// The bid form reads dates and times like every form (lib/date-input.ts).
export {
  departureAbbreviation,
  departureInstant,
  departureIso,
  formatTimeInput,
  parseStrictDate,
  parseTimeOfDay,
} from '../../../lib/date-input';

/** An instant's calendar day at the departure airport (its zone), YYYY-MM-DD ('' when not a date). */
export const localDateOf = (iso: string, zone: string): string => departureParts(iso, zone).departDate;

/** An instant's time of day at the departure airport (its zone), HH:mm. */
export const localTimeOf = (iso: string, zone: string): string => departureParts(iso, zone).departTime;
