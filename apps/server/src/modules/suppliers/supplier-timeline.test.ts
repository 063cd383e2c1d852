import { describe, expect, it } from 'vitest';
import { withDemoMembers } from '../../../tests/demo-members.js';
import type { TestServer } from '../../../tests/harness.js';
import { TINY_PDF, TINY_PNG, postForm } from './supplier-test-helpers.js';

let s: TestServer;
const { t, ids } = withDemoMembers((server) => (s = server));

const timeline = (who: string, type: string, id: string) => s.call('GET', `/api/entityState/getTimeline/${type}/${id}`, { token: t[who] });
const actions = async (who: string, supplierId: string) =>
  ((await timeline(who, 'Supplier', supplierId)).body as { actionName: string }[]).map((i) => i.actionName);

/** 12-Mar-2027 style, in Brisbane, as the timeline writes expiry dates. */
function brisbaneDate(iso: string): string {
  const d = new Date(Date.parse(iso) + 10 * 3_600_000);
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][d.getUTCMonth()];
  return `${String(d.getUTCDate()).padStart(2, '0')}-${month}-${d.getUTCFullYear()}`;
}

describe('supplier timeline', () => {
  it('records document upload, approval with expiry, replacement and cancelled approval, with who did it', async () => {
    const supplierId = ids.supplier1!.supplierId!;
    // The demo world's approved document was recorded the same way; this test follows what comes after.
    const before = (await timeline('admin', 'Supplier', supplierId)).body.length;

    const doc = (
      await postForm(
        s,
        '/api/suppliers/addDocument',
        t.supplier1!,
        { fileCategory: 'Air Operator Certificate' },
        { name: 'aoc.pdf', data: TINY_PDF },
      )
    ).body.result;
    const expiredAt = '2027-03-12T02:00:00.000Z';
    const approved = await s.call('POST', '/api/suppliers/approveDocument', { token: t.admin, body: { id: doc.id, expiredAt } });
    expect(approved.status).toBe(200);

    const items = (await timeline('admin', 'Supplier', supplierId)).body.slice(before);
    expect(items).toEqual([
      {
        timeStamp: expect.any(String),
        entity: 'Supplier',
        entityId: supplierId,
        oldStatus: 'Active',
        newStatus: 'Active',
        actionName: 'Document Uploaded',
        reason: 'Air Operator Certificate: aoc.pdf',
        role: 'Supplier',
      },
      {
        timeStamp: expect.any(String),
        entity: 'Supplier',
        entityId: supplierId,
        oldStatus: 'Active',
        newStatus: 'Active',
        actionName: 'Document Approved',
        reason: `Air Operator Certificate: aoc.pdf; expires ${brisbaneDate(expiredAt)}`,
        role: 'Admin',
      },
    ]);
    expect(brisbaneDate(expiredAt)).toBe('12-Mar-2027');

    await postForm(
      s,
      `/api/suppliers/updateDocument/${supplierId}`,
      t.supplier1!,
      { documentId: doc.id },
      { name: 'aoc-2.png', data: TINY_PNG },
    );
    await s.call('POST', '/api/suppliers/approveDocument', { token: t.admin, body: { id: doc.id, expiredAt } });
    await s.call('POST', '/api/suppliers/cancelApproval', { token: t.admin, body: { id: doc.id } });
    const later = (await timeline('supplier1', 'Supplier', supplierId)).body.slice(before + 2);
    expect(later.map((i: any) => [i.actionName, i.reason, i.role])).toEqual([
      ['Document Replaced', 'Air Operator Certificate: aoc-2.png; approval reset: needs approving again', 'Supplier'],
      ['Document Approved', 'Air Operator Certificate: aoc-2.png; expires 12-Mar-2027', 'Admin'],
      ['Document Approval Cancelled', 'Air Operator Certificate: aoc-2.png; expiry date removed', 'Admin'],
    ]);

    // A refused change leaves no trace.
    expect((await s.call('POST', '/api/suppliers/cancelApproval', { token: t.supplier1, body: { id: doc.id } })).status).toBe(403);
    expect(await actions('admin', supplierId)).toHaveLength(before + 5);
  });

  it('keeps an expiry sent as a calendar day the same day in the documents list and the timeline', async () => {
    const supplierId = ids.supplier1!.supplierId!;
    const doc = (
      await postForm(
        s,
        '/api/suppliers/addDocument',
        t.supplier1!,
        { fileCategory: 'Air Operator Certificate' },
        { name: 'ins.pdf', data: TINY_PDF },
      )
    ).body.result;
    const approved = await s.call('POST', '/api/suppliers/approveDocument', {
      token: t.admin,
      body: { id: doc.id, expiredAt: '2027-03-12' },
    });
    expect(approved.status).toBe(200);
    // Valid through the whole day in Brisbane (23:59:59 AEST), read back as that calendar day.
    expect(approved.body.result).toMatchObject({ expiredAt: '2027-03-12T13:59:59.000Z', expiryDate: '2027-03-12' });
    const listed = await s.call('GET', `/api/suppliers/documents/${supplierId}`, { token: t.supplier1 });
    expect(listed.body.find((d: { id: string }) => d.id === doc.id)).toMatchObject({ expiryDate: '2027-03-12' });
    const items = (await timeline('supplier1', 'Supplier', supplierId)).body;
    expect(items.at(-1)).toMatchObject({
      actionName: 'Document Approved',
      reason: 'Air Operator Certificate: ins.pdf; expires 12-Mar-2027',
    });
  });

  it('records status changes with the reason, admin profile edits and aircraft; only admins set the status', async () => {
    const supplierId = ids.supplier2!.supplierId!;
    const before = await actions('admin', supplierId);
    const refused = await s.call('POST', '/api/suppliers/setSupplierStatus', {
      token: t.supplier2,
      body: { id: supplierId, status: 'Inactive' },
    });
    expect(refused.status).toBe(403);
    const bad = await s.call('POST', '/api/suppliers/setSupplierStatus', { token: t.admin, body: { id: supplierId, status: 'Asleep' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ status: ['Status must be Active or Inactive'] });
    expect(await actions('admin', supplierId)).toEqual(before);

    const off = await s.call('POST', '/api/suppliers/setSupplierStatus', {
      token: t.admin,
      body: { id: supplierId, status: 'Inactive', reason: 'Insurance lapsed' },
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ success: true, messages: ['Coral Coast Aviation is Inactive.'], result: { status: 'Inactive' } });
    // Setting the status it already has records nothing.
    await s.call('POST', '/api/suppliers/setSupplierStatus', { token: t.admin, body: { id: supplierId, status: 'Inactive' } });
    await s.call('POST', '/api/suppliers/setSupplierStatus', { token: t.admin, body: { id: supplierId, status: 'Active' } });

    // An admin's profile edit names the fields it changed; the supplier's own edit is not recorded.
    const profile = (await s.call('GET', `/api/suppliers/get?id=${supplierId}`, { token: t.admin })).body;
    const { email: _email, ...fields } = profile;
    const edited = await s.call('POST', '/api/suppliers/update', {
      token: t.admin,
      body: { ...fields, companyName: 'Coral Coast Aviation Pty Ltd', preferred: !profile.preferred },
    });
    expect(edited.status).toBe(200);
    const { id: _id, email: _e, status: _s, preferred: _p, clientTypes: _c, complianceTypes: _ct, ...own } = edited.body.result;
    expect(
      (await s.call('POST', '/api/suppliers/update', { token: t.supplier2, body: { ...own, companyPhone: '07 4000 1111' } })).status,
    ).toBe(200);

    const categories = (await s.call('GET', '/api/suppliers/categories', { token: t.supplier2 })).body;
    const added = await s.call('POST', '/api/suppliers/addAircraft', {
      token: t.supplier2,
      body: {
        aircraftCategoryId: categories.find((c: any) => c.category === 'Turboprop').id,
        licenseNumber: 'VH-TLN',
        type: 'Cessna 208',
        passengerLimit: 9,
      },
    });
    expect(added.status).toBe(200);
    const a = added.body.result;
    await s.call('POST', '/api/suppliers/updateAircraft', {
      token: t.admin,
      body: {
        id: a.id,
        aircraftCategoryId: a.aircraftCategoryId,
        licenseNumber: a.licenseNumber,
        type: a.type,
        passengerLimit: 9,
        status: 'Inactive',
      },
    });

    const items = (await timeline('supplier2', 'Supplier', supplierId)).body.slice(before.length);
    expect(items.map((i: any) => [i.actionName, i.oldStatus, i.newStatus, i.reason, i.role])).toEqual([
      ['Status Change', 'Active', 'Inactive', 'Insurance lapsed', 'Admin'],
      ['Status Change', 'Inactive', 'Active', 'No Reason', 'Admin'],
      ['Profile Updated', 'Active', 'Active', 'Changed: Company Name, Preferred', 'Admin'],
      ['Aircraft Added', 'Active', 'Active', 'VH-TLN (Cessna 208)', 'Supplier'],
      ['Aircraft Updated', 'Active', 'Active', 'VH-TLN (Cessna 208); now Inactive', 'Admin'],
    ]);
    const times = items.map((i: any) => Date.parse(i.timeStamp));
    expect([...times].sort((x, y) => x - y)).toEqual(times);
  });
});
