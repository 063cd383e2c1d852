/**
 * A sector's CO2 estimate (ADR 0046): its flight time × its aircraft category's fuel burn per hour
 * × the kilograms of CO2 one kilogram of the fuel gives when burnt (3.16 for jet fuel, 3.10 for
 * avgas). An estimate of the fuel burnt in the air: taxi, holding and the aircraft's own load are
 * not in it.
 */

export const FUEL_TYPES = ['jet', 'avgas'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/** kg of CO2 per kg of fuel burnt. */
export const CO2_PER_KG_FUEL: Record<FuelType, number> = { jet: 3.16, avgas: 3.1 };

/** kg of CO2 for `minutes` of flight burning `burnKgPerHour` of `fuel`, to the kilogram; null when unknown. */
export function sectorCo2Kg(minutes: number | null, burnKgPerHour: number | null, fuel: string | null): number | null {
  if (minutes === null || !burnKgPerHour || burnKgPerHour <= 0) return null;
  const factor = CO2_PER_KG_FUEL[fuel === 'avgas' ? 'avgas' : 'jet'];
  return Math.round((minutes / 60) * burnKgPerHour * factor);
}

/** "1,234 kg CO2" (an estimate: the screens say so beside it). */
export const formatCo2 = (kg: number) => `${Math.round(kg).toLocaleString('en-AU')} kg CO2`;

export const FUEL_BURN_MAX = 5000;
export const FUEL_MESSAGES = {
  burn: `Fuel burn must be a whole number of kg per hour from 0 to ${FUEL_BURN_MAX.toLocaleString('en-AU')}`,
  fuelType: 'Fuel must be jet or avgas',
  category: 'Choose an aircraft category from the list',
  saved: 'Fuel burn saved.',
} as const;
