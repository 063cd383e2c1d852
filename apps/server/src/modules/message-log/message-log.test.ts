import { describe, expect, it } from 'vitest';
import { withDemoMembers } from '../../../tests/demo-members.js';
import type { TestServer } from '../../../tests/harness.js';

let s: TestServer;
const { t, ids } = withDemoMembers((server) => (s = server));

interface LogValues {
  subject: string;
  at?: string;
  userId?: string | null;
  clientId?: string | null;
  clientDepartmentId?: string | null;
  clientStaffId?: string | null;
  supplierId?: string | null;
}

/** A message_logs row as the outbox worker writes it (for scoping and paging without sending mail). */
async function logRow(v: LogValues): Promise<string> {
  const r = await s.pool.query(
    `insert into message_logs (created_at, name, to_email, subject, body, status, user_id, client_id, client_department_id,
       client_staff_id, supplier_id, entity_type, from_state, new_state, target_audience)
     values (coalesce($1::timestamptz, now()), 'Charter Live', 'someone@demo.test', $2, 'Body of ' || $2, 'Sent', $3, $4, $5, $6, $7,
       'CharterRequest', 'Approved', 'Live', 'Client') returning id`,
    [
      v.at ?? null,
      v.subject,
      v.userId ?? null,
      v.clientId ?? null,
      v.clientDepartmentId ?? null,
      v.clientStaffId ?? null,
      v.supplierId ?? null,
    ],
  );
  return r.rows[0].id as string;
}

const list = async (who: string, query = '') => s.call('GET', `/api/messageLog${query}`, { token: t[who] });
const subjects = async (who: string, path = '/api/messageLog') =>
  ((await s.call('GET', path, { token: t[who] })).body.items as { subject: string }[]).map((i) => i.subject).sort();

describe('message log', () => {
  it('records a real e-mail (action -> outbox -> SMTP -> log) for its owner only, hiding the one-time link', async () => {
    const asked = await s.call('POST', '/api/accounts/requestPasswordReset', { body: { email: 'supplier1@demo.test' } });
    expect(asked.status).toBe(200);
    const mail = await s.smtp.waitFor((m) => m.to.includes('supplier1@demo.test'));
    const link = /https?:\/\/\S+\/resetPassword\/\S+/.exec(mail.text)![0];

    // The worker writes the log row in the transaction that marks the e-mail sent, just after the SMTP answer.
    let row: any;
    for (let i = 0; i < 50 && !row; i++) {
      row = (await list('supplier1')).body.items.find((m: any) => m.name === 'Password Reset');
      if (!row) await new Promise((r) => setTimeout(r, 100));
    }
    expect(row).toEqual({
      id: expect.any(String),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      name: 'Password Reset',
      toEmail: 'supplier1@demo.test',
      subject: 'Reset your Charter Marketplace password',
      entityType: null,
      entityId: null,
      fromState: null,
      newState: null,
      // The reset link names whom it went to, as invitations do (onboarding/password-reset-link.ts).
      targetAudience: 'Supplier',
      status: 'Sent',
    });

    const one = await s.call('GET', `/api/messageLog/${row.id}`, { token: t.supplier1 });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ ...row, body: expect.stringContaining('Someone asked to reset the password') });
    expect(one.body.body).toContain('[one-time link hidden]');
    expect(one.body.body).not.toContain(link);
    expect(one.body.body).not.toContain('/resetPassword/');

    // The supplier's alias call and the admin's views of that supplier show it; another supplier does not see it.
    expect((await s.call('GET', '/api/suppliers/messages', { token: t.supplier1 })).body.items.map((m: any) => m.id)).toContain(row.id);
    const adminAlias = await s.call('GET', `/api/suppliers/messages?supplierId=${ids.supplier1!.supplierId}`, { token: t.admin });
    expect(adminAlias.body.items.map((m: any) => m.id)).toContain(row.id);
    const party = await s.call('GET', `/api/messageLog/party/Supplier/${ids.supplier1!.supplierId}`, { token: t.admin });
    expect(party.body.items.map((m: any) => m.id)).toContain(row.id);
    expect((await s.call('GET', `/api/messageLog/${row.id}`, { token: t.admin })).body.body).toContain('[one-time link hidden]');

    expect((await list('supplier2')).body.items.map((m: any) => m.id)).not.toContain(row.id);
    const foreign = await s.call('GET', `/api/messageLog/${row.id}`, { token: t.supplier2 });
    expect(foreign.status).toBe(404);
    expect(foreign.body.messages).toEqual(['Sorry, this item is not available']);
    expect((await s.call('GET', `/api/suppliers/messages?supplierId=${ids.supplier1!.supplierId}`, { token: t.supplier2 })).status).toBe(
      403,
    );
    expect((await s.call('GET', '/api/suppliers/messages', { token: t.client })).status).toBe(403);
    expect((await s.call('GET', '/api/messageLog')).status).toBe(401);
  });

  it('scopes each user to their own client, department, staff or supplier; admins to their own sign-in', async () => {
    const c = ids.client!.clientId!;
    const d = ids.department!.clientDepartmentId!;
    const st = ids.staff!.clientStaffId!;
    await logRow({ subject: 'to client', clientId: c, userId: ids.client!.userId });
    await logRow({ subject: 'to department', clientId: c, clientDepartmentId: d, userId: ids.department!.userId });
    const staffMsg = await logRow({
      subject: 'to staff',
      clientId: c,
      clientDepartmentId: d,
      clientStaffId: st,
      userId: ids.staff!.userId,
    });
    const qgovMsg = await logRow({ subject: 'to qgov', clientId: ids.qgov!.clientId });
    await logRow({ subject: 'to admin', userId: ids.admin!.userId });

    expect(await subjects('client')).toEqual(['to client', 'to department', 'to staff']);
    expect(await subjects('department')).toEqual(['to department', 'to staff']);
    expect(await subjects('staff')).toEqual(['to staff']);
    expect(await subjects('qgov')).toEqual(['to qgov']);
    expect(await subjects('admin')).toEqual(['to admin']);
    expect(await subjects('charteradmin')).toEqual([]);

    // Lists carry no bodies; one message does.
    expect((await list('staff')).body.items[0]).not.toHaveProperty('body');
    expect((await s.call('GET', `/api/messageLog/${staffMsg}`, { token: t.client })).body.body).toBe('Body of to staff');
    expect((await s.call('GET', `/api/messageLog/${staffMsg}`, { token: t.staff })).status).toBe(200);
    expect((await s.call('GET', `/api/messageLog/${qgovMsg}`, { token: t.client })).status).toBe(404);
    expect((await s.call('GET', `/api/messageLog/${qgovMsg}`, { token: t.supplier1 })).status).toBe(404);
    expect((await s.call('GET', '/api/messageLog/not-a-uuid', { token: t.client })).status).toBe(404);
    expect((await s.call('GET', '/api/messageLog/00000000-0000-4000-8000-000000000000', { token: t.admin })).status).toBe(404);

    // A party's log: admins any, the party's own client or department; everyone else 403.
    expect(await subjects('admin', `/api/messageLog/party/Client/${c}`)).toEqual(['to client', 'to department', 'to staff']);
    expect(await subjects('admin', `/api/messageLog/party/ClientDepartment/${d}`)).toEqual(['to department', 'to staff']);
    expect(await subjects('admin', `/api/messageLog/party/ClientStaff/${st}`)).toEqual(['to staff']);
    expect(await subjects('client', `/api/messageLog/party/ClientStaff/${st}`)).toEqual(['to staff']);
    expect(await subjects('department', `/api/messageLog/party/ClientStaff/${st}`)).toEqual(['to staff']);
    for (const [who, path] of [
      ['staff', `Client/${c}`],
      ['department', `Client/${c}`],
      ['qgov', `ClientDepartment/${d}`],
      ['supplier2', `Supplier/${ids.supplier1!.supplierId}`],
      ['client', `Supplier/${ids.supplier1!.supplierId}`],
      ['charteradmin', `Client/${c}`],
      ['client', 'Client/not-a-uuid'],
    ] as const) {
      const res = await s.call('GET', `/api/messageLog/party/${path}`, { token: t[who] });
      expect(res.status, `${who} -> ${path}`).toBe(403);
    }
    expect((await s.call('GET', '/api/messageLog/party/Client/00000000-0000-4000-8000-000000000000', { token: t.admin })).status).toBe(404);
    const badType = await s.call('GET', `/api/messageLog/party/Airline/${c}`, { token: t.admin });
    expect(badType.status).toBe(400);
    expect(badType.body.messages).toEqual(['Party type must be Supplier, Client, ClientDepartment or ClientStaff']);
  });

  it('pages newest first on (created_at, id) without repeats, and searches subject, address and name', async () => {
    const supplierId = ids.supplier2!.supplierId!;
    const base = Date.parse('2025-01-01T00:00:00Z');
    const expected: string[] = [];
    for (let i = 0; i < 7; i++) {
      const at = new Date(base + i * 60_000).toISOString();
      expected.push(await logRow({ subject: i === 3 ? 'Invoice 100%' : `Update ${i}`, at, supplierId }));
    }
    // Two e-mails of the same instant: the id breaks the tie, so neither is lost between pages.
    const tie = new Date(base + 3 * 60_000 + 500).toISOString();
    const tied = [await logRow({ subject: 'Tie A', at: tie, supplierId }), await logRow({ subject: 'Tie B', at: tie, supplierId })];
    const order = [...expected.slice(4).reverse(), ...tied.sort().reverse(), ...expected.slice(0, 4).reverse()];

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list('supplier2', `?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(3);
      seen.push(...res.body.items.map((m: any) => m.id));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual(order);
    expect(pages).toBe(3);

    // The same paging for the admin's party view; another supplier sees none of it.
    const first = await s.call('GET', `/api/messageLog/party/Supplier/${supplierId}?limit=5`, { token: t.admin });
    expect(first.body.items.map((m: any) => m.id)).toEqual(order.slice(0, 5));
    const second = await s.call('GET', `/api/messageLog/party/Supplier/${supplierId}?limit=5&cursor=${first.body.nextCursor}`, {
      token: t.admin,
    });
    expect(second.body).toEqual({ items: expect.any(Array), nextCursor: null });
    expect(second.body.items.map((m: any) => m.id)).toEqual(order.slice(5));
    expect((await list('supplier1')).body.items.map((m: any) => m.id)).not.toContain(order[0]);

    // Search is a plain substring: "%" matches itself, not everything.
    expect((await list('supplier2', '?search=invoice')).body.items.map((m: any) => m.subject)).toEqual(['Invoice 100%']);
    expect((await list('supplier2', `?search=${encodeURIComponent('0%')}`)).body.items.map((m: any) => m.subject)).toEqual([
      'Invoice 100%',
    ]);
    expect((await list('supplier2', `?search=${encodeURIComponent('%')}`)).body.items).toHaveLength(1);
    expect((await list('supplier2', '?search=someone@demo')).body.items).toHaveLength(9);

    const badCursor = await list('supplier2', '?cursor=garbage');
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.messages).toEqual(['The list position is not valid. Please reload the list.']);
    const badLimit = await list('supplier2', '?limit=0');
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.errors).toEqual({ limit: ['Limit must be a whole number from 1 to 100'] });
  });
});

describe('message log: All and Me, and the date range', () => {
  const subjectsOf = async (who: string, query: string, path = '/api/messageLog') => {
    const res = await s.call('GET', `${path}?${query}`, { token: t[who] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.items as { subject: string }[]).map((i) => i.subject);
  };

  it('Me holds what was sent at the user’s own level, All its departments’ and staff’s too, within the days asked for', async () => {
    const c = ids.client!.clientId!;
    const d = ids.department!.clientDepartmentId!;
    const st = ids.staff!.clientStaffId!;
    const party = { client: { clientId: c }, department: { clientId: c, clientDepartmentId: d } };
    await logRow({ subject: 'client before', at: '2025-03-09T23:30:00Z', ...party.client });
    await logRow({ subject: 'client day 1', at: '2025-03-10T00:30:00Z', ...party.client });
    await logRow({ subject: 'department day 2', at: '2025-03-11T12:00:00Z', ...party.department });
    await logRow({ subject: 'staff day 3', at: '2025-03-12T23:59:59Z', ...party.department, clientStaffId: st });
    await logRow({ subject: 'client after', at: '2025-03-13T00:00:00Z', ...party.client });
    const days = 'from=10/03/2025&to=12/03/2025';

    // Newest first; the range is whole days in the zone asked for (UTC by default).
    expect(await subjectsOf('client', `${days}&list=All&tz=UTC`)).toEqual(['staff day 3', 'department day 2', 'client day 1']);
    expect(await subjectsOf('client', days)).toEqual(['staff day 3', 'department day 2', 'client day 1']);
    expect(await subjectsOf('client', `${days}&list=Me`)).toEqual(['client day 1']);
    expect(await subjectsOf('department', `${days}&list=All`)).toEqual(['staff day 3', 'department day 2']);
    expect(await subjectsOf('department', `${days}&list=Me`)).toEqual(['department day 2']);
    expect(await subjectsOf('staff', `${days}&list=All`)).toEqual(['staff day 3']);
    expect(await subjectsOf('staff', `${days}&list=Me`)).toEqual(['staff day 3']);
    // Another client's users see none of it, on either tab.
    expect(await subjectsOf('qgov', `${days}&list=All`)).toEqual([]);

    // 10 March in Brisbane (UTC+10) began at 14:00 UTC on the 9th and ended at 14:00 UTC on the 10th.
    expect(await subjectsOf('client', 'from=10/03/2025&to=10/03/2025&tz=Australia/Brisbane')).toEqual(['client day 1', 'client before']);
    // One side open: everything from a day on, or up to a day.
    expect(await subjectsOf('client', 'from=12/03/2025&list=Me&search=client')).toEqual(expect.arrayContaining(['client after']));
    expect(await subjectsOf('client', 'to=09/03/2025&list=Me')).toEqual(['client before']);

    // An admin reads the client's log on its Messages tab with the same tabs and range.
    expect(await subjectsOf('admin', `${days}&list=Me`, `/api/messageLog/party/Client/${c}`)).toEqual(['client day 1']);
    expect(await subjectsOf('admin', `${days}&list=All`, `/api/messageLog/party/Client/${c}`)).toHaveLength(3);
  });

  it('refuses a range it cannot read with a 400 that names the field', async () => {
    const bad = async (query: string) => {
      const res = await s.call('GET', `/api/messageLog?${query}`, { token: t.client });
      expect(res.status, query).toBe(400);
      return res.body;
    };
    expect((await bad('from=31/02/2025')).errors).toEqual({ from: ['From must be a date as dd/MM/yyyy'] });
    expect((await bad('from=2025-03-10')).errors).toEqual({ from: ['From must be a date as dd/MM/yyyy'] });
    expect((await bad('to=1/3/2025')).errors).toEqual({ to: ['To must be a date as dd/MM/yyyy'] });
    expect((await bad('to=01/03/1899')).errors).toEqual({ to: ['To must be a date as dd/MM/yyyy'] });
    const reversed = await bad('from=12/03/2025&to=10/03/2025');
    expect(reversed.messages).toEqual(['From must not be after To']);
    expect(reversed.errors).toEqual({ from: ['From must not be after To'] });
    expect((await bad('tz=Mars/Olympus_Mons')).errors).toEqual({ tz: ['Time zone must be a known time zone, such as Australia/Brisbane'] });
    expect((await bad('list=Everyone')).errors).toEqual({ list: ['List must be All or Me'] });
  });
});
