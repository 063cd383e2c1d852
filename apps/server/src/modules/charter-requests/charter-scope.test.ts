import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.js';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../../../tests/harness.js';
import { clearCharters } from '../../../tests/charter-fixtures.js';
import { addDepartmentWithStaff, createCharter, idsOf } from '../../../tests/factories.js';

let s: TestServer;
const t: Record<string, string> = {};
const c: Record<string, { id: string; jobReference: number }> = {};
let ids: { clientId: string; exploration: string; survey: string; sam: string; riley: string };

beforeAll(async () => {
  s = await startTestServer();
  // Exact lists of who sees which charter: only the charters made below.
  await clearCharters(s.pool);
  const sam = await idsOf(s, 'staff@demo.test');
  // A second department of Demo Mining Co with its own staff member.
  const second = await addDepartmentWithStaff(s, {
    clientId: sam.clientId!,
    departmentName: 'Survey',
    staffEmail: 'riley@demo.test',
    password: DEMO_PASSWORD,
    hash: hashPassword,
  });
  ids = {
    clientId: sam.clientId!,
    exploration: sam.clientDepartmentId!,
    survey: second.departmentId,
    sam: sam.clientStaffId!,
    riley: second.staffId,
  };
  for (const who of ['admin', 'charteradmin', 'client', 'department', 'staff', 'riley', 'qgov', 'supplier1']) {
    t[who] = (await s.member(`${who}@demo.test`)).token;
  }
  c.client = await createCharter(s, t.client!);
  c.department = await createCharter(s, t.department!);
  c.staff = await createCharter(s, t.staff!);
  c.riley = await createCharter(s, t.riley!);
  c.qgov = await createCharter(s, t.qgov!);
});
afterAll(async () => {
  await s.close();
});

const list = async (token: string, path: string) => {
  const res = await s.call('GET', `/api/charterRequest/${path}`, { token });
  return {
    status: res.status,
    ids: res.status === 200 ? (res.body.items as { id: string }[]).map((i) => i.id).sort() : [],
    body: res.body,
  };
};
const idsFor = (...keys: string[]) => keys.map((k) => c[k]!.id).sort();

describe('who sees which charter', () => {
  it('staff see only their own, in lists and by id; staff of another department get 404', async () => {
    expect((await list(t.staff!, 'all/staff/New')).ids).toEqual(idsFor('staff'));
    expect((await list(t.staff!, 'all/self/New')).ids).toEqual(idsFor('staff'));
    expect((await list(t.riley!, 'all/staff/New')).ids).toEqual(idsFor('riley'));
    for (const path of [`get/${c.staff!.id}`, `full/${c.staff!.id}`]) {
      const res = await s.call('GET', `/api/charterRequest/${path}`, { token: t.riley });
      expect(res.status).toBe(404);
      expect(res.body.messages).toEqual(['Sorry, this item is not available']);
    }
    expect((await s.call('GET', `/api/charterRequest/get/${c.department!.id}`, { token: t.staff })).status).toBe(404);
    expect((await s.call('GET', `/api/charterRequest/get/${c.staff!.id}`, { token: t.staff })).status).toBe(200);
  });

  it('a department sees its own and its staff’s (All), or only its own (Me); not another department’s', async () => {
    expect((await list(t.department!, 'all/department/New')).ids).toEqual(idsFor('department', 'staff'));
    expect((await list(t.department!, 'all/self/New')).ids).toEqual(idsFor('department'));
    expect((await s.call('GET', `/api/charterRequest/get/${c.riley!.id}`, { token: t.department })).status).toBe(404);
    expect((await list(t.department!, `all/staff/New?clientStaffId=${ids.sam}`)).ids).toEqual(idsFor('staff'));
    expect((await list(t.department!, `all/staff/New?clientStaffId=${ids.riley}`)).status).toBe(403);
  });

  it('a client sees everything of its company (All) or what it saved itself (Me), and narrows to a department or staff member', async () => {
    expect((await list(t.client!, 'all/client/New')).ids).toEqual(idsFor('client', 'department', 'staff', 'riley'));
    expect((await list(t.client!, 'all/self/New')).ids).toEqual(idsFor('client'));
    expect((await list(t.client!, `all/department/New?clientDepartmentId=${ids.survey}`)).ids).toEqual(idsFor('riley'));
    expect((await list(t.client!, `all/department/New?clientDepartmentId=${ids.exploration}`)).ids).toEqual(idsFor('department', 'staff'));
    expect((await list(t.client!, `all/staff/New?clientStaffId=${ids.riley}`)).ids).toEqual(idsFor('riley'));
    expect((await list(t.client!, 'all/department/New')).status).toBe(400);
    // Another client's department is not theirs to look at.
    const qgovClient = (await idsOf(s, 'qgov@demo.test')).clientId;
    expect((await list(t.qgov!, `all/department/New?clientDepartmentId=${ids.survey}`)).status).toBe(403);
    expect((await list(t.qgov!, 'all/client/New')).ids).toEqual(idsFor('qgov'));
    expect(qgovClient).not.toBe(ids.clientId);
  });

  it('admins see all, and can narrow to a client, department or staff member', async () => {
    for (const who of ['admin', 'charteradmin']) {
      expect((await list(t[who]!, 'admin/all/New')).ids).toEqual(idsFor('client', 'department', 'staff', 'riley', 'qgov'));
    }
    expect((await list(t.admin!, `admin/all/New?clientId=${ids.clientId}`)).ids).toEqual(idsFor('client', 'department', 'staff', 'riley'));
    expect((await list(t.admin!, `admin/all/New?clientDepartmentId=${ids.exploration}`)).ids).toEqual(idsFor('department', 'staff'));
    expect((await list(t.admin!, `admin/all/New?clientStaffId=${ids.riley}`)).ids).toEqual(idsFor('riley'));
    expect((await list(t.admin!, `all/client/New?clientId=${ids.clientId}`)).ids).toEqual(idsFor('client', 'department', 'staff', 'riley'));
    expect((await list(t.admin!, 'all/client/New')).status).toBe(400);
  });

  it('each list answers only its audience', async () => {
    const refused: [string, string][] = [
      ['client', 'admin/all/New'],
      ['staff', 'admin/all/New'],
      ['supplier1', 'admin/all/Live'],
      ['staff', 'all/client/New'],
      ['department', 'all/client/New'],
      ['supplier1', 'all/client/Live'],
      ['staff', 'all/department/New'],
      ['supplier1', 'all/staff/Live'],
      ['client', 'supplierByStatus/Live'],
      ['admin', 'supplierByStatus/Live'],
    ];
    for (const [who, path] of refused) {
      const res = await list(t[who]!, path);
      expect(res.status, `${who} ${path}`).toBe(403);
      expect(res.body.success).toBe(false);
    }
    expect((await s.call('GET', '/api/charterRequest/admin/all/New')).status).toBe(401);
  });

  it('a supplier sees Live charters only: not Pending, not another status it has no part in', async () => {
    expect((await list(t.supplier1!, 'supplierByStatus/Live')).ids).toEqual([]);
    expect((await list(t.supplier1!, 'supplierByStatus/New')).ids).toEqual([]);
    expect((await s.call('GET', `/api/charterRequest/get/${c.staff!.id}`, { token: t.supplier1 })).status).toBe(404);

    await s.pool.query(`update charter_requests set status = 'Live' where id = any($1)`, [[c.staff!.id, c.qgov!.id]]);
    await s.pool.query(`update charter_requests set status = 'Confirmed' where id = $1`, [c.riley!.id]);
    const live = await list(t.supplier1!, 'supplierByStatus/Live');
    expect(live.ids).toEqual(idsFor('staff', 'qgov'));
    expect(live.body.items.every((i: any) => i.clientName === null && i.staffName === null)).toBe(true);
    expect((await list(t.supplier1!, 'supplierByStatus/Upcoming')).ids).toEqual([]);
    expect((await list(t.supplier1!, 'all/self/Live')).ids).toEqual(idsFor('staff', 'qgov'));
    expect((await s.call('GET', `/api/charterRequest/get/${c.staff!.id}`, { token: t.supplier1 })).status).toBe(200);
    expect((await s.call('GET', `/api/charterRequest/get/${c.riley!.id}`, { token: t.supplier1 })).status).toBe(404);

    // A supplier cannot find a charter by its client's name.
    expect((await list(t.supplier1!, 'supplierByStatus/Live?search=mining')).ids).toEqual([]);
    expect((await list(t.admin!, 'admin/all/Live?search=mining')).ids).toEqual(idsFor('staff'));

    // The charter it won stays visible after bidding.
    const { supplierId } = await idsOf(s, 'supplier1@demo.test');
    await s.pool.query(`update charter_requests set bidder_id = $2 where id = $1`, [c.riley!.id, supplierId]);
    expect((await list(t.supplier1!, 'supplierByStatus/Upcoming')).ids).toEqual(idsFor('riley'));
    expect((await list(t.admin!, 'admin/all/Upcoming')).ids).toEqual(idsFor('riley'));
  });

  it('an unknown tab is a 400; the change tabs are empty for now', async () => {
    const bad = await list(t.client!, 'all/client/Everything');
    expect(bad.status).toBe(400);
    expect(bad.body.messages[0]).toMatch(/^Unknown list/);
    const changes = await list(t.client!, 'all/client/LiveChange');
    expect(changes.body).toEqual({ items: [], nextCursor: null, total: 0 });
  });
});
