import { sql } from 'drizzle-orm';
import { DEFAULT_REQUIRED_DOCUMENTS, REQUIRED_DOCUMENTS_LIST } from '@charter/shared';
import type { Db } from '../client.js';
import { settings } from '../schema/index.js';

/** The settings lists charter forms choose from; admins change them (name, value, referenceId). */
export const DEFAULT_LISTS: Record<string, (string | [string, string])[]> = {
  Catering: ['Full', 'Light Refreshments', 'Water Only', 'None'],
  PassengerCharterTypes: [
    'FIFO Crew Change',
    'Corporate',
    'Medical / Patient Transfer',
    'Government',
    'Sport & Events',
    'Tourism',
    'Emergency Response',
  ],
  FreightCharterTypes: ['General Freight', 'Perishables', 'Mining Equipment', 'Mail', 'Livestock'],
  AerialCharterTypes: ['Aerial Survey', 'Photography', 'Search & Rescue', 'Firefighting Support', 'Crop Spraying'],
  DangerousGoods: [
    ['DG1', 'Class 1 Explosives'],
    ['DG2', 'Class 2 Gases'],
    ['DG3', 'Class 3 Flammable Liquids'],
    ['DG4', 'Class 4 Flammable Solids'],
    ['DG5', 'Class 5 Oxidisers'],
    ['DG6', 'Class 6 Toxic Substances'],
    ['DG7', 'Class 7 Radioactive Material'],
    ['DG8', 'Class 8 Corrosives'],
    ['DG9', 'Class 9 Miscellaneous'],
  ],
  AircraftTypes: ['TWIN ENGINE ONLY', 'Turboprop', 'Jet', 'Helicopter', 'Single Engine', 'Pressurised Cabin'],
  TechStopReasons: ['Fuel Stop', 'Crew Change', 'Customs', 'Weather'],
  CancelReasons: ['Client withdrew the request', 'No suitable bids', 'Duplicate request', 'Travel dates changed', 'Other'],
  // An operator turning down an award it won, and the broker removing a bid, have reasons of their own.
  DeclineReasons: ['No aircraft available', 'Crew not available', 'Operational or weather limits', 'Price no longer valid', 'Other'],
  VoidReasons: ['Operator documents not current', 'Does not meet the request', 'Duplicate bid', 'Requested by the operator', 'Other'],
  Inclusions: ['Fuel', 'Landing Fees', 'Crew Costs', 'Catering', 'Positioning', 'Passenger Taxes'],
  Exclusions: ['Overnight Allowance', 'Parking Fees', 'De-icing', 'GST', 'Ground Transport'],
  // The currencies a bid may be priced in (supplier-and-admin section 7, getCurrencies); AUD first, the default.
  Currencies: ['AUD', 'NZD', 'USD', 'EUR', 'GBP'],
  DocumentCategories: [
    'Air Operator Certificate',
    'Insurance Certificate',
    'Safety Management System',
    'Maintenance Release',
    'Terms and Conditions',
  ],
  // The documents an operator must keep current to bid and fly (ADR 0043); the referenceId marks
  // the certificate that lists the aircraft (AOC) and the insurance whose cover is recorded.
  [REQUIRED_DOCUMENTS_LIST]: DEFAULT_REQUIRED_DOCUMENTS,
};

export async function seedLists(db: Db): Promise<void> {
  for (const [name, values] of Object.entries(DEFAULT_LISTS)) {
    const existing = await db
      .select({ id: settings.id })
      .from(settings)
      .where(sql`${settings.name} = ${name}`)
      .limit(1);
    if (existing.length) continue;
    await db
      .insert(settings)
      .values(
        values.map((v, i) =>
          Array.isArray(v) ? { name, referenceId: v[0], value: v[1], sortOrder: i } : { name, value: v, referenceId: null, sortOrder: i },
        ),
      );
  }
}
