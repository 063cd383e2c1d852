import type { CharterDetailDto, ManifestEntryDto, RouteDto } from '@charter/shared';
import type { CharterForm, CharterType, PassengerRow, Place, SectorForm, TripTab } from './form-types';
import { FORM_DEFAULTS, nextKey } from './defaults';
import { departureParts } from './date-time';

/** The saved instant as the departure airport's day and time of day, which the form shows and sends back. */
export function localDateTime(iso: string, zone: string): { departDate: string; departTime: string } {
  return departureParts(iso, zone);
}

function placeOf(r: RouteDto, end: 'from' | 'to'): Place {
  return end === 'from'
    ? {
        name: r.from,
        state: r.fromState,
        altState: r.fromAltState,
        airport: r.fromAirport,
        code: r.fromCodeAirport,
        latitude: r.fromLatitude,
        longitude: r.fromLongitude,
      }
    : {
        name: r.to,
        state: r.toState,
        altState: r.toAltState,
        airport: r.toAirport,
        code: r.toCodeAirport,
        latitude: r.toLatitude,
        longitude: r.toLongitude,
      };
}

function rowOf(e: ManifestEntryDto): PassengerRow {
  return {
    key: nextKey('passenger'),
    id: e.id,
    passengerName: e.passengerName,
    contactNumber: e.contactNumber,
    emailAddress: e.emailAddress,
    passengerWeight: e.passengerWeight,
    freightWeight: e.freightWeight,
    cargoWeight: e.cargoWeight,
  };
}

function sectorOf(r: RouteDto): SectorForm {
  const manifest = [...(r.manifest ?? [])].sort((a, b) => a.itemOrder - b.itemOrder).map(rowOf);
  return {
    key: nextKey('sector'),
    id: r.id,
    from: placeOf(r, 'from'),
    to: placeOf(r, 'to'),
    fromAirportDetail: r.fromAirportDetail,
    toAirportDetail: r.toAirportDetail,
    ...localDateTime(r.departTime, r.departTimeZone),
    flightTime: r.flightTime,
    passengerNumber: r.passengerNumber,
    passengerRange: r.passengerRange,
    // Without a range the server stores 0 and 0; turning the range on should start from the defaults.
    passengerRangeMin: r.passengerRange ? r.passengerRangeMin : FORM_DEFAULTS.passengerRangeMin,
    passengerRangeMax: r.passengerRange ? r.passengerRangeMax : FORM_DEFAULTS.passengerRangeMax,
    passengerLimit: r.passengerLimit,
    aircraft: r.aircraft,
    payload: r.payload,
    techStop: r.techstopLocation.trim() !== '',
    techstopLocation: r.techstopLocation,
    techstopState: r.techstopState,
    techstopReason: r.techstopReason || FORM_DEFAULTS.techstopReason,
    notes: r.notes,
    manifest,
    manifestDraft: null,
  };
}

const CHARTER_TYPES: readonly CharterType[] = ['Passenger', 'Freight', 'Aerial'];

/** The saved tab, or the one the sectors imply for an older record without it. */
function tabOf(activeTab: string, sectorCount: number): TripTab {
  if (activeTab === 'OneWay' || activeTab === 'Return' || activeTab === 'multi') return activeTab;
  return sectorCount > 2 ? 'multi' : sectorCount === 2 ? 'Return' : 'OneWay';
}

/** A saved charter (GET full/{id}) as the New Charter Request form's values, for editing it with the same form. */
export function formFromCharter(detail: CharterDetailDto): CharterForm {
  const routes = [...detail.routes].sort((a, b) => a.order - b.order);
  return {
    activeTab: tabOf(detail.activeTab, routes.length),
    clientId: detail.clientId ?? '',
    clientDepartmentId: detail.clientDepartmentId,
    clientStaffId: detail.clientStaffId,
    charterType: CHARTER_TYPES.find((t) => t === detail.charterType) ?? 'Passenger',
    charterSubType: detail.charterSubType,
    catering: detail.catering,
    dangerousGoods: detail.dangerousGoods,
    dangerousGoodsIds: [...detail.dangerousGoodsIds],
    shared: detail.shared,
    shareManifest: detail.shareManifest,
    preferredAircraft: [...detail.preferredAircraft],
    specialRequests: detail.specialRequests,
    notes: detail.notes,
    purchaseOrderNumber: detail.purchaseOrderNumber ?? '',
    reasonForCharter: detail.reasonForCharter,
    biddingTimeSpanHours: detail.biddingTimeSpanHours,
    sectors: routes.map(sectorOf),
  };
}
