import { AIRCRAFT_MESSAGES, aircraftSchema, passengerLimitProblem, type AircraftCategoryDto } from '@charter/shared';
import type { Aircraft, AircraftBody } from '../api/aircraft-api';

/** The Add / Edit aircraft form as typed (numbers as text until saved). */
export interface AircraftFormValues {
  aircraftCategoryId: string;
  licenseNumber: string;
  type: string;
  name: string;
  passengerLimit: string;
  /** Empty: the category's figure applies. */
  maxPayloadKg: string;
  rangeKm: string;
  dangerousGoods: boolean;
  aircraftNotes: string;
  status: 'Active' | 'Inactive';
}

export const EMPTY_AIRCRAFT: AircraftFormValues = {
  aircraftCategoryId: '',
  licenseNumber: '',
  type: '',
  name: '',
  passengerLimit: '',
  maxPayloadKg: '',
  rangeKm: '',
  dangerousGoods: false,
  aircraftNotes: '',
  status: 'Active',
};

export function toFormValues(a: Aircraft): AircraftFormValues {
  return {
    aircraftCategoryId: a.aircraftCategoryId ?? '',
    licenseNumber: a.licenseNumber ?? '',
    type: a.type ?? '',
    name: a.name ?? '',
    passengerLimit: String(a.passengerLimit ?? ''),
    maxPayloadKg: a.maxPayloadKg == null ? '' : String(a.maxPayloadKg),
    rangeKm: a.rangeKm == null ? '' : String(a.rangeKm),
    dangerousGoods: a.dangerousGoods ?? false,
    aircraftNotes: a.aircraftNotes ?? '',
    status: a.status === 'Inactive' ? 'Inactive' : 'Active',
  };
}

type CategoryRange = Pick<AircraftCategoryDto, 'category' | 'minPassenger' | 'maxPassenger'>;

/**
 * The messages of the issue-4 contract and the category's passenger range, checked here too so the
 * user sees them before the round trip (the server checks the same rule).
 */
export function validateAircraft(v: AircraftFormValues, category?: CategoryRange | null): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.licenseNumber.trim()) errors.licenseNumber = AIRCRAFT_MESSAGES.registrationRequired;
  if (!v.type.trim()) errors.type = AIRCRAFT_MESSAGES.typeRequired;
  const limit = v.passengerLimit.trim() === '' ? 0 : Number(v.passengerLimit);
  const problem = passengerLimitProblem(limit, category);
  if (problem) errors.passengerLimit = problem;
  if (!v.aircraftCategoryId) errors.aircraftCategoryId = AIRCRAFT_MESSAGES.categoryRequired;
  // The shared schema's bounds and messages for payload and range.
  for (const field of ['maxPayloadKg', 'rangeKm'] as const) {
    if (!aircraftSchema.shape[field].safeParse(v[field].trim()).success) errors[field] = AIRCRAFT_MESSAGES[field];
  }
  return errors;
}

/** Form -> addAircraft / updateAircraft body (an edit carries id and status). */
export function toAircraftBody(v: AircraftFormValues, supplierId: string, id?: string): AircraftBody {
  const body: AircraftBody = {
    supplierId,
    aircraftCategoryId: v.aircraftCategoryId,
    licenseNumber: v.licenseNumber.trim().toUpperCase(),
    type: v.type.trim(),
    name: v.name.trim(),
    passengerLimit: Number(v.passengerLimit),
    maxPayloadKg: v.maxPayloadKg.trim() === '' ? null : Number(v.maxPayloadKg),
    rangeKm: v.rangeKm.trim() === '' ? null : Number(v.rangeKm),
    dangerousGoods: v.dangerousGoods,
    aircraftNotes: v.aircraftNotes.trim(),
  };
  return id ? { ...body, id, status: v.status } : body;
}
