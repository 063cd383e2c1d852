import {
  DEFAULT_BAGGAGE_WEIGHT,
  DEFAULT_PASSENGER_WEIGHT,
  DEFAULT_TIME_ZONE,
  flightTimeMinutes,
  formatKg,
  payloadAskedFor,
  type SectorLoad,
  countOf,
} from '@charter/shared';
import { departureInstant, departureIso, localDateOf, localTimeOf } from './date-time';

/** The shape POST /api/suppliers/newBid takes (supplier-and-admin spec; shared `bidSchema`). */
export interface BidPayload {
  charterRequestId: string;
  bidderId: string;
  currency: string;
  price: number;
  inclusions: string[];
  exclusions: string[];
  notes: string;
  sameAircraft: boolean;
  idempotencyKey: string;
  routes: {
    routeId: string;
    departTime: string;
    flightTime: string;
    payload: number;
    passengerLimit: number;
    aircraft: string[];
    techStop: boolean;
  }[];
}

/** One sector of the form; numbers stay '' until typed so an empty box is not a silent 0. */
export interface SectorBidForm {
  routeId: string;
  /** "Brisbane → Cairns", for the sector's heading. */
  label: string;
  /** YYYY-MM-DD and HH:mm as the departure airport's local time (never the browser's zone). */
  departDate: string;
  departTime: string;
  /** The charter sector's departure airport zone (IANA). */
  zone: string;
  flightTime: string;
  payload: number | '';
  passengerLimit: number | '';
  aircraft: string[];
  /** The operator stops on the way (a sector beyond its aircraft's range). */
  techStop: boolean;
  /** What the request asks to have carried, for the operator's payload ('' when not known). */
  asked: string;
}

export interface BidForm {
  bidderId: string;
  currency: string;
  price: number | '';
  inclusions: string[];
  exclusions: string[];
  notes: string;
  sameAircraft: boolean;
  sectors: SectorBidForm[];
}

export interface CharterSector {
  id: string;
  order: number;
  from: string;
  to: string;
  departTime: string;
  /** The departure airport's zone; Brisbane when absent. */
  departTimeZone?: string;
  flightTime: string;
  /** The payload asked for beyond the passengers (ADR 0039). */
  payload: number;
  passengerNumber?: number;
  passengerRange?: boolean;
  passengerRangeMax?: number;
  /** The passengers on its list (the manifest's count). */
  manifestCount?: number;
  /** Great-circle km; null when a place has no coordinates. */
  distance?: number | null;
  /** The sector's payload figures as the detail shows them (before an award: the request's). */
  load?: SectorLoad | null;
}

/**
 * What the request asks to have carried on a sector, in all (payloadAskedFor), which prefills the
 * operator's payload: the bid's figure is the aircraft's, passengers included (ADR 0039).
 */
function askedFor(r: CharterSector): { kg: number; text: string } | null {
  if (r.load?.basis !== 'requested') return null;
  const passengers = r.passengerRange ? (r.passengerRangeMax ?? 0) : (r.passengerNumber ?? 0);
  const kg = payloadAskedFor({ requestedPayload: r.load.requestedPayload, listWeight: r.load.listWeight, passengers });
  const people =
    r.load.listWeight > 0
      ? `the passenger list (${formatKg(r.load.listWeight)})`
      : `${countOf(passengers, 'passenger')} at ${DEFAULT_PASSENGER_WEIGHT} kg with ${DEFAULT_BAGGAGE_WEIGHT} kg of bags`;
  return { kg, text: `Asked for: about ${formatKg(kg)}, ${people} and ${formatKg(r.load.requestedPayload)} beyond them.` };
}

export const DEFAULT_CURRENCY = 'AUD';

function prefilledPayload(r: CharterSector): Pick<SectorBidForm, 'payload' | 'asked'> {
  const asked = askedFor(r);
  if (asked) return { payload: asked.kg > 0 ? asked.kg : '', asked: asked.text };
  return { payload: r.payload > 0 ? r.payload : '', asked: '' };
}

/** A new bid prefilled from the charter's sectors (date, time, flight time, payload), editable. */
export function initialBidForm(routes: readonly CharterSector[], bidderId: string): BidForm {
  return {
    bidderId,
    currency: DEFAULT_CURRENCY,
    price: '',
    inclusions: [],
    exclusions: [],
    notes: '',
    sameAircraft: false,
    sectors: [...routes]
      .sort((a, b) => a.order - b.order)
      .map((r) => ({
        ...prefilledPayload(r),
        routeId: r.id,
        label: `${r.from} → ${r.to}`,
        departDate: localDateOf(r.departTime, r.departTimeZone ?? DEFAULT_TIME_ZONE),
        departTime: localTimeOf(r.departTime, r.departTimeZone ?? DEFAULT_TIME_ZONE),
        zone: r.departTimeZone ?? DEFAULT_TIME_ZONE,
        flightTime: r.flightTime ?? '',
        passengerLimit: '',
        aircraft: [],
        techStop: false,
      })),
  };
}

/** The pax limit of a choice of aircraft: the sum of their passenger limits (supplier-and-admin section 5). */
export function paxLimitFor(ids: readonly string[], aircraft: readonly { id: string; passengerLimit: number }[]): number {
  const limits = new Map(aircraft.map((a) => [a.id, a.passengerLimit]));
  return ids.reduce((sum, id) => sum + (limits.get(id) ?? 0), 0);
}

function copyFirstToAll(sectors: SectorBidForm[]): SectorBidForm[] {
  const first = sectors[0];
  if (!first) return sectors;
  return sectors.map((s, i) => (i === 0 ? s : { ...s, aircraft: [...first.aircraft], passengerLimit: first.passengerLimit }));
}

/** Choosing aircraft for a sector sets its pax limit; with "Same for all" every sector follows. */
export function chooseAircraft(
  form: BidForm,
  index: number,
  ids: string[],
  aircraft: readonly { id: string; passengerLimit: number }[],
): BidForm {
  const limit = ids.length > 0 ? paxLimitFor(ids, aircraft) : '';
  if (form.sameAircraft) {
    return { ...form, sectors: form.sectors.map((s) => ({ ...s, aircraft: [...ids], passengerLimit: limit })) };
  }
  return { ...form, sectors: form.sectors.map((s, i) => (i === index ? { ...s, aircraft: [...ids], passengerLimit: limit } : s)) };
}

/** "Same for all": copies the first sector's aircraft and pax limit to every sector. */
export function setSameForAll(form: BidForm, on: boolean): BidForm {
  return { ...form, sameAircraft: on, sectors: on ? copyFirstToAll(form.sectors) : form.sectors };
}

/** The fields "Same for all" copies from the first sector. */
export const SHARED_SECTOR_FIELDS = ['aircraft', 'passengerLimit'] as const satisfies readonly (keyof SectorBidForm)[];

/**
 * The sectors whose aircraft and pax limit change when sector `index` edits them: every sector
 * with "Same for all", else that one. Their messages on those fields no longer apply.
 */
export function sectorsSharingWith(form: BidForm, index: number): number[] {
  return form.sameAircraft ? form.sectors.map((_, i) => i) : [index];
}

/** The sectors "Same for all" overwrites when it is switched on: all but the first. */
export function sectorsCopiedTo(form: BidForm): number[] {
  return form.sectors.map((_, i) => i).filter((i) => i > 0);
}

/** Editing one sector's pax limit by hand; with "Same for all" it applies everywhere. */
export function setSector(form: BidForm, index: number, patch: Partial<SectorBidForm>): BidForm {
  const shared = form.sameAircraft && ('passengerLimit' in patch || 'aircraft' in patch);
  return {
    ...form,
    sectors: form.sectors.map((s, i) => {
      if (i === index) return { ...s, ...patch };
      if (!shared) return s;
      const copy: Partial<SectorBidForm> = {};
      if ('passengerLimit' in patch) copy.passengerLimit = patch.passengerLimit;
      if ('aircraft' in patch) copy.aircraft = patch.aircraft;
      return { ...s, ...copy };
    }),
  };
}

/** The call's body; '' numbers go as 0 so the schema reports them with its own words. */
export function toBidPayload(form: BidForm, charterRequestId: string, idempotencyKey: string): BidPayload {
  return {
    charterRequestId,
    bidderId: form.bidderId,
    currency: form.currency,
    price: form.price === '' ? 0 : form.price,
    inclusions: form.inclusions,
    exclusions: form.exclusions,
    notes: form.notes.trim(),
    sameAircraft: form.sameAircraft,
    idempotencyKey,
    routes: form.sectors.map((s) => ({
      routeId: s.routeId,
      departTime: departureIso(s.departDate, s.departTime, s.zone),
      flightTime: s.flightTime,
      payload: s.payload === '' ? 0 : s.payload,
      passengerLimit: s.passengerLimit === '' ? 0 : s.passengerLimit,
      aircraft: s.aircraft,
      techStop: s.techStop,
    })),
  };
}

/** Sectors whose typed time the clocks skip (spring forward) in their zone: the message by path. */
export function skippedDepartures(form: BidForm): { path: string; message: string }[] {
  return form.sectors.flatMap((s, i) => {
    const r = departureInstant(s.departDate, s.departTime, s.zone);
    return r && !r.ok ? [{ path: `routes.${i}.departTime`, message: r.message }] : [];
  });
}

export const OVERLAP_MESSAGE = 'You have overlapping flight times';

/**
 * The sector-order rule of the shared schema, kept here for the unit tests and for forms that show
 * it as the user types: a sector may not depart before the previous one has landed (its departure
 * plus its flight time), and not on an earlier day.
 */
export function overlappingSectors(routes: readonly { departTime: string; flightTime: string }[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < routes.length; i++) {
    const prev = routes[i - 1]!;
    const cur = routes[i]!;
    const a = Date.parse(prev.departTime);
    const b = Date.parse(cur.departTime);
    const minutes = flightTimeMinutes(prev.flightTime);
    if (Number.isNaN(a) || Number.isNaN(b) || minutes === null) continue;
    if (b - a < minutes * 60_000) out.push(i);
  }
  return out;
}
