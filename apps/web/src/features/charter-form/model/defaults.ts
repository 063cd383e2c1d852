import { DEFAULT_BIDDING_HOURS, REQUEST_FORM_WEIGHTS, SHARE_COST_DEFAULT_FORM } from '@charter/shared';
import type { CharterForm, PassengerRow, SectorForm, SectorShareForm } from './form-types';
import { DEFAULT_CHARTER_TYPE } from './labels';

/** Defaults of core section 9 that the new-request form starts from. */
export const FORM_DEFAULTS = {
  catering: 'Full',
  passengerNumber: 2,
  passengerRangeMin: 1,
  passengerRangeMax: 2,
  payload: 25,
  techstopReason: 'Fuel Stop',
  currency: 'AUD',
} as const;

// Keys only have to be unique within this page; crypto.randomUUID is missing outside secure contexts.
let sequence = 0;
export function nextKey(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}`;
}

import { EMPTY_PLACE } from '../../../lib/places';

export { EMPTY_PLACE };

/** "share seats and weight 0 in the new-request form", seat price 0 there (section 9). */
export const newSectorShare = (): SectorShareForm => ({
  enabled: false,
  seatsAvailable: 0,
  totalWeightAvailable: 0,
  costPerSeat: SHARE_COST_DEFAULT_FORM,
});

export function newSector(overrides: Partial<SectorForm> = {}): SectorForm {
  return {
    key: nextKey('sector'),
    from: EMPTY_PLACE,
    to: EMPTY_PLACE,
    fromAirportDetail: '',
    toAirportDetail: '',
    departDate: '',
    departTime: '',
    flightTime: '',
    passengerNumber: FORM_DEFAULTS.passengerNumber,
    passengerRange: false,
    passengerRangeMin: FORM_DEFAULTS.passengerRangeMin,
    passengerRangeMax: FORM_DEFAULTS.passengerRangeMax,
    payload: FORM_DEFAULTS.payload,
    techStop: false,
    techstopLocation: '',
    techstopState: '',
    techstopReason: FORM_DEFAULTS.techstopReason,
    notes: '',
    manifest: [],
    manifestDraft: null,
    share: newSectorShare(),
    ...overrides,
  };
}

export function newPassengerRow(): PassengerRow {
  return {
    key: nextKey('passenger'),
    passengerName: '',
    contactNumber: '',
    emailAddress: '',
    // "In the new-request form weights default to 0" (core section 3): each passenger's weights are typed.
    ...REQUEST_FORM_WEIGHTS,
  };
}

export function newCharterForm(): CharterForm {
  return {
    activeTab: 'OneWay',
    clientId: '',
    clientDepartmentId: null,
    clientStaffId: null,
    charterType: DEFAULT_CHARTER_TYPE,
    charterSubType: '',
    catering: FORM_DEFAULTS.catering,
    dangerousGoods: false,
    dangerousGoodsIds: [],
    shared: false,
    shareManifest: false,
    preferredAircraft: [],
    specialRequests: '',
    notes: '',
    purchaseOrderNumber: '',
    reasonForCharter: '',
    biddingTimeSpanHours: DEFAULT_BIDDING_HOURS,
    sectors: [newSector()],
  };
}
