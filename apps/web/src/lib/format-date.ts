import { DEFAULT_TIME_ZONE, formatCalendarDate, formatLocal, formatLocalDay, formatLocalTime } from '@charter/shared';

/**
 * Dates as the spec shows them (core section 9: DD-MMM-YYYY, time HH:mm) through the shared
 * helper (house rule 9), never in the browser's zone: a departure in its airport's zone
 * (`formatDeparture(r.departTime, r.departTimeZone)`), every other instant (created, bidding ends,
 * timelines) in Brisbane time; each with the zone's abbreviation ("03-Dec-2026 09:30 AEST").
 */
export function formatDateTime(value: string | Date | null | undefined, zone: string = DEFAULT_TIME_ZONE): string {
  return formatLocal(value, zone);
}

/** A departure as its airport's local time with the abbreviation ("03-Dec-2026 09:30 AWST"). */
export function formatDeparture(value: string | Date | null | undefined, zone: string | null | undefined): string {
  return formatLocal(value, zone);
}

/** The calendar day of an instant in the zone (DD-MMM-YYYY). */
export function formatDate(value: string | Date | null | undefined, zone: string = DEFAULT_TIME_ZONE): string {
  return formatLocalDay(value, zone);
}

/** The time of day in the zone with its abbreviation ("09:30 AEST"). */
export function formatTime(value: string | Date | null | undefined, zone: string = DEFAULT_TIME_ZONE): string {
  return formatLocalTime(value, zone);
}

/** A calendar date (document expiry, "2027-03-12") as DD-MMM-YYYY; it never goes through a zone. */
export function formatDay(value: string | null | undefined): string {
  return formatCalendarDate(value);
}
