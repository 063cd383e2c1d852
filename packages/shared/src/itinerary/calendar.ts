import { formatJobReference } from '../constants.js';

/**
 * Calendar files of booked charters: one .ics a charter (one event a sector, in its airport's
 * time zone), and a private feed of all of a person's booked charters a calendar app subscribes to.
 */
export const itineraryCalendarFileName = (jobReference: number) => `${formatJobReference(jobReference)}-itinerary.ics`;

/** The feed's address: its secret is the last part; the server answers it without a sign-in. */
export const CALENDAR_FEED_PATH = '/api/calendar/feed';
export const calendarFeedUrl = (origin: string, token: string) => `${origin}${CALENDAR_FEED_PATH}/${token}.ics`;

/** Minutes before a departure the calendar reminds of check-in (the itinerary's check-in advice). */
export const CALENDAR_CHECK_IN_ALARM_MINUTES = 30;

export const CALENDAR_MESSAGES = {
  created: 'Your calendar feed is ready. Copy its address now: it is shown only once.',
  replaced: 'Your calendar feed has a new address. The old one no longer works.',
  removed: 'Calendar feed removed. Calendars subscribed to it no longer update.',
  none: 'You have no calendar feed.',
} as const;

/** What a person sees of its own feed; `url` only in the answer that made it. */
export interface CalendarFeedDto {
  exists: boolean;
  createdAt: string | null;
  lastUsedAt: string | null;
  url?: string;
}
