import { LIMITS } from '../constants.js';

export const AIRCRAFT_MESSAGES = {
  registrationRequired: 'Registration is required',
  typeRequired: 'Type is required',
  passengerLimit: 'Passenger limit is required',
  categoryRequired: 'Category is required',
  maxPayloadKg: `Maximum payload must be a whole number of kg from 1 to ${LIMITS.payloadKg.toLocaleString('en-AU')}, or empty for the category's.`,
  rangeKm: `Range must be a whole number of km from 1 to ${LIMITS.rangeKm.toLocaleString('en-AU')}, or empty for the category's.`,
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

/**
 * What an aircraft of a category carries and flies when its record gives no figure of its own
 * (feasibility, ADR 0047): the category table holds these (aircraft_categories.default_payload_kg
 * and default_range_km, seeded from here), so an installation can change them.
 */
export const DEFAULT_CATEGORY_FLYING: Record<string, { payloadKg: number; rangeKm: number }> = {
  'Single Engine Piston': { payloadKg: 450, rangeKm: 1_100 },
  'Twin Engine Piston': { payloadKg: 700, rangeKm: 1_400 },
  Turboprop: { payloadKg: 1_500, rangeKm: 2_500 },
  'Regional Turboprop': { payloadKg: 6_000, rangeKm: 1_800 },
  'Light Jet': { payloadKg: 900, rangeKm: 2_800 },
  Helicopter: { payloadKg: 600, rangeKm: 600 },
};
/** An aircraft with no category and no figures: about 100 kg a seat and 1,000 km. */
export const UNCATEGORISED_FLYING = { payloadKgPerSeat: 100, rangeKm: 1_000 } as const;

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
  /** What its aircraft carry and fly when their records give no figure. */
  defaultPayloadKg: number;
  defaultRangeKm: number;
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
  /** The aircraft's own figures; null: its category's (payloadKg and rangeKm say what applies). */
  maxPayloadKg: number | null;
  rangeKm: number | null;
  /** Approved to carry dangerous goods. */
  dangerousGoods: boolean;
  /** The payload and range feasibility uses: its own, else its category's. */
  payloadKg: number;
  flyingRangeKm: number;
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
