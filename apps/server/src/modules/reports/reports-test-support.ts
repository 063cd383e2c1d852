import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect } from 'vitest';
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

export const DAY = 24 * 3600 * 1000;

export interface ReportsWorld {
  s: TestServer;
  op1: Operator;
  op2: Operator;
  tokens: Record<string, string>;
  /** The client's booked charter (two passengers on the manifest), a QGov client's, and a Live one op2 bid on. */
  mine: ConfirmedCharter;
  theirs: ConfirmedCharter;
  open: { id: string; jobReference: number };
}

const w = { tokens: {} } as ReportsWorld;

/** Puts a charter's creation (and its bids and timeline) in the first quarter of 2025, Brisbane time. */
async function createdOn(id: string, iso: string) {
  await w.s.pool.query(`update charter_requests set created_at = $2 where id = $1`, [id, iso]);
  await w.s.pool.query(`update bids set time_of_bid = $2, created_at = $2 where charter_request_id = $1`, [id, iso]);
}

/**
 * The reports tests' world, set up before the file's tests and closed after them: three charters
 * created in the first quarter of 2025 (one of them, in Brisbane, on the first day of the next).
 */
export function reportsWorld(): ReportsWorld {
  beforeAll(async () => {
    w.s = await startTestServer();
    const { s, tokens } = w;
    await clearCharters(s.pool);
    ({ op1: w.op1, op2: w.op2 } = await readyOperators(s));
    for (const who of ['admin', 'charteradmin', 'client', 'department', 'staff', 'qgov', 'supplier1']) {
      tokens[who] = (await s.member(`${who}@demo.test`)).token;
    }
    const depart = new Date(Date.now() + 20 * DAY);
    w.mine = await confirmedCharter(s, w.op1, tokens.client!, { departTime: depart });
    w.theirs = await confirmedCharter(s, w.op1, tokens.qgov!, {
      clientEmail: 'qgov@demo.test',
      departTime: new Date(depart.getTime() + DAY),
    });
    const live = await liveCharter(s, {});
    w.open = live;
    const bid = await placeBid(s, w.op2.token, bidBody(live, w.op2, { price: 2000 }));
    expect(bid.status).toBe(200);
    const route = (await s.pool.query(`select id from charter_routes where charter_request_id = $1`, [w.mine.id])).rows[0].id;
    await s.pool.query(
      `insert into manifest_entries (route_id, passenger_name, passenger_weight, freight_weight, cargo_weight, item_order)
       values ($1, 'Pat Flyer', 85, 15, 0, 0), ($1, 'Sam Flyer', 90, 10, 5, 1)`,
      [route],
    );
    await s.pool.query(`update charter_routes set passenger_number = 2 where id = $1`, [route]);
    // The awarded aircraft's payload on the sector is the one the report counts (ADR 0039).
    await s.pool.query(`update bid_routes set payload = 300 where route_id = $1`, [route]);
    await createdOn(w.mine.id, '2025-02-10T01:00:00Z');
    await createdOn(w.theirs.id, '2025-03-31T14:30:00Z'); // 1 April 2025, 00:30 in Brisbane: the next quarter there.
    await createdOn(w.open.id, '2025-01-01T00:00:00Z');
  });
  afterAll(async () => {
    await w.s?.close();
  });
  return w;
}

export const Q1 = 'from=01/01/2025&to=31/03/2025&tz=Australia/Brisbane';
export const jobs = (body: { items: { values: Record<string, unknown> }[] }) => body.items.map((i) => i.values.jobRef);
export const JB = (c: { jobReference: number }) => `JB${c.jobReference}`;

export async function download(path: string, token = w.tokens.admin!) {
  const res = await fetch(`${w.s.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes };
}

export async function sheetOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

export const rowValues = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
