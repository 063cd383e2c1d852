import { randomUUID } from 'node:crypto';
import type { TestServer } from '../../tests/harness.js';
import { idsOf } from '../../tests/factories.js';
import { insertCharter } from '../../tests/charter-fixtures.js';
import { bidBody, liveCharter, placeBid, readyOperators } from '../modules/bids/bid-test-support.js';

/**
 * The real ids the role x route matrix calls with: a Live charter of the demo staff member (so the
 * client, its department and the staff member all own it), supplier1's bid on it, supplier1's
 * aircraft and document, the demo parties. Where no row exists (a message, an image, a template)
 * a random uuid stands in, and a 404 is then an allowed role's expected answer.
 */
export async function matrixFixtures(s: TestServer) {
  const { op1, op2 } = await readyOperators(s);
  const charter = await liveCharter(s, { clientEmail: 'staff@demo.test' });
  const placed = await placeBid(s, op1.token, bidBody(charter, op1));
  if (placed.status !== 200) throw new Error(`matrix fixtures: newBid answered ${placed.status} ${placed.text}`);
  // A booked charter of the same owners, flown by supplier1: what the itinerary needs.
  const confirmed = await insertCharter(s.pool, { clientEmail: 'staff@demo.test', status: 'Confirmed', bidderId: op1.supplierId });
  const one = async (sql: string, params: unknown[] = []) => (await s.pool.query(sql, params)).rows[0]?.id as string;
  const staff = await idsOf(s, 'staff@demo.test');
  const otherClient = await idsOf(s, 'qgov@demo.test');
  return {
    charterId: charter.id,
    confirmedCharterId: confirmed.id,
    jobReference: String(charter.jobReference),
    bidId: await one(`select id from bids where charter_request_id = $1`, [charter.id]),
    supplierId: op1.supplierId,
    aircraftId: op1.aircraft[0]!.id,
    documentId: await one(`select id from supplier_documents where supplier_id = $1 limit 1`, [op1.supplierId]),
    clientId: staff.clientId!,
    departmentId: staff.clientDepartmentId!,
    staffId: staff.clientStaffId!,
    adminId: await one(`select admin_id as id from users where email = 'admin@demo.test'`),
    charterAdminId: await one(`select charter_admin_id as id from users where email = 'charteradmin@demo.test'`),
    settingName: await one(`select name as id from settings order by name limit 1`),
    airportLookupId: String(await one(`select min(id) as id from airport_lookups`)),
    missing: randomUUID(),
    /** Rows of parties the matrix's callers do not belong to: supplier2 and the QGov client. */
    other: {
      supplierId: op2.supplierId,
      aircraftId: op2.aircraft[0]!.id,
      documentId: await one(`select id from supplier_documents where supplier_id = $1 limit 1`, [op2.supplierId]),
      clientId: otherClient.clientId!,
    },
  };
}

export type MatrixIds = Awaited<ReturnType<typeof matrixFixtures>>;
