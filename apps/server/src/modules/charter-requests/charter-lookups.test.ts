import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LISTS } from '@charter/db';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { createCharter } from '../../../tests/factories.js';

let s: TestServer;
const t: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['admin', 'charteradmin', 'client', 'staff', 'qgov', 'supplier1']) t[who] = (await s.member(`${who}@demo.test`)).token;
});
afterAll(async () => {
  await s.close();
});

describe('jobLookup/{text}', () => {
  it('finds visible charters whose job number starts with the digits typed, with or without JB', async () => {
    // A block of job numbers of this test's own (the demo world's charters come first), so the
    // first three digits typed match only the three charters below.
    await s.pool.query(`select setval('job_reference_seq', 20000)`);
    const a = await createCharter(s, t.staff!);
    const b = await createCharter(s, t.client!);
    const q = await createCharter(s, t.qgov!);
    const prefix = String(a.jobReference).slice(0, 3);
    for (const base of ['/api/charterRequest/jobLookup', '/api/accounts/jobLookup']) {
      const exact = await s.call('GET', `${base}/JB${a.jobReference}`, { token: t.client });
      expect(exact.status).toBe(200);
      // The staff member's charter is the client's too, but only under its All list.
      expect(exact.body).toEqual([{ id: a.id, jobReference: a.jobReference, status: 'Pending', mine: false }]);

      const typed = await s.call('GET', `${base}/jb${prefix}`, { token: t.client });
      expect(typed.body.map((r: any) => r.jobReference)).toEqual([a.jobReference, b.jobReference]);
      const digits = await s.call('GET', `${base}/${prefix}`, { token: t.admin });
      expect(digits.body.map((r: any) => r.jobReference)).toEqual([a.jobReference, b.jobReference, q.jobReference]);
    }
    const own = await s.call('GET', `/api/charterRequest/jobLookup/${b.jobReference}`, { token: t.client });
    expect(own.body).toEqual([{ id: b.id, jobReference: b.jobReference, status: 'Pending', mine: true }]);
    for (const who of ['staff', 'admin']) {
      const found = await s.call('GET', `/api/charterRequest/jobLookup/${a.jobReference}`, { token: t[who] });
      expect(
        found.body.map((r: any) => r.mine),
        who,
      ).toEqual([true]);
    }
    // Only what the user may see.
    expect((await s.call('GET', `/api/charterRequest/jobLookup/${b.jobReference}`, { token: t.staff })).body).toEqual([]);
    expect((await s.call('GET', `/api/charterRequest/jobLookup/${prefix}`, { token: t.supplier1 })).body).toEqual([]);
    for (const text of ['abc', 'JB', '0', "1'--", '1234567890123456789']) {
      const res = await s.call('GET', `/api/charterRequest/jobLookup/${encodeURIComponent(text)}`, { token: t.admin });
      expect(res.status, text).toBe(200);
      expect(res.body).toEqual([]);
    }
    expect((await s.call('GET', `/api/charterRequest/jobLookup/${prefix}`)).status).toBe(401);
  });

  it('answers at most ten', async () => {
    for (let i = 0; i < 12; i++) await createCharter(s, t.client!);
    const res = await s.call('GET', '/api/charterRequest/jobLookup/1', { token: t.client });
    expect(res.body).toHaveLength(10);
    const refs = res.body.map((r: any) => r.jobReference);
    expect(refs).toEqual([...refs].sort((x: number, y: number) => x - y));
  });
});

describe('settings/{source}', () => {
  it('lists a settings list in its order, with reference ids where it has them', async () => {
    const catering = await s.call('GET', '/api/charterRequest/settings/Catering', { token: t.staff });
    expect(catering.status).toBe(200);
    expect(catering.body.map((o: any) => o.value)).toEqual(DEFAULT_LISTS.Catering);
    expect(catering.body[0]).toEqual({ id: expect.any(String), value: 'Full', referenceId: null });

    const dg = await s.call('GET', '/api/charterRequest/settings/DangerousGoods', { token: t.client });
    expect(dg.body[0]).toMatchObject({ referenceId: 'DG1', value: 'Class 1 Explosives' });
    const aircraft = await s.call('GET', '/api/charterRequest/settings/AircraftTypes', { token: t.supplier1 });
    expect(aircraft.body.map((o: any) => o.value)).toContain('TWIN ENGINE ONLY');
  });

  it('does not publish other settings', async () => {
    for (const source of ['SupportPhone', 'System.DemoSeededAt', 'Nope']) {
      const res = await s.call('GET', `/api/charterRequest/settings/${source}`, { token: t.client });
      expect(res.status).toBe(404);
    }
    expect((await s.call('GET', '/api/charterRequest/settings/Catering')).status).toBe(401);
  });
});

describe('clientOptions', () => {
  it('gives admins every client with its departments and staff', async () => {
    for (const who of ['admin', 'charteradmin']) {
      const res = await s.call('GET', '/api/charterRequest/clientOptions', { token: t[who] });
      expect(res.status).toBe(200);
      const demo = res.body.find((c: any) => c.companyName === 'Demo Mining Co');
      expect(demo).toEqual({
        id: expect.any(String),
        companyName: 'Demo Mining Co',
        clientType: 'Generic',
        departments: [{ id: expect.any(String), departmentName: 'Exploration', staff: [{ id: expect.any(String), name: 'Sam Staff' }] }],
      });
      expect(res.body.find((c: any) => c.companyName === 'Queensland Health')).toMatchObject({ clientType: 'QGov', departments: [] });
    }
  });

  it('is for admins only', async () => {
    for (const who of ['client', 'staff', 'supplier1']) {
      expect((await s.call('GET', '/api/charterRequest/clientOptions', { token: t[who] })).status).toBe(403);
    }
  });
});
