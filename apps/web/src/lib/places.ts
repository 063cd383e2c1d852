import { getJson } from './api/http';

/** A place of the airport and town lookup (GET /api/accounts/airportLookup/). */
export interface PlaceOption {
  id: number | string;
  site: string;
  state: string;
  altState: string | null;
  iataCode: string | null;
  kind: 'airport' | 'town';
  latitude: number;
  longitude: number;
}

/** A place as a form holds it: chosen from the lookup (with coordinates) or only typed (without). */
export interface Place {
  name: string;
  state: string;
  altState: string;
  airport: string;
  code: string;
  latitude: number | null;
  longitude: number | null;
}

export const EMPTY_PLACE: Place = { name: '', state: '', altState: '', airport: '', code: '', latitude: null, longitude: null };

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

export const placesKey = (text: string) => ['places', text.trim().toLowerCase()] as const;

export function searchPlaces(text: string): Promise<PlaceOption[]> {
  return getJson<PlaceOption[]>(`/api/accounts/airportLookup/?search=${encodeURIComponent(text.trim())}`);
}
