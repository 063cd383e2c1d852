import { EMPTY_PLACE } from './defaults';
import type { CharterForm, Place } from './form-types';

/** What the form hands the indicative price tool: its first sector and whether it is a return. */
export interface PriceTrip {
  tripType: 'OneWay' | 'Return';
  from: Place;
  to: Place;
  /** YYYY-MM-DD or ''. */
  departDate: string;
  passengers: number;
}

export function priceTripOf(form: CharterForm): PriceTrip {
  const first = form.sectors[0];
  const passengers = Number(first?.passengerNumber);
  return {
    tripType: form.activeTab === 'Return' ? 'Return' : 'OneWay',
    from: first?.from ?? EMPTY_PLACE,
    to: first?.to ?? EMPTY_PLACE,
    departDate: first?.departDate ?? '',
    passengers: Number.isInteger(passengers) && passengers > 0 ? passengers : 2,
  };
}
