import { formatKg, payloadAskedFor, sectorLoad } from '../charters/payload.js';

/**
 * Whether a bid's aircraft can fly each sector as the charter asks it (ADR 0047,
 * docs/workflow.md "Feasibility"): seats for the passengers, payload for what they and their bags
 * and cargo weigh, range for the distance (or a tech stop declared), and approval for dangerous
 * goods. One rule for the bid form (as the operator picks aircraft), the bid list's chips, Accept
 * and the re-check when the manifest changes after the award, so they cannot disagree.
 */

export const FEASIBILITY_TONES = ['green', 'amber', 'red'] as const;
export type FeasibilityTone = (typeof FEASIBILITY_TONES)[number];

/** A figure this close to its limit (a tenth of it, or nearer) is amber. */
export const FEASIBILITY_AMBER_SHARE = 0.1;

export const FEASIBILITY_MESSAGES = {
  acceptRefused: 'This bid cannot be accepted: its aircraft cannot fly every sector as asked. An admin may accept it with a reason.',
  overrideAdminOnly: 'Only an admin may accept a bid its aircraft cannot fly.',
  overrideReason: 'Please give a reason for accepting a bid its aircraft cannot fly.',
  /** The timeline's title for an admin's override at Accept. */
  overridden: 'Feasibility overridden',
  /** The charter's banner and timeline title once the awarded aircraft can no longer fly the manifest. */
  flagged: 'Awarded aircraft cannot fly the manifest',
  restored: 'Awarded aircraft can fly the manifest again',
} as const;

/** The flying figures of one aircraft: its own, or its category's where it records none. */
export interface FeasibilityAircraft {
  id: string;
  licenseNumber: string;
  seats: number;
  payloadKg: number;
  rangeKm: number;
  dangerousGoods: boolean;
}

/** What a charter sector asks to have flown. */
export interface FeasibilitySector {
  routeId: string;
  order: number;
  from: string;
  to: string;
  /** The manifest's count, or the number asked for (the top of a range). */
  passengers: number;
  /** The payload asked for beyond the passenger list (the sector's `payload`). */
  requestedPayload: number;
  /** The owner's passenger list: passengers, bags and cargo. */
  listWeight: number;
  /** The passengers of seats bought on the sector's share. */
  boughtWeight: number;
  /** Great-circle km between the sector's ends; null when a place has no coordinates. */
  distanceKm: number | null;
  /** The charter asks to carry dangerous goods. */
  dangerousGoods: boolean;
}

/** What a bid offers on the sector. */
export interface FeasibilityOffer {
  aircraft: FeasibilityAircraft[];
  techStop: boolean;
}

export interface FeasibilityCheck {
  kind: 'seats' | 'payload' | 'range' | 'dangerousGoods';
  tone: FeasibilityTone;
  /** In words: "12 passengers, 9 seats". */
  message: string;
}

export interface SectorFeasibility {
  routeId: string;
  order: number;
  /** "Sector 1: Perth to Port Hedland". */
  label: string;
  tone: FeasibilityTone;
  checks: FeasibilityCheck[];
  /** The amber and red checks' messages, the worst first. */
  reasons: string[];
}

export interface BidFeasibilityDto {
  /** The worst sector's tone. */
  tone: FeasibilityTone;
  sectors: SectorFeasibility[];
}

const RANK: Record<FeasibilityTone, number> = { green: 0, amber: 1, red: 2 };
export const worstTone = (tones: FeasibilityTone[]): FeasibilityTone =>
  tones.reduce<FeasibilityTone>((w, t) => (RANK[t] > RANK[w] ? t : w), 'green');

/** Red above the limit, amber within a tenth of it, green below. */
export function toneOf(used: number, limit: number): FeasibilityTone {
  if (used > limit) return 'red';
  if (used >= limit * (1 - FEASIBILITY_AMBER_SHARE)) return 'amber';
  return 'green';
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-AU')} ${n === 1 ? one : many}`;
const km = (n: number) => `${Math.round(n).toLocaleString('en-AU')} km`;

/**
 * All a sector asks to have carried, in kg: its passenger list (with the seats bought on its share)
 * and the payload asked for beyond it, or with no list each passenger at the default weight with
 * bags (payloadAskedFor). The figure the aircraft's payload must cover.
 */
export function weightToCarry(s: Pick<FeasibilitySector, 'requestedPayload' | 'listWeight' | 'boughtWeight' | 'passengers'>): number {
  const load = sectorLoad({
    requestedPayload: s.requestedPayload,
    aircraftPayload: null,
    listWeight: s.listWeight + s.boughtWeight,
    boughtWeight: 0,
    forSaleWeight: 0,
  });
  return payloadAskedFor({ requestedPayload: load.requestedPayload, listWeight: load.listWeight, passengers: s.passengers });
}

/** One sector judged for the aircraft offered on it. Several aircraft add up their seats and payload; each must have the range. */
export function sectorFeasibility(s: FeasibilitySector, offer: FeasibilityOffer): SectorFeasibility {
  const label = `Sector ${s.order + 1}: ${s.from} to ${s.to}`;
  const checks: FeasibilityCheck[] = [];
  const aircraft = offer.aircraft;
  if (aircraft.length > 0) {
    const seats = aircraft.reduce((n, a) => n + a.seats, 0);
    checks.push({
      kind: 'seats',
      tone: toneOf(s.passengers, seats),
      message: `${plural(s.passengers, 'passenger', 'passengers')}, ${plural(seats, 'seat', 'seats')}`,
    });
    const payload = sectorLoad({
      requestedPayload: s.requestedPayload,
      aircraftPayload: aircraft.reduce((n, a) => n + a.payloadKg, 0),
      listWeight: s.listWeight,
      boughtWeight: s.boughtWeight,
      forSaleWeight: 0,
    }).capacity;
    const carry = weightToCarry(s);
    checks.push({ kind: 'payload', tone: toneOf(carry, payload), message: `${formatKg(carry)} to carry, ${formatKg(payload)} payload` });
    if (s.distanceKm !== null && s.distanceKm > 0) {
      const range = Math.min(...aircraft.map((a) => a.rangeKm));
      const tone = toneOf(s.distanceKm, range);
      checks.push(
        tone !== 'green' && offer.techStop
          ? { kind: 'range', tone: 'green', message: `${km(s.distanceKm)}, range ${km(range)}, tech stop declared` }
          : { kind: 'range', tone, message: `${km(s.distanceKm)}, range ${km(range)}` },
      );
    }
    if (s.dangerousGoods) {
      const approved = aircraft.some((a) => a.dangerousGoods);
      checks.push({
        kind: 'dangerousGoods',
        tone: approved ? 'green' : 'red',
        message: approved ? 'Dangerous goods: aircraft approved' : 'Dangerous goods asked for, aircraft not approved for them',
      });
    }
  }
  const tone = worstTone(checks.map((c) => c.tone));
  const reasons = [...checks]
    .filter((c) => c.tone !== 'green')
    .sort((a, b) => RANK[b.tone] - RANK[a.tone])
    .map((c) => c.message);
  return { routeId: s.routeId, order: s.order, label, tone, checks, reasons };
}

/** A bid's sectors judged, in flying order; sectors the bid does not fly are left out. */
export function bidFeasibility(sectors: FeasibilitySector[], offers: Map<string, FeasibilityOffer>): BidFeasibilityDto {
  const judged = [...sectors]
    .sort((a, b) => a.order - b.order)
    .filter((s) => offers.has(s.routeId))
    .map((s) => sectorFeasibility(s, offers.get(s.routeId)!));
  return { tone: worstTone(judged.map((s) => s.tone)), sectors: judged };
}

/** "Sector 1: Perth to Port Hedland: 12 passengers, 9 seats" for each red sector: what Accept and the flag say. */
export function infeasibleReasons(f: BidFeasibilityDto): string[] {
  return f.sectors
    .filter((s) => s.tone === 'red')
    .map(
      (s) =>
        `${s.label}: ${s.checks
          .filter((c) => c.tone === 'red')
          .map((c) => c.message)
          .join('; ')}`,
    );
}
