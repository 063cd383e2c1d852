import { flightTimeMinutes, formatMinutes } from '@charter/shared';

/** Statuses whose detail shows the total flight time (core section 4). */
export const TOTAL_FLIGHT_TIME_STATUSES = ['Confirmed', 'Finished'];

/** The sectors' flight times (HH:MM) added up as H:MM; sectors without a valid time count as zero. */
export function totalFlightTime(routes: readonly { flightTime: string }[]): string {
  const minutes = routes.reduce((sum, r) => sum + (flightTimeMinutes(r.flightTime) ?? 0), 0);
  return formatMinutes(minutes);
}
