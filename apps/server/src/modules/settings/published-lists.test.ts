import { DEFAULT_LISTS } from '@charter/db';
import { describe, expect, it } from 'vitest';
import { withDemoMembers } from '../../../tests/demo-members.js';
import type { TestServer } from '../../../tests/harness.js';

let s: TestServer;
const { t } = withDemoMembers((server) => (s = server));

const values = (items: { value: string }[]) => items.map((i) => i.value);

describe('the settings lists the spec’s forms read by name', () => {
  it('GET accounts/charterType: the request form’s charter type settings, for every signed-in user', async () => {
    for (const who of ['admin', 'client', 'staff', 'supplier1']) {
      const res = await s.call('GET', '/api/accounts/charterType', { token: t[who] });
      expect(res.status, who).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual([
        'aerialCharterTypes',
        'aircraftTypes',
        'dangerousGoods',
        'freightCharterTypes',
        'passengerCharterTypes',
      ]);
      expect(values(res.body.passengerCharterTypes)).toEqual(DEFAULT_LISTS.PassengerCharterTypes);
      expect(res.body.dangerousGoods[0]).toEqual({ id: expect.any(String), referenceId: 'DG1', value: 'Class 1 Explosives' });
      expect(values(res.body.aircraftTypes)).toContain('TWIN ENGINE ONLY');
    }
    expect((await s.call('GET', '/api/accounts/charterType')).status).toBe(401);
  });

  it('getCurrencies and inExclusions: the bid form’s lists, for who bids (operators and admins)', async () => {
    for (const who of ['admin', 'supplier1']) {
      const currencies = await s.call('GET', '/api/suppliers/getCurrencies', { token: t[who] });
      expect(values(currencies.body)).toEqual(['AUD', 'NZD', 'USD', 'EUR', 'GBP']);
      const lists = await s.call('GET', '/api/suppliers/inExclusions', { token: t[who] });
      expect(values(lists.body.inclusions)).toEqual(DEFAULT_LISTS.Inclusions);
      expect(values(lists.body.exclusions)).toEqual(DEFAULT_LISTS.Exclusions);
    }
    for (const who of ['charteradmin', 'client', 'staff']) {
      expect((await s.call('GET', '/api/suppliers/getCurrencies', { token: t[who] })).status, who).toBe(403);
      expect((await s.call('GET', '/api/suppliers/inExclusions', { token: t[who] })).status, who).toBe(403);
    }
    // An admin's new currency is offered at once.
    await s.call('POST', '/api/admin/addSetting', { token: t.admin, body: { name: 'Currencies', value: 'SGD' } });
    expect(values((await s.call('GET', '/api/suppliers/getCurrencies', { token: t.supplier1 })).body)).toContain('SGD');
  });

  it('getReasonNames: the lists a workflow action takes its Reason from, for admins', async () => {
    const res = await s.call('GET', '/api/admin/getReasonNames', { token: t.admin });
    expect(res.status).toBe(200);
    const names = res.body.map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(['CancelReasons', 'VoidReasons']));
    expect(names).not.toContain('Catering');
    expect(names).not.toContain('Currencies');
    expect(res.body.find((r: { name: string }) => r.name === 'VoidReasons').count).toBe(DEFAULT_LISTS.VoidReasons!.length);
    for (const who of ['charteradmin', 'client', 'supplier1']) {
      expect((await s.call('GET', '/api/admin/getReasonNames', { token: t[who] })).status, who).toBe(403);
    }
  });
});
