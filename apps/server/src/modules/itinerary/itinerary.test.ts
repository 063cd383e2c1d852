import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { insertCharter } from '../../../tests/charter-fixtures.js';
import { bookedCharter, getPdf, operator as signedInOperator, type BookedCharter, type Operator } from './itinerary-test-support.js';

let s: TestServer;
let op1: Operator;
let op2: Operator;
const t: Record<string, string> = {};
let clientCharter: BookedCharter;
let departmentCharter: BookedCharter;
let operator: { name: string; phone: string; aoc: string };

beforeAll(async () => {
  s = await startTestServer();
  op1 = await signedInOperator(s, 'supplier1@demo.test');
  op2 = await signedInOperator(s, 'supplier2@demo.test');
  for (const who of ['admin', 'charteradmin', 'client', 'department', 'staff', 'qgov']) t[who] = (await s.member(`${who}@demo.test`)).token;
  await s.pool.query(`update suppliers set company_phone = '07 3000 1111' where id = $1`, [op1.supplierId]);
  const o = (await s.pool.query(`select company_name, company_phone, aoc_number from suppliers where id = $1`, [op1.supplierId])).rows[0];
  operator = { name: o.company_name, phone: o.company_phone, aoc: o.aoc_number };
  clientCharter = await bookedCharter(s, 'client@demo.test', op1, op2);
  departmentCharter = await bookedCharter(s, 'department@demo.test', op1, op2);
});
afterAll(async () => {
  await s?.close();
});

const itinerary = (id: string, token: string, query = '') => getPdf(s, `/api/charterRequest/itinerary/${id}${query}`, token);

async function settings(
  table: 'clients' | 'client_departments',
  email: string,
  f: Partial<Record<'show_price' | 'show_supplier' | 'hide_phone', boolean>> & { offset?: number },
) {
  const column = table === 'clients' ? 'client_id' : 'client_department_id';
  await s.pool.query(
    `update ${table} set itinerary_show_price = $2, itinerary_show_supplier = $3, itinerary_hide_phone = $4, itinerary_minutes_offset = $5
     where id = (select ${column} from users where email = $1)`,
    [email, !!f.show_price, !!f.show_supplier, !!f.hide_phone, f.offset ?? 0],
  );
}
const reset = async () => {
  await settings('clients', 'client@demo.test', {});
  await settings('client_departments', 'department@demo.test', {});
};

describe('the itinerary PDF', () => {
  it('is an A4 PDF named after the job, inline for the preview and an attachment with download=1', async () => {
    await reset();
    const job = `JB${clientCharter.jobReference}`;
    const preview = await itinerary(clientCharter.id, t.client!);
    expect(preview.status).toBe(200);
    expect(preview.type).toBe('application/pdf');
    expect(preview.disposition).toBe(`inline; filename="${job}-itinerary.pdf"`);
    expect(preview.text).toContain(`Itinerary ${job}`);
    expect(preview.text).toContain('Please arrive at least 30 minutes before departure.');
    expect(preview.text).toContain('Page 1 of 1');
    const download = await itinerary(clientCharter.id, t.client!, '?download=1');
    expect(download.disposition).toBe(`attachment; filename="${job}-itinerary.pdf"`);
    // A4 is 595 x 842 points.
    expect(preview.bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
  });

  it("prints a Perth and a Brisbane departure in each airport's own time, arrivals after the flight time", async () => {
    await reset();
    const { text } = await itinerary(clientCharter.id, t.client!);
    expect(text).toContain('10-Mar-2027 06:00 AWST');
    expect(text).toContain('10-Mar-2027 08:00 AWST');
    expect(text).toContain('11-Mar-2027 09:30 AEST');
    expect(text).toContain('11-Mar-2027 11:30 AEST');
    expect(text).toContain('Perth - Perth Airport (PER)');
    expect(text).toContain('Pickup: Meet at the Skippers check-in desk, Terminal 4');
    expect(text).toContain('Alice Walker');
    expect(text).toContain('No passengers listed');
  });

  it("prints each sector's CO2 estimate: 2:00 of flight at its aircraft category's burn", async () => {
    await reset();
    const fuel = (
      await s.pool.query(
        `select ac.fuel_burn_kg_per_hour as burn, ac.fuel_type as fuel from aircraft a
         join aircraft_categories ac on ac.id = a.aircraft_category_id where a.id = $1`,
        [op1.aircraftId],
      )
    ).rows[0];
    expect(fuel.burn).toBeGreaterThan(0);
    const kg = Math.round(2 * fuel.burn * (fuel.fuel === 'avgas' ? 3.1 : 3.16));
    const { text } = await itinerary(clientCharter.id, t.client!);
    expect(text).toContain('CO2 kg');
    expect(text).toContain(kg.toLocaleString('en-AU'));
    expect(text).toContain(
      'CO2 is an estimate: flight time × the aircraft category’s fuel burn × 3.16 kg per kg of jet fuel (3.10 for avgas).',
    );
  });

  it('moves the times earlier by the minutes offset of the client', async () => {
    await settings('clients', 'client@demo.test', { offset: 15 });
    const { text } = await itinerary(clientCharter.id, t.client!);
    expect(text).toContain('10-Mar-2027 05:45 AWST');
    expect(text).toContain('11-Mar-2027 09:15 AEST');
    expect(text).not.toContain('06:00 AWST');
    expect(text).not.toContain('minutes before the scheduled departures');
    // The operator reads the same times and is told why.
    const forOperator = await itinerary(clientCharter.id, op1.token);
    expect(forOperator.text).toContain('10-Mar-2027 05:45 AWST');
    expect(forOperator.text).toContain('Times are shown 15 minutes before the scheduled departures');
    await reset();
  });

  it('shows the operator its line, the phones and the weights, and no price or client', async () => {
    await settings('clients', 'client@demo.test', { hide_phone: true });
    const { status, text } = await itinerary(clientCharter.id, op1.token);
    expect(status).toBe(200);
    expect(text).toContain(`Operator Company: ${operator.name}`);
    expect(text).toContain(`AOC: ${operator.aoc}`);
    expect(text).toContain(`Phone: ${operator.phone}`);
    expect(text).toContain('0400 111 222');
    expect(text).toMatch(/Alice Walker 0400 111 222 82 12/);
    expect(text).not.toContain('$');
    expect(text).not.toContain('Client');
    expect(text).not.toContain('Price');
    await reset();
  });

  it("shows the operator its own price, never the client's, when the client prints prices", async () => {
    await settings('clients', 'client@demo.test', { show_price: true });
    const { text } = await itinerary(clientCharter.id, op1.token);
    expect(text).toContain('Price: $AUD 1,000.00 (ex GST)');
    expect(text).not.toContain('1,100.00');
    await reset();
  });

  it('shows the client no operator and no price by default, and the phone numbers', async () => {
    await reset();
    const { text } = await itinerary(clientCharter.id, t.client!);
    expect(text).not.toContain(operator.name);
    expect(text).not.toContain('Operator');
    expect(text).not.toContain('$');
    expect(text).toContain('Alice Walker 0400 111 222');
    expect(text).not.toContain('Passenger kg');
    expect(text).toContain('Client Company:');
  });

  it("shows the client the price with margin and the operator under the client's settings, and hides phones", async () => {
    await settings('clients', 'client@demo.test', { show_price: true, show_supplier: true, hide_phone: true });
    const { text } = await itinerary(clientCharter.id, t.client!);
    expect(text).toContain('Price: $AUD 1,100.00 (ex GST)');
    expect(text).not.toContain('1,000.00');
    expect(text).toContain(`Operator Company: ${operator.name}`);
    expect(text).not.toContain(operator.phone);
    expect(text).not.toContain('0400 111 222');
    expect(text).not.toContain('Phone');
    await reset();
  });

  it('never prints a price to a client with hidePrice, whatever the itinerary settings', async () => {
    await settings('clients', 'client@demo.test', { show_price: true });
    await s.pool.query(`update clients set hide_price = true where id = (select client_id from users where email = 'client@demo.test')`);
    const { text } = await itinerary(clientCharter.id, t.client!);
    expect(text).not.toContain('$');
    await s.pool.query(`update clients set hide_price = false where id = (select client_id from users where email = 'client@demo.test')`);
    await reset();
  });

  it("follows the department's settings and offset for the department's charter", async () => {
    await reset();
    const before = await itinerary(departmentCharter.id, t.department!);
    expect(before.text).not.toContain('$');
    await settings('client_departments', 'department@demo.test', { show_price: true, show_supplier: true, offset: 30 });
    const after = await itinerary(departmentCharter.id, t.department!);
    expect(after.text).toContain('Price: $AUD 1,100.00 (ex GST)');
    expect(after.text).toContain(operator.name);
    expect(after.text).toContain('10-Mar-2027 05:30 AWST');
    expect(after.text).toContain('11-Mar-2027 09:00 AEST');
    // The client above the department reads the same document.
    expect((await itinerary(departmentCharter.id, t.client!)).text).toContain('Price: $AUD 1,100.00 (ex GST)');
    await reset();
  });

  it("shows the admin everything: the price, the operator's net price, phones and weights", async () => {
    await settings('clients', 'client@demo.test', { hide_phone: true });
    const { text } = await itinerary(clientCharter.id, t.admin!);
    expect(text).toContain('Price: $AUD 1,100.00 (ex GST)');
    expect(text).toContain("Operator's price: $AUD 1,000.00 (ex GST)");
    expect(text).toContain(operator.name);
    expect(text).toMatch(/Alice Walker 0400 111 222 82 12/);
    const charterAdmin = await itinerary(clientCharter.id, t.charteradmin!);
    expect(charterAdmin.text).toContain('Price: $AUD 1,100.00 (ex GST)');
    expect(charterAdmin.text).not.toContain('1,000.00');
    await reset();
  });

  it('prints price plus margin when the price exceeds the with-margin figure (section 9)', async () => {
    await s.pool.query(`update charter_requests set with_margin = 200 where id = $1`, [clientCharter.id]);
    await settings('clients', 'client@demo.test', { show_price: true });
    const { text } = await itinerary(clientCharter.id, t.client!);
    expect(text).toContain('Price: $AUD 1,200.00 (ex GST)');
    await s.pool.query(`update charter_requests set with_margin = 1100 where id = $1`, [clientCharter.id]);
    await reset();
  });

  it('is a 404 for the losing operator, another client, a Live charter and a bad id', async () => {
    expect((await itinerary(clientCharter.id, op2.token)).status).toBe(404);
    expect((await itinerary(clientCharter.id, t.qgov!)).status).toBe(404);
    expect((await itinerary(clientCharter.id, t.department!)).status).toBe(404);
    const live = await insertCharter(s.pool, { clientEmail: 'client@demo.test', status: 'Live', bidderId: op1.supplierId });
    for (const token of [t.client!, t.admin!, op1.token]) expect((await itinerary(live.id, token)).status).toBe(404);
    expect((await itinerary('not-an-id', t.admin!)).status).toBe(404);
    const finished = await insertCharter(s.pool, { clientEmail: 'client@demo.test', status: 'Finished', bidderId: op1.supplierId });
    expect((await itinerary(finished.id, op1.token)).status).toBe(200);
  });
});
