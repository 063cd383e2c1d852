import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { idsOf } from '../../../tests/factories.js';

let s: TestServer;
const t: Record<string, string> = {};
let ids: { clientId: string; departmentId: string; staffId: string };

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['admin', 'client', 'charteradmin', 'supplier1']) t[who] = (await s.member(`${who}@demo.test`)).token;
  const staff = await idsOf(s, 'staff@demo.test');
  ids = { clientId: staff.clientId!, departmentId: staff.clientDepartmentId!, staffId: staff.clientStaffId! };
});
afterAll(async () => {
  await s?.close();
});

const get = (token: string, url: string) => s.call('GET', url, { token });

describe('client management reads', () => {
  it('are for admins only (a charter admin looks clients up in the list, without their details)', async () => {
    for (const who of ['client', 'supplier1']) {
      expect((await get(t[who]!, '/api/admin/parties/Clients')).status).toBe(403);
      expect((await get(t[who]!, `/api/admin/parties/Clients/${ids.clientId}`)).status).toBe(403);
    }
    expect((await get(t.charteradmin!, '/api/admin/parties/Clients')).status).toBe(200);
    expect((await get(t.charteradmin!, `/api/admin/parties/Clients/${ids.clientId}`)).status).toBe(403);
    expect((await s.call('GET', '/api/admin/parties/Clients')).status).toBe(401);
  });

  it('lists clients with their departments, staff and whether they have their own margin', async () => {
    const list = await get(t.admin!, '/api/admin/parties/Clients');
    expect(list.status).toBe(200);
    const mine = list.body.items.find((c: { id: string }) => c.id === ids.clientId);
    expect(mine).toMatchObject({ departmentCount: 1, staffCount: 1, status: 'Active', hasOwnMargin: false });
    expect(list.body.total).toBe(list.body.items.length);
    const names = list.body.items.map((c: { companyName: string }) => c.companyName.toLowerCase());
    expect(names).toEqual([...names].sort());

    await s.call('POST', '/api/margins/updateMarginDetails', {
      token: t.admin,
      body: { ownerType: 'Client', ownerId: ids.clientId, marginOwnership: 'Self', marginItems: [] },
    });
    const after = await get(t.admin!, `/api/admin/parties/Clients?search=${encodeURIComponent(mine.companyName.slice(2, 8))}`);
    expect(after.body.items.map((c: { id: string }) => c.id)).toContain(ids.clientId);
    expect(after.body.items.find((c: { id: string }) => c.id === ids.clientId).hasOwnMargin).toBe(true);
    expect((await get(t.admin!, '/api/admin/parties/Clients?search=zz-no-such-company')).body).toEqual({ items: [], total: 0 });
    // LIKE wildcards are searched for literally.
    expect((await get(t.admin!, '/api/admin/parties/Clients?search=%25')).body.total).toBe(0);
  });

  it('lists departments and staff, narrowed by client and department', async () => {
    const depts = await get(t.admin!, `/api/admin/parties/Departments?clientId=${ids.clientId}`);
    expect(depts.body.items).toHaveLength(1);
    expect(depts.body.items[0]).toMatchObject({
      id: ids.departmentId,
      clientId: ids.clientId,
      departmentName: 'Exploration',
      staffCount: 1,
    });
    const staff = await get(t.admin!, `/api/admin/parties/Staff?departmentId=${ids.departmentId}`);
    expect(staff.body.items.map((x: { id: string }) => x.id)).toEqual([ids.staffId]);
    expect(staff.body.items[0]).toMatchObject({ departmentName: 'Exploration', email: 'staff@demo.test' });
    const other = await get(t.admin!, `/api/admin/parties/Staff?clientId=00000000-0000-4000-8000-000000000000`);
    expect(other.body).toEqual({ items: [], total: 0 });
    const inactive = await get(t.admin!, `/api/admin/parties/Staff?status=Inactive&departmentId=${ids.departmentId}`);
    expect(inactive.body.items).toEqual([]);
  });

  it('reads one party, and answers 404 or 400 for what does not exist or is malformed', async () => {
    const client = await get(t.admin!, `/api/admin/parties/Clients/${ids.clientId}`);
    expect(client.body).toMatchObject({ id: ids.clientId, status: 'Active', itineraryMinutesOffset: 0 });
    const dept = await get(t.admin!, `/api/admin/parties/Departments/${ids.departmentId}`);
    expect(dept.body).toMatchObject({ clientId: ids.clientId, departmentName: 'Exploration', email: 'department@demo.test' });
    const staff = await get(t.admin!, `/api/admin/parties/Staff/${ids.staffId}`);
    expect(staff.body).toMatchObject({ departmentId: ids.departmentId, email: 'staff@demo.test' });
    // A department id is not a client.
    expect((await get(t.admin!, `/api/admin/parties/Clients/${ids.departmentId}`)).status).toBe(404);
    expect((await get(t.admin!, '/api/admin/parties/Clients/not-a-uuid')).status).toBe(404);
    expect((await get(t.admin!, '/api/admin/parties/Suppliers')).status).toBe(400);
    expect((await get(t.admin!, '/api/admin/parties/Clients?status=Gone')).status).toBe(400);
  });
});
