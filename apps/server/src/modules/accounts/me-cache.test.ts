import { describe, expect, it } from 'vitest';
import { decodeJwt, twoInstances, type TestServer } from '../../../tests/harness.js';

// Two instances of one installation. Each remembers the /me records it has read until the row
// changes (realtime/notified-cache.ts, ADR 0024); a change by any writer, on either instance or
// straight in the database, must show on both at once.
let a: TestServer;
let b: TestServer;
twoInstances((first, second) => {
  a = first;
  b = second;
});

const me = async (s: TestServer, token: string) => {
  const res = await s.call('GET', '/api/accounts/me', { token });
  expect(res.status, res.text).toBe(200);
  return res.body;
};

describe('/me is never stale', () => {
  it('shows a change saved on the other instance at once', async () => {
    const staff = await a.member('staff@demo.test');
    // Both instances read (and remember) the record.
    const before = await me(a, staff.token);
    expect((await me(b, staff.token)).fields).toEqual(before.fields);

    for (const firstName of ['Sasha', 'Samira', before.fields.firstName as string]) {
      const saved = await a.call('POST', '/api/accounts/updateMe', { token: staff.token, body: { ...before.fields, firstName } });
      expect(saved.status, saved.text).toBe(200);
      expect((await me(b, staff.token)).fields.firstName).toBe(firstName);
      expect((await me(a, staff.token)).fields.firstName).toBe(firstName);
    }
  });

  it('shows a change written by any other path, straight in the database, on both instances', async () => {
    const supplier = await a.member('supplier1@demo.test');
    const id = decodeJwt(supplier.token).supplierId as string;
    const original = (await me(a, supplier.token)).fields.companyPhone as string;
    await me(b, supplier.token);

    await a.pool.query(`update suppliers set company_phone = '+61 7 4600 1234' where id = $1`, [id]);
    expect((await me(a, supplier.token)).fields.companyPhone).toBe('+61 7 4600 1234');
    expect((await me(b, supplier.token)).fields.companyPhone).toBe('+61 7 4600 1234');

    await a.pool.query(`update suppliers set company_phone = $2 where id = $1`, [id, original]);
    expect((await me(b, supplier.token)).fields.companyPhone).toBe(original);
  });

  it('a status change (an admin deactivating the party) shows in the record at once', async () => {
    const department = await b.member('department@demo.test');
    const id = decodeJwt(department.token).clientDepartmentId as string;
    const status = (await me(b, department.token)).status;
    await a.pool.query(`update client_departments set status = 'Suspended' where id = $1`, [id]);
    try {
      expect((await me(b, department.token)).status).toBe('Suspended');
    } finally {
      await a.pool.query(`update client_departments set status = $2 where id = $1`, [id, status]);
    }
    expect((await me(b, department.token)).status).toBe(status);
  });
});
