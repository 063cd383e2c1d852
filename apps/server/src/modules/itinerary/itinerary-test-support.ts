import { execFileSync } from 'node:child_process';
import type { TestServer } from '../../../tests/harness.js';
import { insertCharter } from '../../../tests/charter-fixtures.js';

/** A PDF answer: status, headers and (for a PDF) its text as poppler's pdftotext reads it in drawing order (each table cell whole). */
export interface PdfAnswer {
  status: number;
  type: string | null;
  disposition: string | null;
  bytes: Buffer;
  /** The text with runs of white space made single spaces, so phrases can be searched. */
  text: string;
}

export async function getPdf(s: TestServer, path: string, token: string): Promise<PdfAnswer> {
  const res = await fetch(s.baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const isPdf = bytes.subarray(0, 5).toString('latin1') === '%PDF-';
  const text = isPdf ? execFileSync('pdftotext', ['-raw', '-', '-'], { input: bytes }).toString('utf8').replace(/\s+/g, ' ') : '';
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes, text };
}

// 10 March 2027: no daylight saving in either zone, whatever the season the tests run in.
export const PERTH_DEPARTURE = new Date('2027-03-09T22:00:00Z'); // 06:00 AWST on 10-Mar-2027
export const BRISBANE_DEPARTURE = new Date('2027-03-10T23:30:00Z'); // 09:30 AEST on 11-Mar-2027

/** A demo operator signed in, with its first aircraft. */
export interface Operator {
  token: string;
  supplierId: string;
  aircraftId: string;
}

export async function operator(s: TestServer, email: string): Promise<Operator> {
  const { token } = await s.member(email);
  const r = await s.pool.query(
    `select u.supplier_id, (select a.id from aircraft a where a.supplier_id = u.supplier_id order by a.license_number limit 1) as aircraft
     from users u where u.email = $1`,
    [email],
  );
  return { token, supplierId: r.rows[0].supplier_id, aircraftId: r.rows[0].aircraft };
}

export interface BookedCharter {
  id: string;
  jobReference: number;
  winningBid: string;
  losingBid: string;
}

/** A bid on every sector of the charter, 2:00 each with the operator's aircraft, 10% margin. */
async function insertBid(s: TestServer, charterId: string, op: Operator, price: number, status: string): Promise<string> {
  const bid = await s.pool.query(
    `insert into bids (charter_request_id, bidder_id, status, currency, price, with_margin, margin_value)
     values ($1, $2, $3, 'AUD', $4, $5, 10) returning id`,
    [charterId, op.supplierId, status, price, price * 1.1],
  );
  const id = bid.rows[0].id as string;
  await s.pool.query(
    `insert into bid_routes (bid_id, route_id, "order", depart_time, flight_time, payload, passenger_limit, aircraft_ids)
     select $1, r.id, r."order", r.depart_time, '02:00', 500, 4, array[$2::uuid] from charter_routes r where r.charter_request_id = $3`,
    [id, op.aircraftId, charterId],
  );
  return id;
}

/**
 * A Confirmed two-sector charter: Perth to Port Hedland, then Brisbane to Longreach, both flown by
 * op1 in 2:00 (its price 1000, 1100 with margin); op2 bid 1500 and lost. Sector one leaves from
 * Perth Airport with pickup instructions and has a passenger with a phone number and weights.
 */
export async function bookedCharter(s: TestServer, owner: string, op1: Operator, op2: Operator): Promise<BookedCharter> {
  const c = await insertCharter(s.pool, {
    clientEmail: owner,
    status: 'Confirmed',
    bidderId: op1.supplierId,
    routes: [
      { from: 'Perth', fromState: 'WA', to: 'Port Hedland', toState: 'WA', departTime: PERTH_DEPARTURE },
      { from: 'Brisbane', fromState: 'QLD', to: 'Longreach', toState: 'QLD', departTime: BRISBANE_DEPARTURE },
    ],
  });
  const routes = (await s.pool.query(`select id from charter_routes where charter_request_id = $1 order by "order"`, [c.id])).rows;
  await s.pool.query(
    `update charter_routes set from_airport = 'Perth Airport', from_code_airport = 'PER',
       from_airport_detail = 'Meet at the Skippers check-in desk, Terminal 4' where id = $1`,
    [routes[0]!.id],
  );
  const winningBid = await insertBid(s, c.id, op1, 1000, 'Confirmed');
  const losingBid = await insertBid(s, c.id, op2, 1500, 'Unsuccessful');
  await s.pool.query(`update charter_requests set bid_id = $2, price = 1000, with_margin = 1100 where id = $1`, [c.id, winningBid]);
  await s.pool.query(
    `insert into manifest_entries (route_id, passenger_name, contact_number, passenger_weight, freight_weight, item_order)
     values ($1, 'Alice Walker', '0400 111 222', 82, 12, 0)`,
    [routes[0]!.id],
  );
  return { id: c.id, jobReference: c.jobReference, winningBid, losingBid };
}
