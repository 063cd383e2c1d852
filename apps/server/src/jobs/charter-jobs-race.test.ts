import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool, type Pool } from '@charter/db';
import { startTestServer, type TestServer } from '../../tests/harness.js';
import { insertCharter } from '../../tests/charter-fixtures.js';
import { CharterJobs } from './charter-jobs.js';

let s: TestServer;
const pools: Pool[] = [];
beforeAll(async () => {
  // No jobs in the server itself: the two runners below are the only ones.
  s = await startTestServer();
});
afterAll(async () => {
  for (const p of pools) await p.end();
  await s.close();
});

/** A job runner as another server instance would have it: its own pool on the same database. */
function runner(errors: unknown[]) {
  const pool = createPool(s.databaseUrl, 4);
  pools.push(pool);
  return new CharterJobs(createDb(pool), { error: (obj) => errors.push(obj) }, { batch: 5 });
}

describe('charter jobs on several instances', () => {
  it('moves each due charter exactly once when two runners race', async () => {
    const live = [];
    const confirmed = [];
    for (let i = 0; i < 24; i++) {
      live.push(await insertCharter(s.pool, { clientEmail: 'client@demo.test', status: 'Live', bidCount: i % 3 }));
    }
    for (let i = 0; i < 8; i++) {
      confirmed.push(
        await insertCharter(s.pool, { clientEmail: 'qgov@demo.test', status: 'Confirmed', departTime: new Date(Date.now() - 86_400_000) }),
      );
    }
    // Only these: the demo world's Live charters stay open.
    await s.pool.query(`update charter_requests set bidding_ends_at = now() - interval '1 minute' where id = any($1::uuid[])`, [
      live.map((c) => c.id),
    ]);

    const errors: unknown[] = [];
    const a = runner(errors);
    const b = runner(errors);
    const [ra, rb] = await Promise.all([a.run(), b.run()]);
    expect(errors).toEqual([]);
    expect(ra.closed + rb.closed).toBe(24);
    expect(ra.finished + rb.finished).toBe(8);

    const ids = [...live, ...confirmed].map((c) => c.id);
    const rows = await s.pool.query(
      `select entity_id, count(*)::int as n, min(role) as role from timeline_items where entity_id = any($1::uuid[]) group by entity_id`,
      [ids],
    );
    expect(rows.rows).toHaveLength(ids.length);
    expect(rows.rows.every((r) => r.n === 1 && r.role === 'System')).toBe(true);
    const statuses = await s.pool.query(
      `select status, count(*)::int as n from charter_requests where id = any($1::uuid[]) group by status order by status`,
      [ids],
    );
    expect(statuses.rows).toEqual([
      { status: 'Approved', n: 16 },
      { status: 'Closed', n: 8 },
      { status: 'Finished', n: 8 },
    ]);
    // Nothing is left for either of them.
    expect(await a.run()).toEqual({ closed: 0, finished: 0, failed: 0 });
  });

  it('skips a charter the workflow will not move and carries on with the rest', async () => {
    // An installation that removed the System's expiry action: those charters wait, others close.
    await s.pool.query(
      `update allowed_actions set allowed_status = 'Inactive' where allowed_role = 'System' and action_name = 'Bidding Expired'`,
    );
    try {
      const stuck = [];
      for (let i = 0; i < 6; i++) stuck.push(await insertCharter(s.pool, { clientEmail: 'client@demo.test', status: 'Live', bidCount: 0 }));
      const moving = await insertCharter(s.pool, { clientEmail: 'client@demo.test', status: 'Live', bidCount: 1 });
      await s.pool.query(`update charter_requests set bidding_ends_at = now() - interval '1 minute' where id = any($1::uuid[])`, [
        [...stuck, moving].map((c) => c.id),
      ]);
      const errors: unknown[] = [];
      const summary = await runner(errors).run();
      expect(summary).toEqual({ closed: 1, finished: 0, failed: 6 });
      expect(errors).toHaveLength(6);
      const r = await s.pool.query(`select status from charter_requests where id = $1`, [moving.id]);
      expect(r.rows[0].status).toBe('Approved');
    } finally {
      await s.pool.query(
        `update allowed_actions set allowed_status = 'Active' where allowed_role = 'System' and action_name = 'Bidding Expired'`,
      );
    }
  });
});
