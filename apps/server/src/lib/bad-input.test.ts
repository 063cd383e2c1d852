import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/harness.js';
import { isBadDataError, loggableError, sqlState } from './database-errors.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const NUL = '\u0000';

describe('a NUL character in any value', () => {
  it('answers 400 naming the field on the public calls', async () => {
    const calls: [string, string, unknown, string][] = [
      ['POST', '/auth/login', { userName: `admin${NUL}@demo.test`, password: 'x' }, 'User name'],
      ['POST', '/auth/logError/', { code: 'E1', description: `boom${NUL}` }, 'Description'],
      ['POST', '/api/accounts/checkEmailExists', { email: `a${NUL}@demo.test` }, 'Email'],
      ['POST', '/api/accounts/requestPasswordReset', { email: `a${NUL}@demo.test` }, 'Email'],
      ['POST', '/api/accounts/indicativePrice', { from: { name: `Bris${NUL}` }, email: 'a@b.co' }, 'Name'],
    ];
    for (const [method, path, body, field] of calls) {
      const res = await s.call(method, path, { body });
      expect(res.status, path).toBe(400);
      expect(res.body.messages, path).toEqual([`${field} contains a character that is not allowed.`]);
    }
  });

  it('answers 400 in a query string and a path', async () => {
    const lookup = await s.call('GET', `/api/accounts/airportLookup/?search=${encodeURIComponent(`Bris${NUL}`)}`);
    expect(lookup.status).toBe(400);
    expect(lookup.body.messages).toEqual(['Search contains a character that is not allowed.']);
    const email = await s.call('GET', `/api/accounts/checkEmail?email=${encodeURIComponent(`a${NUL}@b.test`)}`);
    expect(email.status).toBe(400);
    const { token } = await s.member('admin@demo.test');
    const path = await s.call('GET', `/api/entityState/getStatusForEntityAndStatus/Bid${encodeURIComponent(NUL)}/New`, { token });
    expect(path.status).toBe(400);
    expect(path.body.messages).toEqual(['Entity contains a character that is not allowed.']);
  });

  it('answers 400 inside a body the service reads itself (a base64-encoded bid)', async () => {
    const { token } = await s.member('supplier1@demo.test');
    const encodedData = Buffer.from(JSON.stringify({ notes: `hi${NUL}` })).toString('base64');
    const res = await s.call('POST', '/api/suppliers/newBid', { token, body: { encodedData } });
    expect(res.status).toBe(400);
    expect(res.body.messages).toEqual(['Notes contains a character that is not allowed.']);
  });
});

describe('validation answers name the field in words', () => {
  it('on a schema-typed route and in a service-checked body, never a validator text', async () => {
    const log = await s.call('POST', '/auth/logError/', { body: {} });
    expect(log.status).toBe(400);
    expect(log.body.messages).toEqual(['Code is required.', 'Description is required.']);
    expect(log.body.errors).toEqual({ code: ['Code is required.'], description: ['Description is required.'] });

    const { token } = await s.member('admin@demo.test');
    const charter = await s.call('POST', '/api/charterRequest/newCharterRequest', {
      token,
      body: {
        clientId: 'nope',
        charterType: 'Passenger',
        catering: 'Full',
        charterSubType: 'x',
        dangerousGoods: false,
        shared: false,
        notes: 5,
        routes: [],
      },
    });
    expect(charter.status).toBe(400);
    expect(charter.body.errors).toMatchObject({
      clientId: ['Client is required'],
      notes: ['Notes must be text.'],
      routes: ['Must have route'],
    });
    expect(JSON.stringify(charter.body)).not.toMatch(/Invalid input|expected string|received/);
  });
});

describe('values PostgreSQL refuses', () => {
  it('are recognised by their SQLSTATE and logged without the query parameters', async () => {
    const secret = 'jordan.driller@example.test';
    const err = await s.db.execute(sql`select ${'2026-02-30'}::timestamptz, ${secret}::text`).catch((e: unknown) => e);
    expect(sqlState(err)).toBe('22008');
    expect(isBadDataError(err)).toBe(true);
    // Drizzle's own message carries the parameters; the log's does not.
    expect(String((err as Error).message)).toContain(secret);
    const logged = JSON.stringify(loggableError(err));
    expect(logged).not.toContain(secret);
    expect(logged).toContain('22008');
    expect(logged).toContain('params: [not logged]');

    const unique = await s.db.execute(sql`select 1/0`).catch((e: unknown) => e);
    expect(sqlState(unique)).toBe('22012');
    const missing = await s.db.execute(sql`select * from no_such_table`).catch((e: unknown) => e);
    expect(isBadDataError(missing)).toBe(false);
  });
});
