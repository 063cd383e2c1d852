import { z } from '../zod.js';
import { LIMITS } from '../constants.js';
import { cleanFreeText, freeText, ownWords } from '../validation.js';
import { AIRCRAFT_MESSAGES, AIRCRAFT_STATUSES } from './aircraft.js';

// The aircraft calls' bodies, apart from the aircraft's words and figures (aircraft.ts): screens
// that show an aircraft do not build these schemas.

/** Required text whose message also covers a missing field. */
const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, { error: message }).max(max, ownWords);

/** A whole number from 1 to `max`, or null (left out, null or empty: the category's figure). */
const optionalWhole = (max: number, message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message }).nullable(),
  );

const aircraftFields = {
  supplierId: z.uuid({ error: 'Supplier is required' }),
  aircraftCategoryId: z.uuid({ error: AIRCRAFT_MESSAGES.categoryRequired }),
  licenseNumber: required(AIRCRAFT_MESSAGES.registrationRequired, 20),
  type: required(AIRCRAFT_MESSAGES.typeRequired, 100)
    .transform(cleanFreeText)
    .refine((v) => v.length > 0, { error: AIRCRAFT_MESSAGES.typeRequired }),
  name: freeText(100).default(''),
  passengerLimit: z.coerce
    .number({ error: AIRCRAFT_MESSAGES.passengerLimit })
    .int({ error: AIRCRAFT_MESSAGES.passengerLimit })
    .min(1, { error: AIRCRAFT_MESSAGES.passengerLimit })
    .max(LIMITS.passengers),
  maxPayloadKg: optionalWhole(LIMITS.payloadKg, AIRCRAFT_MESSAGES.maxPayloadKg),
  rangeKm: optionalWhole(LIMITS.rangeKm, AIRCRAFT_MESSAGES.rangeKm),
  dangerousGoods: z.boolean({ error: 'Dangerous goods must be yes or no' }).default(false),
  aircraftNotes: freeText(2000).default(''),
};

export const aircraftSchema = z.object(aircraftFields);
/** The supplier of an aircraft never changes, so an update does not carry it. */
export const updateAircraftSchema = z.object({
  ...aircraftFields,
  supplierId: z.uuid().optional(),
  id: z.uuid({ error: 'Aircraft is required' }),
  status: z.enum(AIRCRAFT_STATUSES).default('Active'),
});
export type AircraftInput = z.infer<typeof aircraftSchema>;
export type UpdateAircraftInput = z.infer<typeof updateAircraftSchema>;

/** The multipart fields of addAircraftImage (the file travels beside them). */
export const aircraftImageFieldsSchema = z.object({
  aircraftId: z.uuid({ error: 'Aircraft is required' }),
  category: z
    .string()
    .trim()
    .max(50)
    .default('Exterior')
    .transform((v) => v || 'Exterior'),
});
