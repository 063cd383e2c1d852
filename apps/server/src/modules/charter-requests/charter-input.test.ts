import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARTER_MESSAGES } from '@charter/shared';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { createCharter, departIn, newCharterBody, sector } from '../../../tests/factories.js';

let s: TestServer;
let client: string;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  client = (await s.member('client@demo.test')).token;
  admin = (await s.member('admin@demo.test')).token;
});
afterAll(async () => {
  await s?.close();
});

const charterCount = async () => Number((await s.pool.query(`select count(*) from charter_requests`)).rows[0].count);
const create = (body: unknown, token = client) => s.call('POST', '/api/charterRequest/newCharterRequest', { token, body });

describe('bounds of a charter request', () => {
  it('a payload of 3,000,000,000 or a passenger weight of 1e12: 400 naming the field, nothing saved', async () => {
    const before = await charterCount();
    const res = await create(
      newCharterBody({
        routes: [
          sector('BNE', 'LRE', departIn(5), {
            payload: 3_000_000_000,
            manifest: [{ passengerName: 'Pat', passengerWeight: 1e12, freightWeight: 0, cargoWeight: 0 }],
          }),
        ],
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      'routes.0.payload': ['Payload must be at most 100,000.'],
      'routes.0.manifest.0.passengerWeight': ['Passenger weight must be at most 1,000.'],
    });
    expect(await charterCount()).toBe(before);
  });

  it("a negative payload keeps the spec's message", async () => {
    const res = await create(newCharterBody({ routes: [sector('BNE', 'LRE', departIn(5), { payload: -5 })] }));
    expect(res.status).toBe(400);
    expect(res.body.errors['routes.0.payload']).toEqual([CHARTER_MESSAGES.payload]);
  });

  it('an impossible date or a departure in the past: 400 with a clear message', async () => {
    const impossible = await create(newCharterBody({ routes: [sector('BNE', 'LRE', '2026-02-30T09:00:00+10:00')] }));
    expect(impossible.status).toBe(400);
    expect(impossible.body.errors['routes.0.departTime']).toEqual([CHARTER_MESSAGES.departRequired]);

    const past = await create(newCharterBody({ routes: [sector('BNE', 'LRE', departIn(-1))] }));
    expect(past.status).toBe(400);
    expect(past.body.errors['routes.0.departTime']).toEqual([CHARTER_MESSAGES.departPast]);
    expect(past.body.messages).toContain('Departure must be in the future');
  });

  it("an update may keep a sector's stored departure but not move it into the past", async () => {
    const saved = await createCharter(s, client);
    const stored = (await s.pool.query(`select id from charter_routes where charter_request_id = $1`, [saved.id])).rows[0].id as string;
    // The stored departure has passed meanwhile (as if the request sat for a week).
    const passed = new Date(Date.now() - 24 * 3600_000);
    await s.pool.query(`update charter_routes set depart_time = $2 where id = $1`, [stored, passed]);
    const update = (departTime: string) =>
      s.call('POST', '/api/charterRequest/updateCharterRequest', {
        token: client,
        body: { ...newCharterBody({ routes: [{ ...sector('BNE', 'LRE', departTime), id: stored }] }), id: saved.id },
      });
    expect((await update(passed.toISOString())).status).toBe(200);
    const moved = await update(new Date(Date.now() - 2 * 24 * 3600_000).toISOString());
    expect(moved.status).toBe(400);
    expect(moved.body.errors['routes.0.departTime']).toEqual([CHARTER_MESSAGES.departPast]);
  });
});

describe('free text of a charter request', () => {
  it('is cleaned on save: line breaks become spaces, odd characters go, accents and punctuation stay', async () => {
    const saved = await createCharter(s, client, {
      specialRequests: 'Wheelchair\r\naccess <script>x</script> {asap}',
      notes: 'Crème brûlée & coffee (2x) - 50% off?',
      routes: [
        sector('BNE', 'LRE', departIn(5), {
          notes: 'Gate\t3',
          manifest: [{ passengerName: 'Zoë\nO’Brien', passengerWeight: 80, freightWeight: 0, cargoWeight: 0 }],
        }),
      ],
    });
    const row = (await s.pool.query(`select special_requests, notes from charter_requests where id = $1`, [saved.id])).rows[0];
    expect(row).toEqual({ special_requests: 'Wheelchair access scriptx/script asap', notes: 'Crème brûlée & coffee (2x) - 50% off?' });
    const route = (await s.pool.query(`select id, notes from charter_routes where charter_request_id = $1`, [saved.id])).rows[0];
    expect(route.notes).toBe('Gate 3');
    const passenger = (await s.pool.query(`select passenger_name from manifest_entries where route_id = $1`, [route.id])).rows[0];
    expect(passenger.passenger_name).toBe('Zoë O’Brien');
  });
});

describe('the Excel export', () => {
  it('writes a cell that starts like a formula as text, so no spreadsheet runs it', async () => {
    await s.pool.query(
      `update clients set company_name = '=1+1' where id = (select client_id from users where email = 'client@demo.test')`,
    );
    await createCharter(s, client, { charterSubType: '@SUM(A1)' });
    const res = await fetch(`${s.baseUrl}/api/charterRequest/export/New.xlsx`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const cells: ExcelJS.Cell[] = [];
    sheet.eachRow((row, n) => n > 1 && row.eachCell((cell) => cells.push(cell)));
    expect(cells.some((c) => c.value === "'=1+1" && c.type === ExcelJS.ValueType.String && c.address.startsWith('C'))).toBe(true);
    expect(cells.some((c) => c.value === "'@SUM(A1)" && c.type === ExcelJS.ValueType.String)).toBe(true);
    expect(cells.some((c) => c.type === ExcelJS.ValueType.Formula)).toBe(false);
  });
});
