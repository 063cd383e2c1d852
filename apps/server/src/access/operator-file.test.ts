import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/harness.js';
import { bidBody, liveCharter, placeBid, readyOperators, type LiveCharter, type Operator } from '../modules/bids/bid-test-support.js';
import { TINY_PDF, TINY_PNG, download } from '../modules/suppliers/supplier-test-helpers.js';

/**
 * The operator's file from a charter: who may read it, and only through a bid they can
 * see on that charter; what the client side may open.
 */

let s: TestServer;
let op1: Operator;
let op2: Operator;
let c: LiveCharter;
const t: Record<string, string> = {};
let imageId: string;
let approvedDoc: string;
let pendingDoc: string;

const file = (who: string, supplierId = op1.supplierId, charterId = c.id) =>
  s.call('GET', `/api/charterRequest/${charterId}/supplier/${supplierId}`, { token: t[who] });
const docs = (who: string, supplierId = op1.supplierId, charterId = c.id) =>
  s.call('GET', `/api/charterRequest/${charterId}/supplier/${supplierId}/documents`, { token: t[who] });
const docFile = (who: string, id: string) => download(s, `/api/charterRequest/${c.id}/supplier/${op1.supplierId}/document/${id}`, t[who]!);
const image = (who: string, id = imageId) =>
  download(s, `/api/charterRequest/${c.id}/supplier/${op1.supplierId}/aircraftImage/${id}`, t[who]!);

const setFlag = (table: 'clients' | 'client_departments' | 'client_staff', on: boolean) =>
  s.pool.query(`update ${table} set can_view_supplier_info = $1`, [on]);

beforeAll(async () => {
  s = await startTestServer();
  ({ op1, op2 } = await readyOperators(s));
  for (const who of ['admin', 'charteradmin', 'client', 'department', 'staff', 'qgov']) t[who] = (await s.member(`${who}@demo.test`)).token;
  t.op1 = op1.token;
  t.op2 = op2.token;
  for (const table of ['clients', 'client_departments', 'client_staff'] as const) await setFlag(table, false);
  c = await liveCharter(s, { clientEmail: 'staff@demo.test' });
  const placed = await placeBid(s, op1.token, bidBody(c, op1));
  expect(placed.status, placed.text).toBe(200);
  const q = async (text: string, params: unknown[]) => (await s.pool.query(text, params)).rows[0].id as string;
  imageId = await q(
    `insert into aircraft_images (aircraft_id, category, content_type, file_name, size, data) values ($1, 'Exterior', 'image/png', 'side.png', $2, $3) returning id`,
    [op1.aircraft[0]!.id, TINY_PNG.length, TINY_PNG],
  );
  approvedDoc = await q(`select id from supplier_documents where supplier_id = $1 and approved order by created_at desc limit 1`, [
    op1.supplierId,
  ]);
  pendingDoc = await q(
    `insert into supplier_documents (supplier_id, file_category, file_name, content_type, size, data, expired_at, status)
     values ($1, 'Air Operator Certificate', 'aoc-draft.pdf', 'application/pdf', $2, $3, now() + interval '10 days', 'Nearly Expired') returning id`,
    [op1.supplierId, TINY_PDF.length, TINY_PDF],
  );
});
afterAll(async () => {
  await s?.close();
});

describe('the operator’s file from a charter', () => {
  it('admins read the operator, the aircraft it bid with and its documents, and open every file', async () => {
    const res = await file('admin');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      id: op1.supplierId,
      companyName: 'Outback Air Charter',
      status: 'Active',
      preferred: expect.any(Boolean),
    });
    expect(res.body.aircraft.map((a: any) => a.id)).toEqual([op1.aircraft[0]!.id]);
    expect(res.body.aircraft[0].images).toEqual([{ id: imageId, category: 'Exterior', fileName: 'side.png' }]);
    const list = await docs('admin');
    expect(list.status).toBe(200);
    const pending = list.body.find((d: any) => d.id === pendingDoc);
    expect(pending).toMatchObject({
      fileName: 'aoc-draft.pdf',
      approved: false,
      approvedBy: null,
      status: 'Nearly Expired',
      canOpen: true,
    });
    expect(list.body.find((d: any) => d.id === approvedDoc)).toMatchObject({
      approved: true,
      approvedBy: 'admin@demo.test',
      status: 'Current',
    });
    expect(list.body.every((d: any) => d.supplierId === undefined && d.expiredAt === undefined)).toBe(true);
    const pdf = await docFile('admin', pendingDoc);
    expect([pdf.status, pdf.bytes.equals(TINY_PDF)]).toEqual([200, true]);
    const png = await image('admin');
    expect([png.status, png.bytes.equals(TINY_PNG)]).toEqual([200, true]);
    expect((await file('charteradmin')).body).toMatchObject({ companyName: 'Outback Air Charter', status: 'Active' });
  });

  it('answers 404 for an operator that did not bid on the charter, and for an unknown charter', async () => {
    expect((await file('admin', op2.supplierId)).status).toBe(404);
    expect((await docs('admin', op2.supplierId)).status).toBe(404);
    expect((await file('admin', op1.supplierId, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await file('admin', 'not-a-uuid')).status).toBe(404);
    // An image or a document of the operator must belong to the file it is asked through.
    const other = (await s.pool.query(`select id from supplier_documents where supplier_id = $1 limit 1`, [op2.supplierId])).rows[0]
      .id as string;
    expect((await docFile('admin', other)).status).toBe(404);
  });

  it('keeps the operator from the client side without canViewSupplierInfo', async () => {
    for (const who of ['client', 'department', 'staff']) {
      expect((await file(who)).status, who).toBe(404);
      expect((await docs(who)).status, who).toBe(404);
      expect((await docFile(who, approvedDoc)).status, who).toBe(404);
      expect((await image(who)).status, who).toBe(404);
    }
  });

  it('shows a client side viewer with canViewSupplierInfo the file, opening only approved documents', async () => {
    await setFlag('client_staff', true);
    try {
      const res = await file('staff');
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ companyName: 'Outback Air Charter', status: null, preferred: null });
      const list = await docs('staff');
      expect(list.body.find((d: any) => d.id === pendingDoc)).toMatchObject({ approved: false, canOpen: false });
      expect(list.body.find((d: any) => d.id === approvedDoc)).toMatchObject({ approved: true, canOpen: true });
      expect((await docFile('staff', approvedDoc)).status).toBe(200);
      expect((await docFile('staff', pendingDoc)).status).toBe(404);
      expect((await image('staff')).status).toBe(200);
      // The flag is each level's own: the department's is still off.
      expect((await file('department')).status).toBe(404);
    } finally {
      await setFlag('client_staff', false);
    }
  });

  it('never opens the file to a client that does not own the charter, nor to another operator', async () => {
    await setFlag('clients', true);
    try {
      expect((await file('client')).status).toBe(200);
      expect((await file('qgov')).status).toBe(404);
      expect((await docs('qgov')).status).toBe(404);
    } finally {
      await setFlag('clients', false);
    }
    expect((await file('op2')).status).toBe(404);
    expect((await docs('op2')).status).toBe(404);
    expect((await image('op2')).status).toBe(404);
    // The operator itself may read its own file through its bid.
    expect((await file('op1')).status).toBe(200);
  });

  it('drops the operator from a client’s reach when its bid leaves the Bids tab', async () => {
    await setFlag('clients', true);
    try {
      await s.pool.query(`update bids set status = 'Void' where charter_request_id = $1 and bidder_id = $2`, [c.id, op1.supplierId]);
      expect((await file('client')).status).toBe(404);
      expect((await file('admin')).status).toBe(200);
    } finally {
      await s.pool.query(`update bids set status = 'New' where charter_request_id = $1 and bidder_id = $2`, [c.id, op1.supplierId]);
      await setFlag('clients', false);
    }
  });
});
