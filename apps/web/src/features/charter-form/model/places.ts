import type { PlaceOption } from '../api/charter-form-api';
import type { Place } from './form-types';

/** What choosing a place fills (core section 3): name, state, airport (site), IATA code and coordinates. */
export function placeFromOption(o: PlaceOption): Place {
  return {
    name: o.site,
    state: o.state,
    altState: o.altState ?? '',
    airport: o.site,
    code: o.iataCode ?? '',
    latitude: o.latitude,
    longitude: o.longitude,
  };
}

/** "Brisbane Airport (BNE) → Longreach" for headings and summaries. */
export function legLabel(from: Place, to: Place): string {
  return `${from.name.trim() || '…'} → ${to.name.trim() || '…'}`;
}
