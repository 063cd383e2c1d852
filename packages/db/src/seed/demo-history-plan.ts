import { applyMargin, distanceKm } from '@charter/shared';
import {
  CANCEL_REASONS,
  CATEGORY_ECONOMICS,
  CHANGE_REASONS,
  DECLINE_REASONS,
  FIRST_NAMES,
  LAST_NAMES,
  TRIP_TEMPLATES,
  type Category,
  type HistoryOwner,
  type TripTemplate,
} from './demo-history-data.js';
import { HISTORY_OPERATORS } from './demo-history-fleets.js';

/**
 * The demo world's past year (demo-history.ts writes it): a few hundred charters drawn from the
 * trip templates with a fixed-seed pseudo-random sequence, so every fresh start has the same
 * history, dated back from the seeding moment. Pure: no database.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const HISTORY_CHARTERS = 320;
const SEED = 20_240_607;

export interface PlacePoint {
  site: string;
  state: string;
  latitude: number;
  longitude: number;
}

export interface PlannedLeg {
  from: string;
  to: string;
  km: number;
  departs: Date;
  /** H:MM at the category's cruise speed. */
  flightTime: string;
  minutes: number;
  pax: number;
}

export interface PlannedBid {
  operator: number;
  aircraft: number;
  price: number;
  withMargin: number;
  at: Date;
  status: 'New' | 'Confirmed' | 'Unsuccessful' | 'Declined';
}

/** How the request ended. */
export type Outcome = 'declined' | 'withdrawn' | 'expired' | 'cancelled' | 'finished' | 'awardDeclined' | 'cancelledBooked';

export interface PlannedStep {
  at: Date;
  from: string;
  to: string;
  action: string;
  reason?: string;
  by: 'owner' | 'admin' | 'system' | { operator: number };
}

export interface PlannedCharter {
  owner: HistoryOwner;
  template: TripTemplate;
  category: Category;
  legs: PlannedLeg[];
  createdAt: Date;
  biddingEndsAt: Date | null;
  outcome: Outcome;
  bids: PlannedBid[];
  /** Index in bids of the bid that flew it (or was booked before a cancellation). */
  awarded: number | null;
  /** Index in bids of the award its operator turned down. */
  declinedAward: number | null;
  steps: PlannedStep[];
  closedReason: string | null;
  finishedAt: Date | null;
  purchaseOrderNumber: string;
  /** A change asked after booking and not made. */
  change: { status: 'Declined' | 'Withdrawn'; reason: string; askedAt: Date; decidedAt: Date } | null;
  /** Passengers per leg (finished flights). */
  manifests: { name: string; weight: number }[][];
}

/** mulberry32: small, fast and the same on every machine. */
export function randomSequence(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const hhmm = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** Operators (index in HISTORY_OPERATORS) with an aircraft of the category seating `pax`, flying from the state, open to the owner. */
function eligible(category: Category, state: string, owner: HistoryOwner, pax: number): { operator: number; aircraft: number }[] {
  const out: { operator: number; aircraft: number }[] = [];
  HISTORY_OPERATORS.forEach((op, operator) => {
    if (owner === 'qgov' && !op.qgov) return;
    if (!op.states.includes(state)) return;
    const aircraft = op.fleet.findIndex((a) => a.category === category && a.seats >= pax);
    if (aircraft >= 0) out.push({ operator, aircraft });
  });
  return out;
}

function pick<T>(rnd: () => number, items: readonly T[], weight: (t: T) => number = () => 1): T {
  const total = items.reduce((s, t) => s + weight(t), 0);
  let x = rnd() * total;
  for (const t of items) {
    x -= weight(t);
    if (x < 0) return t;
  }
  return items[items.length - 1]!;
}

const between = (rnd: () => number, min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));

function outcomeOf(r: number): Outcome {
  if (r < 0.035) return 'declined';
  if (r < 0.07) return 'withdrawn';
  if (r < 0.11) return 'expired';
  if (r < 0.14) return 'cancelled';
  if (r < 0.18) return 'awardDeclined';
  if (r < 0.2) return 'cancelledBooked';
  return 'finished';
}

/** A local hour at an airport as an instant (Queensland UTC+10, Western Australia UTC+8, Northern Territory UTC+9:30). */
function atLocalHour(day: Date, hour: number, state: string): Date {
  const offset = state === 'WA' ? 8 : state === 'NT' ? 9.5 : 10;
  const local = new Date(day.getTime() + offset * HOUR);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 0, 0) + (hour - offset) * HOUR);
}

/** The plan of the whole year, dated back from `now`. */
export function planHistory(now: Date, places: Map<string, PlacePoint>): PlannedCharter[] {
  const rnd = randomSequence(SEED);
  const plans: PlannedCharter[] = [];
  for (let i = 0; i < HISTORY_CHARTERS; i++) {
    const template = pick(rnd, TRIP_TEMPLATES, (t) => t.weight);
    const owner: HistoryOwner =
      template.owners.length === 1 ? template.owners[0]! : pick(rnd, template.owners, (o) => (o === 'client' ? 4 : 3));
    const from = places.get(template.from)!;
    const to = places.get(template.to)!;
    const categories = template.categories.filter((c) => eligible(c, from.state, owner, template.pax[0]).length > 0);
    const category = pick(rnd, categories.length ? categories : template.categories);
    const seats = Math.max(
      template.pax[0],
      ...eligible(category, from.state, owner, template.pax[0]).map((e) => HISTORY_OPERATORS[e.operator]!.fleet[e.aircraft]!.seats),
    );
    const pax = between(rnd, template.pax[0], Math.min(template.pax[1], seats));

    // Spread evenly over the year (from a year to about two weeks ago), departing one to three weeks after the
    // request and at least a week before the demo world's own flown charters.
    const createdAgo = 17 + (343 * (i + rnd())) / HISTORY_CHARTERS;
    const createdAt = new Date(now.getTime() - createdAgo * DAY);
    const lead = Math.min(between(rnd, 5, 21), Math.floor(createdAgo) - 12);
    const km = distanceKm(from.latitude, from.longitude, to.latitude, to.longitude);
    const minutes = Math.max(20, Math.round((km / CATEGORY_ECONOMICS[category].speed) * 60));
    const out = atLocalHour(new Date(createdAt.getTime() + lead * DAY), between(rnd, 6, 15), from.state);
    const legs: PlannedLeg[] = [{ from: template.from, to: template.to, km, departs: out, flightTime: hhmm(minutes), minutes, pax }];
    if (rnd() < template.returns) {
      const back =
        rnd() < 0.5
          ? new Date(out.getTime() + (minutes + 240) * 60_000)
          : atLocalHour(new Date(out.getTime() + between(rnd, 1, 3) * DAY), between(rnd, 9, 16), to.state);
      legs.push({ from: template.to, to: template.from, km, departs: back, flightTime: hhmm(minutes), minutes, pax });
    }

    const outcome = outcomeOf(rnd());
    const opened = new Date(createdAt.getTime() + between(rnd, 1, 20) * HOUR);
    const biddingEndsAt = new Date(Math.min(opened.getTime() + between(rnd, 48, 96) * HOUR, out.getTime() - DAY));
    const steps: PlannedStep[] = [
      { at: createdAt, from: 'New', to: 'Pending', action: 'Created', by: owner === 'qgov' ? 'admin' : 'owner' },
    ];
    const plan: PlannedCharter = {
      owner,
      template,
      category,
      legs,
      createdAt,
      biddingEndsAt: null,
      outcome,
      bids: [],
      awarded: null,
      declinedAward: null,
      steps,
      closedReason: null,
      finishedAt: null,
      purchaseOrderNumber: owner === 'qgov' ? `QH-${String(70_000 + i * 7).padStart(6, '0')}` : rnd() < 0.6 ? `PO-${3000 + i}` : '',
      change: null,
      manifests: [],
    };
    plans.push(plan);

    if (outcome === 'declined') {
      plan.closedReason = 'Duplicate request';
      steps.push({ at: opened, from: 'Pending', to: 'Closed', action: 'Decline', reason: plan.closedReason, by: 'admin' });
      continue;
    }
    plan.biddingEndsAt = biddingEndsAt;
    steps.push({ at: opened, from: 'Pending', to: 'Live', action: 'Open Bidding', by: 'admin' });
    if (outcome === 'expired') {
      steps.push({ at: biddingEndsAt, from: 'Live', to: 'Closed', action: 'Bidding Expired', by: 'system' });
      continue;
    }

    // The operators that could fly it bid (most of them), each at its own price around the going rate.
    const bidders = eligible(category, from.state, owner, pax).filter(() => rnd() < 0.8);
    if (bidders.length === 0) bidders.push(eligible(category, from.state, owner, pax)[0]!);
    const { speed, rate } = CATEGORY_ECONOMICS[category];
    const window = biddingEndsAt.getTime() - opened.getTime();
    plan.bids = bidders.map((b) => {
      const flying = legs.reduce((s, l) => s + (rate * l.km) / speed, 0) + rate * 0.4;
      const noise = 1 + (rnd() + rnd() + rnd() - 1.5) * 0.12;
      const price = Math.round((flying * HISTORY_OPERATORS[b.operator]!.factor * noise) / 50) * 50;
      const at = new Date(opened.getTime() + window * (0.05 + 0.85 * rnd()));
      return { ...b, price, withMargin: applyMargin(price, []).withMargin, at, status: 'New' as const };
    });

    if (outcome === 'withdrawn') {
      plan.bids = plan.bids.slice(0, 1);
      plan.closedReason = pick(rnd, ['Client withdrew the request', 'Travel dates changed']);
      const at = new Date(Math.min(plan.bids[0]!.at.getTime() + between(rnd, 2, 20) * HOUR, biddingEndsAt.getTime() - HOUR));
      steps.push({ at, from: 'Live', to: 'Closed', action: 'Withdraw', reason: plan.closedReason, by: 'owner' });
      continue;
    }
    steps.push({ at: biddingEndsAt, from: 'Live', to: 'Approved', action: 'Bidding Closed', by: 'system' });
    if (outcome === 'cancelled') {
      plan.closedReason = pick(rnd, CANCEL_REASONS);
      steps.push({
        at: new Date(biddingEndsAt.getTime() + 6 * HOUR),
        from: 'Approved',
        to: 'Closed',
        action: 'Cancel',
        reason: plan.closedReason,
        by: 'admin',
      });
      continue;
    }

    // The client usually takes the cheapest bid, sometimes the next for its aircraft or times.
    const ranked = plan.bids
      .map((b, index) => ({ b, index }))
      .sort((x, y) => x.b.withMargin - y.b.withMargin || x.b.at.getTime() - y.b.at.getTime());
    const choice = ranked.length > 1 && rnd() < 0.25 ? ranked[1]! : ranked[0]!;
    let accepted = new Date(biddingEndsAt.getTime() + between(rnd, 2, 12) * HOUR);
    const acceptedBy = owner === 'qgov' ? 'admin' : 'owner';
    let winner = choice.index;
    if (outcome === 'awardDeclined' && ranked.length > 1) {
      plan.declinedAward = winner;
      plan.bids[winner]!.status = 'Declined';
      const declined = new Date(accepted.getTime() + 4 * HOUR);
      steps.push(
        { at: accepted, from: 'Approved', to: 'PendingConfirmation', action: 'Accept Bid', reason: 'Accepted Terms', by: acceptedBy },
        {
          at: declined,
          from: 'PendingConfirmation',
          to: 'Approved',
          action: 'Decline Charter',
          reason: pick(rnd, DECLINE_REASONS),
          by: { operator: plan.bids[winner]!.operator },
        },
      );
      winner = ranked.find((r) => r.index !== winner)!.index;
      accepted = new Date(declined.getTime() + 3 * HOUR);
    }
    plan.awarded = winner;
    const confirmed = new Date(accepted.getTime() + 2 * HOUR);
    steps.push(
      { at: accepted, from: 'Approved', to: 'PendingConfirmation', action: 'Accept Bid', reason: 'Accepted Terms', by: acceptedBy },
      {
        at: confirmed,
        from: 'PendingConfirmation',
        to: 'Confirmed',
        action: 'Confirm Charter',
        reason: 'Accepted Terms',
        by: { operator: plan.bids[winner]!.operator },
      },
    );
    plan.bids.forEach((b, index) => {
      if (index === winner) b.status = 'Confirmed';
      else if (b.status === 'New') b.status = 'Unsuccessful';
    });
    if (outcome === 'cancelledBooked') {
      plan.closedReason = 'Travel dates changed';
      steps.push({
        at: new Date(confirmed.getTime() + DAY),
        from: 'Confirmed',
        to: 'Closed',
        action: 'Cancel',
        reason: plan.closedReason,
        by: 'admin',
      });
      continue;
    }
    const last = legs[legs.length - 1]!;
    plan.finishedAt = new Date(last.departs.getTime() + last.minutes * 60_000);
    steps.push({ at: plan.finishedAt, from: 'Confirmed', to: 'Finished', action: 'Finished', by: 'system' });
    plan.manifests = legs.map(() =>
      Array.from({ length: pax }, (_, p) => ({
        name: `${FIRST_NAMES[(i * 7 + p * 3) % FIRST_NAMES.length]} ${LAST_NAMES[(i * 5 + p) % LAST_NAMES.length]}`,
        weight: between(rnd, 58, 104),
      })),
    );
    if (rnd() < 0.05) {
      const askedAt = new Date(confirmed.getTime() + HOUR);
      plan.change = {
        status: rnd() < 0.5 ? 'Declined' : 'Withdrawn',
        reason: pick(rnd, CHANGE_REASONS),
        askedAt,
        decidedAt: new Date(Math.min(askedAt.getTime() + between(rnd, 2, 30) * HOUR, out.getTime() - HOUR)),
      };
    }
  }
  return plans;
}
