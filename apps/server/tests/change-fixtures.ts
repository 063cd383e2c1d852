import type { TestServer } from './harness.js';
import { bidBody, liveCharter, placeBid, type Operator } from '../src/modules/bids/bid-test-support.js';
import type { CharterFixture } from './charter-fixtures.js';
import { takeCharterAction } from './charter-actions.js';

export { readyOperators, type Operator } from '../src/modules/bids/bid-test-support.js';
export { approveDocument, bidBody, liveCharter, placeBid } from '../src/modules/bids/bid-test-support.js';

const HOUR = 3600 * 1000;

export interface ConfirmedCharter {
  id: string;
  jobReference: number;
  bidId: string;
  departTime: string;
}

/**
 * A charter of client@demo.test booked the way users book one: the operator bids 1000 (1100 with
 * the default margin), the client accepts, the operator confirms. `rivals` bid 2000 first and lose.
 */
export async function confirmedCharter(
  s: TestServer,
  op: Operator,
  clientToken: string,
  f: CharterFixture = {},
  rivals: Operator[] = [],
): Promise<ConfirmedCharter> {
  const c = await liveCharter(s, f);
  for (const rival of rivals) {
    const lost = await placeBid(s, rival.token, bidBody(c, rival, { price: 2000 }));
    if (lost.status !== 200) throw new Error(`rival bid: ${lost.status} ${lost.text}`);
  }
  const placed = await placeBid(s, op.token, bidBody(c, op, { price: 1000 }));
  if (placed.status !== 200) throw new Error(`bid: ${placed.status} ${placed.text}`);
  const bidId = placed.body.result.id as string;
  await s.pool.query(`update charter_requests set status = 'Approved' where id = $1`, [c.id]);
  const accepted = await s.call('POST', '/api/charterRequest/acceptBid', { token: clientToken, body: { bidId, termsAccepted: true } });
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${accepted.text}`);
  const done = await takeCharterAction(s, op.token, c.id, 'Confirm Charter', { termsAccepted: true });
  if (done.status !== 200) throw new Error(`confirm: ${done.status} ${done.text}`);
  return { id: c.id, jobReference: c.jobReference, bidId, departTime: c.routes[0]!.departTime };
}

/** The charter's sectors with the first one departing `hours` later. */
export async function laterFirstSector(s: TestServer, charterId: string, hours: number) {
  const rows = (
    await s.pool.query(
      `select "order", depart_time as "departTime", passenger_number as "passengerNumber", aircraft from charter_routes
       where charter_request_id = $1 order by "order"`,
      [charterId],
    )
  ).rows;
  return rows.map((r, i) => ({
    order: r.order as number,
    departTime: new Date(new Date(r.departTime).getTime() + (i === 0 ? hours * HOUR : 0)).toISOString(),
    passengerNumber: r.passengerNumber as number,
    aircraft: r.aircraft as string,
  }));
}
