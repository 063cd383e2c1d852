import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@charter/db';
import { OPEN_TO_OPERATORS, list } from './charter-scope.js';
import { textArrayLiteral as textArray, uuidLiteral, wholeNumberLiteral } from '../lib/sql-literals.js';

/** An operator's own filters as its record holds them, the comma lists split as the SQL splits them. */
export interface OperatorFilters {
  active: boolean;
  charterTypes: string[];
  locationFilterEnabled: boolean;
  states: string[];
  passengerRangeFilterEnabled: boolean;
  minPassengers: number;
  maxPassengers: number;
  clientTypes: string[];
}

/** The operator's filters, or null when there is no such operator. */
export async function readOperatorFilters(db: DbOrTx, supplierId: string): Promise<OperatorFilters | null> {
  const { rows } = await db.execute(sql`
    select sp.status = 'Active' as active, ${list(sql`sp.charter_types`)} as "charterTypes",
      sp.location_filter_enabled as "locationFilterEnabled", ${list(sql`sp.filter_location`)} as states,
      sp.passenger_range_filter_enabled as "passengerRangeFilterEnabled",
      sp.min_passengers as "minPassengers", sp.max_passengers as "maxPassengers",
      ${list(sql`sp.client_types`)} as "clientTypes"
    from suppliers sp where sp.id = ${supplierId}`);
  return (rows[0] as OperatorFilters | undefined) ?? null;
}

/**
 * supplierCharterVisibility for one operator whose filters were read first: the same rule, with
 * its settings written in as values and the filters it has switched off left out. Read by
 * subqueries, the settings are unknown when PostgreSQL plans the list: it guessed a handful of
 * matching charters, read and sorted every Live one (15,000 at 100,000 charters, 70-200 ms) where
 * an index in the list's order stops after a page. With the values, it estimates from the
 * table's statistics. `supplier_states = ''` says again what the trimmed test says, for the
 * planner: it has statistics for the column, not for the expression.
 */
export function operatorVisibilityWith(supplierId: string, f: OperatorFilters | null): SQL {
  const won = sql`cr.bidder_id = ${uuidLiteral(supplierId)}`;
  if (!f || !f.active) return sql`${OPEN_TO_OPERATORS} and ${won}`;
  const parts: SQL[] = [sql`cr.status in ('Live', 'Approved')`];
  if (f.charterTypes.length > 0) {
    const types = textArray(f.charterTypes);
    parts.push(sql`(cr.charter_sub_type = any(${types}) or cr.charter_type = any(${types}))`);
  }
  if (f.locationFilterEnabled) parts.push(sql`cr.route_states && ${textArray(f.states)}`);
  if (f.passengerRangeFilterEnabled)
    parts.push(sql`cr.passenger_count between ${wholeNumberLiteral(f.minPassengers)} and ${wholeNumberLiteral(f.maxPassengers)}`);
  parts.push(sql`cr.client_id in (select c.id from clients c where c.client_type = any(${textArray(f.clientTypes)}))`);
  parts.push(sql`(cr.supplier_states is null or cr.supplier_states = '' or coalesce(trim(cr.supplier_states), '') = ''
    or ${list(sql`cr.supplier_states`)} && ${textArray(f.states)})`);
  return sql`${OPEN_TO_OPERATORS} and ((${sql.join(parts, sql` and `)}) or ${won})`;
}
