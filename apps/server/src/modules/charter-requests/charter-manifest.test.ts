import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLocal, manifestDueAt, MANIFEST_MESSAGES } from '@charter/shared';
import { ManifestReminderJob } from '../../jobs/manifest-reminders.js';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { insertCharter } from '../../../tests/charter-fixtures.js';
import { idsOf, passenger } from '../../../tests/factories.js';

/**
 * The passenger list for the whole life of a charter (supplier-and-admin sections 3, 5, 7, 9):
 * who may change it in which state, the due time 24 hours before the first flight, the sectors'
 * passengerNumber and totalWeight in step, the awarded operator's e-mail, and the reminder job.
 */

let s: TestServer;
const t: Record<string, string> = {};
let supplier1: string;
const HOUR = 3600 * 1000;

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['admin', 'charteradmin', 'client', 'department', 'staff', 'supplier1', 'supplier2'])
    t[who] = (await s.member(`${who}@demo.test`)).token;
  supplier1 = (await idsOf(s, 'supplier1@demo.test')).supplierId!;
});
afterAll(async () => {
  await s?.close();
});

const call = (token: string, body: unknown) => s.call('POST', '/api/charterRequest/updateManifest', { token, body });
const full = async (id: string, token = t.admin!) => (await s.call('GET', `/api/charterRequest/full/${id}`, { token })).body;

/** A charter of the demo staff member awarded to supplier1, in `status`, first flight `hours` from now. */
async function charter(status: string, hours: number, sectors = 1) {
  const depart = new Date(Date.now() + hours * HOUR);
  const c = await insertCharter(s.pool, {
    clientEmail: 'staff@demo.test',
    status,
    departTime: depart,
    bidderId: supplier1,
    routes: Array.from({ length: sectors }, (_, i) => ({
      from: `From ${i}`,
      to: `To ${i}`,
      departTime: new Date(depart.getTime() + i * HOUR),
    })),
  });
  const routes = (await full(c.id)).routes as { id: string }[];
  return { ...c, depart, routeIds: routes.map((r) => r.id) };
}

const queued = async (entityId: string, name: string) =>
  (
    await s.pool.query(
      `select payload->'message'->>'to' as "to", payload->'message'->>'text' as text from outbox
       where payload->'log'->>'entityId' = $1 and payload->'log'->>'name' = $2 order by 1`,
      [entityId, name],
    )
  ).rows as { to: string; text: string }[];

describe('who may change the passenger list, and when', () => {
  it('the owner and admins edit after the request left Pending, keeping passengerNumber and totalWeight in step', async () => {
    for (const status of ['Live', 'Approved', 'PendingConfirmation', 'Confirmed']) {
      const c = await charter(status, 7 * 24);
      const staff = await call(t.staff!, {
        charterRequestId: c.id,
        routes: [
          {
            routeId: c.routeIds[0],
            manifest: [passenger(), passenger({ passengerName: 'Lee Park', passengerWeight: 70, freightWeight: 5 })],
          },
        ],
      });
      expect(staff.status, `${status}: ${staff.text}`).toBe(200);
      let detail = await full(c.id, t.staff);
      expect(detail.routes[0]).toMatchObject({ passengerNumber: 2, manifestCount: 2, totalWeight: 101 + 75 });
      expect(detail.permissions.canEditManifest).toBe(true);

      const cargo = passenger({ passengerName: 'Drill parts', passengerWeight: 0, freightWeight: 0, cargoWeight: 300 });
      const admin = await call(t.charteradmin!, {
        charterRequestId: c.id,
        routes: [{ routeId: c.routeIds[0], manifest: [...detail.routes[0].manifest, cargo] }],
      });
      expect(admin.status, admin.text).toBe(200);
      detail = await full(c.id, t.staff);
      expect(detail.routes[0]).toMatchObject({ passengerNumber: 3, manifestCount: 3, totalWeight: 101 + 75 + 300 });
      expect(detail.passengerCount).toBe(3);
    }
  });

  it('is refused to operators (even the awarded one) and to other client parties; the operator reads the list', async () => {
    const c = await charter('Confirmed', 7 * 24);
    const body = { charterRequestId: c.id, routes: [{ routeId: c.routeIds[0], manifest: [passenger()] }] };
    expect((await call(t.supplier1!, body)).status).toBe(403);
    expect((await call(t.supplier2!, body)).status).toBe(403);
    // Another client's user does not even learn that it exists.
    const qgov = (await s.member('qgov@demo.test')).token;
    expect((await call(qgov, body)).status).toBe(404);
    expect((await call(t.staff!, body)).status).toBe(200);

    const operator = await full(c.id, t.supplier1);
    expect(operator.routes[0].manifest.map((m: { passengerName: string }) => m.passengerName)).toEqual(['Jordan Driller']);
    expect(operator.permissions.canEditManifest).toBe(false);
    expect(operator.clientName).toBeNull();
  });

  it('after the due time the client side is refused with the due time; admins may until the first flight departs', async () => {
    const c = await charter('Confirmed', 12);
    const body = { charterRequestId: c.id, routes: [{ routeId: c.routeIds[0], manifest: [passenger()] }] };
    const refused = await call(t.staff!, body);
    expect(refused.status).toBe(400);
    const due = formatLocal(manifestDueAt(c.depart), 'Australia/Brisbane');
    expect(refused.body.messages).toEqual([MANIFEST_MESSAGES.closed(due)]);
    expect(refused.body.messages[0]).toMatch(
      /^The passenger list closed 24 hours before the first flight \(\d\d-\w{3}-\d{4} \d\d:\d\d AEST\); call us to change it\.$/,
    );
    expect((await full(c.id, t.staff)).permissions.canEditManifest).toBe(false);
    expect((await full(c.id, t.staff)).manifestDueAt).toBe(manifestDueAt(c.depart).toISOString());
    expect((await full(c.id, t.staff)).routes[0].manifestCount).toBe(0);

    expect((await full(c.id, t.admin)).permissions.canEditManifest).toBe(true);
    expect((await call(t.admin!, body)).status).toBe(200);

    await s.pool.query(`update charter_requests set depart_time = now() - interval '1 hour' where id = $1`, [c.id]);
    const departed = await call(t.admin!, body);
    expect(departed.status).toBe(400);
    expect(departed.body.messages).toEqual([MANIFEST_MESSAGES.departed]);
    expect((await full(c.id, t.admin)).permissions.canEditManifest).toBe(false);
  });

  it('one list sent for identical legs is stored on each leg', async () => {
    const c = await charter('Confirmed', 7 * 24, 2);
    const people = [passenger(), passenger({ passengerName: 'Ivy Chen' })];
    const res = await call(t.staff!, { charterRequestId: c.id, routes: c.routeIds.map((routeId) => ({ routeId, manifest: people })) });
    expect(res.status).toBe(200);
    const first = await full(c.id, t.staff);
    // Sent back with their ids (as the editor does), each leg keeps its own entries.
    const again = await call(t.staff!, {
      charterRequestId: c.id,
      routes: c.routeIds.map((routeId) => ({ routeId, manifest: first.routes[0].manifest })),
    });
    expect(again.status, again.text).toBe(200);
    const detail = await full(c.id, t.staff);
    for (const r of detail.routes) {
      expect(r.manifest.map((m: { passengerName: string }) => m.passengerName)).toEqual(['Jordan Driller', 'Ivy Chen']);
      expect(r).toMatchObject({ passengerNumber: 2, totalWeight: 202 });
    }
    const ids = detail.routes.flatMap((r: { manifest: { id: string }[] }) => r.manifest.map((m) => m.id));
    expect(new Set(ids).size).toBe(4);
  });

  it('e-mails the awarded operator that asked for manifest changes', async () => {
    await s.pool.query(`update suppliers set notify_of_manifest_changes = true where id = $1`, [supplier1]);
    try {
      const c = await charter('Confirmed', 7 * 24);
      await call(t.staff!, {
        charterRequestId: c.id,
        routes: [{ routeId: c.routeIds[0], manifest: [passenger({ passengerName: 'Nell Added' })] }],
      });
      const mail = await queued(c.id, 'Manifest changed');
      expect(mail.map((m) => m.to)).toContain('supplier1@demo.test');
      expect(mail[0]!.text).toContain('Added: Nell Added');
    } finally {
      await s.pool.query(`update suppliers set notify_of_manifest_changes = false where id = $1`, [supplier1]);
    }
  });
});

describe('manifest reminder job', () => {
  it('reminds the client party once, a day before the due time, only when the list is short', async () => {
    const short = await charter('Confirmed', 36);
    const complete = await charter('Confirmed', 36);
    await call(t.staff!, {
      charterRequestId: complete.id,
      routes: [{ routeId: complete.routeIds[0], manifest: [passenger(), passenger({ passengerName: 'Ivy Chen' })] }],
    });
    const later = await charter('Confirmed', 60);
    const overdue = await charter('Confirmed', 12);
    const closed = await charter('Closed', 36);
    const job = new ManifestReminderJob(s.db, { error: (err) => console.error(err) });

    expect(await job.run()).toBeGreaterThanOrEqual(1);
    const sent = await queued(short.id, 'Manifest reminder');
    expect(sent.map((m) => m.to)).toEqual(['staff@demo.test']);
    expect(sent[0]!.text).toContain(`JB${short.jobReference}`);
    expect(sent[0]!.text).toContain('Sector 1: From 0 to To 0: 0 of 2 passengers listed');
    expect(sent[0]!.text).toContain(`Manifest due ${formatLocal(manifestDueAt(short.depart), 'Australia/Brisbane')}`);
    for (const other of [complete, later, overdue, closed]) expect(await queued(other.id, 'Manifest reminder')).toEqual([]);

    // Once per charter: a second run (or another instance) sends nothing more.
    await job.run();
    expect(await queued(short.id, 'Manifest reminder')).toHaveLength(1);
    const marked = await s.pool.query(`select manifest_reminder_sent_at is not null as sent from charter_requests where id = $1`, [
      short.id,
    ]);
    expect(marked.rows[0].sent).toBe(true);

    // A charter whose day comes later is reminded then.
    await s.pool.query(`update charter_requests set depart_time = now() + interval '40 hours' where id = $1`, [later.id]);
    await job.run();
    expect(await queued(later.id, 'Manifest reminder')).toHaveLength(1);
  });
});
