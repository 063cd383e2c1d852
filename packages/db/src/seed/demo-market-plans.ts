/** The demo world's charters and bids (seeded by demo-market.ts). */

export type Owner = 'client' | 'department' | 'staff';
export type Code = 'BNE' | 'CNS' | 'ISA' | 'LRE' | 'TSV' | 'EMD' | 'MKY' | 'ROK' | 'PER' | 'KTA' | 'PHE' | 'KGI';

export interface Leg {
  from: Code;
  to: Code;
  /** Departure: days from the seeding day, at this local hour of the departure airport. */
  day: number;
  hour: number;
  flightTime: string;
  pax: number;
}

export interface BidPlan {
  supplier: 0 | 1;
  /** Which of the operator's aircraft flies it (demo.ts inserts them in this order). */
  aircraft: 0 | 1;
  price: number;
  /** Hours after bidding opened. */
  after: number;
  notes: string;
  /** What became of it: withdrawn by its operator (Unavailable) or removed by an admin (Void). */
  ended?: 'Unavailable' | 'Void';
  /** It stands by for the booked operator until the flight (ADR 0048). */
  standby?: boolean;
}

export interface CharterPlan {
  owner: Owner;
  status: 'Pending' | 'Live' | 'Confirmed' | 'Finished' | 'Superceded';
  /**
   * A charter changed after booking (ADR 0015, demo-changes.ts): the version a change replaced,
   * and the version it made (its history is the change's, not a bidding round's).
   */
  version?: 'replaced' | 'changed';
  subType: string;
  legs: Leg[];
  /** Days before the seeding time the request was saved. */
  createdAgo: number;
  /** Days from the seeding time that bidding ends (negative: it ended then). */
  biddingEnds?: number;
  /** Hours from the seeding time that bidding ends, when days are too coarse. */
  biddingEndsInHours?: number;
  bids?: BidPlan[];
  /** The bid (index in bids) the client accepted and the operator confirmed. */
  awarded?: number;
  purchaseOrderNumber?: string;
  reasonForCharter?: string;
  /** Its passenger list is in: each leg's pax, named (the feasibility chips judge bids against it). */
  manifest?: boolean;
}

/** The passenger list of a demo charter whose list is in (CharterPlan.manifest). */
export const CREW_NAMES = [
  'Aroha Ngata',
  'Ben Walsh',
  'Chloe Tran',
  'Dylan Murray',
  'Erin Kelly',
  'Finn Roberts',
  'Grace Liu',
  'Harry Patel',
  'Isla Campbell',
  'Jack Nguyen',
];

export const INCLUSIONS = 'Fuel, Landing Fees, Crew Costs';
export const EXCLUSIONS = 'GST, Overnight Allowance';

/**
 * The charters of the demo world, spread over the demo client, its department and staff member so
 * each client role has some: requests waiting for an admin to open bidding (Pending), open ones
 * with bids to accept and one each operator has not bid on yet (Live), one whose bidding closes
 * within a day with no bid left standing (one withdrawn, one voided: the list highlights it),
 * booked ones (Confirmed), one of them changed after booking (its first version Superceded) with a
 * further change pending, and flown ones (Finished). Departures and bidding windows are relative
 * to the seeding time.
 */
export const PLANS: CharterPlan[] = [
  {
    owner: 'client',
    status: 'Pending',
    subType: 'Corporate',
    legs: [{ from: 'BNE', to: 'LRE', day: 12, hour: 8, flightTime: '2:45', pax: 6 }],
    createdAgo: 0.1,
    purchaseOrderNumber: 'PO-4471',
    reasonForCharter: 'Board visit to the Longreach site',
  },
  {
    owner: 'department',
    status: 'Pending',
    subType: 'FIFO Crew Change',
    legs: [{ from: 'KTA', to: 'PER', day: 15, hour: 14, flightTime: '2:10', pax: 8 }],
    createdAgo: 0.2,
  },
  {
    owner: 'staff',
    status: 'Pending',
    subType: 'FIFO Crew Change',
    legs: [
      { from: 'PER', to: 'KGI', day: 14, hour: 6, flightTime: '1:15', pax: 7 },
      { from: 'KGI', to: 'PER', day: 18, hour: 15, flightTime: '1:15', pax: 7 },
    ],
    createdAgo: 0.05,
  },
  {
    owner: 'client',
    status: 'Live',
    subType: 'FIFO Crew Change',
    legs: [{ from: 'BNE', to: 'ISA', day: 10, hour: 7, flightTime: '3:30', pax: 8 }],
    createdAgo: 1,
    biddingEnds: 5,
    bids: [
      { supplier: 0, aircraft: 0, price: 8400, after: 3, notes: 'King Air 350, two crew.' },
      { supplier: 1, aircraft: 0, price: 7950, after: 7, notes: 'Grand Caravan; a fuel stop at Longreach.' },
    ],
    purchaseOrderNumber: 'PO-4502',
  },
  {
    owner: 'department',
    status: 'Live',
    subType: 'Corporate',
    // Nine on the list: the Navajo's seven seats cannot take them (a red chip, ADR 0047).
    legs: [{ from: 'TSV', to: 'EMD', day: 9, hour: 9, flightTime: '1:40', pax: 9 }],
    manifest: true,
    createdAgo: 1.5,
    biddingEnds: 4,
    bids: [{ supplier: 0, aircraft: 1, price: 5600, after: 5, notes: 'Navajo, departs on the hour.' }],
  },
  {
    owner: 'staff',
    status: 'Live',
    subType: 'FIFO Crew Change',
    legs: [
      { from: 'CNS', to: 'LRE', day: 11, hour: 8, flightTime: '2:20', pax: 6 },
      { from: 'LRE', to: 'CNS', day: 12, hour: 16, flightTime: '2:20', pax: 6 },
    ],
    createdAgo: 0.8,
    biddingEnds: 6,
    bids: [{ supplier: 1, aircraft: 1, price: 11200, after: 4, notes: 'Phenom 300 both ways.' }],
  },
  {
    owner: 'client',
    status: 'Confirmed',
    subType: 'FIFO Crew Change',
    legs: [{ from: 'PER', to: 'PHE', day: 6, hour: 6, flightTime: '2:40', pax: 9 }],
    createdAgo: 9,
    biddingEnds: -3,
    bids: [
      { supplier: 0, aircraft: 0, price: 12600, after: 6, notes: 'King Air 350 with a second crew.' },
      // The Caravan's nine seats can take the nine: it stands by should Outback not fly.
      { supplier: 1, aircraft: 0, price: 13100, after: 20, notes: 'Grand Caravan.', standby: true },
    ],
    awarded: 0,
    purchaseOrderNumber: 'PO-4390',
  },
  {
    owner: 'department',
    status: 'Confirmed',
    subType: 'Corporate',
    legs: [{ from: 'MKY', to: 'BNE', day: 8, hour: 10, flightTime: '1:50', pax: 4 }],
    createdAgo: 7,
    biddingEnds: -2,
    bids: [{ supplier: 1, aircraft: 1, price: 5200, after: 10, notes: 'Phenom 300.' }],
    awarded: 0,
  },
  {
    owner: 'staff',
    status: 'Finished',
    subType: 'FIFO Crew Change',
    legs: [{ from: 'CNS', to: 'TSV', day: -7, hour: 7, flightTime: '1:00', pax: 5 }],
    createdAgo: 20,
    biddingEnds: -14,
    bids: [{ supplier: 1, aircraft: 0, price: 3900, after: 8, notes: 'Grand Caravan.' }],
    awarded: 0,
  },
  {
    owner: 'client',
    status: 'Finished',
    subType: 'Corporate',
    legs: [{ from: 'LRE', to: 'BNE', day: -20, hour: 13, flightTime: '2:45', pax: 6 }],
    createdAgo: 35,
    biddingEnds: -27,
    bids: [
      { supplier: 0, aircraft: 0, price: 9300, after: 12, notes: 'King Air 350.' },
      { supplier: 1, aircraft: 1, price: 9650, after: 30, notes: 'Phenom 300.' },
    ],
    awarded: 0,
    purchaseOrderNumber: 'PO-4210',
  },
  // Bidding closes in 18 hours and neither bid stands: Outback withdrew its own, an admin voided
  // Coral Coast's. No bids, closing within a day: the lists highlight it (core section 4).
  {
    owner: 'staff',
    status: 'Live',
    subType: 'Medical / Patient Transfer',
    legs: [{ from: 'ROK', to: 'BNE', day: 3, hour: 9, flightTime: '1:20', pax: 3 }],
    createdAgo: 4.5,
    biddingEndsInHours: 18,
    bids: [
      { supplier: 0, aircraft: 1, price: 4800, after: 20, notes: 'Navajo, if the crew roster allows.', ended: 'Unavailable' },
      { supplier: 1, aircraft: 0, price: 5100, after: 30, notes: 'Grand Caravan.', ended: 'Void' },
    ],
  },
  // Booked with Coral Coast, then moved a day later at the operator's request (accepted): the
  // first version is Superceded, the second Confirmed, and the department has asked for two more
  // passengers on it (pending: Coral Coast accepts with its price or declines).
  {
    owner: 'department',
    status: 'Superceded',
    version: 'replaced',
    subType: 'Corporate',
    legs: [{ from: 'TSV', to: 'MKY', day: 19, hour: 8, flightTime: '1:05', pax: 4 }],
    createdAgo: 12,
    biddingEnds: -7,
    bids: [{ supplier: 1, aircraft: 0, price: 4700, after: 9, notes: 'Grand Caravan.' }],
    awarded: 0,
    purchaseOrderNumber: 'PO-4455',
  },
  {
    owner: 'department',
    status: 'Confirmed',
    version: 'changed',
    subType: 'Corporate',
    legs: [{ from: 'TSV', to: 'MKY', day: 20, hour: 8, flightTime: '1:05', pax: 4 }],
    createdAgo: 6,
    biddingEnds: -7,
    bids: [{ supplier: 1, aircraft: 0, price: 4950, after: 9, notes: 'Grand Caravan.' }],
    awarded: 0,
    purchaseOrderNumber: 'PO-4455',
  },
];
