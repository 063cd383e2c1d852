import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { clientBody, invitationLink, staffBody, supplierBody, timelineOf, uniqueEmail } from './invitations-test-support.js';
import { idsOf } from '../../../tests/factories.js';

// The signed-out invitation pages' calls (supplier-and-admin sections 2, 5, 7 and 8).
let s: TestServer;
let admin: string;
let client: string;
let departmentId: string;

beforeAll(async () => {
  s = await startTestServer();
  admin = (await s.member('admin@demo.test')).token;
  client = (await s.member('client@demo.test')).token;
  departmentId = (await idsOf(s, 'staff@demo.test')).clientDepartmentId!;
});
afterAll(async () => {
  await s?.close();
});

const NOT_FOUND = ['Could not find anything matching your request.'];
const ZERO = '00000000-0000-0000-0000-000000000000';
const accept = (path: string, id: string, token: string, password = 'secret1', checkPassword = password) =>
  s.call('POST', `/api/accounts/${path}`, { body: { id, token, password, checkPassword } });

async function invited(kind: 'Client' | 'ClientStaff' | 'Supplier') {
  const email = uniqueEmail(kind.toLowerCase());
  const res =
    kind === 'Client'
      ? await s.call('POST', '/api/admin/addClient', { token: admin, body: clientBody(email) })
      : kind === 'Supplier'
        ? await s.call('POST', '/api/suppliers/addSupplier', { token: admin, body: supplierBody(email) })
        : await s.call('POST', '/api/admin/addStaff', { token: client, body: staffBody(departmentId, email) });
  expect(res.status).toBe(200);
  return { email, partyId: res.body.result.id as string, ...(await invitationLink(s, email)) };
}

describe('looking an invitation up', () => {
  it('answers the welcome facts on its own kind of page, and 404 on any other', async () => {
    const inv = await invited('Client');
    const res = await s.call('GET', `/api/accounts/clientInvitation/${inv.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: inv.id, email: inv.email, firstName: 'Olive', organisation: 'Outback Mining', role: 'Client' });
    expect(Date.parse(res.body.expiresAt)).toBeGreaterThan(Date.now());
    const wrongPage = await s.call('GET', `/api/accounts/supplierInvitation/${inv.id}`);
    expect(wrongPage.status).toBe(404);
    expect(wrongPage.body.messages).toEqual(NOT_FOUND);
    for (const id of [ZERO, 'not-an-id', '7c9e6679-7425-40de-944b-e07fc1f90ae7']) {
      const r = await s.call('GET', `/api/accounts/clientInvitation/${id}`);
      expect(r.status).toBe(404);
      expect(r.body.messages).toEqual(NOT_FOUND);
    }
  });

  it('tryAccept checks the token without spending the link', async () => {
    const inv = await invited('Supplier');
    const good = await s.call('POST', '/api/accounts/tryAcceptSupplier', { body: { id: inv.id, token: inv.token } });
    expect(good.status).toBe(200);
    expect(good.body.result).toMatchObject({ email: inv.email, role: 'Supplier' });
    const wrong = await s.call('POST', '/api/accounts/tryAcceptSupplier', { body: { id: inv.id, token: 'x' + inv.token } });
    expect(wrong.status).toBe(404);
    expect(wrong.body.messages).toEqual(NOT_FOUND);
    expect((await s.call('POST', '/api/accounts/tryAcceptClient', { body: { id: inv.id, token: inv.token } })).status).toBe(404);
    // Still unspent: it can be accepted.
    expect((await accept('acceptSupplier', inv.id, inv.token)).status).toBe(200);
  });
});

describe('accepting an invitation', () => {
  it('sets the password, makes the party and its sign-in Active, records it, and the person can sign in', async () => {
    const inv = await invited('ClientStaff');
    const res = await accept('acceptClientStaff', inv.id, inv.token, 'chosen-pass');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, result: { email: inv.email } });
    const party = await s.pool.query(`select status from client_staff where id = $1`, [inv.partyId]);
    expect(party.rows[0].status).toBe('Active');
    const user = await s.pool.query(`select status from users where lower(email) = $1`, [inv.email]);
    expect(user.rows[0].status).toBe('Active');
    expect((await s.login(inv.email, 'chosen-pass')).accessToken.token).toBeTruthy();
    expect(await timelineOf(s, 'ClientStaff', inv.partyId)).toMatchObject([
      { actionName: 'Invitation Sent' },
      { actionName: 'Invitation Accepted', oldStatus: 'Invited', newStatus: 'Active' },
    ]);
    // The link is spent: the page and a second submit say so; re-sending is refused.
    const again = await accept('acceptClientStaff', inv.id, inv.token, 'other-pass');
    expect(again.status).toBe(410);
    expect(again.body.messages).toEqual(['This link has already been used. Log in, or ask for a new one.']);
    expect((await s.call('GET', `/api/accounts/clientStaffInvitation/${inv.id}`)).status).toBe(410);
    expect(
      (await s.call('POST', '/api/admin/resendInvitation', { token: client, body: { role: 'ClientStaff', id: inv.partyId } })).status,
    ).toBe(409);
  });

  it("refuses passwords with the spec's messages, a wrong token, another kind's call and the all-zero id", async () => {
    const inv = await invited('Client');
    const short = await accept('acceptClient', inv.id, inv.token, 'abc');
    expect(short.status).toBe(400);
    expect(short.body.messages).toContain('Your password must be at least 6 characters long.');
    const differ = await accept('acceptClient', inv.id, inv.token, 'secret1', 'secret2');
    expect(differ.body.errors).toEqual({ checkPassword: ['Both fields must be the same'] });
    const wrong = await accept('acceptClient', inv.id, inv.token.slice(1));
    expect(wrong.status).toBe(404);
    expect(wrong.body.messages).toEqual(NOT_FOUND);
    expect((await accept('acceptSupplier', inv.id, inv.token)).status).toBe(404);
    const zero = await accept('acceptClient', ZERO, inv.token);
    expect(zero.status).toBe(404);
    expect(zero.body.messages).toEqual(NOT_FOUND);
    // None of those spent it.
    expect((await accept('acceptClient', inv.id, inv.token)).status).toBe(200);
  });

  it('refuses an expired link with the reason, and the account stays Invited', async () => {
    const inv = await invited('Supplier');
    await s.pool.query(`update account_links set expires_at = now() - interval '1 minute' where id = $1`, [inv.id]);
    const look = await s.call('GET', `/api/accounts/supplierInvitation/${inv.id}`);
    expect(look.status).toBe(410);
    expect(look.body.messages).toEqual(['This link has expired. Ask for a new one.']);
    expect((await accept('acceptSupplier', inv.id, inv.token)).status).toBe(410);
    const party = await s.pool.query(`select status from suppliers where id = $1`, [inv.partyId]);
    expect(party.rows[0].status).toBe('Invited');
    await expect(s.login(inv.email, 'secret1')).rejects.toThrow(/401/);
  });
});
