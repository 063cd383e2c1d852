/** The operators that bid over the demo world's past year, their fleets and habits (demo-history-plan.ts). */

import type { Category } from './demo-history-data.js';

export interface HistoryAircraft {
  licence: string;
  type: string;
  name: string;
  category: Category;
  seats: number;
  /** What the aircraft lifts on a typical sector, kg (the bid's payload). */
  payload: number;
}

/**
 * An operator that bid in the past year. The first two are the demo operators (demo.ts seeds them
 * and their fleets: only `key` and the bidding habits are used here); the others are written by
 * demo-history-operators.ts, without sign-ins.
 */
export interface HistoryOperator {
  key: 'supplier1' | 'supplier2' | 'gulf' | 'pilbara' | 'tropic';
  /** May bid on QGov charters (the operator's client types). */
  qgov: boolean;
  /** States it flies from. */
  states: string[];
  /** How its prices sit against the market (1 = the going rate). */
  factor: number;
  fleet: HistoryAircraft[];
}

export const HISTORY_OPERATORS: HistoryOperator[] = [
  {
    key: 'supplier1',
    qgov: true,
    states: ['QLD', 'WA', 'NT'],
    factor: 1,
    fleet: [
      { licence: 'VH-OAC', type: 'Beechcraft King Air 350', name: 'Outback One', category: 'Turboprop', seats: 9, payload: 1100 },
      { licence: 'VH-OAT', type: 'Piper PA-31 Navajo', name: 'Outback Two', category: 'Twin Engine Piston', seats: 7, payload: 650 },
    ],
  },
  {
    key: 'supplier2',
    qgov: false,
    states: ['QLD', 'WA'],
    factor: 0.97,
    fleet: [
      { licence: 'VH-CCA', type: 'Cessna 208B Grand Caravan', name: 'Reef Runner', category: 'Turboprop', seats: 9, payload: 1000 },
      { licence: 'VH-CCJ', type: 'Embraer Phenom 300', name: 'Coral Jet', category: 'Light Jet', seats: 7, payload: 750 },
    ],
  },
  {
    key: 'gulf',
    qgov: true,
    states: ['QLD', 'NT'],
    factor: 0.93,
    fleet: [
      { licence: 'VH-GCA', type: 'Cessna 210 Centurion', name: 'Gulf One', category: 'Single Engine Piston', seats: 5, payload: 420 },
      { licence: 'VH-GCB', type: 'Beechcraft Baron 58', name: 'Gulf Two', category: 'Twin Engine Piston', seats: 5, payload: 480 },
      { licence: 'VH-GCS', type: 'Saab 340B', name: 'Gulf Three', category: 'Regional Turboprop', seats: 34, payload: 3400 },
    ],
  },
  {
    key: 'pilbara',
    qgov: false,
    states: ['WA'],
    factor: 1.05,
    fleet: [
      { licence: 'VH-PAK', type: 'Beechcraft King Air B200', name: 'Red Dirt', category: 'Turboprop', seats: 8, payload: 950 },
      { licence: 'VH-PAD', type: 'De Havilland Dash 8-300', name: 'Spinifex', category: 'Regional Turboprop', seats: 50, payload: 5000 },
      { licence: 'VH-PAC', type: 'Cessna Citation CJ3', name: 'Pindan Jet', category: 'Light Jet', seats: 7, payload: 700 },
    ],
  },
  {
    key: 'tropic',
    qgov: true,
    states: ['QLD'],
    factor: 1.08,
    fleet: [
      { licence: 'VH-TRH', type: 'Bell 407', name: 'Rotor One', category: 'Helicopter', seats: 6, payload: 550 },
      { licence: 'VH-TRA', type: 'Airbus AS350 B3', name: 'Rotor Two', category: 'Helicopter', seats: 5, payload: 500 },
      { licence: 'VH-TRP', type: 'Pilatus PC-12', name: 'Cassowary', category: 'Turboprop', seats: 9, payload: 1050 },
    ],
  },
];

/** The companies behind the operators without sign-ins (demo-history-operators.ts). */
export const HISTORY_COMPANIES: Record<
  'gulf' | 'pilbara' | 'tropic',
  { companyName: string; address: string; phone: string; first: string; last: string; email: string; aoc: string; clientTypes: string }
> = {
  gulf: {
    companyName: 'Gulf Country Air',
    address: '3 Barkly Highway, Mount Isa QLD 4825',
    phone: '07 4743 0003',
    first: 'Gus',
    last: 'Flyer',
    email: 'ops@gulfcountryair.demo.test',
    aoc: 'CASA.AOC.0404',
    clientTypes: 'Generic, QGov',
  },
  pilbara: {
    companyName: 'Pilbara Air Services',
    address: '9 Dampier Highway, Karratha WA 6714',
    phone: '08 9144 0005',
    first: 'Pip',
    last: 'Aviator',
    email: 'ops@pilbaraair.demo.test',
    aoc: 'CASA.AOC.0505',
    clientTypes: 'Generic',
  },
  tropic: {
    companyName: 'Tropic Rotor Services',
    address: '21 Aeroglen Drive, Cairns QLD 4870',
    phone: '07 4035 0006',
    first: 'Tara',
    last: 'Rotor',
    email: 'ops@tropicrotor.demo.test',
    aoc: 'CASA.AOC.0606',
    clientTypes: 'Generic, QGov',
  },
};
