import { execFileSync } from 'node:child_process';
import type { TestServer } from '../../../tests/harness.js';
import { insertCharter } from '../../../tests/charter-fixtures.js';
import { bidBody, placeBid, type Operator } from '../bids/bid-test-support.js';

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

export interface BookedCharter {
  id: string;
  jobReference: number;
  winningBid: string;
  losingBid: string;
}

/**
 * A Confirmed two-sector charter: Perth to Port Hedland, then Brisbane to Longreach, both flown by
 * op1 in 2:00 (its price 1000, 1100 with margin); op2 bid 1500 and lost. Sector one has a passenger
 * on its manifest with a phone number and weights.
 */
export async function bookedCharter(s: TestServer, owner: string, op1: Operator, op2: Operator): Promise<BookedCharter> {
  const c = await insertCharter(s.pool, {
    clientEmail: owner,
    status: 'Live',
    biddingEndsAt: new Date(Date.now() + 86_400_000),
    routes: [
      { from: 'Perth', fromState: 'WA', to: 'Port Hedland', toState: 'WA', departTime: PERTH_DEPARTURE },
      { from: 'Brisbane', fromState: 'QLD', to: 'Longreach', toState: 'QLD', departTime: BRISBANE_DEPARTURE },
    ],
  });
  const routes = (
    await s.pool.query(`select id, depart_time as "departTime" from charter_routes where charter_request_id = $1 order by "order"`, [c.id])
  ).rows.map((r) => ({ id: r.id as string, departTime: new Date(r.departTime).toISOString() }));
  await s.pool.query(
    `update charter_routes set from_airport = 'Perth Airport', from_code_airport = 'PER',
       from_airport_detail = 'Meet at the Skippers check-in desk, Terminal 4' where id = $1`,
    [routes[0]!.id],
  );
  const live = { ...c, routes };
  const win = await placeBid(s, op1.token, bidBody(live, op1, { price: 1000 }));
  const lose = await placeBid(s, op2.token, bidBody(live, op2, { price: 1500 }));
  if (win.status !== 200 || lose.status !== 200) throw new Error(`bookedCharter: ${win.text} ${lose.text}`);
  const winningBid = win.body.result.id as string;
  const losingBid = lose.body.result.id as string;
  await s.pool.query(
    `update charter_requests set status = 'Confirmed', bid_id = $2, bidder_id = $3, price = 1000, with_margin = 1100 where id = $1`,
    [c.id, winningBid, op1.supplierId],
  );
  await s.pool.query(`update bids set status = 'Confirmed' where id = $1`, [winningBid]);
  await s.pool.query(`update bids set status = 'Unsuccessful' where id = $1`, [losingBid]);
  await s.pool.query(
    `insert into manifest_entries (route_id, passenger_name, contact_number, passenger_weight, freight_weight, item_order)
     values ($1, 'Alice Walker', '0400 111 222', 82, 12, 0)`,
    [routes[0]!.id],
  );
  return { id: c.id, jobReference: c.jobReference, winningBid, losingBid };
}
