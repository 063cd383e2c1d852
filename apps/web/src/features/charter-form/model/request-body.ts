import {
  CAPABILITIES,
  charterRequestSchema,
  distanceKm,
  normaliseRoute,
  type CharterRequestData,
  type CharterRequestInput,
  type RouteInput,
  type SessionUser,
} from '@charter/shared';
import type { CharterForm, FormErrors, SectorForm } from './form-types';
import { departureInstant, departureIso, sectorZone } from './date-time';
import { issuesToErrors } from './errors';
import { currentRows } from './manifest';

/**
 * Admins and charter admins book for a client they choose; everyone else books for their own
 * client, department or staff id (core sections 2 and 6). The server forces those ids anyway.
 */
export function choosesClient(session: Pick<SessionUser, 'role'>): boolean {
  // The shared rule reads only the role.
  return CAPABILITIES.chooseClientForCharter(session as SessionUser);
}

type Ids = Pick<SessionUser, 'role' | 'clientId' | 'clientDepartmentId' | 'clientStaffId'>;

export function routeInput(s: SectorForm): RouteInput {
  return {
    ...(s.id ? { id: s.id } : {}),
    from: s.from.name,
    fromState: s.from.state,
    fromAltState: s.from.altState,
    fromAirport: s.from.airport,
    fromCodeAirport: s.from.code,
    fromLatitude: s.from.latitude,
    fromLongitude: s.from.longitude,
    to: s.to.name,
    toState: s.to.state,
    toAltState: s.to.altState,
    toAirport: s.to.airport,
    toCodeAirport: s.to.code,
    toLatitude: s.to.latitude,
    toLongitude: s.to.longitude,
    fromAirportDetail: s.fromAirportDetail,
    toAirportDetail: s.toAirportDetail,
    // The departure airport's local time as the UTC instant (house rule 9).
    departTime: departureIso(s.departDate, s.departTime, sectorZone(s)),
    flightTime: s.flightTime,
    passengerNumber: s.passengerNumber,
    passengerRange: s.passengerRange,
    passengerRangeMin: s.passengerRangeMin,
    passengerRangeMax: s.passengerRangeMax,
    // The pax limit follows the chosen aircraft, which a later issue adds; nothing chosen -> 0.
    // An edited charter keeps what it had.
    passengerLimit: s.passengerLimit ?? 0,
    ...(s.aircraft ? { aircraft: s.aircraft } : {}),
    payload: s.payload,
    techstopLocation: s.techStop ? s.techstopLocation : '',
    techstopState: s.techStop ? s.techstopState : '',
    techstopReason: s.techstopReason,
    notes: s.notes,
    // Rows of an editor still open are part of what the user sees and submits.
    manifest: currentRows(s).map(({ key: _key, ...row }) => row),
    // A shared sector carries its share; a saved one is switched off on the charter's share panel.
    ...(s.share?.enabled ? { share: { ...s.share } } : {}),
  };
}

/** The charter is shared when any sector shares seats (ADR 0016), or it was saved shared. */
export const anySectorShared = (form: Pick<CharterForm, 'sectors'>) => form.sectors.some((s) => s.share?.enabled);

/** The POST newCharterRequest body as the form holds it (validated and cleaned by {@link prepareSubmission}). */
export function buildRequestBody(form: CharterForm, session: Ids): CharterRequestInput {
  const ids = choosesClient(session)
    ? { clientId: form.clientId, clientDepartmentId: form.clientDepartmentId, clientStaffId: form.clientStaffId }
    : { clientId: session.clientId ?? '', clientDepartmentId: session.clientDepartmentId, clientStaffId: session.clientStaffId };
  return {
    ...ids,
    charterType: form.charterType,
    charterSubType: form.charterSubType,
    catering: form.catering,
    dangerousGoods: form.dangerousGoods,
    dangerousGoodsIds: form.dangerousGoods ? form.dangerousGoodsIds : [],
    shared: form.shared || anySectorShared(form),
    shareManifest: (form.shared || anySectorShared(form)) && form.shareManifest,
    preferredAircraft: form.preferredAircraft,
    specialRequests: form.specialRequests,
    notes: form.notes,
    purchaseOrderNumber: form.purchaseOrderNumber,
    reasonForCharter: form.reasonForCharter,
    biddingTimeSpanHours: form.biddingTimeSpanHours,
    activeTab: form.activeTab,
    routes: form.sectors.map(routeInput),
  };
}

export type Submission = { ok: true; body: CharterRequestData } | { ok: false; errors: FormErrors };

/**
 * Validates with the shared schema (so every message is the spec's) and returns the cleaned body:
 * free text without line breaks, passengerNumber from the manifest, no range -> min/max 0.
 */
export function prepareSubmission(form: CharterForm, session: Ids): Submission {
  const parsed = charterRequestSchema.safeParse(buildRequestBody(form, session));
  const skipped = skippedDepartures(form);
  if (!parsed.success) return { ok: false, errors: { ...issuesToErrors(parsed.error.issues), ...skipped } };
  if (Object.keys(skipped).length > 0) return { ok: false, errors: skipped };
  const routes = parsed.data.routes.map((r) => {
    const { totalWeight: _total, ...route } = normaliseRoute(r);
    return route;
  });
  return { ok: true, body: { ...parsed.data, routes } };
}

/** A departure in the hour the clocks skip (spring forward) does not exist: its message, per sector. */
function skippedDepartures(form: CharterForm): FormErrors {
  const errors: FormErrors = {};
  form.sectors.forEach((s, i) => {
    const r = departureInstant(s.departDate, s.departTime, sectorZone(s));
    if (r && !r.ok) errors[`routes.${i}.departTime`] = r.message;
  });
  return errors;
}

/** Great-circle km once both ends were chosen from the lookup; null before that. */
export function sectorDistanceKm(s: Pick<SectorForm, 'from' | 'to'>): number | null {
  const { from, to } = s;
  if (from.latitude == null || from.longitude == null || to.latitude == null || to.longitude == null) return null;
  return distanceKm(from.latitude, from.longitude, to.latitude, to.longitude);
}
