import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../../../tests/harness.js';
import { acceptInvitation } from '../../onboarding/invitations.js';

/**
 * The admins tests' world: a test server, the demo members' tokens and the demo admin's id, set up
 * before the file's tests and closed after them, and the calls those tests share.
 */
export function adminsWorld() {
  const w = { s: undefined as unknown as TestServer, t: {} as Record<string, string>, ownAdminId: '' };
  beforeAll(async () => {
    w.s = await startTestServer();
    for (const who of ['admin', 'charteradmin', 'client', 'department', 'staff', 'supplier1'])
      w.t[who] = (await w.s.member(`${who}@demo.test`)).token;
    w.ownAdminId = (await w.s.pool.query(`select admin_id from users where email = 'admin@demo.test'`)).rows[0].admin_id;
  });
  afterAll(async () => {
    await w.s?.close();
  });
  const { t } = w;
  const post = (path: string, body: unknown, token = t.admin) => w.s.call('POST', path, { token, body });
  const get = (path: string, token = t.admin) => w.s.call('GET', path, { token });

  let seq = 0;
  const newPerson = (over: Record<string, unknown> = {}) => ({
    firstName: 'Ada',
    lastName: `Lovelace${++seq}`,
    email: `ada.${seq}.${Date.now()}@admins.test`,
    phoneNumber: '07 3000 4000',
    companyName: 'Analytical Engines',
    ...over,
  });

  /** The invitation link e-mailed to `to`, read off the real SMTP capture. */
  async function invitationLink(to: string, page: string) {
    const mail = await w.s.smtp.waitFor((m) => m.to.includes(to));
    const m = new RegExp(`http://marketplace\\.test${page}/([0-9a-f-]{36})/([A-Za-z0-9_-]+)`).exec(mail.text);
    if (!m) throw new Error(`no ${page} link in: ${mail.text}`);
    return { id: m[1]!, token: m[2]! };
  }

  async function timeline(type: string, id: string) {
    const res = await get(`/api/entityState/getTimeline/${type}/${id}`);
    expect(res.status).toBe(200);
    return res.body as { actionName: string; reason: string; oldStatus: string | null; newStatus: string; role: string }[];
  }

  /** Invites an admin and accepts the invitation: an Active admin with a password. */
  async function activeAdmin(over: Record<string, unknown> = {}) {
    const body = newPerson(over);
    const added = await post('/api/admin/addAdmin', body);
    expect(added.status, added.text).toBe(200);
    const link = await invitationLink(body.email, '/clientAdminInvitation');
    await acceptInvitation(w.s.db, 'Admin', link.id, link.token, DEMO_PASSWORD);
    return { id: added.body.result.id as string, email: body.email };
  }

  return { w, t, post, get, newPerson, invitationLink, timeline, activeAdmin };
}
