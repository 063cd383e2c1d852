import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { bookedCharter, getPdf, operator as signedInOperator, type BookedCharter, type Operator } from './itinerary-test-support.js';

let s: TestServer;
let op1: Operator;
let op2: Operator;
const t: Record<string, string> = {};
let charter: BookedCharter;
const names: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  op1 = await signedInOperator(s, 'supplier1@demo.test');
  op2 = await signedInOperator(s, 'supplier2@demo.test');
  for (const who of ['admin', 'charteradmin', 'client']) t[who] = (await s.member(`${who}@demo.test`)).token;
  charter = await bookedCharter(s, 'client@demo.test', op1, op2);
  for (const op of [op1, op2]) {
    names[op.supplierId] = (await s.pool.query(`select company_name from suppliers where id = $1`, [op.supplierId])).rows[0].company_name;
  }
  // Earlier rounds' bids: declined and expired ones stay in the history, void and unavailable ones do not.
  const extra = async (bidder: Operator, price: number, withMargin: number, status: string, at: string) =>
    s.pool.query(
      `insert into bids (charter_request_id, bidder_id, status, currency, price, with_margin, margin_value, time_of_bid)
       values ($1, $2, $3, 'AUD', $4, $5, 10, $6)`,
      [charter.id, bidder.supplierId, status, price, withMargin, at],
    );
  await extra(op2, 900, 990, 'Declined', '2026-11-02T01:15:00Z');
  await extra(op1, 1200, 1320, 'Expired', '2026-11-01T23:00:00Z');
  await extra(op2, 500, 550, 'Void', '2026-11-01T22:00:00Z');
  await extra(op1, 600, 660, 'Unavailable', '2026-11-01T22:30:00Z');
});
afterAll(async () => {
  await s?.close();
});

const history = (token: string, id = charter.id) => getPdf(s, `/api/charterRequest/bidHistoryPdf/${id}`, token);

describe('the bid-history PDF', () => {
  it('lists every bid but the void and unavailable ones, by rank, with both prices and the time of bid', async () => {
    const pdf = await history(t.admin!);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.disposition).toBe(`inline; filename="JB${charter.jobReference}-bid-history.pdf"`);
    expect(pdf.text).toContain(`Bid History JB${charter.jobReference}`);
    expect(pdf.text).toContain(`1 ${names[op2.supplierId]} Declined $AUD 900.00 $AUD 990.00 (1) - $AUD 990.00 02-Nov-2026 11:15 AEST`);
    expect(pdf.text).toContain(`2 ${names[op1.supplierId]} Confirmed $AUD 1,000.00 $AUD 1,100.00 (2) - $AUD 1,100.00`);
    expect(pdf.text).toContain(`3 ${names[op1.supplierId]} Expired $AUD 1,200.00 $AUD 1,320.00 (3) - $AUD 1,320.00 02-Nov-2026 09:00 AEST`);
    expect(pdf.text).toContain(`4 ${names[op2.supplierId]} Unsuccessful $AUD 1,500.00 $AUD 1,650.00 (4) - $AUD 1,650.00`);
    expect(pdf.text).not.toContain('Void $');
    expect(pdf.text).not.toContain('550.00');
    expect(pdf.text).not.toContain('660.00');
    expect(pdf.text).toContain('Page 1 of 1');
    expect((await getPdf(s, `/api/charterRequest/bidHistoryPdf/${charter.id}?download=1`, t.admin!)).disposition).toBe(
      `attachment; filename="JB${charter.jobReference}-bid-history.pdf"`,
    );
  });

  it('is refused to everyone but admins, and a 404 for a charter that is not there', async () => {
    for (const token of [t.charteradmin!, t.client!, op1.token]) expect((await history(token)).status).toBe(403);
    expect((await history(t.admin!, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
