import { beforeAll, describe, expect, it } from 'vitest';
import { withDemoMembers } from '../../../tests/demo-members.js';
import type { TestServer } from '../../../tests/harness.js';
import { insertCharter, type InsertedCharter } from '../../../tests/charter-fixtures.js';

let s: TestServer;
const { t, ids } = withDemoMembers((server) => (s = server));
let booked: InsertedCharter;
let open: InsertedCharter;

beforeAll(async () => {
  // A charter of the demo staff member booked with supplier1, and one still open for bids.
  booked = await insertCharter(s.pool, { clientEmail: 'staff@demo.test', status: 'Confirmed', bidderId: ids.supplier1!.supplierId });
  open = await insertCharter(s.pool, { clientEmail: 'department@demo.test', status: 'Live' });
});

const get = (who: string, call: string, id: string) => s.call('GET', `/api/charterRequest/${call}/${id}`, { token: t[who] });

describe('getClientEmail / getSupplierEmail: whom to write to, under the detail screen’s rules', () => {
  it('the client’s contact: the nearest party that booked it, for admins and the client side, never an operator', async () => {
    for (const who of ['admin', 'charteradmin', 'client', 'department', 'staff']) {
      const res = await get(who, 'getClientEmail', booked.id);
      expect(res.status, who).toBe(200);
      expect(res.body, who).toEqual({ name: expect.stringMatching(/\S/), email: 'staff@demo.test' });
    }
    // A department's own charter names the department.
    expect((await get('client', 'getClientEmail', open.id)).body).toEqual({ name: 'Exploration', email: 'department@demo.test' });
    // The operator flying it, and one that could bid on the open one, are told nothing of the client.
    expect((await get('supplier1', 'getClientEmail', booked.id)).status).toBe(404);
    expect((await get('supplier2', 'getClientEmail', open.id)).status).toBe(404);
    // Another client, and a charter nobody has, are a 404 too; without a session a 401.
    expect((await get('qgov', 'getClientEmail', booked.id)).status).toBe(404);
    expect((await get('admin', 'getClientEmail', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get('admin', 'getClientEmail', 'not-an-id')).status).toBe(404);
    expect((await s.call('GET', `/api/charterRequest/getClientEmail/${booked.id}`)).status).toBe(401);
  });

  it('the operator’s contact: admins, charter admins and that operator; the client side only with canViewSupplierInfo', async () => {
    const operator = { name: 'Outback Air Charter', email: 'supplier1@demo.test' };
    for (const who of ['admin', 'charteradmin', 'supplier1'])
      expect((await get(who, 'getSupplierEmail', booked.id)).body, who).toEqual(operator);
    for (const who of ['client', 'department', 'staff', 'supplier2'])
      expect((await get(who, 'getSupplierEmail', booked.id)).status, who).toBe(404);
    // With the flag, the staff member sees who flies its charter, as its charter detail shows it.
    await s.pool.query('update client_staff set can_view_supplier_info = true where id = $1', [ids.staff!.clientStaffId]);
    expect((await get('staff', 'getSupplierEmail', booked.id)).body).toEqual(operator);
    expect((await get('department', 'getSupplierEmail', booked.id)).status).toBe(404);
    // No operator yet: nothing to answer.
    expect((await get('admin', 'getSupplierEmail', open.id)).status).toBe(404);
  });

  it('both are in the OpenAPI document', async () => {
    const doc = (await s.call('GET', '/api/openapi.json')).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/charterRequest/getClientEmail/{id}', '/api/charterRequest/getSupplierEmail/{id}']),
    );
  });
});
