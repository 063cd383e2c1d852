import { asc } from 'drizzle-orm';
import { aircraftCategories, type DbOrTx } from '@charter/db';
import type { CategoryFigures } from '@charter/shared';

/** Every aircraft category with the figures the estimate needs, in the seeded order. */
export function categories(db: DbOrTx): Promise<CategoryFigures[]> {
  return db
    .select({
      category: aircraftCategories.category,
      minPassenger: aircraftCategories.minPassenger,
      maxPassenger: aircraftCategories.maxPassenger,
      speedRangeMin: aircraftCategories.speedRangeMin,
      speedRangeMax: aircraftCategories.speedRangeMax,
      hourlyRateRangeMin: aircraftCategories.hourlyRateRangeMin,
      hourlyRateRangeMax: aircraftCategories.hourlyRateRangeMax,
      maximumFlightTimePerDay: aircraftCategories.maximumFlightTimePerDay,
    })
    .from(aircraftCategories)
    .orderBy(asc(aircraftCategories.sortOrder), asc(aircraftCategories.category));
}
