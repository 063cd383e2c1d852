import {
  charterRequestSchema,
  charterSearchText,
  distanceKm,
  isUrgent,
  normaliseRoute,
  zoneOfState,
  type CharterRequestData,
} from '@charter/shared';
import { parseOr400 } from '../../lib/zod-errors.js';

export type NormalisedSector = ReturnType<typeof normaliseRoute<CharterRequestData['routes'][number]>>;
export type CharterBody = Omit<CharterRequestData, 'routes'> & { routes: NormalisedSector[] };

/** Who a charter belongs to, with the names its search text and answers carry. */
export interface CharterParty {
  clientId: string;
  clientDepartmentId: string | null;
  clientStaffId: string | null;
  companyName: string;
  clientType: string;
  departmentName: string | null;
  staffName: string | null;
}

/**
 * Validates a charter body with the shared schema (the form's own rules and messages) and
 * applies the derived sector values. Errors carry dotted paths such as routes.1.departTime.
 */
export function parseCharterBody(body: unknown, forced?: Partial<Pick<CharterRequestData, 'clientId'>>): CharterBody {
  const input = body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>), ...forced } : body;
  const data = parseOr400(charterRequestSchema, input);
  return { ...data, routes: data.routes.map((r) => normaliseRoute(r)) };
}

// Comma lists are stored as text; a comma inside a value would split it.
const commaList = (values: string[]) =>
  values
    .map((v) => v.replace(/,/g, ' ').trim())
    .filter(Boolean)
    .join(',');

/** The charter columns a save writes: the form's fields and what is derived from the sectors. */
export function charterColumns(body: CharterBody, party: CharterParty, jobReference: number) {
  const routes = body.routes;
  const first = routes[0]!;
  const last = routes[routes.length - 1]!;
  return {
    clientId: party.clientId,
    clientDepartmentId: party.clientDepartmentId,
    clientStaffId: party.clientStaffId,
    charterType: body.charterType,
    charterSubType: body.charterSubType,
    catering: body.catering,
    dangerousGoods: body.dangerousGoods,
    // Dangerous goods classes only mean something while dangerous goods are carried.
    dangerousGoodsIds: body.dangerousGoods ? commaList(body.dangerousGoodsIds) : '',
    preferredAircraft: commaList(body.preferredAircraft),
    shared: body.shared,
    shareManifest: body.shareManifest,
    specialRequests: body.specialRequests,
    notes: body.notes,
    purchaseOrderNumber: body.purchaseOrderNumber,
    reasonForCharter: body.reasonForCharter,
    biddingTimeSpanHours: body.biddingTimeSpanHours,
    activeTab: body.activeTab,
    departTime: new Date(first.departTime),
    lastDepartTime: new Date(last.departTime),
    departTimeZone: zoneOfState(first.fromState),
    fromSite: first.from,
    // A return trip goes back where it started: its destination is the first sector's.
    toSite: body.activeTab === 'Return' ? first.to : last.to,
    routeCount: routes.length,
    passengerCount: Math.max(...routes.map((r) => r.passengerNumber)),
    urgent: isUrgent(first.departTime),
    qGov: party.clientType === 'QGov',
    searchText: charterSearchText(jobReference, body, party),
  };
}

/** The sector columns of a save (order and charter id are added by the caller). */
export function sectorColumns(r: NormalisedSector) {
  const hasCoordinates = r.fromLatitude != null && r.fromLongitude != null && r.toLatitude != null && r.toLongitude != null;
  return {
    from: r.from,
    fromState: r.fromState,
    fromAltState: r.fromAltState,
    fromAirport: r.fromAirport,
    fromAirportDetail: r.fromAirportDetail,
    fromCodeAirport: r.fromCodeAirport,
    fromLatitude: r.fromLatitude ?? null,
    fromLongitude: r.fromLongitude ?? null,
    to: r.to,
    toState: r.toState,
    toAltState: r.toAltState,
    toAirport: r.toAirport,
    toAirportDetail: r.toAirportDetail,
    toCodeAirport: r.toCodeAirport,
    toLatitude: r.toLatitude ?? null,
    toLongitude: r.toLongitude ?? null,
    distance: hasCoordinates ? distanceKm(r.fromLatitude!, r.fromLongitude!, r.toLatitude!, r.toLongitude!) : null,
    departTime: new Date(r.departTime),
    // The departure airport's zone: the sector's time is entered and shown as its local time.
    departTimeZone: zoneOfState(r.fromState),
    flightTime: r.flightTime,
    passengerNumber: r.passengerNumber,
    passengerRange: r.passengerRange,
    passengerRangeMin: r.passengerRangeMin,
    passengerRangeMax: r.passengerRangeMax,
    passengerLimit: r.passengerLimit,
    payload: r.payload,
    aircraft: r.aircraft,
    techstopLocation: r.techstopLocation,
    techstopState: r.techstopState,
    techstopReason: r.techstopReason,
    notes: r.notes,
    totalWeight: r.totalWeight,
  };
}
