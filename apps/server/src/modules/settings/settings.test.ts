import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = (await s.member('admin@demo.test')).token;
});
afterAll(async () => {
  await s.close();
});

describe('settings administration', () => {
  it('lists the setting names an admin can change, without internal markers', async () => {
    const res = await s.call('GET', '/api/admin/getSettingsNames', { token: admin });
    expect(res.status).toBe(200);
    const names = res.body.map((n: { name: string }) => n.name);
    expect(names).toEqual(expect.arrayContaining(['Catering', 'CancelReasons', 'Inclusions', 'SupportPhone']));
    expect(names.some((n: string) => n.startsWith('System.'))).toBe(false);
  });

  it('an added list value reaches the charter form; an edit reaches the footer', async () => {
    const added = await s.call('POST', '/api/admin/addSetting', { token: admin, body: { name: 'Catering', value: 'Gluten Free' } });
    expect(added.status).toBe(200);
    expect(added.body.messages).toEqual(['Saved OK']);
    const client = (await s.member('client@demo.test')).token;
    const catering = await s.call('GET', '/api/charterRequest/settings/Catering', { token: client });
    expect(catering.body.map((v: { value: string }) => v.value)).toContain('Gluten Free');
    // Appended after the seeded values.
    expect(catering.body.at(-1).value).toBe('Gluten Free');

    const phone = (await s.call('GET', '/api/admin/getSettings/SupportPhone', { token: admin })).body[0];
    const updated = await s.call('POST', '/api/admin/updateSetting', { token: admin, body: { id: phone.id, value: '07 5555 0000' } });
    expect(updated.status).toBe(200);
    expect((await s.call('GET', '/api/accounts/publicSettings')).body.supportPhone).toBe('07 5555 0000');

    const removed = await s.call('POST', '/api/admin/deleteSetting', { token: admin, body: { id: added.body.result.id } });
    expect(removed.status).toBe(200);
    const after = await s.call('GET', '/api/charterRequest/settings/Catering', { token: client });
    expect(after.body.map((v: { value: string }) => v.value)).not.toContain('Gluten Free');
  });

  it('checks input, protects internal markers and is admin only', async () => {
    const empty = await s.call('POST', '/api/admin/addSetting', { token: admin, body: { name: '', value: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.name).toEqual(['Name is required']);
    expect(empty.body.errors.value).toEqual(['Value is required']);
    const marker = await s.call('POST', '/api/admin/addSetting', { token: admin, body: { name: 'System.DemoSeededAt', value: 'x' } });
    expect(marker.status).toBe(400);
    const hidden = await s.call('GET', '/api/admin/getSettings/System.DemoSeededAt', { token: admin });
    expect(hidden.body).toEqual([]);
    const client = (await s.member('client@demo.test')).token;
    expect((await s.call('GET', '/api/admin/getSettingsNames', { token: client })).status).toBe(403);
    expect((await s.call('POST', '/api/admin/addSetting', { token: client, body: { name: 'Catering', value: 'x' } })).status).toBe(403);
  });
});
