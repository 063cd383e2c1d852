import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@charter/shared';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { TINY_PDF, postForm, supplierIdOf } from './supplier-test-helpers.js';

let s: TestServer;
const t: Record<string, string> = {};
let supplier2: string;
let fleet: { id: string; licenseNumber: string }[];
let otherAircraft: string;
const DAY = 24 * 3600 * 1000;
const day = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['admin', 'client', 'supplier1', 'supplier2']) t[who] = (await s.member(`${who}@demo.test`)).token;
  supplier2 = await supplierIdOf(s, 'supplier2@demo.test');
  fleet = (
    await s.pool.query(`select id, license_number as "licenseNumber" from aircraft where supplier_id = $1 order by license_number`, [
      supplier2,
    ])
  ).rows;
  otherAircraft = (
    await s.pool.query(
      `select a.id from aircraft a join users u on u.supplier_id = a.supplier_id where u.email = 'supplier1@demo.test' limit 1`,
    )
  ).rows[0].id;
});
afterAll(async () => {
  await s.close();
});

const standing = (token: string, supplierId = supplier2) => s.call('GET', `/api/suppliers/compliance/${supplierId}`, { token });
const upload = (fields: Record<string, string>) =>
  postForm(s, '/api/suppliers/addDocument', t.supplier2!, fields, { name: 'new.pdf', data: TINY_PDF, type: 'application/pdf' });
const approve = (body: Record<string, unknown>) => s.call('POST', '/api/suppliers/approveDocument', { token: t.admin, body });

describe("an operator's standing: what it must keep current and what expires when", () => {
  it('lists each required document and each aircraft on its AOC, to the operator itself and to admins only', async () => {
    const own = await standing(t.supplier2!);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({
      documents: [
        { category: 'Air Operator Certificate', kind: 'AOC', status: 'Current', expiresAt: expect.any(String), liabilityCover: null },
        {
          category: 'Insurance Certificate',
          kind: 'LiabilityCover',
          status: 'Current',
          expiresAt: expect.any(String),
          liabilityCover: 20000000,
        },
      ],
      aircraft: fleet.map((a) => ({ id: a.id, licenseNumber: a.licenseNumber, type: expect.any(String), approved: true })),
      current: true,
    });
    expect((await standing(t.admin!)).body).toEqual(own.body);
    expect((await standing(t.supplier1!)).status).toBe(403);
    expect((await standing(t.client!)).status).toBe(403);
  });
});

describe('approving the required documents', () => {
  it('an insurance is approved only with its liability cover, which the standing then shows', async () => {
    const doc = await upload({ fileCategory: 'Insurance Certificate' });
    expect(doc.body.result).toMatchObject({ requiredKind: 'LiabilityCover', liabilityCover: null, approved: false });
    const noCover = await approve({ id: doc.body.result.id, expiredAt: day(400) });
    expect(noCover.status).toBe(400);
    expect(noCover.body.errors).toEqual({ liabilityCover: [DOCUMENT_MESSAGES.coverRequired] });
    const bad = await approve({ id: doc.body.result.id, expiredAt: day(400), liabilityCover: -5 });
    expect(bad.body.errors.liabilityCover).toEqual([DOCUMENT_MESSAGES.coverRequired]);
    const ok = await approve({ id: doc.body.result.id, expiredAt: day(400), liabilityCover: 50_000_000 });
    expect(ok.status).toBe(200);
    expect(ok.body.result).toMatchObject({ approved: true, liabilityCover: 50_000_000 });
    // The insurance that runs longest is the one the standing shows.
    const insurance = (await standing(t.supplier2!)).body.documents[1];
    expect(insurance).toMatchObject({ status: 'Current', liabilityCover: 50_000_000 });
  });

  it("an AOC lists the operator's aircraft; only those an admin ticks on approval may fly", async () => {
    const [first, second] = fleet;
    const listed = await upload({ fileCategory: 'Air Operator Certificate', aircraftIds: `${first!.id},${second!.id}` });
    expect(listed.status).toBe(200);
    expect(listed.body.result.aircraft).toEqual([
      { id: first!.id, licenseNumber: first!.licenseNumber, approved: false },
      { id: second!.id, licenseNumber: second!.licenseNumber, approved: false },
    ]);
    const foreign = await upload({ fileCategory: 'Air Operator Certificate', aircraftIds: otherAircraft });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual({ aircraftIds: [DOCUMENT_MESSAGES.aircraftNotYours] });

    // The demo certificate is withdrawn: the new one is all there is, and nothing on it is ticked yet.
    await s.pool.query(
      `update supplier_documents set active = false where supplier_id = $1 and file_category = 'Air Operator Certificate' and id <> $2`,
      [supplier2, listed.body.result.id],
    );
    const waiting = (await standing(t.supplier2!)).body;
    expect(waiting.documents[0]).toMatchObject({ category: 'Air Operator Certificate', status: 'Awaiting approval' });
    expect(waiting.current).toBe(false);
    expect(waiting.aircraft.map((a: { approved: boolean }) => a.approved)).toEqual([false, false]);

    // The admin ticks one of the two.
    expect((await approve({ id: listed.body.result.id, expiredAt: day(300), aircraftIds: [otherAircraft] })).body.errors).toEqual({
      aircraftIds: [DOCUMENT_MESSAGES.aircraftNotYours],
    });
    const approved = await approve({ id: listed.body.result.id, expiredAt: day(300), aircraftIds: [second!.id] });
    expect(approved.status).toBe(200);
    expect(approved.body.result.aircraft).toEqual([{ id: second!.id, licenseNumber: second!.licenseNumber, approved: true }]);
    const now = (await standing(t.supplier2!)).body;
    expect(now.current).toBe(true);
    expect(now.aircraft.map((a: { id: string; approved: boolean }) => [a.id, a.approved])).toEqual([
      [first!.id, false],
      [second!.id, true],
    ]);

    // The operator lists the other one too: it waits for an admin, the ticked one stays ticked.
    const relisted = await postForm(s, `/api/suppliers/updateDocument/${supplier2}`, t.supplier2!, {
      documentId: listed.body.result.id,
      aircraftIds: `${first!.id},${second!.id}`,
    });
    expect(relisted.body.result).toMatchObject({ approved: true });
    expect(relisted.body.result.aircraft.map((a: { approved: boolean }) => a.approved)).toEqual([false, true]);
    // A new file of the certificate needs approving again, aircraft and all.
    const replaced = await postForm(
      s,
      `/api/suppliers/updateDocument/${supplier2}`,
      t.supplier2!,
      { documentId: listed.body.result.id },
      { name: 'aoc-2.pdf', data: TINY_PDF, type: 'application/pdf' },
    );
    expect(replaced.body.result).toMatchObject({ approved: false });
    expect(replaced.body.result.aircraft.map((a: { approved: boolean }) => a.approved)).toEqual([false, false]);
    // Approved without naming aircraft: those the operator listed are ticked.
    const all = await approve({ id: listed.body.result.id, expiredAt: day(300) });
    expect(all.body.result.aircraft.map((a: { approved: boolean }) => a.approved)).toEqual([true, true]);
  });
});
