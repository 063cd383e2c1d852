import { beforeAll, describe, expect, it } from 'vitest';
import { withDemoMembers } from '../../../tests/demo-members.js';
import type { TestServer } from '../../../tests/harness.js';

let s: TestServer;
const { t, ids } = withDemoMembers((server) => (s = server));
let supplier1: string;
let supplier2: string;

beforeAll(() => {
  supplier1 = ids.supplier1!.supplierId!;
  supplier2 = ids.supplier2!.supplierId!;
});

const editable = (p: Record<string, unknown>) => {
  const { id: _id, email: _email, status: _status, preferred: _p, clientTypes: _c, complianceTypes: _ct, ...rest } = p;
  return rest;
};

describe('supplier profile', () => {
  it('a supplier reads its own profile; an admin reads any by id; others are refused', async () => {
    const own = await s.call('GET', '/api/suppliers/get', { token: t.supplier1 });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id: supplier1,
      companyName: 'Outback Air Charter',
      email: 'supplier1@demo.test',
      status: 'Active',
      clientTypes: ['Generic', 'QGov'],
      complianceTypes: ['IFR Operations', 'Safety Management System'],
      charterTypes: ['Passenger', 'Freight'],
      filterLocation: [],
      aocNumber: 'CASA.AOC.0101',
    });
    const byAdmin = await s.call('GET', `/api/suppliers/get?id=${supplier2}`, { token: t.admin });
    expect(byAdmin.body.companyName).toBe('Coral Coast Aviation');
    expect((await s.call('GET', `/api/suppliers/get?id=${supplier1}`, { token: t.supplier2 })).status).toBe(403);
    expect((await s.call('GET', '/api/suppliers/get', { token: t.client })).status).toBe(403);
    expect((await s.call('GET', '/api/suppliers/get', { token: t.admin })).status).toBe(400);
    expect((await s.call('GET', '/api/suppliers/get')).status).toBe(401);
  });

  it('a supplier updates its profile; the admin-only fields it sends are ignored', async () => {
    const before = (await s.call('GET', '/api/suppliers/get', { token: t.supplier2 })).body;
    const res = await s.call('POST', '/api/suppliers/update', {
      token: t.supplier2,
      body: {
        ...editable(before),
        companyPhone: '07 4000 9999',
        charterTypes: ['FIFO Crew Change', 'General Freight'],
        locationFilterEnabled: true,
        filterLocation: ['qld', 'NSW'],
        passengerRangeFilterEnabled: true,
        minPassengers: 2,
        maxPassengers: 9,
        // Not the supplier's to change:
        preferred: true,
        clientTypes: ['QGov'],
        complianceTypes: ['IFR Operations'],
        status: 'Inactive',
        email: 'someone@else.test',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.messages).toEqual(['Supplier updated.']);
    expect(res.body.result).toMatchObject({
      companyPhone: '07 4000 9999',
      charterTypes: ['FIFO Crew Change', 'General Freight'],
      filterLocation: ['QLD', 'NSW'],
      minPassengers: 2,
      maxPassengers: 9,
      preferred: false,
      clientTypes: ['Generic'],
      complianceTypes: ['VFR Operations', 'Maintenance Compliance'],
      status: 'Active',
      email: 'supplier2@demo.test',
    });
    // Another supplier's id in the body does not move the update to it.
    const other = await s.call('POST', '/api/suppliers/update', { token: t.supplier2, body: { ...editable(before), id: supplier1 } });
    expect(other.status).toBe(200);
    expect(other.body.result.id).toBe(supplier2);
  });

  it('validation answers per-field messages', async () => {
    const before = (await s.call('GET', '/api/suppliers/get', { token: t.supplier1 })).body;
    const res = await s.call('POST', '/api/suppliers/update', {
      token: t.supplier1,
      body: {
        ...editable(before),
        companyName: '',
        companyPhone: 'call me',
        charterTypes: ['Space Tourism'],
        filterLocation: ['XYZ'],
        passengerRangeFilterEnabled: true,
        minPassengers: 5,
        maxPassengers: 2,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      companyName: ['Company Name is required.'],
      companyPhone: ['Phone number is not valid'],
      maxPassengers: ['Maximum passengers must be at least the minimum'],
    });
    const choices = await s.call('POST', '/api/suppliers/update', {
      token: t.supplier1,
      body: { ...editable(before), charterTypes: ['Space Tourism'], filterLocation: ['XYZ'] },
    });
    expect(choices.status).toBe(400);
    expect(choices.body.errors).toEqual({
      charterTypes: ['Please choose charter types from the list.'],
      filterLocation: ['Please choose states from the list.'],
    });
  });

  it('an admin sets preferred, client types, compliances and status; lists and options follow', async () => {
    const before = (await s.call('GET', `/api/suppliers/get?id=${supplier2}`, { token: t.admin })).body;
    const { email: _e, ...body } = before;
    const res = await s.call('POST', '/api/suppliers/update', {
      token: t.admin,
      body: {
        ...body,
        preferred: true,
        clientTypes: ['Generic', 'Horizon Power'],
        complianceTypes: ['IFR Operations'],
        status: 'Inactive',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ preferred: true, clientTypes: ['Generic', 'Horizon Power'], status: 'Inactive' });
    const bad = await s.call('POST', '/api/suppliers/update', { token: t.admin, body: { ...body, clientTypes: ['Nobody'] } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['clientTypes.0']);

    // Active: supplier1 and the operators of the demo world's past year (no sign-ins), never supplier2 now.
    const active = await s.call('GET', '/api/suppliers/getByStatus/Active', { token: t.admin });
    const activeIds = active.body.map((r: any) => r.id);
    expect(activeIds).toContain(supplier1);
    expect(activeIds).not.toContain(supplier2);
    expect(active.body.find((r: any) => r.id === supplier1)).toEqual({
      id: supplier1,
      companyName: 'Outback Air Charter',
      email: 'supplier1@demo.test',
      status: 'Active',
      preferred: false,
      documentsAwaitingApproval: 0,
      aircraftCount: 2,
    });
    // The demo world's operator awaiting approval (Skyward Charters) is Inactive from the start.
    const waiting = (await s.pool.query(`select id from suppliers where email = 'supplier3@demo.test'`)).rows[0].id;
    expect((await s.call('GET', '/api/suppliers/getByStatus/Inactive', { token: t.admin })).body.map((r: any) => r.id)).toEqual([
      supplier2,
      waiting,
    ]);
    expect((await s.call('GET', '/api/suppliers/getByStatus/All', { token: t.admin })).body).toHaveLength(activeIds.length + 2);
    expect((await s.call('GET', '/api/suppliers/getByStatus/Everyone', { token: t.admin })).status).toBe(400);
    const options = (await s.call('GET', '/api/suppliers/options', { token: t.admin })).body;
    expect(options.map((o: any) => o.id).sort()).toEqual([...activeIds].sort());
    expect(options).toContainEqual({ id: supplier1, companyName: 'Outback Air Charter' });
    for (const path of ['/api/suppliers/getByStatus/All', '/api/suppliers/options']) {
      expect((await s.call('GET', path, { token: t.supplier1 })).status).toBe(403);
      expect((await s.call('GET', path, { token: t.client })).status).toBe(403);
    }
  });
});
