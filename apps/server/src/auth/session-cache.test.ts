import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, decodeJwt, twoInstances, type TestServer } from '../../tests/harness.js';

// Two instances of one installation (one database, one signing key). Each remembers the sessions
// it has seen active (auth/session-cache.ts); an end on either must be refused by both at once.
let a: TestServer;
let b: TestServer;
twoInstances((first, second) => {
  a = first;
  b = second;
});

const ENDED = 'Your session has ended. Please sign in again.';
const me = (s: TestServer, token: string) => s.call('GET', '/api/accounts/me', { token });

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('sessions across instances', () => {
  it('a logout on one instance is refused on the other at once, though the other had just served the session', async () => {
    for (let round = 0; round < 3; round++) {
      const session = await a.member('client@demo.test');
      // The second instance serves the session twice: it now remembers it.
      expect((await me(b, session.token)).status).toBe(200);
      expect((await me(b, session.token)).status).toBe(200);

      expect((await a.call('POST', '/api/logoutUser', { token: session.token })).status).toBe(200);
      const refused = await me(b, session.token);
      expect(refused.status, `round ${round}`).toBe(401);
      expect(refused.body.messages).toEqual([ENDED]);
      expect((await me(a, session.token)).status).toBe(401);
    }
  });

  it('a password change on one instance ends the other sessions on both; the one that changed it goes on', async () => {
    const other = await a.member('staff@demo.test');
    const changer = await a.member('staff@demo.test');
    expect((await me(b, other.token)).status).toBe(200);
    expect((await me(b, changer.token)).status).toBe(200);

    const changed = await a.call('POST', '/api/accounts/setPassword', {
      token: changer.token,
      body: { originalPassword: DEMO_PASSWORD, password: 'New-pass-42!', checkPassword: 'New-pass-42!' },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await me(b, other.token)).status).toBe(401);
    expect((await me(a, other.token)).status).toBe(401);
    expect((await me(b, changer.token)).status).toBe(200);
  });

  it('switching a department off on one instance ends its staff sessions on the other at once', async () => {
    const admin = await a.member('admin@demo.test');
    const department = await a.member('department@demo.test');
    expect((await me(b, department.token)).status).toBe(200);
    const id = (await a.pool.query(`select client_department_id as id from users where email = 'department@demo.test'`)).rows[0].id;
    const detail = (await a.call('GET', `/api/admin/parties/Departments/${id}`, { token: admin.token })).body;
    const { email: _e, createdAt: _c, clientId: _ci, clientName: _cn, departmentId: _di, ...editable } = detail;

    const off = await a.call('POST', '/api/admin/updateDepartment', { token: admin.token, body: { ...editable, status: 'Inactive' } });
    expect(off.status, off.text).toBe(200);
    expect((await me(b, department.token)).status).toBe(401);
  });

  it('an instance whose listener was down asks the database, and forgets what it knew once it listens again', async () => {
    const endedWhileDown = await a.member('supplier1@demo.test');
    const loggedOutWhileDown = await a.member('supplier1@demo.test');
    expect((await me(b, endedWhileDown.token)).status).toBe(200);
    expect((await me(b, loggedOutWhileDown.token)).status).toBe(200);

    // Every listener on this database drops (both instances'), as when PostgreSQL restarts.
    await a.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query = 'listen entity_changed' and pid <> pg_backend_pid()`,
    );
    await until(() => !b.changes.listening, 'the listener to notice');
    // Ended while nobody listens: no notification reaches the second instance.
    expect((await a.call('POST', '/api/logoutUser', { token: loggedOutWhileDown.token })).status).toBe(200);
    // And one ended with no notification at all (as if its NOTIFY were lost), not asked for meanwhile.
    await a.pool.query(`update auth_sessions set revoked_at = now() where id = $1`, [decodeJwt(endedWhileDown.token).sid]);
    expect((await me(b, loggedOutWhileDown.token)).status).toBe(401);

    await until(() => b.changes.listening, 'the listener to come back');
    expect((await me(b, endedWhileDown.token)).status).toBe(401);
  });
});
