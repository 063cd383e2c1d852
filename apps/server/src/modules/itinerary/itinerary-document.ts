import type { Content, TableCell } from 'pdfmake';
import type { PdfDocument } from '../../lib/pdf.js';
import { TABLE_LAYOUT, frame, th } from './pdf-layout.js';
import type { ItineraryModel, ItinerarySector } from './itinerary.presenter.js';

/** The itinerary as a pdfmake document: the model already holds only what this viewer may see. */

const field = (label: string, value: string): Content => ({
  text: [{ text: `${label}: `, style: 'label' }, { text: value || '-' }],
  margin: [0, 1, 0, 1],
});

function parties(m: ItineraryModel): Content[] {
  const columns: Content[] = [];
  if (m.client) {
    columns.push({
      stack: [
        { text: 'Client', style: 'heading', margin: [0, 0, 0, 4] },
        field('Company', m.client.name),
        ...(m.client.department ? [field('Department', m.client.department)] : []),
        ...(m.client.staff ? [field('Booked by', m.client.staff)] : []),
        ...(m.client.purchaseOrderNumber ? [field('Purchase order', m.client.purchaseOrderNumber)] : []),
      ],
    });
  }
  if (m.operator) {
    columns.push({
      stack: [
        { text: 'Operator', style: 'heading', margin: [0, 0, 0, 4] },
        field('Company', m.operator.name),
        ...(m.operator.aoc ? [field('AOC', m.operator.aoc)] : []),
        ...(m.operator.phone !== null ? [field('Phone', m.operator.phone)] : []),
        ...(m.operator.email ? [field('E-mail', m.operator.email)] : []),
      ],
    });
  }
  return columns.length ? [{ columns, columnGap: 24, margin: [0, 10, 0, 0] }] : [];
}

/** What the CO2 column is (ADR 0046). */
export const CO2_NOTE =
  'CO2 is an estimate: flight time × the aircraft category’s fuel burn × 3.16 kg per kg of jet fuel (3.10 for avgas).';

function sectorTable(m: ItineraryModel): Content {
  const body: TableCell[][] = [
    [th('#'), th('From'), th('Departs'), th('To'), th('Arrives'), th('Flight'), th('Aircraft'), th('Pax', 'right'), th('CO2 kg', 'right')],
    ...m.sectors.map((s) => [
      String(s.number),
      s.fromAirport,
      s.departs,
      s.toAirport,
      s.arrives,
      s.flightTime,
      s.aircraft,
      { text: String(s.passengers), alignment: 'right' as const },
      { text: s.co2Kg === null ? '-' : s.co2Kg.toLocaleString('en-AU'), alignment: 'right' as const },
    ]),
  ];
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: [12, '*', 62, '*', 62, 30, 72, 22, 36], body },
    layout: TABLE_LAYOUT,
  };
}

function passengers(m: ItineraryModel, s: ItinerarySector): Content[] {
  const heading: Content = { text: `Sector ${s.number}: ${s.from} to ${s.to}`, style: 'heading' };
  // The departure airport's detail tells passengers where to go; nothing is printed when it has none.
  const pickup: Content[] = s.pickup ? [field('Pickup', s.pickup)] : [];
  if (s.manifest.length === 0) return [heading, ...pickup, { text: 'No passengers listed', style: 'note', margin: [0, 4, 0, 0] }];
  const header = [th('#'), th('Passenger')];
  const widths: (number | string)[] = [14, '*'];
  if (m.phones) {
    header.push(th('Phone'));
    widths.push(110);
  }
  if (m.weights) {
    header.push(th('Passenger kg', 'right'), th('Freight kg', 'right'));
    widths.push(70, 60);
  }
  const rows = s.manifest.map((p, i) => {
    const row: TableCell[] = [String(i + 1), p.name];
    if (m.phones) row.push(p.phone || '-');
    if (m.weights) {
      row.push({ text: String(p.passengerWeight ?? ''), alignment: 'right' }, { text: String(p.freightWeight ?? ''), alignment: 'right' });
    }
    return row;
  });
  return [heading, ...pickup, { table: { headerRows: 1, widths, body: [header, ...rows] }, layout: TABLE_LAYOUT, margin: [0, 4, 0, 0] }];
}

export function itineraryDocument(m: ItineraryModel, now = new Date()): PdfDocument {
  return {
    ...frame(`${m.jobReference} itinerary`, now),
    content: [
      { text: 'Itinerary', style: 'title' },
      { text: `${m.jobReference}  ·  ${m.charterType}  ·  ${m.status}`, style: 'subtitle' },
      ...parties(m),
      ...(m.prices.length ? [{ stack: m.prices.map((p) => field(p.label, p.amount)), margin: [0, 8, 0, 0] } as Content] : []),
      {
        table: { widths: ['*'], body: [[{ text: m.checkIn, style: 'advice' }]] },
        layout: {
          hLineWidth: () => 0,
          vLineWidth: () => 0,
          fillColor: () => '#e6f2f8',
          paddingLeft: () => 8,
          paddingTop: () => 6,
          paddingBottom: () => 6,
        },
        margin: [0, 12, 0, 0],
      },
      ...(m.offsetNote ? [{ text: m.offsetNote, style: 'note', margin: [0, 4, 0, 0] } as Content] : []),
      { text: 'Flights', style: 'heading' },
      { text: "Times are each airport's local time.", style: 'note', margin: [0, 0, 0, 4] },
      sectorTable(m),
      { text: CO2_NOTE, style: 'note', margin: [0, 4, 0, 0] },
      ...m.sectors.flatMap((s) => passengers(m, s)),
    ],
  };
}
