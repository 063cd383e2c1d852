import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/harness.js';
import { insertCharter, type CharterFixture } from '../../tests/charter-fixtures.js';

let s: TestServer;
beforeAll(async () => {
  // The jobs as main.ts runs them: default poll, woken by charter changes.
  s = await startTestServer({}, { jobs: true });
});
afterAll(async () => {
  await s.close();
});

/** A charter as the charter calls would leave it, announced as they would announce it. */
async function charter(f: CharterFixture, set = ''): Promise<{ id: string; jobReference: number }> {
  const c = await insertCharter(s.pool, f);
  if (set) await s.pool.query(`update charter_requests set ${set} where id = $1`, [c.id]);
  await s.pool.query(`select pg_notify('entity_changed', $1)`, [JSON.stringify({ entity: 'CharterRequest', ids: [c.id] })]);
  return c;
}

async function statusOf(id: string): Promise<string> {
  return (await s.pool.query(`select status from charter_requests where id = $1`, [id])).rows[0].status;
}

/** Polls until the charter leaves `from`, up to a generous limit; the outcome is what is asserted. */
async function settled(id: string, from: string, limitMs = 12_000): Promise<string> {
  const deadline = Date.now() + limitMs;
  let status = await statusOf(id);
  while (status === from && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    status = await statusOf(id);
  }
  return status;
}

async function timeline(id: string) {
  const r = await s.pool.query(
    `select old_status, new_status, action_name, reason, user_id, role from timeline_items where entity_id = $1 order by time_stamp`,
    [id],
  );
  return r.rows;
}

describe('bidding close', () => {
  it('closes a Live charter without bids when bidding has ended, as the System, and tells the client', async () => {
    const c = await charter({ clientEmail: 'client@demo.test', status: 'Live' }, `bidding_ends_at = now() - interval '1 second'`);
    expect(await settled(c.id, 'Live')).toBe('Closed');
    expect(await timeline(c.id)).toEqual([
      {
        old_status: 'Live',
        new_status: 'Closed',
        action_name: 'Bidding Expired',
        reason: 'Bidding time ended',
        user_id: null,
        role: 'System',
      },
    ]);
    const row = (await s.pool.query(`select closed_at, bid_expired_at, withdraw_reason from charter_requests where id = $1`, [c.id]))
      .rows[0];
    expect(row.closed_at).not.toBeNull();
    expect(row.bid_expired_at).not.toBeNull();
    expect(row.withdraw_reason).toBe('Bidding time ended');
    const mail = await s.smtp.waitFor((m) => m.to.includes('client@demo.test') && m.subject === `JB${c.jobReference} was closed`);
    expect(mail.text).toContain('Bidding time ended');
  });

  it('approves a Live charter that has bids, and the client is asked to choose one', async () => {
    const c = await charter(
      { clientEmail: 'staff@demo.test', status: 'Live', bidCount: 2 },
      `bidding_ends_at = now() - interval '1 second'`,
    );
    expect(await settled(c.id, 'Live')).toBe('Approved');
    expect((await timeline(c.id)).map((t) => [t.action_name, t.role, t.new_status])).toEqual([['Bidding Closed', 'System', 'Approved']]);
    // The charter belongs to the staff member, so the mail goes to them.
    const mail = await s.smtp.waitFor((m) => m.to.includes('staff@demo.test') && m.subject === `Bidding on JB${c.jobReference} has closed`);
    expect(mail.text).toContain('with 2 bid(s)');
  });

  it('uses the bidding time span from creation when no end was set', async () => {
    const ended = await charter(
      { clientEmail: 'client@demo.test', status: 'Live', biddingEndsAt: null },
      `created_at = now() - interval '121 hours', bidding_time_span_hours = 120`,
    );
    const running = await charter(
      { clientEmail: 'client@demo.test', status: 'Live', biddingEndsAt: null },
      `created_at = now() - interval '119 hours', bidding_time_span_hours = 120`,
    );
    expect(await settled(ended.id, 'Live')).toBe('Closed');
    await s.jobs!.run();
    expect(await statusOf(running.id)).toBe('Live');
  });

  it('leaves charters whose bidding is still open, and other states, alone', async () => {
    const open = await charter({ clientEmail: 'client@demo.test', status: 'Live' }, `bidding_ends_at = now() + interval '1 hour'`);
    const pending = await charter({ clientEmail: 'client@demo.test', status: 'Pending' }, `bidding_ends_at = now() - interval '1 hour'`);
    await s.jobs!.run();
    expect(await statusOf(open.id)).toBe('Live');
    expect(await statusOf(pending.id)).toBe('Pending');
    expect(await timeline(open.id)).toEqual([]);
  });

  it('closes a charter at its bidding end by the timer, without waiting for the poll', async () => {
    const c = await charter({ clientEmail: 'client@demo.test', status: 'Live' }, `bidding_ends_at = now() + interval '2 seconds'`);
    expect(await statusOf(c.id)).toBe('Live');
    // The poll is 15 s; the timer set from the next bidding end does it in about two.
    expect(await settled(c.id, 'Live', 10_000)).toBe('Closed');
  });
});

describe('finish', () => {
  it('finishes a Confirmed charter once its last sector has departed and flown its flight time', async () => {
    const hour = 3_600_000;
    const flown = await charter({
      clientEmail: 'client@demo.test',
      status: 'Confirmed',
      departTime: new Date(Date.now() - 30 * hour),
      routes: [
        { departTime: new Date(Date.now() - 30 * hour), flightTime: '01:30' },
        { departTime: new Date(Date.now() - 3 * hour), flightTime: '01:30' },
      ],
    });
    // Departed an hour ago but the last sector flies for two: not finished yet. The flight time is
    // written with the charter, so the job (woken by every change) never sees it without one.
    const inAir = await charter({
      clientEmail: 'client@demo.test',
      status: 'Confirmed',
      departTime: new Date(Date.now() - hour),
      routes: [{ departTime: new Date(Date.now() - hour), flightTime: '02:00' }],
    });
    // No flight time: finished at the last departure.
    const noTime = await charter({ clientEmail: 'client@demo.test', status: 'Confirmed', departTime: new Date(Date.now() - 60_000) });
    const later = await charter({ clientEmail: 'client@demo.test', status: 'Confirmed', departTime: new Date(Date.now() + hour) });

    expect(await settled(flown.id, 'Confirmed')).toBe('Finished');
    expect(await settled(noTime.id, 'Confirmed')).toBe('Finished');
    await s.jobs!.run();
    expect(await statusOf(inAir.id)).toBe('Confirmed');
    expect(await statusOf(later.id)).toBe('Confirmed');

    expect(await timeline(flown.id)).toEqual([
      { old_status: 'Confirmed', new_status: 'Finished', action_name: 'Finished', reason: 'No Reason', user_id: null, role: 'System' },
    ]);
    const row = (await s.pool.query(`select finished, finished_at from charter_requests where id = $1`, [flown.id])).rows[0];
    expect(row.finished).toBe(true);
    expect(row.finished_at).not.toBeNull();
    await s.smtp.waitFor((m) => m.to.includes('admin@demo.test') && m.subject === `JB${flown.jobReference} has finished`);
  });
});
