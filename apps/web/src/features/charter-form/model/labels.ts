import type { SettingsSource } from '../api/charter-form-api';
import type { CharterType, TripTab } from './form-types';

export const TRIP_TABS: { value: TripTab; label: string }[] = [
  { value: 'OneWay', label: 'One Way' },
  { value: 'Return', label: 'Return' },
  { value: 'multi', label: 'Multi-stop' },
];

/** A new request's charter type, until the user picks another. */
export const DEFAULT_CHARTER_TYPE: CharterType = 'Passenger';

/** The settings lists the form chooses from, beside its charter type's sub types (SUB_TYPE_SOURCE). */
export const FORM_SETTINGS: readonly SettingsSource[] = ['Catering', 'DangerousGoods', 'AircraftTypes', 'TechStopReasons'];

/** Each charter type has its own list of sub types. */
export const SUB_TYPE_SOURCE: Record<CharterType, SettingsSource> = {
  Passenger: 'PassengerCharterTypes',
  Freight: 'FreightCharterTypes',
  Aerial: 'AerialCharterTypes',
};

/** An aircraft preference shown in red wherever it appears (core section 9). */
export const TWIN_ENGINE_ONLY = 'TWIN ENGINE ONLY';
export const isTwinEngineOnly = (v: unknown) => String(v).trim().toUpperCase() === TWIN_ENGINE_ONLY;
