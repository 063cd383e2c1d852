import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { CALENDAR_CHECK_IN_ALARM_MINUTES, CHECK_IN_ADVICE, isItineraryStatus } from '@charter/shared';
import { flightMinutes, type ItineraryModel } from './itinerary.presenter.js';
import type { ItinerarySectorRow } from './itinerary.repository.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const MINUTE = 60_000;
/** An event's UID ends with this, so a calendar keeps one event per sector across downloads and feed reads. */
const UID_DOMAIN = 'charter-marketplace';

/** A booked charter as one viewer may see it, with its sectors' instants, ready to become events. */
export interface CalendarCharter {
  model: ItineraryModel;
  sectors: ItinerarySectorRow[];
  status: string;
  /** When the charter last changed: a calendar takes a higher SEQUENCE as the newer event. */
  updatedAt: string;
  /** Minutes the client's own times are moved earlier; 0 for operators and the broker's staff. */
  minutesOffset: number;
  jobReference: number;
}

export function newCalendar(name: string): ICalCalendar {
  const calendar = ical({ name, prodId: { company: 'Charter Marketplace', product: 'Itinerary', language: 'EN' } });
  calendar.method(ICalCalendarMethod.PUBLISH);
  // A VTIMEZONE for each airport zone the events use, so every calendar reads the local times right.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  return calendar;
}

/**
 * One event a sector: from departure (in its airport's zone) to arrival, named by the job reference
 * and the route, with what the itinerary prints for this viewer (the operator only where the viewer
 * rule lets it through) and a check-in reminder. A charter no longer booked (cancelled, replaced by a
 * change) keeps its events' UIDs with STATUS:CANCELLED, so subscribed calendars drop them.
 */
export function addCharterEvents(calendar: ICalCalendar, charter: CalendarCharter): void {
  const { model, sectors } = charter;
  const booked = isItineraryStatus(charter.status);
  const sequence = Math.floor(new Date(charter.updatedAt).getTime() / 1000) - 1_700_000_000;
  sectors.forEach((row, i) => {
    const shown = model.sectors[i]!;
    const departs = new Date(row.departTime).getTime() - charter.minutesOffset * MINUTE;
    const minutes = flightMinutes(row.flightTime) ?? 0;
    const zone = row.departTimeZone;
    const lines = [
      `Charter ${model.jobReference}, sector ${shown.number} of ${sectors.length}${booked ? '' : ' (cancelled)'}`,
      `From: ${shown.fromAirport}${shown.pickup ? ` (${shown.pickup})` : ''}`,
      `Departs: ${shown.departs}`,
      `To: ${shown.toAirport}`,
      `Arrives: ${shown.arrives}`,
      `Aircraft: ${shown.aircraft}`,
      `Passengers: ${shown.passengers}`,
    ];
    if (model.operator) lines.push(`Operator: ${[model.operator.name, model.operator.phone].filter(Boolean).join(', ')}`);
    if (charter.minutesOffset) lines.push(`Times are ${charter.minutesOffset} minutes before the scheduled departure.`);
    lines.push(CHECK_IN_ADVICE);
    calendar.createEvent({
      id: `${row.id}@${UID_DOMAIN}`,
      sequence: Math.max(sequence, 0),
      start: dayjs(departs).tz(zone),
      end: dayjs(departs + Math.max(minutes, 1) * MINUTE).tz(zone),
      timezone: zone,
      summary: `${model.jobReference} ${shown.from} - ${shown.to}`,
      location: shown.fromAirport,
      description: lines.join('\n'),
      status: booked ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
      alarms: booked ? [{ type: ICalAlarmType.display, trigger: CALENDAR_CHECK_IN_ALARM_MINUTES * 60, description: CHECK_IN_ADVICE }] : [],
    });
  });
}
