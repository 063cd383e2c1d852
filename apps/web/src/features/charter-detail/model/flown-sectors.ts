import type { AwardDto } from '@charter/shared';
import type { CharterRoute } from '../api/charter-detail-api';

/**
 * A sector as it will be flown: once a bid is awarded, the operator's departure, flight time, pax
 * limit and aircraft replace what the client asked for.
 */
export function flownSectors(routes: readonly CharterRoute[], award: AwardDto | null | undefined): CharterRoute[] {
  if (!award) return [...routes];
  return routes.map((r) => {
    const offered = award.routes.find((a) => a.routeId === r.id);
    if (!offered) return r;
    return {
      ...r,
      departTime: offered.departTime,
      flightTime: offered.flightTime,
      passengerLimit: offered.passengerLimit,
      aircraft: offered.aircraft.map((a) => `${a.licenseNumber} ${a.type} (${a.passengerLimit} pax)`).join(','),
    };
  });
}
