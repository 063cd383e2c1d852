import {
  CHARTER_TYPES,
  CHECK_IN_ADVICE,
  formatJobReference,
  formatLocal,
  formatMoney,
  itineraryDisplayPrice,
  sectorCo2Kg,
  zoneOfState,
  countOf,
} from '@charter/shared';
import { itineraryView, seesClient, type ItinerarySettings, type Viewer } from '../../access/viewer.js';
import type { ItineraryCharterRow, ItinerarySectorRow } from './itinerary.repository.js';

/** What one viewer's itinerary prints: only what the viewer rule lets through is in here. */
export interface ItineraryModel {
  jobReference: string;
  status: string;
  charterType: string;
  client: { name: string; department: string | null; staff: string | null; purchaseOrderNumber: string } | null;
  operator: { name: string; aoc: string; email: string; phone: string | null } | null;
  /** Label and amount lines ("Price", "$AUD 13,860.00 (ex GST)"). */
  prices: { label: string; amount: string }[];
  checkIn: string;
  /** Minutes the times were moved earlier (the client's or department's setting); 0 for none. */
  minutesOffset: number;
  /** Told to operators and admins, who must not take the earlier times for the schedule. */
  offsetNote: string | null;
  phones: boolean;
  weights: boolean;
  sectors: ItinerarySector[];
}

export interface ItinerarySector {
  number: number;
  from: string;
  fromAirport: string;
  pickup: string;
  departs: string;
  to: string;
  toAirport: string;
  arrives: string;
  flightTime: string;
  aircraft: string;
  passengers: number;
  /** kg of CO2 estimated (ADR 0046); null when the flight time or the aircraft's burn is unknown. */
  co2Kg: number | null;
  manifest: { name: string; phone: string | null; passengerWeight: number | null; freightWeight: number | null }[];
}

/** The client's and department's settings together: either turns printing on, either hides phones. */
export function settingsOf(row: ItineraryCharterRow): ItinerarySettings & { minutesOffset: number } {
  return {
    showPrice: row.clientShowPrice || !!row.departmentShowPrice,
    showSupplier: row.clientShowSupplier || !!row.departmentShowSupplier,
    hidePhone: row.clientHidePhone || !!row.departmentHidePhone,
    // A department's own offset wins over its client's; zero means it has none of its own.
    minutesOffset: row.departmentMinutesOffset || row.clientMinutesOffset || 0,
  };
}

const MINUTE = 60_000;

/** "2:40" to minutes; null when the sector has no flight time yet. */
export function flightMinutes(flightTime: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(flightTime.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** "Perth - Perth Airport (PER)", without repeating what the place's name already says. */
function place(site: string, airport: string, code: string): string {
  const name = airport && !site.includes(airport) ? `${site} - ${airport}` : site;
  return code && !name.includes(`(${code})`) ? `${name} (${code})` : name;
}

function presentSector(r: ItinerarySectorRow, offset: number, phones: boolean, weights: boolean): ItinerarySector {
  // Times are the airports' own wall clocks (ADR 0010), moved earlier by the client's offset.
  const departs = new Date(r.departTime).getTime() - offset * MINUTE;
  const minutes = flightMinutes(r.flightTime);
  return {
    number: r.order + 1,
    from: r.from,
    fromAirport: place(r.from, r.fromAirport, r.fromCode),
    pickup: r.fromAirportDetail,
    departs: formatLocal(new Date(departs), r.departTimeZone),
    to: r.to,
    toAirport: place(r.to, r.toAirport, r.toCode),
    arrives: minutes === null ? '-' : formatLocal(new Date(departs + minutes * MINUTE), zoneOfState(r.toState)),
    flightTime: r.flightTime || '-',
    aircraft: r.aircraft.map((a) => `${a.type} (${a.licenseNumber})`).join(', ') || '-',
    passengers: r.passengerNumber,
    co2Kg: sectorCo2Kg(minutes, r.burn, r.fuelType),
    manifest: r.manifest.map((m) => ({
      name: m.passengerName,
      phone: phones ? m.contactNumber : null,
      passengerWeight: weights ? m.passengerWeight : null,
      freightWeight: weights ? m.freightWeight : null,
    })),
  };
}

export function presentItinerary(row: ItineraryCharterRow, sectors: ItinerarySectorRow[], viewer: Viewer): ItineraryModel {
  const settings = settingsOf(row);
  const view = itineraryView(
    viewer,
    settings,
    { bidderId: row.bidderId, price: row.price, withMargin: row.withMargin },
    itineraryDisplayPrice,
  );
  const prices: ItineraryModel['prices'] = [];
  if (view.price !== null) prices.push({ label: 'Price', amount: `${formatMoney(row.currency, view.price)} (ex GST)` });
  if (view.operatorPrice !== null)
    prices.push({ label: "Operator's price", amount: `${formatMoney(row.currency, view.operatorPrice)} (ex GST)` });
  const typeLabel = CHARTER_TYPES.find((t) => t.value === row.charterType)?.label ?? row.charterType;
  return {
    jobReference: formatJobReference(row.jobReference),
    status: row.status,
    charterType: [typeLabel, row.charterSubType].filter(Boolean).join(' - '),
    client:
      view.client && seesClient(viewer)
        ? { name: row.clientName, department: row.departmentName, staff: row.staffName, purchaseOrderNumber: row.purchaseOrderNumber }
        : null,
    operator:
      view.operator && row.operatorName
        ? {
            name: row.operatorName,
            aoc: row.operatorAoc ?? '',
            email: row.operatorEmail ?? '',
            phone: view.phones ? (row.operatorPhone ?? '') : null,
          }
        : null,
    prices,
    checkIn: CHECK_IN_ADVICE,
    minutesOffset: settings.minutesOffset,
    offsetNote:
      viewer.kind !== 'client' && settings.minutesOffset !== 0
        ? `Times are shown ${countOf(settings.minutesOffset, 'minute')} before the scheduled departures (the client's itinerary setting).`
        : null,
    phones: view.phones,
    weights: view.weights,
    sectors: sectors.map((s) => presentSector(s, settings.minutesOffset, view.phones, view.weights)),
  };
}
