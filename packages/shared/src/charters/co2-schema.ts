import { UUID_PATTERN } from '../ids.js';
import { z } from '../zod.js';
import { FUEL_BURN_MAX, FUEL_MESSAGES, FUEL_TYPES } from './co2.js';

/** An admin's change to a category's fuel burn (kg/h; 0: no estimate) and fuel. */
export const aircraftCategoryFuelSchema = z.object({
  id: z.string().regex(UUID_PATTERN, { error: FUEL_MESSAGES.category }),
  fuelBurnKgPerHour: z
    .number({ error: FUEL_MESSAGES.burn })
    .int({ error: FUEL_MESSAGES.burn })
    .min(0, { error: FUEL_MESSAGES.burn })
    .max(FUEL_BURN_MAX, { error: FUEL_MESSAGES.burn }),
  fuelType: z.enum(FUEL_TYPES, { error: FUEL_MESSAGES.fuelType }),
});
export type AircraftCategoryFuel = z.output<typeof aircraftCategoryFuelSchema>;
