import { beforeAll, describe, expect, it } from 'vitest';
import { withDemoMembers } from '../../../tests/demo-members.js';
import type { TestServer } from '../../../tests/harness.js';

let s: TestServer;
const { t, ids } = withDemoMembers((server) => (s = server));
let supplier1: string;

beforeAll(() => {
  supplier1 = ids.supplier1!.supplierId!;
});

const TERMS = ['canViewSupplierInfo', 'directDebit', 'confirmedDate', 'billingDueDate'];

/** The admin's whole form body for supplier1, as the Detail tab sends it. */
async function adminBody() {
  const { email: _e, ...body } = (await s.call('GET', `/api/suppliers/get?id=${supplier1}`, { token: t.admin })).body;
  return body;
}

describe("an operator's account terms (canViewSupplierInfo, directDebit, confirmedDate, billingDueDate)", () => {
  it('admins read and set them; the change is on the timeline; the operator never reads them', async () => {
    const before = await adminBody();
    expect(before).toMatchObject({ canViewSupplierInfo: false, directDebit: false, confirmedDate: null, billingDueDate: null });

    const saved = await s.call('POST', '/api/suppliers/update', {
      token: t.admin,
      body: { ...before, canViewSupplierInfo: true, directDebit: true, confirmedDate: '2026-02-28', billingDueDate: 30 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({
      canViewSupplierInfo: true,
      directDebit: true,
      confirmedDate: '2026-02-28',
      billingDueDate: 30,
    });
    expect(await adminBody()).toMatchObject({
      canViewSupplierInfo: true,
      directDebit: true,
      confirmedDate: '2026-02-28',
      billingDueDate: 30,
    });

    const timeline = (await s.call('GET', `/api/entityState/getTimeline/Supplier/${supplier1}`, { token: t.admin })).body;
    expect(timeline.at(-1)).toMatchObject({
      actionName: 'Profile Updated',
      reason: 'Changed: Can View Supplier Info, Direct Debit, Confirmed Date, Billing Due Date',
    });

    // The operator's own profile leaves them out, and what it sends of them changes nothing.
    const own = (await s.call('GET', '/api/suppliers/get', { token: t.supplier1 })).body;
    for (const field of TERMS) expect(own, field).not.toHaveProperty(field);
    const { id: _i, email: _e, status: _s, ...mine } = own;
    const sneaky = await s.call('POST', '/api/suppliers/update', {
      token: t.supplier1,
      body: { ...mine, canViewSupplierInfo: false, directDebit: false, confirmedDate: null, billingDueDate: 0 },
    });
    expect(sneaky.status).toBe(200);
    for (const field of TERMS) expect(sneaky.body.result, field).not.toHaveProperty(field);
    expect(await adminBody()).toMatchObject({
      canViewSupplierInfo: true,
      directDebit: true,
      confirmedDate: '2026-02-28',
      billingDueDate: 30,
    });

    // Blank clears them.
    const cleared = await s.call('POST', '/api/suppliers/update', {
      token: t.admin,
      body: { ...(await adminBody()), confirmedDate: '', billingDueDate: null },
    });
    expect(cleared.body.result).toMatchObject({ confirmedDate: null, billingDueDate: null });
  });

  it('refuses a date that is not a day and billing days outside 0 to 365, changing nothing', async () => {
    const before = await adminBody();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ confirmedDate: '2026-02-30' }, { confirmedDate: ['Confirmed Date must be a real date'] }],
      [{ confirmedDate: '28/02/2026' }, { confirmedDate: ['Confirmed Date must be a real date'] }],
      [{ confirmedDate: 20260228 }, { confirmedDate: ['Confirmed Date must be a real date'] }],
      [{ billingDueDate: 366 }, { billingDueDate: ['Billing Due Date must be a whole number of days from 0 to 365'] }],
      [{ billingDueDate: 1.5 }, { billingDueDate: ['Billing Due Date must be a whole number of days from 0 to 365'] }],
      [{ billingDueDate: 'soon' }, { billingDueDate: ['Billing Due Date must be a whole number of days from 0 to 365'] }],
      [{ directDebit: 'yes' }, { directDebit: [expect.any(String)] as unknown as string[] }],
    ];
    for (const [change, errors] of cases) {
      const res = await s.call('POST', '/api/suppliers/update', { token: t.admin, body: { ...before, ...change } });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.errors, JSON.stringify(change)).toEqual(errors);
    }
    expect(await adminBody()).toEqual(before);
  });
});
