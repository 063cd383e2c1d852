import { eq } from 'drizzle-orm';
import { aircraftCategories, type Db } from '@charter/db';
import { FUEL_MESSAGES, type AircraftCategoryDto, type AircraftCategoryFuel } from '@charter/shared';
import { badRequest } from '../../lib/http-errors.js';
import { categories } from './aircraft.repository.js';

/** An admin sets a category's fuel burn and fuel (ADR 0046); every CO2 estimate worked out after uses them. */
export async function setCategoryFuel(db: Db, input: AircraftCategoryFuel): Promise<AircraftCategoryDto[]> {
  const updated = await db
    .update(aircraftCategories)
    .set({ fuelBurnKgPerHour: input.fuelBurnKgPerHour, fuelType: input.fuelType })
    .where(eq(aircraftCategories.id, input.id))
    .returning({ id: aircraftCategories.id });
  if (updated.length === 0) throw badRequest([FUEL_MESSAGES.category], { id: [FUEL_MESSAGES.category] });
  return categories(db);
}
