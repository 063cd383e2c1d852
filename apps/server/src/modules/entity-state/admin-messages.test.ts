import { describe, expect, it } from 'vitest';
import { withDemoMembers } from '../../../tests/demo-members.js';
import type { TestServer } from '../../../tests/harness.js';

let s: TestServer;
const { t } = withDemoMembers((server) => (s = server));

const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');

describe('admin getAllMessages / getMessage / updateMessage: the /manageMessaging events by the spec’s names', () => {
  it('lists one audience’s events (the User tab: the buyer’s), never the System ones, for messaging admins', async () => {
    const supplier = await s.call('GET', '/api/admin/getAllMessages/Supplier', { token: t.admin });
    expect(supplier.status).toBe(200);
    expect(supplier.body.length).toBeGreaterThan(0);
    expect(new Set(supplier.body.map((e: any) => e.targetAudience))).toEqual(new Set(['Supplier']));
    expect(supplier.body.some((e: any) => e.notificationType === 'System')).toBe(false);
    // The same events the workflow screen lists for each entity, for that audience.
    const perEntity = await s.call('GET', '/api/entityState/getStateChangeEvents/CharterRequest', { token: t.admin });
    const expected = perEntity.body
      .filter((e: any) => e.targetAudience === 'Supplier' && e.notificationType !== 'System')
      .map((e: any) => e.id);
    expect(
      supplier.body
        .filter((e: any) => e.entityType === 'CharterRequest')
        .map((e: any) => e.id)
        .sort(),
    ).toEqual(expected.sort());

    const user = await s.call('GET', '/api/admin/getAllMessages/User', { token: t.admin });
    expect(user.body.length).toBeGreaterThan(0);
    expect(new Set(user.body.map((e: any) => e.targetAudience))).toEqual(new Set(['Buyer']));

    const bad = await s.call('GET', '/api/admin/getAllMessages/Pilots', { token: t.admin });
    expect(bad.status).toBe(400);
    for (const who of ['charteradmin', 'client', 'supplier1']) {
      expect((await s.call('GET', '/api/admin/getAllMessages/Admin', { token: t[who] })).status, who).toBe(403);
    }
  });

  it('reads one, and saves it sent as JSON or as base64 encodedData; bad base64 is a 400 that changes nothing', async () => {
    const [first] = (await s.call('GET', '/api/admin/getAllMessages/Client', { token: t.admin })).body;
    const one = await s.call('GET', `/api/admin/getMessage/${first.id}`, { token: t.admin });
    expect(one.body).toEqual(first);
    expect((await s.call('GET', '/api/admin/getMessage/00000000-0000-4000-8000-000000000000', { token: t.admin })).status).toBe(404);
    expect((await s.call('GET', '/api/admin/getMessage/nope', { token: t.admin })).status).toBe(404);

    const saved = await s.call('POST', '/api/admin/updateMessage', {
      token: t.admin,
      body: { encodedData: encode({ ...first, subject: 'Your charter {job} changed' }) },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      success: true,
      messages: ['Event saved.'],
      result: { id: first.id, subject: 'Your charter {job} changed' },
    });
    const plain = await s.call('POST', '/api/admin/updateMessage', {
      token: t.admin,
      body: { ...saved.body.result, headerTitle: 'Update' },
    });
    expect(plain.body.result).toMatchObject({ subject: 'Your charter {job} changed', headerTitle: 'Update' });

    const cases: [unknown, string][] = [
      [{ encodedData: '***not base64***' }, 'encodedData is not valid base64.'],
      [{ encodedData: 42 }, 'encodedData must be a base64 text.'],
      [{ encodedData: Buffer.from('plain words').toString('base64') }, 'encodedData must hold a JSON object.'],
      [{ encodedData: encode([1, 2]) }, 'encodedData must hold a JSON object.'],
    ];
    for (const [body, message] of cases) {
      const res = await s.call('POST', '/api/admin/updateMessage', { token: t.admin, body });
      expect(res.status, message).toBe(400);
      expect(res.body.errors, message).toEqual({ encodedData: [message] });
    }
    const invalid = await s.call('POST', '/api/admin/updateMessage', {
      token: t.admin,
      body: { encodedData: encode({ ...first, targetAudience: 'Pilots' }) },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.messages).toEqual(['Target audience must be Client, Supplier, Admin or Buyer']);
    expect((await s.call('GET', `/api/admin/getMessage/${first.id}`, { token: t.admin })).body).toMatchObject({
      subject: 'Your charter {job} changed',
      headerTitle: 'Update',
      targetAudience: first.targetAudience,
    });
    expect((await s.call('POST', '/api/admin/updateMessage', { token: t.client, body: { encodedData: encode(first) } })).status).toBe(403);
  });
});

describe('entityState getPaths / getTargets: what the workflow editors offer', () => {
  it('paths a Route action may open, and who an entity’s events may go to; the table holds to them', async () => {
    expect((await s.call('GET', '/api/entityState/getPaths/CharterRequest', { token: t.admin })).body).toEqual([
      'Detail',
      'Bids',
      'Timeline',
    ]);
    expect((await s.call('GET', '/api/entityState/getTargets/CharterRequest', { token: t.admin })).body).toEqual([
      'Client',
      'Supplier',
      'Admin',
    ]);
    expect((await s.call('GET', '/api/entityState/getTargets/SharePurchase', { token: t.admin })).body).toContain('Buyer');
    expect((await s.call('GET', '/api/entityState/getPaths/Nothing', { token: t.admin })).status).toBe(400);
    expect((await s.call('GET', '/api/entityState/getPaths/CharterRequest', { token: t.client })).status).toBe(403);

    const action = {
      entityType: 'CharterRequest',
      entityState: 'Live',
      allowedRole: 'Admin',
      actionName: 'See the bids',
      nextState: 'Live',
      actionType: 'Route',
      appRoute: 'Nowhere',
      dataEntry: { dataTypeRequired: null, dataEntryFilter: 'All', dataSource: null },
    };
    const refused = await s.call('POST', '/api/entityState/addAllowedAction', { token: t.admin, body: action });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ appRoute: ['Please choose an app route from the list.'] });
    expect(
      (await s.call('POST', '/api/entityState/addAllowedAction', { token: t.admin, body: { ...action, appRoute: 'Bids' } })).status,
    ).toBe(200);

    const event = {
      entityType: 'CharterRequest',
      fromState: 'Approved',
      newState: 'Closed',
      name: 'Buyer told',
      targetAudience: 'Buyer',
      subject: '{job} closed',
      message: 'Closed.',
    };
    const buyer = await s.call('POST', '/api/entityState/addStateChangeEvent', { token: t.admin, body: event });
    expect(buyer.status).toBe(400);
    expect(buyer.body.errors).toEqual({ targetAudience: ["This target audience is not one of this entity's: choose one from the list."] });
  });
});
