import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_ID, ONBOARDING_MESSAGES, SIGN_UP_MESSAGES } from '@charter/shared';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { insertCharter } from '../../../tests/charter-fixtures.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ trustProxy: true });
});
afterAll(async () => {
  await s.close();
});

let n = 0;
const headers = () => ({ 'x-forwarded-for': `192.0.2.${++n}` });
const NOT_FOUND = ONBOARDING_MESSAGES.notFound;

/** Signs up and answers the e-mailed link's id and token. */
async function signUp(kind: 'Supplier' | 'Client', email: string, companyName = 'Harbour Air') {
  const body = {
    email,
    companyName,
    companyAddress: '1 Wharf St, Gladstone QLD 4680',
    companyPhone: '07 4970 0000',
    firstName: 'Hana',
    lastName: 'Harbour',
    ...(kind === 'Supplier' ? { aocNumber: 'AOC-555' } : {}),
  };
  const res = await s.call('POST', `/api/accounts/${kind === 'Supplier' ? 'enrolSupplier' : 'enrolClientStaff'}`, {
    body,
    headers: headers(),
  });
  expect(res.status).toBe(200);
  const page = kind === 'Supplier' ? '/confirmEmailSupplier' : '/confirmEmailClient';
  const mails = () => s.smtp.received.filter((m) => m.to === email.toLowerCase());
  const before = res.body.result.resent ? mails().length : 0;
  const mail = await s.smtp.waitFor(() => mails().length > before);
  const m = new RegExp(`${page}/([0-9a-f-]{36})/([A-Za-z0-9_-]+)`).exec(mails().at(-1)!.text)!;
  return { id: m[1]!, token: m[2]!, mail };
}

/** Signs in with the password chosen on the confirmation page and accepts the terms. */
async function member(email: string) {
  const tokens = await s.login(email, 'chosen-pass-1');
  const terms = await s.call('GET', '/api/accounts/terms', { token: tokens.accessToken.token });
  const accepted = await s.call('POST', '/api/accounts/acceptTerms', { token: tokens.accessToken.token, body: { termsId: terms.body.id } });
  return { token: accepted.body.result.accessToken.token as string };
}

const call = (kind: 'Supplier' | 'Client') => (kind === 'Supplier' ? 'confirmSupplier' : 'confirmClientStaff');
const lookup = (kind: 'Supplier' | 'Client', id: string) => s.call('GET', `/api/accounts/${call(kind)}/${id}`);
const confirm = (kind: 'Supplier' | 'Client', body: Record<string, unknown>) =>
  s.call('POST', `/api/accounts/${call(kind)}`, { body: { password: 'chosen-pass-1', checkPassword: 'chosen-pass-1', ...body } });

describe('confirming a client sign-up', () => {
  it('looks the link up, sets the password, and the person can then sign in', async () => {
    const link = await signUp('Client', 'hana@harbour-freight.test', 'Harbour Freight');
    const found = await lookup('Client', link.id);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      id: link.id,
      email: 'hana@harbour-freight.test',
      firstName: 'Hana',
      organisation: 'Harbour Freight',
      role: 'Client',
    });
    // The operator's page does not open a client's link.
    expect((await lookup('Supplier', link.id)).status).toBe(404);

    const mismatch = await confirm('Client', { ...link, checkPassword: 'other-pass-1' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.messages).toEqual(['Both fields must be the same']);
    const short = await confirm('Client', { ...link, password: 'abc', checkPassword: 'abc' });
    expect(short.body.messages).toContain('Your password must be at least 6 characters long.');

    const done = await confirm('Client', link);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ success: true, result: { email: 'hana@harbour-freight.test' } });
    const user = (await s.pool.query(`select status, client_id from users where email = 'hana@harbour-freight.test'`)).rows[0];
    expect(user.status).toBe('Active');
    const client = (await s.pool.query(`select status from clients where id = $1`, [user.client_id])).rows[0];
    expect(client.status).toBe('Active');
    const items = await s.pool.query(
      `select action_name, old_status, new_status from timeline_items where entity_id = $1 order by time_stamp`,
      [user.client_id],
    );
    expect(items.rows).toEqual([
      { action_name: 'Signed Up', old_status: null, new_status: 'Unconfirmed' },
      { action_name: 'E-mail Confirmed', old_status: 'Unconfirmed', new_status: 'Active' },
    ]);
    const login = await s.login('hana@harbour-freight.test', 'chosen-pass-1');
    expect(login.accessToken.token).toBeTruthy();

    // Used: the link answers 410 with the reason, and cannot set the password again.
    const again = await lookup('Client', link.id);
    expect(again.status).toBe(410);
    expect(again.body.messages).toEqual([ONBOARDING_MESSAGES.linkUsed]);
    expect((await confirm('Client', { ...link, password: 'another-1', checkPassword: 'another-1' })).status).toBe(410);
    // And the address is now simply registered.
    const reEnrol = await s.call('POST', '/api/accounts/enrolClientStaff', {
      body: { email: 'hana@harbour-freight.test', companyName: 'X', companyAddress: 'Y', companyPhone: '1', firstName: 'A', lastName: 'B' },
      headers: headers(),
    });
    expect(reEnrol.status).toBe(409);
  });

  it('a wrong token, an unknown id and the all-zero id answer "Could not find anything matching your request."', async () => {
    const link = await signUp('Client', 'wrong@harbour-freight.test');
    const wrong = await confirm('Client', { id: link.id, token: 'not-the-token' });
    expect(wrong.status).toBe(404);
    expect(wrong.body.messages).toEqual([NOT_FOUND]);
    for (const id of [EMPTY_ID, '3b241101-e2bb-4255-8caf-4136c566a962', 'not-a-uuid']) {
      const res = await lookup('Client', id);
      expect(res.status).toBe(404);
      expect(res.body.messages).toEqual([NOT_FOUND]);
    }
    expect((await confirm('Client', { id: EMPTY_ID, token: link.token })).status).toBe(404);
    // The wrong token spent nothing: the right one still works.
    expect((await confirm('Client', link)).status).toBe(200);
  });

  it('an expired link answers 410 with the reason; a replaced one too', async () => {
    const link = await signUp('Client', 'late@harbour-freight.test');
    await s.pool.query(`update account_links set expires_at = now() - interval '1 minute' where id = $1`, [link.id]);
    const expired = await lookup('Client', link.id);
    expect(expired.status).toBe(410);
    expect(expired.body.messages).toEqual([ONBOARDING_MESSAGES.linkExpired]);
    expect((await confirm('Client', link)).body.messages).toEqual([ONBOARDING_MESSAGES.linkExpired]);

    // Signing up again sends a fresh link; the expired one now reads as replaced.
    const fresh = await signUp('Client', 'late@harbour-freight.test');
    expect(fresh.id).not.toBe(link.id);
    expect((await confirm('Client', link)).body.messages).toEqual([ONBOARDING_MESSAGES.linkReplaced]);
    expect((await confirm('Client', fresh)).status).toBe(200);
  });

  it('domain-matched staff become Active staff of the client', async () => {
    const link = await signUp('Client', 'crew@demo.test');
    expect((await lookup('Client', link.id)).body).toMatchObject({ role: 'ClientStaff', organisation: 'Demo Mining Co' });
    expect((await confirm('Client', link)).status).toBe(200);
    const staff = (await s.pool.query(`select status from client_staff where email = 'crew@demo.test'`)).rows[0];
    expect(staff.status).toBe('Active');
    const crew = await member('crew@demo.test');
    const me = await s.call('GET', '/api/accounts/me', { token: crew.token });
    expect(me.body).toMatchObject({ role: 'ClientStaff', email: 'crew@demo.test', status: 'Active' });
  });
});

describe('an operator from sign-up to approval', () => {
  it('confirms, tells the admins, waits unable to see or bid, and is e-mailed when an admin approves it', async () => {
    const supplier1 = (await s.pool.query(`select id from suppliers where email = 'supplier1@demo.test'`)).rows[0].id as string;
    const charter = await insertCharter(s.pool, { status: 'Live', biddingEndsAt: new Date(Date.now() + 86_400_000) });
    const link = await signUp('Supplier', 'ops@harbour-air.test');
    expect((await lookup('Client', link.id)).status).toBe(404);
    const done = await confirm('Supplier', link);
    expect(done.body.messages).toEqual([SIGN_UP_MESSAGES.awaitingApproval]);
    const adminMail = await s.smtp.waitFor((m) => m.to === 'admin@demo.test' && m.subject.includes('Harbour Air'));
    expect(adminMail.subject).toBe('New operator awaiting approval: Harbour Air');
    const supplierId = (await s.pool.query(`select id from suppliers where email = 'ops@harbour-air.test'`)).rows[0].id as string;
    expect(adminMail.text).toContain(`http://marketplace.test/manageSuppliers/${supplierId}/Detail`);

    const op = await member('ops@harbour-air.test');
    const status = await s.call('GET', '/api/suppliers/approvalStatus', { token: op.token });
    // Its banner also lists what else a bid needs: nothing of that is there yet.
    expect(status.body).toEqual({
      status: 'Inactive',
      awaitingApproval: true,
      message: SIGN_UP_MESSAGES.awaitingApproval,
      hasAircraft: false,
      document: 'missing',
    });
    // Its profile is its own to keep while it waits.
    expect((await s.call('GET', '/api/suppliers/get', { token: op.token })).body).toMatchObject({
      companyName: 'Harbour Air',
      aocNumber: 'AOC-555',
    });
    // It sees no open charter and may not bid.
    const live = await s.call('GET', '/api/charterRequest/supplierByStatus/Live', { token: op.token });
    expect(JSON.stringify(live.body)).not.toContain(charter.id);
    expect((await s.call('GET', `/api/charterRequest/get/${charter.id}`, { token: op.token })).status).toBe(404);
    const eligibility = await s.call('GET', '/api/suppliers/bidEligibility', { token: op.token });
    expect(eligibility.body).toMatchObject({ mayBid: false, reason: 'inactive' });
    const bid = await s.call('POST', '/api/suppliers/newBid', {
      token: op.token,
      body: { charterRequestId: charter.id, bidderId: supplierId, currency: 'AUD', price: 900, routes: [] },
    });
    expect(bid.status).toBe(400);

    // Only an admin approves; only an Inactive operator can be.
    const admin = await s.member('admin@demo.test');
    expect((await s.call('POST', '/api/suppliers/approveSupplier', { token: op.token, body: { id: supplierId } })).status).toBe(403);
    const active = await s.call('POST', '/api/suppliers/approveSupplier', { token: admin.token, body: { id: supplier1 } });
    expect(active.status).toBe(409);
    expect(active.body.messages).toEqual([SIGN_UP_MESSAGES.alreadyActive]);
    const approved = await s.call('POST', '/api/suppliers/approveSupplier', { token: admin.token, body: { id: supplierId } });
    expect(approved.body).toEqual({
      success: true,
      messages: [SIGN_UP_MESSAGES.approved],
      result: { id: supplierId, status: 'Active', companyName: 'Harbour Air' },
    });
    const mail = await s.smtp.waitFor((m) => m.to === 'ops@harbour-air.test' && m.subject === 'Your operator account is approved');
    expect(mail.text).toContain('http://marketplace.test/charterRequests/Me/Live');
    expect((await s.call('POST', '/api/suppliers/approveSupplier', { token: admin.token, body: { id: supplierId } })).status).toBe(409);
    const items = await s.pool.query(`select action_name, new_status from timeline_items where entity_id = $1 order by time_stamp`, [
      supplierId,
    ]);
    expect(items.rows.map((r) => r.action_name)).toEqual(['Signed Up', 'E-mail Confirmed', 'Operator Approved']);

    const after = await s.call('GET', '/api/suppliers/approvalStatus', { token: op.token });
    expect(after.body).toEqual({ status: 'Active', awaitingApproval: false, message: null, hasAircraft: false, document: 'missing' });
    // Active, with the same filters as supplier1: the live charter is visible; bidding now needs documents.
    await s.pool.query(`update suppliers set client_types = 'Generic, QGov, Horizon Power' where id = $1`, [supplierId]);
    expect((await s.call('GET', `/api/charterRequest/get/${charter.id}`, { token: op.token })).status).toBe(200);
    expect((await s.call('GET', '/api/suppliers/bidEligibility', { token: op.token })).body).toMatchObject({ reason: 'documents' });

    // The steps follow what it does: a document uploaded waits for review until an admin approves it; an aircraft counts once Active.
    const doc = await s.pool.query(
      `insert into supplier_documents (supplier_id, file_category, file_name, content_type, size, data)
       values ($1, 'Air Operator Certificate', 'aoc.pdf', 'application/pdf', 4, '\\x25504446') returning id`,
      [supplierId],
    );
    await s.pool.query(
      `insert into aircraft (supplier_id, license_number, type, passenger_limit, status) values ($1, 'VH-HBR', 'King Air', 8, 'Inactive')`,
      [supplierId],
    );
    expect((await s.call('GET', '/api/suppliers/approvalStatus', { token: op.token })).body).toMatchObject({
      hasAircraft: false,
      document: 'awaitingReview',
    });
    await s.pool.query(`update supplier_documents set approved = true where id = $1`, [doc.rows[0].id]);
    await s.pool.query(`update aircraft set status = 'Active' where supplier_id = $1`, [supplierId]);
    expect((await s.call('GET', '/api/suppliers/approvalStatus', { token: op.token })).body).toMatchObject({
      hasAircraft: true,
      document: 'approved',
    });
    // Bidding needs every required document (ADR 0043): the insurance is still missing.
    expect((await s.call('GET', '/api/suppliers/bidEligibility', { token: op.token })).body).toMatchObject({
      mayBid: false,
      problems: ['Insurance Certificate is missing.'],
    });
    await s.pool.query(
      `insert into supplier_documents (supplier_id, file_category, file_name, content_type, size, data, approved, liability_cover)
       values ($1, 'Insurance Certificate', 'ins.pdf', 'application/pdf', 4, '\\x25504446', true, 20000000)`,
      [supplierId],
    );
    expect((await s.call('GET', '/api/suppliers/bidEligibility', { token: op.token })).body).toMatchObject({ mayBid: true });
  });

  it('an operator switched Active through its profile status is approved too (one e-mail); switched off later it is inactive, not waiting', async () => {
    const link = await signUp('Supplier', 'ops@bay-air.test', 'Bay Air');
    await confirm('Supplier', link);
    const supplierId = (await s.pool.query(`select id from suppliers where email = 'ops@bay-air.test'`)).rows[0].id as string;
    const admin = await s.member('admin@demo.test');
    const on = await s.call('POST', '/api/suppliers/setSupplierStatus', { token: admin.token, body: { id: supplierId, status: 'Active' } });
    expect(on.status).toBe(200);
    await s.smtp.waitFor((m) => m.to === 'ops@bay-air.test' && m.subject === 'Your operator account is approved');
    await s.call('POST', '/api/suppliers/setSupplierStatus', { token: admin.token, body: { id: supplierId, status: 'Inactive' } });
    const op = await member('ops@bay-air.test');
    expect((await s.call('GET', '/api/suppliers/approvalStatus', { token: op.token })).body).toEqual({
      status: 'Inactive',
      awaitingApproval: false,
      message: SIGN_UP_MESSAGES.inactive,
      hasAircraft: false,
      document: 'missing',
    });
    await s.call('POST', '/api/suppliers/setSupplierStatus', { token: admin.token, body: { id: supplierId, status: 'Active' } });
    const approvals = await s.pool.query(
      `select count(*)::int as n from outbox where payload->'message'->>'subject' = 'Your operator account is approved' and payload->'message'->>'to' = 'ops@bay-air.test'`,
    );
    expect(approvals.rows[0].n).toBe(1);
  });
});
