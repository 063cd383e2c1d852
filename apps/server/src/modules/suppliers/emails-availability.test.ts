import { beforeAll, describe, expect, it } from 'vitest';
import { withDemoMembers } from '../../../tests/demo-members.js';
import type { TestServer } from '../../../tests/harness.js';
import { insertCharter } from '../../../tests/charter-fixtures.js';

let s: TestServer;
const { t, ids } = withDemoMembers((server) => (s = server));
let supplier1: string;
let supplier2: string;

beforeAll(() => {
  supplier1 = ids.supplier1!.supplierId!;
  supplier2 = ids.supplier2!.supplierId!;
});

describe('secondary e-mails', () => {
  it('adds, lists and removes; refuses strange and duplicate addresses and other suppliers', async () => {
    const add = (token: string, supplierId: string, email: string) =>
      s.call('POST', '/api/suppliers/addSecondaryEmail', { token, body: { supplierId, email } });
    const added = await add(t.supplier1!, supplier1, 'Ops@Outback.test');
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ success: true, messages: ['E-mail added.'], result: [{ email: 'ops@outback.test' }] });
    const strange = await add(t.supplier1!, supplier1, 'not-an-email');
    expect(strange.status).toBe(400);
    expect(strange.body.errors).toEqual({ email: ['Email looks a bit strange...'] });
    const duplicate = await add(t.supplier1!, supplier1, 'OPS@outback.test');
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.messages).toEqual(['That e-mail is already listed.']);
    expect((await add(t.admin!, supplier1, 'billing@outback.test')).status).toBe(200);

    expect((await s.call('GET', `/api/suppliers/secondaryEmails/${supplier1}`, { token: t.supplier1 })).body).toEqual([
      { email: 'ops@outback.test' },
      { email: 'billing@outback.test' },
    ]);
    expect((await s.call('GET', `/api/suppliers/secondaryEmails/${supplier1}`, { token: t.supplier2 })).status).toBe(403);
    expect((await s.call('GET', `/api/suppliers/secondaryEmails/${supplier1}`, { token: t.client })).status).toBe(403);
    expect((await add(t.supplier2!, supplier1, 'sneaky@coral.test')).status).toBe(403);
    expect((await s.call('GET', `/api/suppliers/secondaryEmails/${supplier2}`, { token: t.supplier2 })).body).toEqual([]);

    const remove = (token: string, email: string) =>
      s.call('POST', '/api/suppliers/removeSecondaryEmail', { token, body: { supplierId: supplier1, email } });
    expect((await remove(t.supplier2!, 'ops@outback.test')).status).toBe(403);
    const removed = await remove(t.supplier1!, 'OPS@outback.test');
    expect(removed.body).toEqual({ success: true, messages: ['E-mail removed.'], result: [{ email: 'billing@outback.test' }] });
    expect((await remove(t.supplier1!, 'ops@outback.test')).status).toBe(404);
  });
});

describe('charter availability', () => {
  it('a supplier marks a visible charter unavailable; its list item and the charter carry the tag', async () => {
    const charter = await insertCharter(s.pool, { status: 'Live' });
    const mark = (token: string, status: string, id = charter.id) =>
      s.call('POST', '/api/suppliers/charterAvailable', { token, body: { charterRequestId: id, status } });
    const item = async (token: string) =>
      (await s.call('GET', '/api/charterRequest/supplierByStatus/Live', { token })).body.items.find((i: any) => i.id === charter.id);

    expect((await s.call('GET', `/api/suppliers/charterAvailable/${charter.id}`, { token: t.supplier1 })).body).toEqual({
      status: 'Available',
    });
    expect((await item(t.supplier1!)).supplierUnavailable).toBe(false);

    const res = await mark(t.supplier1!, 'Unavailable');
    expect(res.body).toEqual({ success: true, messages: ['Marked as Unavailable.'] });
    expect((await s.call('GET', `/api/suppliers/charterAvailable/${charter.id}`, { token: t.supplier1 })).body).toEqual({
      status: 'Unavailable',
    });
    expect((await item(t.supplier1!)).supplierUnavailable).toBe(true);
    expect((await s.call('GET', `/api/charterRequest/get/${charter.id}`, { token: t.supplier1 })).body.supplierUnavailable).toBe(true);
    // The mark is per supplier.
    expect((await item(t.supplier2!)).supplierUnavailable).toBe(false);
    // Only an operator's own view carries the mark.
    expect((await s.call('GET', `/api/charterRequest/get/${charter.id}`, { token: t.admin })).body.supplierUnavailable).toBeUndefined();

    expect((await mark(t.supplier1!, 'Available')).body.messages).toEqual(['Marked as Available.']);
    expect((await item(t.supplier1!)).supplierUnavailable).toBe(false);

    expect((await mark(t.supplier1!, 'Maybe')).status).toBe(400);
    expect((await mark(t.client!, 'Unavailable')).status).toBe(403);
    expect((await mark(t.admin!, 'Unavailable')).status).toBe(403);
    const pending = await insertCharter(s.pool, { status: 'Pending' });
    expect((await mark(t.supplier1!, 'Unavailable', pending.id)).status).toBe(404);
  });
});
