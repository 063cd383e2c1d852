import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_MESSAGES, SIGN_UP_MESSAGES } from '@charter/shared';
import { startTestServer, type TestServer } from '../../../tests/harness.js';

// The server trusts X-Forwarded-For so each test speaks from its own address (the enrol limit is per address).
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ trustProxy: true });
});
afterAll(async () => {
  await s.close();
});

let n = 0;
const from = (address = `198.51.100.${++n}`) => ({ 'x-forwarded-for': address });

const operator = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  companyName: 'Skyward Air',
  companyAddress: '9 Apron Way, Mackay QLD 4740',
  companyPhone: '07 4900 0009',
  firstName: 'Sky',
  lastName: 'Ward',
  aocNumber: 'CASA.AOC.9009',
  ...extra,
});
const customer = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  companyName: 'Reef Tours Pty Ltd',
  companyAddress: '2 Esplanade, Cairns QLD 4870',
  companyPhone: '07 4000 7000',
  firstName: 'Rita',
  lastName: 'Reef',
  ...extra,
});

const enrolSupplier = (body: unknown, headers = from()) => s.call('POST', '/api/accounts/enrolSupplier', { body, headers });
const enrolClient = (body: unknown, headers = from()) => s.call('POST', '/api/accounts/enrolClientStaff', { body, headers });
const signIn = async (email: string) => (await s.pool.query(`select * from users where lower(email) = lower($1)`, [email])).rows[0];
const timeline = async (entityId: string) =>
  (await s.pool.query(`select action_name, new_status from timeline_items where entity_id = $1 order by time_stamp, id`, [entityId])).rows;
const linkIn = (text: string, page: string) => new RegExp(`http://marketplace\\.test${page}/([0-9a-f-]{36})/([A-Za-z0-9_-]+)`).exec(text);

describe('enrolSupplier', () => {
  it('registers an operator awaiting approval with an Unconfirmed sign-in and e-mails the confirmation link', async () => {
    const res = await enrolSupplier(operator('Ops@Skyward.test'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      messages: ['Skyward Air is registered as an operator.'],
      result: { email: 'ops@skyward.test', resent: false },
    });
    const user = await signIn('ops@skyward.test');
    expect(user).toMatchObject({ role: 'Supplier', status: 'Unconfirmed', password_hash: null });
    const supplier = (await s.pool.query(`select * from suppliers where id = $1`, [user.supplier_id])).rows[0];
    expect(supplier).toMatchObject({
      company_name: 'Skyward Air',
      aoc_number: 'CASA.AOC.9009',
      status: 'Inactive',
      email: 'ops@skyward.test',
    });
    expect(await timeline(supplier.id)).toEqual([{ action_name: 'Signed Up', new_status: 'Inactive' }]);
    const mail = await s.smtp.waitFor((m) => m.to === 'ops@skyward.test');
    expect(mail.subject).toBe('Confirm your e-mail address for Charter Marketplace');
    expect(linkIn(mail.text, '/confirmEmailSupplier')).not.toBeNull();
    // It is in the message log, about the operator.
    // (The worker writes the log entry as it sends.)
    await expect
      .poll(async () => (await s.pool.query(`select name, supplier_id from message_logs where to_email = 'ops@skyward.test'`)).rows)
      .toEqual([{ name: 'Sign Up Confirmation', supplier_id: supplier.id }]);
    // Not confirmed: no sign-in yet.
    const login = await s.call('POST', '/auth/login', { body: { userName: 'ops@skyward.test', password: 'anything-1' } });
    expect(login.status).toBe(401);
  });

  it('needs an AOC number and the spec messages for the other fields; free text is cleaned', async () => {
    const bad = await enrolSupplier({ ...operator('x@skyward.test'), aocNumber: '  ', firstName: '', companyPhone: 'abc', email: 'nope' });
    expect(bad.status).toBe(400);
    const first = (errors: Record<string, string[]>) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0]]));
    expect(first(bad.body.errors)).toEqual({
      aocNumber: ONBOARDING_MESSAGES.aocRequired,
      firstName: 'First Name is required',
      companyPhone: 'Phone number is not valid',
      email: 'Email looks a bit strange...',
    });
    const missing = await enrolSupplier({ email: 'y@skyward.test' });
    expect(first(missing.body.errors)).toMatchObject({
      aocNumber: ONBOARDING_MESSAGES.aocRequired,
      companyName: 'Company Name is required.',
      companyAddress: 'Company Address is required.',
      companyPhone: 'Phone number is required',
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
    });
    const cleaned = await enrolSupplier(operator('clean@skyward.test', { companyName: 'Line\nBreak <b>Air</b>', aocNumber: 'AOC\t77' }));
    expect(cleaned.status).toBe(200);
    const row = (await s.pool.query(`select company_name, aoc_number from suppliers where email = 'clean@skyward.test'`)).rows[0];
    expect(row).toEqual({ company_name: 'Line Break bAir/b', aoc_number: 'AOC 77' });
  });

  it('answers "Account Already Exists!" for a registered address, in any letter case', async () => {
    const res = await enrolSupplier(operator('SUPPLIER1@demo.test'));
    expect(res.status).toBe(409);
    expect(res.body.messages).toEqual([ONBOARDING_MESSAGES.accountExists, ONBOARDING_MESSAGES.accountExistsDetail]);
    const asClient = await enrolClient(customer('admin@demo.test'));
    expect(asClient.status).toBe(409);
  });

  it('re-enrolling an unconfirmed address re-sends the confirmation and retires the old link', async () => {
    await enrolSupplier(operator('again@skyward.test'));
    const first = linkIn((await s.smtp.waitFor((m) => m.to === 'again@skyward.test')).text, '/confirmEmailSupplier')!;
    const again = await enrolSupplier(operator('again@skyward.test', { companyName: 'Ignored Name' }));
    expect(again.body).toEqual({
      success: true,
      messages: [SIGN_UP_MESSAGES.resent],
      result: { email: 'again@skyward.test', resent: true },
    });
    await s.smtp.waitFor((m) => m.to === 'again@skyward.test' && !m.text.includes(first[1]!));
    expect((await s.pool.query(`select count(*)::int as n from suppliers where email = 'again@skyward.test'`)).rows[0].n).toBe(1);
    const old = await s.call('GET', `/api/accounts/confirmSupplier/${first[1]}`);
    expect(old.status).toBe(410);
    expect(old.body.messages).toEqual([ONBOARDING_MESSAGES.linkReplaced]);
    // An unconfirmed operator's address cannot be re-used for a client sign-up.
    expect((await enrolClient(customer('again@skyward.test'))).status).toBe(409);
  });

  it('limits sign-ups per network address (ten in 15 minutes) and confirmation e-mails per address (three an hour)', async () => {
    const address = from('203.0.113.50');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await enrolSupplier(operator(`burst${i}@skyward.test`), address)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const refused = await enrolClient(customer('burst-other@reef.test'), address);
    expect(refused.body.messages).toEqual([SIGN_UP_MESSAGES.tooManyFromAddress]);

    const resends: number[] = [];
    for (let i = 0; i < 4; i++) resends.push((await enrolSupplier(operator('flood@skyward.test'))).status);
    expect(resends).toEqual([200, 200, 200, 429]);
  });
});

describe('enrolClientStaff', () => {
  it('registers a new client company with the person as its Client sign-in', async () => {
    const res = await enrolClient(customer('rita@reef-tours.test'));
    expect(res.body).toEqual({
      success: true,
      messages: ['Reef Tours Pty Ltd is registered as a client.'],
      result: { email: 'rita@reef-tours.test', resent: false, role: 'Client' },
    });
    const user = await signIn('rita@reef-tours.test');
    expect(user).toMatchObject({ role: 'Client', status: 'Unconfirmed' });
    const client = (await s.pool.query(`select * from clients where id = $1`, [user.client_id])).rows[0];
    expect(client).toMatchObject({ company_name: 'Reef Tours Pty Ltd', client_type: 'Generic', status: 'Unconfirmed' });
    const mail = await s.smtp.waitFor((m) => m.to === 'rita@reef-tours.test');
    expect(linkIn(mail.text, '/confirmEmailClient')).not.toBeNull();
  });

  it("makes a person on an Active client's e-mail domain staff of its first active department", async () => {
    const res = await enrolClient(customer('newbie@Demo.test', { companyName: 'Whatever' }));
    expect(res.body.result).toEqual({ email: 'newbie@demo.test', resent: false, role: 'ClientStaff' });
    expect(res.body.messages).toEqual(['You are registered as staff of Demo Mining Co.']);
    const user = await signIn('newbie@demo.test');
    const staff = (await s.pool.query(`select * from client_staff where id = $1`, [user.client_staff_id])).rows[0];
    const exploration = (await s.pool.query(`select id, client_master_id from client_departments where department_name = 'Exploration'`))
      .rows[0];
    expect(staff).toMatchObject({
      client_department_id: exploration.id,
      client_master_id: exploration.client_master_id,
      status: 'Unconfirmed',
    });
    expect(user).toMatchObject({ role: 'ClientStaff', client_id: exploration.client_master_id, client_department_id: exploration.id });
    expect(await timeline(staff.id)).toEqual([{ action_name: 'Signed Up', new_status: 'Unconfirmed' }]);
  });

  it('gives a domain client without an active department a "General" one', async () => {
    await s.pool.query(`update clients set email_domain = 'qgov.test' where email = 'qgov@demo.test'`);
    const res = await enrolClient(customer('nurse@qgov.test'));
    expect(res.body.result.role).toBe('ClientStaff');
    const dept = (
      await s.pool.query(
        `select d.department_name from client_staff s join client_departments d on d.id = s.client_department_id where s.email = 'nurse@qgov.test'`,
      )
    ).rows[0];
    expect(dept.department_name).toBe('General');
    // A second one joins the same department.
    await enrolClient(customer('doctor@qgov.test'));
    expect((await s.pool.query(`select count(*)::int as n from client_departments where department_name = 'General'`)).rows[0].n).toBe(1);
  });

  it('validates with the spec messages', async () => {
    const res = await enrolClient({ ...customer('bad@reef.test'), lastName: '\n', companyPhone: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors.lastName).toEqual(['Last Name is required']);
    expect(res.body.errors.companyPhone[0]).toBe('Phone number is required');
  });
});
