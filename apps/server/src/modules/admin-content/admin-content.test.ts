import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';

let s: TestServer;
let admin: string;
let client: string;
let charterAdmin: string;
let supplier: string;
/** An admin without the workflow and messaging flags. */
let plainAdmin: string;
/** An admin with the messaging flag only. */
let messenger: string;

const api = '/api/admin';

async function adminWith(flags: { workflow: boolean; messages: boolean }): Promise<string> {
  await s.pool.query(`update admins set manages_workflow = $1, manages_messages = $2 where email = 'admin@demo.test'`, [
    flags.workflow,
    flags.messages,
  ]);
  try {
    return (await s.member('admin@demo.test')).token;
  } finally {
    await s.pool.query(`update admins set manages_workflow = true, manages_messages = true where email = 'admin@demo.test'`);
  }
}

beforeAll(async () => {
  s = await startTestServer();
  admin = (await s.member('admin@demo.test')).token;
  client = (await s.member('client@demo.test')).token;
  charterAdmin = (await s.member('charteradmin@demo.test')).token;
  supplier = (await s.member('supplier1@demo.test')).token;
  plainAdmin = await adminWith({ workflow: false, messages: false });
  messenger = await adminWith({ workflow: false, messages: true });
});
afterAll(async () => {
  await s?.close();
});

describe('e-mail templates', () => {
  it('are kept by workflow and messaging admins only', async () => {
    for (const token of [client, charterAdmin, supplier, plainAdmin]) {
      expect((await s.call('GET', `${api}/getEmailTemplates`, { token })).status).toBe(403);
      const res = await s.call('POST', `${api}/newEmailTemplate`, { token, body: { name: 'X', value: 'y' } });
      expect(res.status).toBe(403);
    }
    expect((await s.call('GET', `${api}/getEmailTemplates`)).status).toBe(401);
    expect((await s.call('GET', `${api}/getEmailTemplates`, { token: messenger })).status).toBe(200);
  });

  it('are created, listed, read and saved, with Saved OK', async () => {
    const created = await s.call('POST', `${api}/newEmailTemplate`, {
      token: admin,
      body: { name: 'Operator Notice', value: '<h1>{headerTitle}</h1>\n{message}' },
    });
    expect(created.status).toBe(200);
    expect(created.body.messages).toEqual(['Saved OK']);
    const id = created.body.result.id;
    expect(created.body.result).toMatchObject({ name: 'Operator Notice', value: '<h1>{headerTitle}</h1>\n{message}', eventCount: 0 });

    const list = await s.call('GET', `${api}/getEmailTemplates`, { token: messenger });
    expect(list.body.find((t: any) => t.id === id)).toMatchObject({ name: 'Operator Notice', eventCount: 0 });
    expect(list.body[0]).not.toHaveProperty('value');

    const one = await s.call('GET', `${api}/getEmailTemplate/${id}`, { token: admin });
    expect(one.body.value).toBe('<h1>{headerTitle}</h1>\n{message}');

    const saved = await s.call('POST', `${api}/saveEmailTemplate`, {
      token: messenger,
      body: { id, name: 'Operator Notice', value: 'Plain {message}' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.messages).toEqual(['Saved OK']);
    expect((await s.call('GET', `${api}/getEmailTemplate/${id}`, { token: admin })).body.value).toBe('Plain {message}');

    const missing = await s.call('GET', `${api}/getEmailTemplate/00000000-0000-4000-8000-000000000000`, { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body.messages).toEqual(['Sorry, this item is not available']);
  });

  it('refuse empty fields and a name already used (ignoring case), per field', async () => {
    const empty = await s.call('POST', `${api}/newEmailTemplate`, { token: admin, body: { name: ' ', value: '  ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ name: ['Name is required'], value: ['Value is required'] });

    await s.call('POST', `${api}/newEmailTemplate`, { token: admin, body: { name: 'Welcome', value: 'Hello' } });
    const dup = await s.call('POST', `${api}/newEmailTemplate`, { token: admin, body: { name: 'WELCOME', value: 'Hi' } });
    expect(dup.status).toBe(400);
    expect(dup.body.errors).toEqual({ name: ['A template with this name already exists'] });
  });

  it('renamed, carry the events that use them along', async () => {
    const created = await s.call('POST', `${api}/newEmailTemplate`, { token: admin, body: { name: 'Closing', value: '{message}' } });
    const id = created.body.result.id;
    const event = await s.call('POST', '/api/entityState/addStateChangeEvent', {
      token: admin,
      body: {
        entityType: 'CharterRequest',
        fromState: 'Approved',
        newState: 'Closed',
        name: 'Closed for operators',
        targetAudience: 'Supplier',
        emailTemplate: 'Closing',
      },
    });
    expect(event.status).toBe(200);
    expect((await s.call('GET', `${api}/getEmailTemplate/${id}`, { token: admin })).body.eventCount).toBe(1);

    const renamed = await s.call('POST', `${api}/saveEmailTemplate`, {
      token: admin,
      body: { id, name: 'Charter Closing', value: '{message}' },
    });
    expect(renamed.status).toBe(200);
    const events = (await s.call('GET', '/api/entityState/getStateChangeEvents/CharterRequest', { token: admin })).body;
    expect(events.find((e: any) => e.id === event.body.result.id).emailTemplate).toBe('Charter Closing');
    expect(renamed.body.result.eventCount).toBe(1);

    const clash = await s.call('POST', `${api}/saveEmailTemplate`, { token: admin, body: { id, name: 'welcome', value: 'x' } });
    expect(clash.status).toBe(400);
    expect(clash.body.errors).toEqual({ name: ['A template with this name already exists'] });
    // Nothing of the refused save stuck.
    expect((await s.call('GET', `${api}/getEmailTemplate/${id}`, { token: admin })).body.name).toBe('Charter Closing');
  });
});

describe('terms and conditions', () => {
  it('are published by workflow admins only', async () => {
    for (const token of [client, supplier, plainAdmin, messenger]) {
      expect((await s.call('GET', `${api}/getTerms`, { token })).status).toBe(403);
      const res = await s.call('POST', `${api}/saveTerms`, { token, body: { label: 'x', terms: 'y', termsType: 'General' } });
      expect(res.status).toBe(403);
    }
    expect((await s.call('GET', `${api}/getTermsTypes`, { token: admin })).body).toEqual(['General']);
  });

  it('check the label, the text and the type, per field', async () => {
    const res = await s.call('POST', `${api}/saveTerms`, { token: admin, body: { label: '', terms: ' ', termsType: 'Pilots' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      label: ['Label is required'],
      terms: ['Terms are required'],
      termsType: ['Terms type must be General'],
    });
    const current = (await s.call('GET', `${api}/getTerms`, { token: admin })).body[0];
    const same = await s.call('POST', `${api}/saveTerms`, {
      token: admin,
      body: { label: current.label, terms: current.terms, termsType: 'General' },
    });
    expect(same.status).toBe(400);
    expect(same.body.messages).toEqual(['These are the current terms; change the label or the terms to publish a new version.']);
  });

  it('a new version replaces the current one and every member accepts again', async () => {
    const before = (await s.call('GET', `${api}/getTerms`, { token: admin })).body;
    const first = before[0];
    expect(first).toMatchObject({ termsType: 'General', active: 'Active' });
    expect(first.acceptedCount).toBeGreaterThanOrEqual(4);

    const saved = await s.call('POST', `${api}/saveTerms`, {
      token: admin,
      body: { label: 'Marketplace Terms 2027', terms: 'New terms.\n\nSection 2.', termsType: 'General' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.messages).toEqual(['Saved OK']);
    expect(saved.body.result).toMatchObject({ label: 'Marketplace Terms 2027', active: 'Active', acceptedCount: 0 });

    const after = (await s.call('GET', `${api}/getTerms`, { token: admin })).body;
    expect(after.map((t: any) => [t.id, t.active])).toEqual([
      [saved.body.result.id, 'Active'],
      [first.id, 'Inactive'],
      ...before.slice(1).map((t: any) => [t.id, 'Inactive']),
    ]);

    // A member signing in now is asked to accept the new version, and only that one is accepted.
    const login = await s.login('client@demo.test');
    const session = await s.call('GET', '/api/accounts/terms', { token: login.accessToken.token });
    expect(session.body).toMatchObject({ id: saved.body.result.id, label: 'Marketplace Terms 2027' });
    expect((await s.call('GET', '/api/entityState/getAllEntities', { token: login.accessToken.token })).status).toBe(403);
    const stale = await s.call('POST', '/api/accounts/acceptTerms', { token: login.accessToken.token, body: { termsId: first.id } });
    expect(stale.status).toBe(400);
    const accepted = await s.call('POST', '/api/accounts/acceptTerms', {
      token: login.accessToken.token,
      body: { termsId: saved.body.result.id },
    });
    expect(accepted.status).toBe(200);
    const fresh = accepted.body.result.accessToken.token;
    expect((await s.call('GET', '/api/entityState/getAllEntities', { token: fresh })).status).toBe(200);
    expect((await s.call('GET', `${api}/getTerms`, { token: admin })).body[0].acceptedCount).toBe(1);
  });
});

describe('airport lookups', () => {
  it('are kept by admins; others get 403', async () => {
    for (const token of [client, charterAdmin, supplier]) {
      expect((await s.call('GET', `${api}/airportLookups`, { token })).status).toBe(403);
      expect((await s.call('POST', `${api}/deleteAirportLookup`, { token, body: { id: 1 } })).status).toBe(403);
    }
    expect((await s.call('GET', `${api}/airportLookups`, { token: plainAdmin })).status).toBe(200);
  });

  it('are searched in pages: codes first, then names starting with the text', async () => {
    const all = await s.call('GET', `${api}/airportLookups?pageSize=10`, { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.items).toHaveLength(10);
    expect(all.body.total).toBeGreaterThan(10_000);
    expect(all.body).toMatchObject({ page: 1, pageSize: 10 });

    const code = await s.call('GET', `${api}/airportLookups?search=bne`, { token: admin });
    expect(code.body.items[0]).toMatchObject({ iataCode: 'BNE', state: 'QLD', kind: 'airport' });

    const name = await s.call('GET', `${api}/airportLookups?search=longreach&pageSize=100`, { token: admin });
    expect(name.body.total).toBeGreaterThan(0);
    expect(name.body.items.every((p: any) => p.site.toLowerCase().includes('longreach'))).toBe(true);
    expect(name.body.items[0].site.toLowerCase().startsWith('longreach')).toBe(true);

    const page2 = await s.call('GET', `${api}/airportLookups?search=airport&state=WA&page=2&pageSize=5`, { token: admin });
    const page1 = await s.call('GET', `${api}/airportLookups?search=airport&state=WA&page=1&pageSize=5`, { token: admin });
    expect(page2.body.items).toHaveLength(5);
    expect(page2.body.items.every((p: any) => p.state === 'WA')).toBe(true);
    const ids1 = page1.body.items.map((p: any) => p.id);
    expect(page2.body.items.some((p: any) => ids1.includes(p.id))).toBe(false);

    const bad = await s.call('GET', `${api}/airportLookups?page=0&pageSize=500`, { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.messages).toEqual(['Page must be a whole number from 1', 'Page size must be a whole number from 1 to 100']);
  });

  it('are added, edited and deleted, with checked fields', async () => {
    const empty = await s.call('POST', `${api}/addAirportLookup`, { token: admin, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      site: ['Site is required'],
      state: ['State is required'],
      latitude: ['Latitude is required'],
      longitude: ['Longitude is required'],
    });
    const place = { site: 'Test Station Airstrip', state: 'qld', iataCode: 'zqx', kind: 'airport', latitude: -23.5, longitude: 144.2 };
    const wrong = await s.call('POST', `${api}/addAirportLookup`, {
      token: admin,
      body: { ...place, iataCode: 'ABCD', latitude: -95, kind: 'city' },
    });
    expect(wrong.body.errors).toEqual({
      iataCode: ['IATA code must be 3 letters or digits'],
      latitude: ['Latitude must be between -90 and 90'],
      kind: ['Kind must be airport or town'],
    });
    const unknownState = await s.call('POST', `${api}/addAirportLookup`, { token: admin, body: { ...place, state: 'XX' } });
    expect(unknownState.body.errors).toEqual({ state: ['Unknown state'] });

    const added = await s.call('POST', `${api}/addAirportLookup`, { token: admin, body: place });
    expect(added.status).toBe(200);
    expect(added.body.messages).toEqual(['Saved OK']);
    const id = added.body.result.id;
    expect(added.body.result).toMatchObject({ site: 'Test Station Airstrip', state: 'QLD', altState: 'Queensland', iataCode: 'ZQX' });
    // The place type-ahead of the charter form finds it at once.
    const typeAhead = await s.call('GET', '/api/accounts/airportLookup/?search=zqx', { token: client });
    expect(typeAhead.body.some((p: any) => p.site === 'Test Station Airstrip')).toBe(true);

    const dup = await s.call('POST', `${api}/addAirportLookup`, { token: admin, body: place });
    expect(dup.status).toBe(400);
    expect(dup.body.errors).toEqual({ site: ['This place is already in the lookup'] });

    const edited = await s.call('POST', `${api}/updateAirportLookup`, {
      token: admin,
      body: { ...place, id, site: 'Test Station', state: 'NT', altState: 'Top End', iataCode: '' },
    });
    expect(edited.status).toBe(200);
    expect((await s.call('GET', `${api}/airportLookup/${id}`, { token: admin })).body).toMatchObject({
      site: 'Test Station',
      state: 'NT',
      altState: 'Top End',
      iataCode: null,
    });

    const removed = await s.call('POST', `${api}/deleteAirportLookup`, { token: admin, body: { id } });
    expect(removed.status).toBe(200);
    expect((await s.call('GET', `${api}/airportLookup/${id}`, { token: admin })).status).toBe(404);
    expect((await s.call('POST', `${api}/deleteAirportLookup`, { token: admin, body: { id } })).status).toBe(404);
    expect((await s.call('POST', `${api}/updateAirportLookup`, { token: admin, body: { ...place, id } })).status).toBe(404);
  });
});
