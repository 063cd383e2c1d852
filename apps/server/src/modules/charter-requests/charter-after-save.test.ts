import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charterTabsFor, type Role } from '@charter/shared';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { idsOf, newCharterBody } from '../../../tests/factories.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

/**
 * After saving, the form sends its maker to /charterRequests/Me/New; the web reads that list with
 * the call below for each role (apps/web/src/features/charter-list/model/list-scope.ts).
 */
const ME_LIST: Record<string, string> = {
  Admin: 'admin/all',
  CharterAdmin: 'admin/all',
  Client: 'all/self',
  ClientDepartment: 'all/self',
  ClientStaff: 'all/self',
};

async function jobsOn(token: string, list: string, tab: string, job?: number): Promise<number[]> {
  const res = await s.call('GET', `/api/charterRequest/${list}/${tab}?limit=100${job ? `&jobReference=${job}` : ''}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.items as { jobReference: number }[]).map((i) => i.jobReference);
}

describe('whoever makes a request finds it where the form sends them', () => {
  const makers: [email: string, role: Role][] = [
    ['client@demo.test', 'Client'],
    ['department@demo.test', 'ClientDepartment'],
    ['staff@demo.test', 'ClientStaff'],
    ['charteradmin@demo.test', 'CharterAdmin'],
    ['admin@demo.test', 'Admin'],
  ];

  for (const [email, role] of makers) {
    it(`${role}: the saved request is Pending on its own list's New tab`, async () => {
      const { token } = await s.member(email);
      const body =
        role === 'Admin' || role === 'CharterAdmin'
          ? newCharterBody({ clientId: (await idsOf(s, 'client@demo.test')).clientId! })
          : newCharterBody();
      const saved = await s.call('POST', '/api/charterRequest/newCharterRequest', { token, body });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const job: number = saved.body.result.jobReference;

      expect(charterTabsFor(role)).toContain('New');
      expect(await jobsOn(token, ME_LIST[role]!, 'New', job)).toEqual([job]);
      expect(await jobsOn(token, ME_LIST[role]!, 'Live', job)).toEqual([]);
    });
  }

  it('a request a department or staff member makes is on the client’s All list, not on its Me list', async () => {
    const staff = await s.member('staff@demo.test');
    const saved = await s.call('POST', '/api/charterRequest/newCharterRequest', { token: staff.token, body: newCharterBody() });
    const job: number = saved.body.result.jobReference;
    const client = (await s.member('client@demo.test')).token;
    const department = (await s.member('department@demo.test')).token;
    expect(await jobsOn(client, 'all/client', 'New', job)).toEqual([job]);
    expect(await jobsOn(client, 'all/self', 'New', job)).toEqual([]);
    expect(await jobsOn(department, 'all/department', 'New', job)).toEqual([job]);
    expect(await jobsOn(department, 'all/self', 'New', job)).toEqual([]);
  });

  it('an admin booking for a client finds it on the all list; the client finds it on its own Me list', async () => {
    const admin = (await s.member('admin@demo.test')).token;
    const clientId = (await idsOf(s, 'client@demo.test')).clientId!;
    const saved = await s.call('POST', '/api/charterRequest/newCharterRequest', { token: admin, body: newCharterBody({ clientId }) });
    const job: number = saved.body.result.jobReference;
    const charterAdmin = (await s.member('charteradmin@demo.test')).token;
    expect(await jobsOn(charterAdmin, 'admin/all', 'New', job)).toEqual([job]);
    expect(await jobsOn((await s.member('client@demo.test')).token, 'all/self', 'New', job)).toEqual([job]);
  });
});
