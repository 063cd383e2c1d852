import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { idsOf, newCharterBody } from '../../../tests/factories.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const create = async (email: string, body: unknown) =>
  s.call('POST', '/api/charterRequest/newCharterRequest', { token: (await s.member(email)).token, body });

async function owner(id: string) {
  const r = await s.pool.query(
    `select client_id as "clientId", client_department_id as "clientDepartmentId", client_staff_id as "clientStaffId",
       status, created_by_user_id as "createdBy" from charter_requests where id = $1`,
    [id],
  );
  return r.rows[0];
}

describe('POST newCharterRequest: whose charter it is', () => {
  it('a client saves for its own client, whatever ids the body names, and is told the JB reference', async () => {
    const me = await idsOf(s, 'client@demo.test');
    const res = await create(
      'client@demo.test',
      newCharterBody({ clientId: randomUUID(), clientDepartmentId: randomUUID(), clientStaffId: randomUUID() }),
    );
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const { id, jobReference } = res.body.result;
    expect(res.body.messages).toEqual([`Charter request JB${jobReference} saved.`]);
    expect(jobReference).toBeGreaterThanOrEqual(10001);
    expect(await owner(id)).toEqual({
      clientId: me.clientId,
      clientDepartmentId: null,
      clientStaffId: null,
      status: 'Pending',
      createdBy: me.userId,
    });
  });

  it('a department saves for its client and department; a staff member for all three', async () => {
    const dept = await idsOf(s, 'department@demo.test');
    const r1 = await create('department@demo.test', newCharterBody({ clientStaffId: randomUUID() }));
    expect(r1.status).toBe(200);
    expect(await owner(r1.body.result.id)).toMatchObject({
      clientId: dept.clientId,
      clientDepartmentId: dept.clientDepartmentId,
      clientStaffId: null,
    });

    const staff = await idsOf(s, 'staff@demo.test');
    const r2 = await create('staff@demo.test', newCharterBody());
    expect(r2.status).toBe(200);
    expect(await owner(r2.body.result.id)).toMatchObject({
      clientId: staff.clientId,
      clientDepartmentId: staff.clientDepartmentId,
      clientStaffId: staff.clientStaffId,
    });
  });

  it('a client role needs no client id in the body (the session supplies it)', async () => {
    const { clientId: _drop, ...body } = newCharterBody();
    const res = await create('staff@demo.test', body);
    expect(res.status).toBe(200);
  });

  it('an admin chooses the client, department and staff member', async () => {
    const staff = await idsOf(s, 'staff@demo.test');
    const res = await create(
      'admin@demo.test',
      newCharterBody({ clientId: staff.clientId!, clientDepartmentId: staff.clientDepartmentId, clientStaffId: staff.clientStaffId }),
    );
    expect(res.status).toBe(200);
    expect(await owner(res.body.result.id)).toMatchObject({
      clientId: staff.clientId,
      clientDepartmentId: staff.clientDepartmentId,
      clientStaffId: staff.clientStaffId,
    });

    // A staff member alone brings their department.
    const alone = await create('charteradmin@demo.test', newCharterBody({ clientId: staff.clientId!, clientStaffId: staff.clientStaffId }));
    expect(alone.status).toBe(200);
    expect(await owner(alone.body.result.id)).toMatchObject({ clientDepartmentId: staff.clientDepartmentId });
  });

  it('an admin cannot pair a client with a department or staff member of another client', async () => {
    const qgov = await idsOf(s, 'qgov@demo.test');
    const staff = await idsOf(s, 'staff@demo.test');
    const wrongDept = await create(
      'admin@demo.test',
      newCharterBody({ clientId: qgov.clientId!, clientDepartmentId: staff.clientDepartmentId }),
    );
    expect(wrongDept.status).toBe(400);
    expect(wrongDept.body).toMatchObject({
      success: false,
      messages: ['The department does not belong to this client.'],
      errors: { clientDepartmentId: ['The department does not belong to this client.'] },
    });

    const wrongStaff = await create('admin@demo.test', newCharterBody({ clientId: qgov.clientId!, clientStaffId: staff.clientStaffId }));
    expect(wrongStaff.status).toBe(400);
    expect(wrongStaff.body.errors).toEqual({ clientStaffId: ['The staff member does not belong to this client and department.'] });

    const unknown = await create('admin@demo.test', newCharterBody({ clientId: randomUUID() }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ clientId: ['Please choose an existing client.'] });

    const { clientId: _drop, ...noClient } = newCharterBody();
    const missing = await create('admin@demo.test', noClient);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ clientId: ['Client is required'] });
  });

  it('a supplier cannot create charter requests', async () => {
    const supplier = await create('supplier1@demo.test', newCharterBody());
    expect(supplier.status).toBe(403);
    expect(supplier.body.success).toBe(false);
    const before = await s.pool.query(`select count(*)::int as n from charter_requests`);
    const anonymous = await s.call('POST', '/api/charterRequest/newCharterRequest', { body: newCharterBody() });
    expect(anonymous.status).toBe(401);
    expect((await s.pool.query(`select count(*)::int as n from charter_requests`)).rows[0].n).toBe(before.rows[0].n);
  });

  it('records the creation on the timeline and gives every request its own increasing job reference', async () => {
    const refs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await create('client@demo.test', newCharterBody());
      refs.push(res.body.result.jobReference);
      const timeline = await s.pool.query(
        `select entity_type, old_status, new_status, action_name, reason, role, user_id is not null as "hasUser"
         from timeline_items where entity_id = $1`,
        [res.body.result.id],
      );
      expect(timeline.rows).toEqual([
        {
          entity_type: 'CharterRequest',
          old_status: 'New',
          new_status: 'Pending',
          action_name: 'Created',
          reason: 'No Reason',
          role: 'Client',
          hasUser: true,
        },
      ]);
    }
    expect(refs[1]).toBeGreaterThan(refs[0]!);
    expect(refs[2]).toBeGreaterThan(refs[1]!);
    const dupes = await s.pool.query(`select job_reference from charter_requests group by job_reference having count(*) > 1`);
    expect(dupes.rows).toEqual([]);
  });

  it('a QGov client makes QGov requests', async () => {
    const res = await create('qgov@demo.test', newCharterBody());
    const row = await s.pool.query(`select q_gov from charter_requests where id = $1`, [res.body.result.id]);
    expect(row.rows[0].q_gov).toBe(true);
  });

  it('announces the new request to listeners once it is committed', async () => {
    const listener = await s.pool.connect();
    const heard: { entity: string; ids: string[] }[] = [];
    listener.on('notification', (n) => heard.push(JSON.parse(n.payload ?? '{}')));
    try {
      await listener.query('listen entity_changed');
      const res = await create('client@demo.test', newCharterBody());
      await expect.poll(() => heard).toContainEqual({ entity: 'CharterRequest', ids: [res.body.result.id] });
      // A refused save announces nothing.
      heard.length = 0;
      await create('client@demo.test', newCharterBody({ routes: [] }));
      await new Promise((r) => setTimeout(r, 200));
      expect(heard).toEqual([]);
    } finally {
      await listener.query('unlisten entity_changed');
      listener.release();
    }
  });
});
