import ExcelJS from 'exceljs';
import { departureWindow, formatLocal, previousQuarter } from '@charter/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { clearCharters } from '../../../tests/charter-fixtures.js';
import {
  bidBody,
  confirmedCharter,
  liveCharter,
  placeBid,
  readyOperators,
  type ConfirmedCharter,
  type Operator,
} from '../../../tests/change-fixtures.js';

const DAY = 24 * 3600 * 1000;
let s: TestServer;
let op1: Operator;
let op2: Operator;
const tokens: Record<string, string> = {};
/** The client's booked charter (two passengers on the manifest), a QGov client's, and a Live one op2 bid on. */
let mine: ConfirmedCharter;
let theirs: ConfirmedCharter;
let open: { id: string; jobReference: number };

/** Puts a charter's creation (and its bids and timeline) in the first quarter of 2025, Brisbane time. */
async function createdOn(id: string, iso: string) {
  await s.pool.query(`update charter_requests set created_at = $2 where id = $1`, [id, iso]);
  await s.pool.query(`update bids set time_of_bid = $2, created_at = $2 where charter_request_id = $1`, [id, iso]);
}

beforeAll(async () => {
  s = await startTestServer();
  await clearCharters(s.pool);
  ({ op1, op2 } = await readyOperators(s));
  for (const who of ['admin', 'charteradmin', 'client', 'department', 'staff', 'qgov', 'supplier1']) {
    tokens[who] = (await s.member(`${who}@demo.test`)).token;
  }
  const depart = new Date(Date.now() + 20 * DAY);
  mine = await confirmedCharter(s, op1, tokens.client!, { departTime: depart });
  theirs = await confirmedCharter(s, op1, tokens.qgov!, { clientEmail: 'qgov@demo.test', departTime: new Date(depart.getTime() + DAY) });
  const live = await liveCharter(s, {});
  open = live;
  const bid = await placeBid(s, op2.token, bidBody(live, op2, { price: 2000 }));
  expect(bid.status).toBe(200);
  const route = (await s.pool.query(`select id from charter_routes where charter_request_id = $1`, [mine.id])).rows[0].id;
  await s.pool.query(
    `insert into manifest_entries (route_id, passenger_name, passenger_weight, freight_weight, cargo_weight, item_order)
     values ($1, 'Pat Flyer', 85, 15, 0, 0), ($1, 'Sam Flyer', 90, 10, 5, 1)`,
    [route],
  );
  await s.pool.query(`update charter_routes set passenger_number = 2, payload = 300 where id = $1`, [route]);
  await createdOn(mine.id, '2025-02-10T01:00:00Z');
  await createdOn(theirs.id, '2025-03-31T14:30:00Z'); // 1 April 2025, 00:30 in Brisbane: the next quarter there.
  await createdOn(open.id, '2025-01-01T00:00:00Z');
});
afterAll(async () => {
  await s?.close();
});

const Q1 = 'from=01/01/2025&to=31/03/2025&tz=Australia/Brisbane';
const jobs = (body: { items: { values: Record<string, unknown> }[] }) => body.items.map((i) => i.values.jobRef);
const JB = (c: { jobReference: number }) => `JB${c.jobReference}`;

async function download(path: string, token = tokens.admin!) {
  const res = await fetch(`${s.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes };
}

async function sheetOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

const rowValues = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);

describe('default ranges', () => {
  it('reads the previous quarter in the viewer’s zone, and the departure report one month back to twelve ahead', async () => {
    const quarter = await s.call('GET', '/api/admin/getCharterReport', { token: tokens.admin });
    expect(quarter.status).toBe(200);
    expect({ from: quarter.body.from, to: quarter.body.to }).toEqual(previousQuarter(new Date(), 'Australia/Brisbane'));
    const perth = await s.call('GET', '/api/admin/getPayLoadReport?tz=Australia/Perth', { token: tokens.admin });
    expect({ from: perth.body.from, to: perth.body.to }).toEqual(previousQuarter(new Date(), 'Australia/Perth'));
    const departures = await s.call('GET', '/api/admin/getDepartureReport', { token: tokens.admin });
    expect({ from: departures.body.from, to: departures.body.to }).toEqual(departureWindow(new Date(), 'Australia/Brisbane'));
    // Both booked charters depart in three weeks: inside the default window.
    expect(jobs(departures.body)).toEqual([JB(mine), JB(theirs)]);
  });
});

describe('GET getCharterReport', () => {
  it('lists the charters created in the range, oldest first, with the admin’s prices', async () => {
    const res = await s.call('GET', `/api/admin/getCharterReport?${Q1}`, { token: tokens.admin });
    expect(res.status).toBe(200);
    // The QGov charter was created on 1 April in Brisbane, after the range.
    expect(jobs(res.body)).toEqual([JB(open), JB(mine)]);
    expect(res.body.total).toBe(2);
    expect(res.body.columns.map((c: { header: string }) => c.header)).toContain('Operator Price');
    const row = res.body.items[1].values;
    expect(row).toMatchObject({
      client: 'Demo Mining Co',
      status: 'Confirmed',
      operator: expect.any(String),
      price: 1000,
      withMargin: 1100,
      created: formatLocal('2025-02-10T01:00:00Z', 'Australia/Brisbane'),
    });
    expect(row.confirmed).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2} AEST$/);
    // A range one day longer holds all three.
    const april = await s.call('GET', '/api/admin/getCharterReport?from=01/01/2025&to=01/04/2025&tz=Australia/Brisbane', {
      token: tokens.admin,
    });
    expect(jobs(april.body)).toEqual([JB(open), JB(mine), JB(theirs)]);
    const instants = await s.call('GET', '/api/admin/getCharterReport?from=2025-02-01T00:00:00Z&to=2025-03-01T00:00:00Z', {
      token: tokens.admin,
    });
    expect(jobs(instants.body)).toEqual([JB(mine)]);
  });

  it('pages with a cursor, and a charter admin never sees the operator’s net price', async () => {
    const first = await s.call('GET', `/api/admin/getCharterReport?${Q1}&limit=1`, { token: tokens.charteradmin });
    expect(first.status).toBe(200);
    expect(jobs(first.body)).toEqual([JB(open)]);
    expect(first.body.columns.map((c: { key: string }) => c.key)).not.toContain('price');
    const second = await s.call('GET', `/api/admin/getCharterReport?${Q1}&limit=1&cursor=${first.body.nextCursor}`, {
      token: tokens.charteradmin,
    });
    expect(jobs(second.body)).toEqual([JB(mine)]);
    expect(second.body.items[0].values.price).toBeUndefined();
    expect(second.body.items[0].values.withMargin).toBe(1100);
    expect(second.body.nextCursor).toBeNull();
    expect(second.body.total).toBeNull();
  });

  it('refuses operators and the client side (403), and anonymous callers (401)', async () => {
    for (const who of ['supplier1', 'client', 'department', 'staff']) {
      expect((await s.call('GET', '/api/admin/getCharterReport', { token: tokens[who] })).status, who).toBe(403);
    }
    expect((await s.call('GET', '/api/admin/getCharterReport')).status).toBe(401);
    expect((await s.call('GET', '/api/admin/getDepartureReport', { token: tokens.client })).status).toBe(403);
    expect((await s.call('GET', '/api/admin/getPayLoadReport', { token: tokens.supplier1 })).status).toBe(403);
  });
});

describe('GET getPayLoadReport', () => {
  const soon = () => {
    const d = (ms: number) => new Date(ms).toISOString();
    return `from=${d(Date.now())}&to=${d(Date.now() + 60 * DAY)}`;
  };

  it('shows each sector’s payload, manifest weight and what is left', async () => {
    const res = await s.call('GET', `/api/admin/getPayLoadReport?${soon()}`, { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(jobs(res.body)).toEqual([JB(mine), JB(theirs)]);
    expect(res.body.items[0].values).toMatchObject({
      sector: '1 of 1',
      passengers: 2,
      payload: 300,
      totalWeight: 205,
      payloadRemaining: 95,
      aircraft: expect.stringContaining(' '),
    });
  });

  it('shows the client side only its own confirmed charters', async () => {
    const client = await s.call('GET', `/api/admin/getPayLoadReport?${soon()}`, { token: tokens.client });
    expect(client.status).toBe(200);
    expect(jobs(client.body)).toEqual([JB(mine)]);
    const qgov = await s.call('GET', `/api/admin/getPayLoadReport?${soon()}`, { token: tokens.qgov });
    expect(jobs(qgov.body)).toEqual([JB(theirs)]);
    // The demo staff member's department holds neither.
    const staff = await s.call('GET', `/api/admin/getPayLoadReport?${soon()}`, { token: tokens.staff });
    expect(jobs(staff.body)).toEqual([]);
    // A Live charter is never in it, even for an admin.
    const admin = await s.call('GET', '/api/admin/getPayLoadReport?from=01/01/2000&to=31/12/2100', { token: tokens.admin });
    expect(jobs(admin.body)).not.toContain(JB(open));
  });
});

describe('GET getDepartureReport', () => {
  it('says whether each manifest is complete', async () => {
    const res = await s.call('GET', '/api/admin/getDepartureReport', { token: tokens.charteradmin });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { values: Record<string, unknown> }) => [i.values.jobRef, i.values.manifestComplete])).toEqual([
      [JB(mine), 'Yes'],
      [JB(theirs), 'No'],
    ]);
    expect(res.body.items[0].values.departs).toBe(formatLocal(mine.departTime, 'Australia/Brisbane'));
  });
});

describe('GET getJobTracker', () => {
  it('shows each chosen operator’s jobs with its totals and the job history', async () => {
    const wide = 'from=01/01/2000&to=31/12/2100';
    const res = await s.call('GET', `/api/admin/getJobTracker?${wide}&supplierIds=${op1.supplierId},${op2.supplierId}`, {
      token: tokens.admin,
    });
    expect(res.status).toBe(200);
    const byOperator = Object.fromEntries(res.body.operators.map((o: { supplierId: string }) => [o.supplierId, o]));
    expect(byOperator[op1.supplierId]).toMatchObject({ bids: 2, wins: 2, confirmed: 2 });
    expect(byOperator[op2.supplierId]).toMatchObject({ bids: 1, wins: 0, confirmed: 0 });
    const rows = res.body.items.map((i: { values: Record<string, unknown> }) => [i.values.jobRef, i.values.outcome]);
    expect(rows).toEqual([
      [JB(open), 'Open'],
      [JB(mine), 'Confirmed'],
      [JB(theirs), 'Confirmed'],
    ]);
    const history = res.body.items[1].values.history as string;
    expect(history).toMatch(/Bid 1,000\.00 with margin 1,100\.00/);
    expect(history).toMatch(/PendingConfirmation => Confirmed/);
    // The charter admin sees the price with margin only.
    const ca = await s.call('GET', `/api/admin/getJobTracker?${wide}&supplierIds=${op1.supplierId}`, { token: tokens.charteradmin });
    expect(ca.body.items[0].values.history).toMatch(/Bid with margin 1,100\.00/);
    expect(ca.body.items[0].values.lastPrice).toBeUndefined();
  });

  it('takes up to 5 operators, each one an operator', async () => {
    const six = Array.from({ length: 6 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`).join(',');
    const tooMany = await s.call('GET', `/api/admin/getJobTracker?supplierIds=${six}`, { token: tokens.admin });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.messages).toEqual(['Choose up to 5 operators']);
    const none = await s.call('GET', '/api/admin/getJobTracker', { token: tokens.admin });
    expect(none.status).toBe(400);
    expect(none.body.messages).toEqual(['Choose at least one operator']);
    const unknown = await s.call('GET', `/api/admin/getJobTracker?supplierIds=${op1.supplierId},00000000-0000-4000-8000-000000000000`, {
      token: tokens.admin,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.messages).toEqual(['Operators must be chosen from the list']);
    const operators = await s.call('GET', '/api/admin/getJobTrackerOperators', { token: tokens.charteradmin });
    expect(operators.body.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining([op1.supplierId, op2.supplierId]));
  });
});

describe('bad ranges', () => {
  it('answer 400 with a message and change nothing', async () => {
    const cases: [string, string][] = [
      ['from=31/03/2025&to=01/01/2025', 'From must be before To'],
      ['from=2025-03-01T00:00:00Z&to=2025-02-01T00:00:00Z', 'From must be before To'],
      ['from=31/02/2025', 'From must be a date as dd/MM/yyyy or an ISO timestamp'],
      ['to=2025-13-01', 'To must be a date as dd/MM/yyyy or an ISO timestamp'],
      ['tz=Mars/Olympus', 'Time zone must be a known time zone, such as Australia/Brisbane'],
      ['limit=0', 'Limit must be a whole number from 1 to 200'],
      ['cursor=nope', 'The list position is not valid. Please reload the report.'],
    ];
    for (const [query, message] of cases) {
      for (const path of ['/api/admin/getCharterReport', '/api/admin/getDepartureReport/export']) {
        const res = await s.call('GET', `${path}?${query}`, { token: tokens.admin });
        if (path.endsWith('export') && query.startsWith('cursor')) continue;
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(res.body.messages, query).toEqual([message]);
      }
    }
  });
});

describe('Excel', () => {
  it('downloads the charter list with its columns and the row count up front', async () => {
    const { res, bytes } = await download(`/api/admin/getCharterReport/export?${Q1}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="charter-requests-report-2025-01-01-to-2025-03-31.xlsx"');
    expect(res.headers.get('x-total-count')).toBe('2');
    const sheet = await sheetOf(bytes);
    expect(rowValues(sheet, 1)).toEqual([
      'Job Ref',
      'Client',
      'Department',
      'Staff',
      'Status',
      'Charter Type',
      'From',
      'To',
      'Departs',
      'Sectors',
      'Passengers',
      'Operator',
      'Operator Price',
      'Price with Margin',
      'Created',
      'Confirmed',
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(3);
    const row = rowValues(sheet, 3);
    expect(row[0]).toBe(JB(mine));
    expect(row[1]).toBe('Demo Mining Co');
    expect(row[12]).toBe(1000);
    expect(row[13]).toBe(1100);
    expect(row[14]).toBe(formatLocal('2025-02-10T01:00:00Z', 'Australia/Brisbane'));
  });

  it('downloads the payload, departure and job history sets as each viewer may see them', async () => {
    const wide = 'from=01/01/2000&to=31/12/2100';
    const payload = await sheetOf((await download(`/api/admin/getPayLoadReport/export?${wide}`, tokens.client)).bytes);
    expect(rowValues(payload, 1)).toEqual([
      'Job Ref',
      'Sector',
      'From',
      'To',
      'Departs',
      'Aircraft',
      'Pax Limit',
      'Passengers on Manifest',
      'Payload (kg)',
      'Total Weight (kg)',
      'Payload Remaining (kg)',
    ]);
    expect(payload.rowCount).toBe(2);
    expect(rowValues(payload, 2)[0]).toBe(JB(mine));
    expect(rowValues(payload, 2).slice(7)).toEqual([2, 300, 205, 95]);

    const departures = await sheetOf((await download(`/api/admin/getDepartureReport/export?${wide}`)).bytes);
    expect(rowValues(departures, 1)).toEqual([
      'Departs',
      'Job Ref',
      'From',
      'To',
      'Operator',
      'Aircraft',
      'Passengers',
      'Manifest Complete',
    ]);
    expect(rowValues(departures, 2)[7]).toBe('Yes');

    const history = await sheetOf(
      (await download(`/api/admin/getJobTracker/export?${wide}&supplierIds=${op2.supplierId}`, tokens.charteradmin)).bytes,
    );
    expect(rowValues(history, 1)).toEqual([
      'Operator',
      'Job Ref',
      'Charter Status',
      'From',
      'To',
      'Departs',
      'Bids',
      'First Bid',
      'Last Bid with Margin',
      'Outcome',
      'Job History',
    ]);
    expect(rowValues(history, 2)[1]).toBe(JB(open));
    expect(rowValues(history, 2)[8]).toBe(2200);
  });

  it('is refused to the roles outside the report', async () => {
    expect((await download('/api/admin/getCharterReport/export', tokens.client)).res.status).toBe(403);
    expect((await download('/api/admin/getJobTracker/export', tokens.supplier1)).res.status).toBe(403);
  });
});
