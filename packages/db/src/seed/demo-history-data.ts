/** The trips the demo world's year of history is drawn from (demo-history-plan.ts). */

export type HistoryOwner = 'client' | 'department' | 'staff' | 'qgov';
export type Category = 'Single Engine Piston' | 'Twin Engine Piston' | 'Turboprop' | 'Regional Turboprop' | 'Light Jet' | 'Helicopter';

/** A kind of trip a client flew again and again over the year. */
export interface TripTemplate {
  from: string;
  to: string;
  owners: HistoryOwner[];
  subType: string;
  pax: [number, number];
  categories: Category[];
  /** How often it comes up against the others. */
  weight: number;
  /** The share of these trips that fly there and back. */
  returns: number;
}

const MINING: HistoryOwner[] = ['client', 'department', 'staff'];
const HEALTH: HistoryOwner[] = ['qgov'];

export const TRIP_TEMPLATES: TripTemplate[] = [
  { from: 'BNE', to: 'ISA', owners: MINING, subType: 'FIFO Crew Change', pax: [5, 9], categories: ['Turboprop'], weight: 4, returns: 0.2 },
  {
    from: 'BNE',
    to: 'ISA',
    owners: MINING,
    subType: 'FIFO Crew Change',
    pax: [20, 34],
    categories: ['Regional Turboprop'],
    weight: 2,
    returns: 0,
  },
  {
    from: 'BNE',
    to: 'MOV',
    owners: MINING,
    subType: 'FIFO Crew Change',
    pax: [22, 45],
    categories: ['Regional Turboprop'],
    weight: 3,
    returns: 0.3,
  },
  { from: 'BNE', to: 'EMD', owners: MINING, subType: 'FIFO Crew Change', pax: [5, 9], categories: ['Turboprop'], weight: 3, returns: 0.3 },
  {
    from: 'BNE',
    to: 'LRE',
    owners: MINING,
    subType: 'Corporate',
    pax: [3, 7],
    categories: ['Turboprop', 'Light Jet'],
    weight: 2,
    returns: 0.5,
  },
  { from: 'TSV', to: 'ISA', owners: MINING, subType: 'FIFO Crew Change', pax: [4, 9], categories: ['Turboprop'], weight: 3, returns: 0.2 },
  {
    from: 'MKY',
    to: 'MOV',
    owners: MINING,
    subType: 'FIFO Crew Change',
    pax: [2, 5],
    categories: ['Twin Engine Piston', 'Helicopter'],
    weight: 2,
    returns: 0.5,
  },
  {
    from: 'ROK',
    to: 'EMD',
    owners: MINING,
    subType: 'Corporate',
    pax: [2, 4],
    categories: ['Single Engine Piston', 'Twin Engine Piston'],
    weight: 1,
    returns: 0.5,
  },
  { from: 'CNS', to: 'WEI', owners: MINING, subType: 'FIFO Crew Change', pax: [6, 9], categories: ['Turboprop'], weight: 2, returns: 0.2 },
  {
    from: 'BNE',
    to: 'CMQ',
    owners: MINING,
    subType: 'Corporate',
    pax: [3, 6],
    categories: ['Light Jet', 'Turboprop'],
    weight: 1,
    returns: 0.6,
  },
  {
    from: 'PER',
    to: 'KTA',
    owners: MINING,
    subType: 'FIFO Crew Change',
    pax: [24, 50],
    categories: ['Regional Turboprop'],
    weight: 3,
    returns: 0.2,
  },
  { from: 'PER', to: 'PHE', owners: MINING, subType: 'FIFO Crew Change', pax: [6, 9], categories: ['Turboprop'], weight: 2, returns: 0.2 },
  {
    from: 'PER',
    to: 'ZNE',
    owners: MINING,
    subType: 'FIFO Crew Change',
    pax: [20, 50],
    categories: ['Regional Turboprop'],
    weight: 2,
    returns: 0.2,
  },
  { from: 'PER', to: 'PBO', owners: MINING, subType: 'FIFO Crew Change', pax: [6, 9], categories: ['Turboprop'], weight: 2, returns: 0.2 },
  {
    from: 'PER',
    to: 'KGI',
    owners: MINING,
    subType: 'Corporate',
    pax: [3, 7],
    categories: ['Light Jet', 'Turboprop'],
    weight: 2,
    returns: 0.5,
  },
  {
    from: 'KTA',
    to: 'PHE',
    owners: MINING,
    subType: 'Corporate',
    pax: [2, 5],
    categories: ['Twin Engine Piston', 'Turboprop'],
    weight: 1,
    returns: 0.5,
  },
  { from: 'DRW', to: 'GTE', owners: MINING, subType: 'FIFO Crew Change', pax: [5, 9], categories: ['Turboprop'], weight: 1, returns: 0.2 },
  {
    from: 'BNE',
    to: 'CTL',
    owners: HEALTH,
    subType: 'Medical / Patient Transfer',
    pax: [3, 6],
    categories: ['Turboprop', 'Twin Engine Piston'],
    weight: 3,
    returns: 0.6,
  },
  { from: 'BNE', to: 'LRE', owners: HEALTH, subType: 'Government', pax: [3, 7], categories: ['Turboprop'], weight: 2, returns: 0.6 },
  {
    from: 'CNS',
    to: 'HID',
    owners: HEALTH,
    subType: 'Medical / Patient Transfer',
    pax: [2, 5],
    categories: ['Twin Engine Piston', 'Turboprop'],
    weight: 2,
    returns: 0.5,
  },
  {
    from: 'CNS',
    to: 'WEI',
    owners: HEALTH,
    subType: 'Medical / Patient Transfer',
    pax: [3, 7],
    categories: ['Turboprop'],
    weight: 2,
    returns: 0.5,
  },
  {
    from: 'TSV',
    to: 'ISA',
    owners: HEALTH,
    subType: 'Government',
    pax: [3, 6],
    categories: ['Turboprop', 'Light Jet'],
    weight: 2,
    returns: 0.5,
  },
  {
    from: 'ISA',
    to: 'BQL',
    owners: HEALTH,
    subType: 'Medical / Patient Transfer',
    pax: [1, 4],
    categories: ['Single Engine Piston', 'Helicopter'],
    weight: 2,
    returns: 0.5,
  },
  {
    from: 'BNE',
    to: 'SGO',
    owners: HEALTH,
    subType: 'Medical / Patient Transfer',
    pax: [2, 5],
    categories: ['Twin Engine Piston'],
    weight: 1,
    returns: 0.5,
  },
  {
    from: 'ROK',
    to: 'LRE',
    owners: HEALTH,
    subType: 'Government',
    pax: [2, 5],
    categories: ['Twin Engine Piston', 'Turboprop'],
    weight: 1,
    returns: 0.5,
  },
  {
    from: 'BNE',
    to: 'BVI',
    owners: HEALTH,
    subType: 'Medical / Patient Transfer',
    pax: [2, 5],
    categories: ['Twin Engine Piston', 'Turboprop'],
    weight: 1,
    returns: 0.4,
  },
];

export const AIRPORT_CODES = [...new Set(TRIP_TEMPLATES.flatMap((t) => [t.from, t.to]))];

/** Cruise speed (km/h) and hourly rate (AUD) a bid is worked from: the middle of each category's seeded figures. */
export const CATEGORY_ECONOMICS: Record<Category, { speed: number; rate: number }> = {
  'Single Engine Piston': { speed: 250, rate: 800 },
  'Twin Engine Piston': { speed: 335, rate: 1350 },
  Turboprop: { speed: 485, rate: 2700 },
  'Regional Turboprop': { speed: 520, rate: 7500 },
  'Light Jet': { speed: 740, rate: 5250 },
  Helicopter: { speed: 225, rate: 2750 },
};

export const FIRST_NAMES = [
  'Alex',
  'Billie',
  'Casey',
  'Drew',
  'Emerson',
  'Frankie',
  'Harper',
  'Jamie',
  'Jordan',
  'Kai',
  'Lee',
  'Morgan',
  'Noah',
  'Olive',
  'Parker',
  'Quinn',
  'Riley',
  'Sasha',
  'Taylor',
  'Wren',
];
export const LAST_NAMES = [
  'Anderson',
  'Brown',
  'Campbell',
  'Nguyen',
  'Kelly',
  'Martin',
  'Murphy',
  "O'Brien",
  'Patel',
  'Ryan',
  'Singh',
  'Smith',
  'Walker',
  'Wilson',
  'Young',
  'Zhang',
];

export const CANCEL_REASONS = ['Client withdrew the request', 'No suitable bids', 'Duplicate request', 'Travel dates changed'];
export const DECLINE_REASONS = ['No aircraft available', 'Crew not available', 'Operational or weather limits'];
export const CHANGE_REASONS = ['Two more crew need seats', 'The site asked for a later departure', 'One passenger no longer travelling'];
