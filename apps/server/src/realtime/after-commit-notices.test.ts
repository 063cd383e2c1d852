import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool } from '@charter/db';
import { startTestServer, type TestServer } from '../../tests/harness.js';
import { AfterCommitNotices, afterCommitNotices } from './after-commit-notices.js';
import { ENTITY_CHANNEL, LISTS_CHANNEL } from './publish.js';

let s: TestServer;
let listener: pg.Client;
const heard: { channel: string; payload: string }[] = [];

beforeAll(async () => {
  s = await startTestServer();
  listener = new pg.Client({ connectionString: s.databaseUrl });
  await listener.connect();
  listener.on('notification', (n) => heard.push({ channel: n.channel, payload: n.payload ?? '' }));
  for (const channel of [ENTITY_CHANNEL, LISTS_CHANNEL, 'notices_test_done']) await listener.query(`listen ${channel}`);
});
afterAll(async () => {
  await listener?.end();
  await s?.close();
});

/** Everything heard up to now: a marker sent after it arrives after it (NOTIFYs arrive in commit order). */
async function heardSoFar(): Promise<{ channel: string; payload: string }[]> {
  const marker = randomUUID();
  await s.pool.query(`select pg_notify('notices_test_done', $1)`, [marker]);
  for (let i = 0; i < 200 && !heard.some((h) => h.payload === marker); i++) await new Promise((r) => setTimeout(r, 10));
  const upTo = heard.findIndex((h) => h.payload === marker);
  expect(upTo).toBeGreaterThanOrEqual(0);
  return heard.splice(0, upTo + 1).slice(0, -1);
}

describe('notices sent after their commit', () => {
  it('tells every id asked for, merged by entity in payloads PostgreSQL takes, and a repeated notice once', async () => {
    const notices = afterCommitNotices(s.db);
    const bids = Array.from({ length: 250 }, () => randomUUID());
    const charter = randomUUID();
    // Asked for in one turn, as a burst of bids answered together asks.
    await Promise.all(
      bids.map((id) =>
        notices.send({
          changes: [
            { entity: 'CharterRequest', ids: [charter] },
            { entity: 'Bid', ids: [id] },
          ],
          notices: [{ channel: LISTS_CHANNEL, payload: 'bids' }],
        }),
      ),
    );
    const got = await heardSoFar();
    const changes = got.filter((h) => h.channel === ENTITY_CHANNEL).map((h) => JSON.parse(h.payload) as { entity: string; ids: string[] });
    expect(changes.filter((c) => c.entity === 'CharterRequest')).toEqual([{ entity: 'CharterRequest', ids: [charter] }]);
    const bidEvents = changes.filter((c) => c.entity === 'Bid');
    expect(bidEvents.flatMap((c) => c.ids).sort()).toEqual([...bids].sort());
    for (const c of bidEvents) expect(c.ids.length).toBeLessThanOrEqual(100);
    expect(got.filter((h) => h.channel === LISTS_CHANNEL)).toEqual([{ channel: LISTS_CHANNEL, payload: 'bids' }]);
  });

  it('sends what is asked for while a send is under way in the next statement', async () => {
    const notices = afterCommitNotices(s.db);
    const first = notices.send({ changes: [{ entity: 'Bid', ids: [randomUUID()] }], notices: [] });
    // The first statement is on its way once this turn ends; these wait for it.
    await new Promise((r) => setImmediate(r));
    const later = Array.from({ length: 3 }, () => randomUUID());
    await Promise.all([first, ...later.map((id) => notices.send({ changes: [{ entity: 'Bid', ids: [id] }], notices: [] }))]);
    const ids = (await heardSoFar()).flatMap((h) => (JSON.parse(h.payload) as { ids: string[] }).ids);
    expect(ids).toHaveLength(4);
    expect(ids).toEqual(expect.arrayContaining(later));
  });

  it('fails every caller of a statement that fails, rather than leaving them waiting', async () => {
    const pool = createPool(s.databaseUrl, 1);
    const notices = new AfterCommitNotices(createDb(pool));
    await pool.end();
    const sends = [1, 2].map(() => notices.send({ changes: [{ entity: 'Bid', ids: [randomUUID()] }], notices: [] }));
    for (const sent of sends) await expect(sent).rejects.toThrow();
    expect(await heardSoFar()).toEqual([]);
  });
});
