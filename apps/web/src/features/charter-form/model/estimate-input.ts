import type { PriceEstimateInput } from '@charter/shared';
import type { CharterForm, Place } from './form-types';

const chosen = (p: Place) => p.name.trim() !== '' && p.latitude !== null && p.longitude !== null;
const placeBody = (p: Place) => ({ name: p.name, state: p.state, latitude: p.latitude, longitude: p.longitude });

/**
 * What the form asks an estimate for (ADR 0044): every sector's places and passengers; null until
 * each sector's places are chosen from the list (a typed place cannot be measured).
 */
export function estimateInputOf(form: CharterForm): PriceEstimateInput | null {
  if (form.sectors.length === 0 || !form.sectors.every((s) => chosen(s.from) && chosen(s.to))) return null;
  return {
    sectors: form.sectors.map((s) => {
      const passengers = Number(s.passengerRange ? s.passengerRangeMax : s.passengerNumber);
      return { from: placeBody(s.from), to: placeBody(s.to), passengers: Number.isInteger(passengers) && passengers > 0 ? passengers : 1 };
    }),
  };
}
