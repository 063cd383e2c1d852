import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantToLocalParts, localToInstant } from '@charter/shared';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { takeCharterAction } from '../../../tests/charter-actions.js';
import { createCharter, idsOf, sector } from '../../../tests/factories.js';

// House rule 9: a departure is the wall-clock time of its departure airport, stored as a UTC
// instant beside the airport's zone, which the server takes from the sector's from-state.
let s: TestServer;
let admin: string;
let day: string; // dd/MM/yyyy, ten days ahead
let isoDay: string; // the same day, YYYY-MM-DD
let dayBefore: string;
const ids: { perth?: string; brisbane?: string } = {};

const at = (time: string, zone: string) => {
  const r = localToInstant(day, time, zone);
  if (!r.ok) throw new Error(r.message);
  return r.instant;
};

beforeAll(async () => {
  s = await startTestServer();
  admin = (await s.member('admin@demo.test')).token;
  const staff = await idsOf(s, 'staff@demo.test');
  day = instantToLocalParts(new Date(Date.now() + 10 * 86_400_000), 'Australia/Brisbane').date;
  isoDay = `${day.slice(6)}-${day.slice(3, 5)}-${day.slice(0, 2)}`;
  dayBefore = new Date(Date.parse(`${isoDay}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const party = { clientId: staff.clientId!, clientDepartmentId: staff.clientDepartmentId, clientStaffId: staff.clientStaffId };
  ids.perth = (
    await createCharter(s, admin, {
      ...party,
      activeTab: 'multi',
      routes: [sector('PER', 'DRW', at('09:30', 'Australia/Perth')), sector('DRW', 'CNS', at('18:00', 'Australia/Darwin'))],
    })
  ).id;
  ids.brisbane = (await createCharter(s, admin, { ...party, routes: [sector('BNE', 'LRE', at('09:30', 'Australia/Brisbane'))] })).id;
});
afterAll(async () => {
  await s.close();
});

describe('departure time zones', () => {
  it('keeps a Perth 09:30 as 01:30Z with Australia/Perth, each sector with its own airport’s zone', async () => {
    const res = await s.call('GET', `/api/charterRequest/full/${ids.perth}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.departTime).toBe(`${isoDay}T01:30:00.000Z`);
    expect(res.body.departTimeZone).toBe('Australia/Perth');
    expect(res.body.routes.map((r: { departTime: string; departTimeZone: string }) => [r.departTime, r.departTimeZone])).toEqual([
      [`${isoDay}T01:30:00.000Z`, 'Australia/Perth'],
      [`${isoDay}T08:30:00.000Z`, 'Australia/Darwin'],
    ]);
  });

  it('keeps a Brisbane 09:30 as 23:30Z the day before with Australia/Brisbane', async () => {
    const res = await s.call('GET', `/api/charterRequest/full/${ids.brisbane}`, { token: admin });
    expect(res.body.routes[0].departTime).toBe(`${dayBefore}T23:30:00.000Z`);
    expect(res.body.routes[0].departTimeZone).toBe('Australia/Brisbane');
  });

  it('answers the first sector’s zone on list rows', async () => {
    const list = await s.call('GET', '/api/charterRequest/admin/all/New?limit=200', { token: admin });
    const row = (id: string) => list.body.items.find((i: { id: string }) => i.id === id);
    expect(row(ids.perth!).departTimeZone).toBe('Australia/Perth');
    expect(row(ids.brisbane!).departTimeZone).toBe('Australia/Brisbane');
  });

  it('writes the Excel Departs column as the airport’s local time with its abbreviation', async () => {
    const res = await fetch(`${s.baseUrl}/api/charterRequest/export/New.xlsx`, { headers: { authorization: `Bearer ${admin}` } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(10).value).toBe("Departs (airport's local time)");
    const departs = new Map<string, ExcelJS.Cell>();
    sheet.eachRow((row) => departs.set(String(row.getCell(1).value), row.getCell(10)));
    const jobOf = async (id: string) => `JB${(await s.call('GET', `/api/charterRequest/full/${id}`, { token: admin })).body.jobReference}`;
    // A date cell holding 09:30 on that day (the wall clock, which a zone-less cell keeps), showing its zone.
    const nineThirty = new Date(`${isoDay}T09:30:00.000Z`);
    const perth = departs.get(await jobOf(ids.perth!))!;
    expect([perth.value, perth.numFmt]).toEqual([nineThirty, 'dd-mmm-yyyy hh:mm "AWST"']);
    const brisbane = departs.get(await jobOf(ids.brisbane!))!;
    expect([brisbane.value, brisbane.numFmt]).toEqual([nineThirty, 'dd-mmm-yyyy hh:mm "AEST"']);
  });

  it('writes {depart} in e-mails as the first sector’s local time, other times in Brisbane time', async () => {
    const job = (await s.call('GET', `/api/charterRequest/full/${ids.perth}`, { token: admin })).body.jobReference as number;
    const res = await takeCharterAction(s, admin, ids.perth!, 'Open Bidding', {
      reason: 'No Reason',
      states: ['WA', 'QLD'],
      biddingEndDate: at('08:00', 'Australia/Brisbane'),
    });
    expect(res.status).toBe(200);
    const mail = await s.smtp.waitFor((m) => m.subject.startsWith(`New charter JB${job}`));
    const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(day.slice(3, 5)) - 1];
    const shown = `${day.slice(0, 2)}-${month}-${day.slice(6)}`;
    expect(mail.text).toContain(`departing ${shown} 09:30 AWST is open for bids until ${shown} 08:00 AEST`);
  });
});
