import { describe, expect, it } from 'vitest';
import { withDemoMembers } from '../../../tests/demo-members.js';
import type { TestServer } from '../../../tests/harness.js';

let s: TestServer;
const { t, ids } = withDemoMembers((server) => (s = server));

const timeline = (who: string, type: string, id: string) => s.call('GET', `/api/entityState/getTimeline/${type}/${id}`, { token: t[who] });
describe('supplier timeline access', () => {
  it('shows a supplier its own timeline only; others get 404', async () => {
    const supplierId = ids.supplier1!.supplierId!;
    expect((await timeline('supplier1', 'Supplier', supplierId)).status).toBe(200);
    for (const who of ['supplier2', 'client', 'staff', 'charteradmin']) {
      const res = await timeline(who, 'Supplier', supplierId);
      expect(res.status, who).toBe(404);
      expect(res.body.messages).toEqual(['Sorry, this item is not available']);
    }
    expect((await timeline('admin', 'Supplier', 'not-a-uuid')).status).toBe(404);
    expect((await timeline('admin', 'Supplier', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await s.call('GET', `/api/entityState/getTimeline/Supplier/${supplierId}`)).status).toBe(401);
  });
});

describe('client, department and staff timelines', () => {
  it('admins read any; a party its own and those below it; nobody those above or beside it', async () => {
    const c = ids.client!.clientId!;
    const d = ids.department!.clientDepartmentId!;
    const st = ids.staff!.clientStaffId!;
    for (const [type, id] of [
      ['Client', c],
      ['ClientDepartment', d],
      ['ClientStaff', st],
    ] as const) {
      await s.pool.query(
        `insert into timeline_items (entity_type, entity_id, old_status, new_status, action_name, reason, user_id, role)
         values ($1, $2, 'Active', 'Active', 'Margin Saved', $3, $4, 'Admin')`,
        [type, id, `${type} margin`, ids.admin!.userId],
      );
    }
    const can = {
      admin: ['Client', 'ClientDepartment', 'ClientStaff'],
      client: ['Client', 'ClientDepartment', 'ClientStaff'],
      department: ['ClientDepartment', 'ClientStaff'],
      staff: ['ClientStaff'],
      qgov: [],
      supplier1: [],
      charteradmin: [],
    } as Record<string, string[]>;
    const idOf: Record<string, string> = { Client: c, ClientDepartment: d, ClientStaff: st };
    for (const [who, allowed] of Object.entries(can)) {
      for (const type of ['Client', 'ClientDepartment', 'ClientStaff']) {
        const res = await timeline(who, type, idOf[type]!);
        if (allowed.includes(type)) {
          expect(res.status, `${who} ${type}`).toBe(200);
          expect(res.body.map((i: any) => i.reason)).toEqual([`${type} margin`]);
        } else {
          expect(res.status, `${who} ${type}`).toBe(404);
        }
      }
    }
  });

  it('leaves the workflow timelines to the workflow module', async () => {
    const charter = await s.call('GET', '/api/entityState/getTimeline/CharterRequest/00000000-0000-4000-8000-000000000000', {
      token: t.admin,
    });
    expect(charter.status).toBe(404);
    const unknown = await s.call('GET', `/api/entityState/getTimeline/Airline/${ids.supplier1!.supplierId}`, { token: t.admin });
    expect(unknown.status).toBe(400);
  });
});
