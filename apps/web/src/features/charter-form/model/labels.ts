import type { SettingsSource } from '../api/charter-form-api';
import type { CharterType, TripTab } from './form-types';

export const TRIP_TABS: { value: TripTab; label: string }[] = [
  { value: 'OneWay', label: 'One Way' },
  { value: 'Return', label: 'Return' },
  { value: 'multi', label: 'Multi-stop' },
];

/** Each charter type has its own list of sub types. */
export const SUB_TYPE_SOURCE: Record<CharterType, SettingsSource> = {
  Passenger: 'PassengerCharterTypes',
  Freight: 'FreightCharterTypes',
  Aerial: 'AerialCharterTypes',
};

/** An aircraft preference shown in red wherever it appears (core section 9). */
export const TWIN_ENGINE_ONLY = 'TWIN ENGINE ONLY';
export const isTwinEngineOnly = (v: unknown) => String(v).trim().toUpperCase() === TWIN_ENGINE_ONLY;
