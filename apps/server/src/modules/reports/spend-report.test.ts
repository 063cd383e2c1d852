import ExcelJS from 'exceljs';
import { formatMonth, moneyCellFormat, previousQuarter } from '@charter/shared';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../../tests/harness.js';
import { withDemoMembers } from '../../../tests/demo-members.js';

let s: TestServer;
const { t } = withDemoMembers((server) => (s = server));

const CALL = '/api/admin/getSpendReport';
type Row = { id: string; currency: string; values: Record<string, string | number | null> };

/** The previous quarter's first month (the default range's), as a one-month range and its label. */
function firstMonth() {
  const q = previousQuarter(new Date(), 'Australia/Brisbane');
  const [, mm, yyyy] = q.from.split('/');
  const last = new Date(Date.UTC(Number(yyyy), Number(mm), 0)).getUTCDate();
  return { query: `from=01/${mm}/${yyyy}&to=${last}/${mm}/${yyyy}&tz=Australia/Brisbane`, label: formatMonth(`${yyyy}-${mm}`) };
}

describe('GET getSpendReport', () => {
  it('opens for admins on the previous quarter with rows for every client, and the net price and margin', async () => {
    const res = await s.call('GET', CALL, { token: t.admin });
    expect(res.status).toBe(200);
    expect({ from: res.body.from, to: res.body.to }).toEqual(previousQuarter(new Date(), 'Australia/Brisbane'));
    expect(res.body.by).toBe('client');
    expect(res.body.columns.map((c: { header: string }) => c.header)).toEqual([
      'Month',
      'Client',
      'Requested',
      'Awarded',
      'Cancelled',
      'Bids per Charter',
      'With 2+ Bids',
      'Spend with Margin',
      'Operator Price',
      'Margin',
      'Awarded vs Estimate',
      'CO2 kg (est.)',
    ]);
    const clients = new Set(res.body.items.map((r: Row) => r.values.client));
    expect(clients).toEqual(new Set(['Demo Mining Co', 'Queensland Health']));
    expect(res.body.months).toHaveLength(3);
    for (const r of res.body.items as Row[]) {
      expect(r.values.requested).toBeGreaterThan(0);
      expect(r.values.margin).toBeCloseTo((r.values.spend as number) - (r.values.net as number), 2);
    }
    const month = res.body.months[0];
    expect(month.spend).toBeGreaterThan(0);
    expect(month.againstEstimate).toEqual(expect.any(Number));
    expect(month.twoBidShare).toBeGreaterThan(0);
  });

  it('matches a hand count over the API for one department and one month', async () => {
    const { query, label } = firstMonth();
    // The hand count: the admin's charter list of the month, the department's charters, and each one's bids.
    const list = await s.call('GET', `/api/admin/getCharterReport?${query}&limit=200`, { token: t.admin });
    expect(list.status).toBe(200);
    const mine = (list.body.items as Row[]).filter((r) => r.values.department === 'Exploration' && r.values.status !== 'Superceded');
    expect(mine.length).toBeGreaterThan(0);
    const awarded = mine.filter((r) => ['Confirmed', 'Finished'].includes(r.values.status as string));
    let bids = 0;
    let twoBids = 0;
    for (const r of mine) {
      const res = await s.call('GET', `/api/charterRequest/getBids/${r.id}`, { token: t.admin });
      const bidders = new Set(
        (res.body as { bidderId: string; status: string }[])
          .filter((b) => !['Void', 'Unavailable'].includes(b.status))
          .map((b) => b.bidderId),
      );
      bids += bidders.size;
      if (bidders.size >= 2) twoBids++;
    }
    const expected = {
      month: label,
      requested: mine.length,
      awarded: awarded.length,
      cancelled: mine.filter((r) => r.values.status === 'Closed').length,
      bidsPerCharter: Math.round((bids / mine.length) * 10) / 10,
      twoBidShare: twoBids / mine.length,
      spend: Math.round(awarded.reduce((sum, r) => sum + (r.values.withMargin as number), 0) * 100) / 100,
    };

    // CO2: each awarded charter's sectors, flight time x its aircraft category's burn x 3.16 (jet) or 3.10 (avgas).
    const fuel = await s.pool.query(
      `select br.flight_time as "flightTime", ac.fuel_burn_kg_per_hour as burn, ac.fuel_type as "fuelType"
       from charter_requests cr join bid_routes br on br.bid_id = cr.bid_id
       join aircraft a on a.id = br.aircraft_ids[1] join aircraft_categories ac on ac.id = a.aircraft_category_id
       where cr.id = any($1::uuid[])`,
      [awarded.map((r) => r.id)],
    );
    const co2 = fuel.rows.reduce((kg, f) => {
      const [h, m] = (f.flightTime as string).split(':').map(Number);
      return kg + Math.round(((h! * 60 + m!) / 60) * f.burn * (f.fuelType === 'avgas' ? 3.1 : 3.16));
    }, 0);
    expect(co2).toBeGreaterThan(0);

    // Awarded vs estimate: each awarded charter's price with margin against the median of its own
    // estimate (its award left out), as the charter's page shows it to an admin, averaged.
    let against = 0;
    let compared = 0;
    for (const r of awarded) {
      const e = await s.call('GET', `/api/charterRequest/priceEstimate/${r.id}`, { token: t.admin });
      expect(e.status).toBe(200);
      const median = e.body.estimate?.median as number | undefined;
      if (!median) continue;
      against += (r.values.withMargin as number) / median - 1;
      compared++;
    }
    expect(compared).toBeGreaterThan(0);

    const report = await s.call('GET', `${CALL}?${query}&by=department`, { token: t.department });
    expect(report.status).toBe(200);
    expect(report.body.items).toHaveLength(1);
    expect(report.body.items[0].values).toMatchObject({ client: 'Demo Mining Co', department: 'Exploration', ...expected, co2 });
    expect(report.body.items[0].values.againstEstimate).toBeCloseTo(against / compared, 6);
    // The admin's row for the department says the same, with the net price beside it.
    const admin = await s.call('GET', `${CALL}?${query}&by=department`, { token: t.admin });
    const row = (admin.body.items as Row[]).find((r) => r.values.department === 'Exploration');
    expect(row?.values).toMatchObject(expected);
    expect(row?.values.net).toBe(Math.round(awarded.reduce((sum, r) => sum + (r.values.price as number), 0) * 100) / 100);
  });

  it('narrows a department to itself and its staff, and a client to its own', async () => {
    const dept = await s.call('GET', `${CALL}?by=staff`, { token: t.department });
    expect(dept.status).toBe(200);
    expect(dept.body.items.length).toBeGreaterThan(0);
    for (const r of dept.body.items as Row[]) expect(r.values.department).toBe('Exploration');
    expect(dept.body.columns.map((c: { key: string }) => c.key)).not.toContain('net');
    expect(dept.body.columns.map((c: { key: string }) => c.key)).not.toContain('margin');
    for (const r of dept.body.items as Row[]) expect(Object.keys(r.values)).not.toContain('net');

    const client = await s.call('GET', CALL, { token: t.client });
    expect(client.body.by).toBe('department');
    const names = new Set((client.body.items as Row[]).map((r) => r.values.client));
    expect(names).toEqual(new Set(['Demo Mining Co']));
    // The client's own requests (no department) and the department's are separate rows.
    expect(new Set((client.body.items as Row[]).map((r) => r.values.department))).toEqual(new Set(['Own requests', 'Exploration']));

    const qgov = await s.call('GET', CALL, { token: t.qgov });
    for (const r of qgov.body.items as Row[]) expect(r.values.client).toBe('Queensland Health');
  });

  it('is not for operators, staff or charter admins (403), nor anonymous callers (401)', async () => {
    for (const who of ['supplier1', 'supplier2', 'staff', 'charteradmin']) {
      expect((await s.call('GET', CALL, { token: t[who] })).status, who).toBe(403);
      expect((await s.call('GET', `${CALL}/export`, { token: t[who] })).status, who).toBe(403);
    }
    expect((await s.call('GET', CALL)).status).toBe(401);
  });

  it('refuses a grouping or range it cannot read, with the message', async () => {
    const by = await s.call('GET', `${CALL}?by=operator`, { token: t.admin });
    expect(by.status).toBe(400);
    expect(JSON.stringify(by.body)).toContain('Group by must be client, department or staff');
    const backwards = await s.call('GET', `${CALL}?from=01/03/2026&to=01/01/2026`, { token: t.admin });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('From must be before To');
  });
});

describe('GET getSpendReport/export', () => {
  it('downloads the rows the screen shows, with typed month, money and percentage cells', async () => {
    const screen = await s.call('GET', CALL, { token: t.client });
    const res = await fetch(`${s.baseUrl}${CALL}/export`, { headers: { authorization: `Bearer ${t.client}` } });
    expect(res.status).toBe(200);
    const q = previousQuarter(new Date(), 'Australia/Brisbane');
    const day = (d: string) => d.split('/').reverse().join('-');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="spend-report-${day(q.from)}-to-${day(q.to)}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Spend and Competition');
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(screen.body.columns.map((c: { header: string }) => c.header));
    expect(headers).not.toContain('Operator Price');
    expect(sheet.rowCount).toBe(screen.body.items.length + 1);
    const first = screen.body.items[0] as Row;
    const cell = (key: string) =>
      sheet.getRow(2).getCell(headers.indexOf(screen.body.columns.find((c: { key: string }) => c.key === key).header) + 1);
    expect(cell('month').value).toBeInstanceOf(Date);
    expect(cell('month').numFmt).toBe('mmm yyyy');
    expect(cell('requested').value).toBe(first.values.requested);
    expect(cell('spend').value).toBe(first.values.spend);
    expect(cell('spend').numFmt).toBe(moneyCellFormat('AUD'));
    expect(cell('twoBidShare').value).toBe(first.values.twoBidShare);
    expect(cell('twoBidShare').numFmt).toBe('0%');
    expect(cell('againstEstimate').numFmt).toBe('+0%;-0%;0%');
  });
});
