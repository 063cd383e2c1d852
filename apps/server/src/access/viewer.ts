import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@charter/db';
import type { Actor } from './actor.js';
import { executeNamed } from '../lib/prepared-sql.js';

/**
 * Who is looking, as far as what may leave the server is concerned (design house rule 8): the
 * kind of party and the client's flags. Every presenter (charters, bids, their lists and exports)
 * decides its fields from this, so one rule serves them all.
 */
export interface Viewer {
  kind: 'admin' | 'charterAdmin' | 'client' | 'supplier';
  /** The operator looking (suppliers only). */
  supplierId: string | null;
  /** Client side: no prices at all (client or department flag). */
  hidePrice: boolean;
  /** Client side: operators' names and details (core section 6). */
  canViewSupplierInfo: boolean;
}

/** The viewer of a signed-in actor; client flags are read from the current records, not the token. */
export async function viewerOf(db: DbOrTx, actor: Actor): Promise<Viewer> {
  if (actor.system || actor.role === 'Admin') return { kind: 'admin', supplierId: null, hidePrice: false, canViewSupplierInfo: true };
  if (actor.role === 'CharterAdmin') return { kind: 'charterAdmin', supplierId: null, hidePrice: false, canViewSupplierInfo: true };
  if (actor.role === 'Supplier') return { kind: 'supplier', supplierId: actor.supplierId, hidePrice: false, canViewSupplierInfo: false };
  const r = await executeNamed<{ hidePrice: boolean; canView: boolean }>(
    db,
    sql`
    select coalesce(c.hide_price, false) or coalesce(d.hide_price, false) as "hidePrice",
      coalesce(case ${actor.role}
        when 'Client' then c.can_view_supplier_info
        when 'ClientDepartment' then d.can_view_supplier_info
        else cs.can_view_supplier_info end, false) as "canView"
    from (select 1) one
    left join clients c on c.id = ${actor.clientId}
    left join client_departments d on d.id = ${actor.role === 'Client' ? null : actor.clientDepartmentId}
    left join client_staff cs on cs.id = ${actor.role === 'ClientStaff' ? actor.clientStaffId : null}`,
  );
  const row = r.rows[0];
  return { kind: 'client', supplierId: null, hidePrice: !!row?.hidePrice, canViewSupplierInfo: !!row?.canView };
}

/** An operator's money on a bid or on the charter it won. */
export interface OperatorMoney {
  /** The operator that made the price (the bidder, or the charter's awarded operator). */
  bidderId: string | null;
  price: number | null;
  withMargin: number | null;
}

/**
 * Which of an operator's prices a viewer may see: admins both; charter admins the price with
 * margin; the operator itself its own price and never the margin; client roles only the price
 * with margin, and none with hidePrice; another operator nothing.
 */
export function visibleMoney(v: Viewer, m: OperatorMoney): { price: number | null; withMargin: number | null } {
  switch (v.kind) {
    case 'admin':
      return { price: m.price, withMargin: m.withMargin };
    case 'charterAdmin':
      return { price: null, withMargin: m.withMargin };
    case 'supplier':
      return { price: m.bidderId !== null && m.bidderId === v.supplierId ? m.price : null, withMargin: null };
    case 'client':
      return { price: null, withMargin: v.hidePrice ? null : m.withMargin };
  }
}

/** Whether a viewer may know which operator this is (its name, id and details). */
export function seesOperator(v: Viewer, bidderId: string | null): boolean {
  if (v.kind === 'admin' || v.kind === 'charterAdmin') return true;
  if (v.kind === 'supplier') return bidderId !== null && bidderId === v.supplierId;
  return v.canViewSupplierInfo;
}

/** Whether a viewer may know who the client is (names, ids, purchase order): never an operator. */
export const seesClient = (v: Viewer) => v.kind !== 'supplier';

/**
 * The itinerary settings of the charter's client and department (core section 3): either may turn
 * the price or the operator on (`showPrice`, `showSupplier`), either may hide phone numbers.
 */
export interface ItinerarySettings {
  showPrice: boolean;
  showSupplier: boolean;
  hidePhone: boolean;
}

/** What an itinerary shows this viewer (supplier-and-admin section 6 "Itinerary visibility"). */
export interface ItineraryView {
  /** The operator's line (name, AOC, contact). */
  operator: boolean;
  /** Phone numbers: the operator's and the passengers'. */
  phones: boolean;
  /** Passenger and freight weights of the manifest. */
  weights: boolean;
  /** The client's name, department and purchase order (never an operator's: `seesClient`). */
  client: boolean;
  /** The price printed as "Price" (for the client side the section 9 display price); null: none. */
  price: number | null;
  /** Admins only: the operator's net price beside it. */
  operatorPrice: number | null;
}

/**
 * The one rule for the itinerary: admins everything (the display price and the operator's net
 * price); charter admins everything but the net price; the awarded operator its line, phones and
 * weights, and its own price only where the client prints prices; the client side the operator and
 * the price only as the itinerary settings allow (and never a price under hidePrice), phone numbers
 * unless hidePhone. `displayPrice` is the section 9 rule, worked out here so no raw amount leaves.
 */
export function itineraryView(
  v: Viewer,
  s: ItinerarySettings,
  m: OperatorMoney,
  displayPrice: (price: number | null, withMargin: number | null) => number | null,
): ItineraryView {
  const money = visibleMoney(v, m);
  switch (v.kind) {
    case 'admin':
      return {
        operator: true,
        phones: true,
        weights: true,
        client: true,
        price: displayPrice(m.price, m.withMargin),
        operatorPrice: money.price,
      };
    case 'charterAdmin':
      return { operator: true, phones: true, weights: true, client: true, price: displayPrice(m.price, m.withMargin), operatorPrice: null };
    case 'supplier':
      return { operator: true, phones: true, weights: true, client: false, price: s.showPrice ? money.price : null, operatorPrice: null };
    case 'client':
      return {
        operator: s.showSupplier,
        phones: !s.hidePhone,
        weights: false,
        client: true,
        price: s.showPrice && money.withMargin !== null ? displayPrice(m.price, m.withMargin) : null,
        operatorPrice: null,
      };
  }
}
