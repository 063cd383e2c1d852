import { sql } from 'drizzle-orm';
import { aircraft, suppliers } from '../schema/index.js';
import type { Tx } from '../client.js';
import { HISTORY_COMPANIES, HISTORY_OPERATORS } from './demo-history-fleets.js';

/** An operator of the history as the writer needs it: its id, a user its actions are recorded as (if any), its aircraft ids. */
export interface SeededOperator {
  supplierId: string;
  userId: string | null;
  /** Ids in the order of HISTORY_OPERATORS[i].fleet. */
  aircraftIds: string[];
}

/**
 * The operators of the past year: the two demo operators as demo.ts made them (found by e-mail,
 * their aircraft by registration) and three more that bid and flew for the demo clients over the
 * year. Those three have no sign-ins (nobody demonstrates them; their names are what the admin's
 * reports and the clients with canViewSupplierInfo see), so they receive no e-mail either.
 */
export async function seedHistoryOperators(tx: Tx): Promise<SeededOperator[]> {
  const out: SeededOperator[] = [];
  for (const op of HISTORY_OPERATORS) {
    if (op.key === 'supplier1' || op.key === 'supplier2') {
      const found = await tx.execute<{ supplierId: string; userId: string }>(sql`
        select s.id as "supplierId", u.id as "userId" from suppliers s join users u on u.supplier_id = s.id
        where s.email = ${`${op.key}@demo.test`} limit 1`);
      const row = found.rows[0];
      if (!row) throw new Error(`demo seed: ${op.key}@demo.test is missing`);
      const planes = await tx.execute<{ id: string; licence: string }>(
        sql`select id, license_number as licence from aircraft where supplier_id = ${row.supplierId}`,
      );
      const byLicence = new Map(planes.rows.map((p) => [p.licence, p.id]));
      const aircraftIds = op.fleet.map((a) => {
        const id = byLicence.get(a.licence);
        if (!id) throw new Error(`demo seed: aircraft ${a.licence} is missing`);
        return id;
      });
      out.push({ supplierId: row.supplierId, userId: row.userId, aircraftIds });
      continue;
    }
    const company = HISTORY_COMPANIES[op.key];
    const [supplier] = await tx
      .insert(suppliers)
      .values({
        companyName: company.companyName,
        companyAddress: company.address,
        companyPhone: company.phone,
        firstName: company.first,
        lastName: company.last,
        email: company.email,
        aocNumber: company.aoc,
        clientTypes: company.clientTypes,
        complianceTypes: 'IFR Operations,Safety Management System',
        charterTypes: 'Passenger,Freight',
      })
      .returning({ id: suppliers.id });
    const planes = await tx
      .insert(aircraft)
      .values(
        op.fleet.map((a) => ({
          supplierId: supplier!.id,
          licenseNumber: a.licence,
          type: a.type,
          name: a.name,
          passengerLimit: a.seats,
          aircraftCategoryId: sql`(select id from aircraft_categories where category = ${a.category})`,
        })),
      )
      .returning({ id: aircraft.id, licence: aircraft.licenseNumber });
    const byLicence = new Map(planes.map((p) => [p.licence, p.id]));
    out.push({ supplierId: supplier!.id, userId: null, aircraftIds: op.fleet.map((a) => byLicence.get(a.licence)!) });
  }
  return out;
}
