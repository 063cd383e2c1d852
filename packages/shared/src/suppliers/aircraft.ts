import { z } from '../zod.js';
import { LIMITS } from '../constants.js';
import { cleanFreeText, freeText, ownWords } from '../validation.js';

/** Required text whose message also covers a missing field. */
const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, { error: message }).max(max, ownWords);

export const AIRCRAFT_MESSAGES = {
  registrationRequired: 'Registration is required',
  typeRequired: 'Type is required',
  passengerLimit: 'Passenger limit is required',
  categoryRequired: 'Category is required',
  added: 'Aircraft added.',
  updated: 'Aircraft updated.',
  imageSaved: 'Image saved.',
  imageRemoved: 'Image removed.',
  imageType: 'Only JPEG, PNG or WebP images can be uploaded.',
} as const;

/** "Passenger limit for a Turboprop must be between 1 and 9." */
export function passengerLimitRangeMessage(c: Pick<AircraftCategoryDto, 'category' | 'minPassenger' | 'maxPassenger'>): string {
  const article = /^[aeiou]/i.test(c.category) ? 'an' : 'a';
  return `Passenger limit for ${article} ${c.category} must be between ${c.minPassenger} and ${c.maxPassenger}.`;
}

/**
 * What is wrong with an aircraft's pax limit, or null: a whole number above 0 ("0" is missing,
 * never quietly made 1), within its category's minPassenger..maxPassenger (supplier-and-admin section 3).
 */
export function passengerLimitProblem(
  limit: number,
  category: Pick<AircraftCategoryDto, 'category' | 'minPassenger' | 'maxPassenger'> | null | undefined,
): string | null {
  if (!Number.isInteger(limit) || limit < 1) return AIRCRAFT_MESSAGES.passengerLimit;
  if (category && (limit < category.minPassenger || limit > category.maxPassenger)) return passengerLimitRangeMessage(category);
  return null;
}

export const AIRCRAFT_STATUSES = ['Active', 'Inactive'] as const;
/** Largest aircraft image accepted (supplier-and-admin spec). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export interface AircraftCategoryDto {
  id: string;
  category: string;
  minPassenger: number;
  maxPassenger: number;
  speedRangeMin: number;
  speedRangeMax: number;
  hourlyRateRangeMin: number;
  hourlyRateRangeMax: number;
  /** Minutes per day; the spec's spelling. */
  maximunFlighTimePerDay: number;
  /** kg of fuel per hour of flight and which fuel: a sector's CO2 estimate (ADR 0046). */
  fuelBurnKgPerHour: number;
  fuelType: string;
}

export interface AircraftDto {
  id: string;
  supplierId: string;
  aircraftCategoryId: string | null;
  aircraftCategory: string | null;
  licenseNumber: string;
  type: string;
  name: string;
  passengerLimit: number;
  aircraftNotes: string;
  imageCount: number;
  status: string;
}

export interface AircraftImageDto {
  id: string;
  aircraftId: string;
  category: string;
  contentType: string;
  fileName: string;
  size: number;
  status: string;
}

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
