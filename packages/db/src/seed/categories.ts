import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { DEFAULT_CATEGORY_FLYING } from '@charter/shared';
import { aircraftCategories } from '../schema/index.js';

/**
 * Aircraft categories for the indicative estimate and the aircraft form; speeds km/h, rates AUD/h,
 * minutes per day, fuel burn kg/h (typical of the category: a Cessna 206, a Baron or Navajo, a
 * King Air or Caravan, a Dash 8 or Saab 340, a Citation CJ, an AS350 or Bell 407).
 */
export const DEFAULT_AIRCRAFT_CATEGORIES = [
  {
    category: 'Single Engine Piston',
    minPassenger: 1,
    maxPassenger: 5,
    speedRangeMin: 220,
    speedRangeMax: 280,
    hourlyRateRangeMin: 650,
    hourlyRateRangeMax: 950,
    maximumFlightTimePerDay: 480,
    fuelBurnKgPerHour: 45,
    fuelType: 'avgas',
  },
  {
    category: 'Twin Engine Piston',
    minPassenger: 1,
    maxPassenger: 7,
    speedRangeMin: 300,
    speedRangeMax: 370,
    hourlyRateRangeMin: 1100,
    hourlyRateRangeMax: 1600,
    maximumFlightTimePerDay: 480,
    fuelBurnKgPerHour: 110,
    fuelType: 'avgas',
  },
  {
    category: 'Turboprop',
    minPassenger: 1,
    maxPassenger: 9,
    speedRangeMin: 450,
    speedRangeMax: 520,
    hourlyRateRangeMin: 2200,
    hourlyRateRangeMax: 3200,
    maximumFlightTimePerDay: 600,
    fuelBurnKgPerHour: 250,
    fuelType: 'jet',
  },
  {
    category: 'Regional Turboprop',
    minPassenger: 20,
    maxPassenger: 76,
    speedRangeMin: 480,
    speedRangeMax: 560,
    hourlyRateRangeMin: 6000,
    hourlyRateRangeMax: 9000,
    maximumFlightTimePerDay: 720,
    fuelBurnKgPerHour: 700,
    fuelType: 'jet',
  },
  {
    category: 'Light Jet',
    minPassenger: 1,
    maxPassenger: 7,
    speedRangeMin: 700,
    speedRangeMax: 780,
    hourlyRateRangeMin: 4500,
    hourlyRateRangeMax: 6000,
    maximumFlightTimePerDay: 600,
    fuelBurnKgPerHour: 550,
    fuelType: 'jet',
  },
  {
    category: 'Helicopter',
    minPassenger: 1,
    maxPassenger: 6,
    speedRangeMin: 200,
    speedRangeMax: 250,
    hourlyRateRangeMin: 2000,
    hourlyRateRangeMax: 3500,
    maximumFlightTimePerDay: 360,
    fuelBurnKgPerHour: 180,
    fuelType: 'jet',
  },
];

export async function seedAircraftCategories(db: Db): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(aircraftCategories);
  if (n > 0) return;
  await db.insert(aircraftCategories).values(
    DEFAULT_AIRCRAFT_CATEGORIES.map((c, i) => {
      const flying = DEFAULT_CATEGORY_FLYING[c.category];
      return { ...c, sortOrder: i, ...(flying ? { defaultPayloadKg: flying.payloadKg, defaultRangeKm: flying.rangeKm } : {}) };
    }),
  );
}
