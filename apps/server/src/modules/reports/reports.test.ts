import { departureWindow, formatLocal, previousQuarter } from '@charter/shared';
import { describe, expect, it } from 'vitest';
import { reportsWorld, Q1, jobs, JB, DAY } from './reports-test-support.js';

const w = reportsWorld();
const { tokens } = w;

describe('default ranges', () => {
  it('reads the previous quarter in the viewer’s zone, and the departure report one month back to twelve ahead', async () => {
    const quarter = await w.s.call('GET', '/api/admin/getCharterReport', { token: tokens.admin });
    expect(quarter.status).toBe(200);
    expect({ from: quarter.body.from, to: quarter.body.to }).toEqual(previousQuarter(new Date(), 'Australia/Brisbane'));
    const perth = await w.s.call('GET', '/api/admin/getPayLoadReport?tz=Australia/Perth', { token: tokens.admin });
    expect({ from: perth.body.from, to: perth.body.to }).toEqual(previousQuarter(new Date(), 'Australia/Perth'));
    const departures = await w.s.call('GET', '/api/admin/getDepartureReport', { token: tokens.admin });
    expect({ from: departures.body.from, to: departures.body.to }).toEqual(departureWindow(new Date(), 'Australia/Brisbane'));
    // Both booked charters depart in three weeks: inside the default window.
    expect(jobs(departures.body)).toEqual([JB(w.mine), JB(w.theirs)]);
  });
});

describe('GET getCharterReport', () => {
  it('lists the charters created in the range, oldest first, with the admin’s prices', async () => {
    const res = await w.s.call('GET', `/api/admin/getCharterReport?${Q1}`, { token: tokens.admin });
    expect(res.status).toBe(200);
    // The QGov charter was created on 1 April in Brisbane, after the range.
    expect(jobs(res.body)).toEqual([JB(w.open), JB(w.mine)]);
    expect(res.body.total).toBe(2);
    expect(res.body.columns.map((c: { header: string }) => c.header)).toContain('Operator Price');
    // Amounts are numbers with the row's currency; the screen prints them in the money format.
    expect(res.body.items[1].currency).toBe('AUD');
    const row = res.body.items[1].values;
    expect(row).toMatchObject({
      client: 'Demo Mining Co',
      status: 'Confirmed',
      operator: expect.any(String),
      price: 1000,
      withMargin: 1100,
      created: formatLocal('2025-02-10T01:00:00Z', 'Australia/Brisbane'),
    });
    expect(row.confirmed).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2} AEST$/);
    // A range one day longer holds all three.
    const april = await w.s.call('GET', '/api/admin/getCharterReport?from=01/01/2025&to=01/04/2025&tz=Australia/Brisbane', {
      token: tokens.admin,
    });
    expect(jobs(april.body)).toEqual([JB(w.open), JB(w.mine), JB(w.theirs)]);
    const instants = await w.s.call('GET', '/api/admin/getCharterReport?from=2025-02-01T00:00:00Z&to=2025-03-01T00:00:00Z', {
      token: tokens.admin,
    });
    expect(jobs(instants.body)).toEqual([JB(w.mine)]);
  });

  it('pages with a cursor', async () => {
    const first = await w.s.call('GET', `/api/admin/getCharterReport?${Q1}&limit=1`, { token: tokens.admin });
    expect(first.status).toBe(200);
    expect(jobs(first.body)).toEqual([JB(w.open)]);
    const second = await w.s.call('GET', `/api/admin/getCharterReport?${Q1}&limit=1&cursor=${first.body.nextCursor}`, {
      token: tokens.admin,
    });
    expect(jobs(second.body)).toEqual([JB(w.mine)]);
    expect(second.body.items[0].values.withMargin).toBe(1100);
    expect(second.body.nextCursor).toBeNull();
    expect(second.body.total).toBeNull();
  });

  it('refuses charter admins, operators and the client side (403), and anonymous callers (401)', async () => {
    for (const who of ['charteradmin', 'supplier1', 'client', 'department', 'staff']) {
      expect((await w.s.call('GET', '/api/admin/getCharterReport', { token: tokens[who] })).status, who).toBe(403);
    }
    // A charter admin works with charters and shares only: no report at all, the payload one included.
    for (const path of ['getPayLoadReport', 'getDepartureReport', 'getJobTrackerOperators', 'getPayLoadReport/export']) {
      expect((await w.s.call('GET', `/api/admin/${path}`, { token: tokens.charteradmin })).status, path).toBe(403);
    }
    expect((await w.s.call('GET', '/api/admin/getCharterReport')).status).toBe(401);
    expect((await w.s.call('GET', '/api/admin/getDepartureReport', { token: tokens.client })).status).toBe(403);
    expect((await w.s.call('GET', '/api/admin/getPayLoadReport', { token: tokens.supplier1 })).status).toBe(403);
  });
});

describe('GET getPayLoadReport', () => {
  const soon = () => {
    const d = (ms: number) => new Date(ms).toISOString();
    return `from=${d(Date.now())}&to=${d(Date.now() + 60 * DAY)}`;
  };

  it('shows each sector’s payload, manifest weight and what is left', async () => {
    const res = await w.s.call('GET', `/api/admin/getPayLoadReport?${soon()}`, { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(jobs(res.body)).toEqual([JB(w.mine), JB(w.theirs)]);
    expect(res.body.items[0].values).toMatchObject({
      sector: '1 of 1',
      passengers: 2,
      payload: 300,
      totalWeight: 205,
      forSale: 0,
      payloadRemaining: 95,
      aircraft: expect.stringContaining(' '),
    });
  });

  it('shows the client side only its own confirmed charters', async () => {
    const client = await w.s.call('GET', `/api/admin/getPayLoadReport?${soon()}`, { token: tokens.client });
    expect(client.status).toBe(200);
    expect(jobs(client.body)).toEqual([JB(w.mine)]);
    const qgov = await w.s.call('GET', `/api/admin/getPayLoadReport?${soon()}`, { token: tokens.qgov });
    expect(jobs(qgov.body)).toEqual([JB(w.theirs)]);
    // The demo staff member's department holds neither.
    const staff = await w.s.call('GET', `/api/admin/getPayLoadReport?${soon()}`, { token: tokens.staff });
    expect(jobs(staff.body)).toEqual([]);
    // A Live charter is never in it, even for an admin.
    const admin = await w.s.call('GET', '/api/admin/getPayLoadReport?from=01/01/2000&to=31/12/2100', { token: tokens.admin });
    expect(jobs(admin.body)).not.toContain(JB(w.open));
  });
});

describe('GET getDepartureReport', () => {
  it('says whether each manifest is complete', async () => {
    const res = await w.s.call('GET', '/api/admin/getDepartureReport', { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { values: Record<string, unknown> }) => [i.values.jobRef, i.values.manifestComplete])).toEqual([
      [JB(w.mine), 'Yes'],
      [JB(w.theirs), 'No'],
    ]);
    expect(res.body.items[0].values.departs).toBe(formatLocal(w.mine.departTime, 'Australia/Brisbane'));
  });
});

describe('GET getJobTracker', () => {
  it('shows each chosen operator’s jobs with its totals and the job history', async () => {
    const wide = 'from=01/01/2000&to=31/12/2100';
    const res = await w.s.call('GET', `/api/admin/getJobTracker?${wide}&supplierIds=${w.op1.supplierId},${w.op2.supplierId}`, {
      token: tokens.admin,
    });
    expect(res.status).toBe(200);
    const byOperator = Object.fromEntries(res.body.operators.map((o: { supplierId: string }) => [o.supplierId, o]));
    expect(byOperator[w.op1.supplierId]).toMatchObject({ bids: 2, wins: 2, confirmed: 2 });
    expect(byOperator[w.op2.supplierId]).toMatchObject({ bids: 1, wins: 0, confirmed: 0 });
    const rows = res.body.items.map((i: { values: Record<string, unknown> }) => [i.values.jobRef, i.values.outcome]);
    expect(rows).toEqual([
      [JB(w.open), 'Open'],
      [JB(w.mine), 'Confirmed'],
      [JB(w.theirs), 'Confirmed'],
    ]);
    const history = res.body.items[1].values.history as string;
    expect(history).toMatch(/Bid \$AUD 1,000\.00 with margin \$AUD 1,100\.00/);
    expect(history).toMatch(/PendingConfirmation => Confirmed/);
  });

  it('takes up to 5 operators, each one an operator', async () => {
    const six = Array.from({ length: 6 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`).join(',');
    const tooMany = await w.s.call('GET', `/api/admin/getJobTracker?supplierIds=${six}`, { token: tokens.admin });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.messages).toEqual(['Choose up to 5 operators']);
    const none = await w.s.call('GET', '/api/admin/getJobTracker', { token: tokens.admin });
    expect(none.status).toBe(400);
    expect(none.body.messages).toEqual(['Choose at least one operator']);
    const unknown = await w.s.call('GET', `/api/admin/getJobTracker?supplierIds=${w.op1.supplierId},00000000-0000-4000-8000-000000000000`, {
      token: tokens.admin,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.messages).toEqual(['Operators must be chosen from the list']);
    const operators = await w.s.call('GET', '/api/admin/getJobTrackerOperators', { token: tokens.admin });
    expect(operators.body.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining([w.op1.supplierId, w.op2.supplierId]));
  });
});

describe('bad ranges', () => {
  it('answer 400 with a message and change nothing', async () => {
    const cases: [string, string][] = [
      ['from=31/03/2025&to=01/01/2025', 'From must be before To'],
      ['from=2025-03-01T00:00:00Z&to=2025-02-01T00:00:00Z', 'From must be before To'],
      ['from=31/02/2025', 'From must be a date as dd/MM/yyyy or an ISO timestamp'],
      ['to=2025-13-01', 'To must be a date as dd/MM/yyyy or an ISO timestamp'],
      ['tz=Mars/Olympus', 'Time zone must be a known time zone, such as Australia/Brisbane'],
      ['limit=0', 'Limit must be a whole number from 1 to 200'],
      ['cursor=nope', 'The list position is not valid. Please reload the report.'],
    ];
    for (const [query, message] of cases) {
      for (const path of ['/api/admin/getCharterReport', '/api/admin/getDepartureReport/export']) {
        const res = await w.s.call('GET', `${path}?${query}`, { token: tokens.admin });
        if (path.endsWith('export') && query.startsWith('cursor')) continue;
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(res.body.messages, query).toEqual([message]);
      }
    }
  });
});
