import ExcelJS from 'exceljs';
import { localWallClock } from '@charter/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { createCharter, departIn, idsOf, sector } from '../../../tests/factories.js';

let s: TestServer;
let admin: string;
const saved: { id: string; jobReference: number }[] = [];
beforeAll(async () => {
  s = await startTestServer();
  admin = (await s.member('admin@demo.test')).token;
  const staff = await idsOf(s, 'staff@demo.test');
  const qgov = await idsOf(s, 'qgov@demo.test');
  saved.push(
    await createCharter(s, admin, {
      clientId: staff.clientId!,
      clientDepartmentId: staff.clientDepartmentId,
      clientStaffId: staff.clientStaffId,
      activeTab: 'multi',
      routes: [sector('BNE', 'LRE', departIn(4, 8)), sector('LRE', 'ISA', departIn(4, 12))],
    }),
    await createCharter(s, admin, { clientId: qgov.clientId!, routes: [sector('CNS', 'DRW', departIn(6, 9))] }),
  );
});
afterAll(async () => {
  await s.close();
});

async function download(path: string, token = admin) {
  const res = await fetch(`${s.baseUrl}/api/charterRequest/export/${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The job references a list call answers, in its order: what its export must hold, row for row. */
async function listed(query: string): Promise<string[]> {
  const res = await s.call('GET', `/api/charterRequest/admin/all/New?limit=200${query ? `&${query}` : ''}`, { token: admin });
  expect(res.body.nextCursor).toBeNull();
  return (res.body.items as { jobReference: number }[]).map((i) => `JB${i.jobReference}`);
}

const jobsOf = (sheet: ExcelJS.Worksheet) => sheet.getColumn(1).values.slice(2);

async function readSheet(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('GET export/{tab}.xlsx', () => {
  it('downloads the list as a real workbook: bold frozen header, one row per charter, local times', async () => {
    const { res, bytes } = await download('New.xlsx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="charter-requests-New-${today}.xlsx"`);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    const sheet = await readSheet(bytes);
    const saved0CreatedAt = (await s.call('GET', `/api/charterRequest/full/${saved[0]!.id}`, { token: admin })).body.createdAt as string;
    const header = sheet.getRow(1);
    expect((header.values as unknown[]).slice(1)).toEqual([
      'Job Ref',
      'Status',
      'Client',
      'Department',
      'Staff',
      'Charter Type',
      'Sub Type',
      'From',
      'To',
      "Departs (airport's local time)",
      'Sectors',
      'Passengers',
      'Bids',
      'Bidding Ends (AEST)',
      'Created (AEST)',
    ]);
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    // One row per charter of the list (the demo world's Pending requests and these two), in its order.
    expect(jobsOf(sheet)).toEqual(await listed(''));
    expect(jobsOf(sheet)).toEqual(expect.arrayContaining(saved.map((c) => `JB${c.jobReference}`)));

    // Soonest departure first, as the list shows it.
    const first = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(first.slice(0, 9)).toEqual([
      `JB${saved[0]!.jobReference}`,
      'Pending',
      'Demo Mining Co',
      'Exploration',
      'Sam Staff',
      'Passenger',
      'FIFO Crew Change',
      'Brisbane',
      'Mount Isa',
    ]);
    // Times are date cells holding the airport's wall clock (Brisbane here), shown as the screens
    // show them ("03-Dec-2026 08:00 AEST"), so the sheet sorts and filters them as dates.
    const cells = sheet.getRow(2);
    expect(first[9]).toEqual(localWallClock(departIn(4, 8), 'Australia/Brisbane')!.wallClock);
    expect((first[9] as Date).getUTCHours()).toBe(8);
    expect(cells.getCell(10).type).toBe(ExcelJS.ValueType.Date);
    expect(cells.getCell(10).numFmt).toBe('dd-mmm-yyyy hh:mm "AEST"');
    expect(first.slice(10, 13)).toEqual([2, 4, 0]);
    expect(first[13]).toBeInstanceOf(Date);
    expect(cells.getCell(14).numFmt).toBe('dd-mmm-yyyy hh:mm "AEST"');
    // Created is kept to the second; the screens show the minute.
    expect(first[14]).toEqual(localWallClock(saved0CreatedAt, 'Australia/Brisbane')!.wallClock);
    expect(cells.getCell(15).numFmt).toBe('dd-mmm-yyyy hh:mm "AEST"');
    // The next soonest is the QGov request (the demo world's depart later).
    expect(sheet.getRow(3).getCell(1).value).toBe(`JB${saved[1]!.jobReference}`);
    expect(sheet.getRow(3).getCell(3).value).toBe('Queensland Health');
  });

  it('applies the list’s filters and scope narrowing', async () => {
    const qgov = await idsOf(s, 'qgov@demo.test');
    const narrowed = await readSheet((await download(`New.xlsx?clientId=${qgov.clientId}`)).bytes);
    expect(jobsOf(narrowed)).toEqual(await listed(`clientId=${qgov.clientId}`));
    expect(jobsOf(narrowed)).toContain(`JB${saved[1]!.jobReference}`);
    expect(jobsOf(narrowed)).not.toContain(`JB${saved[0]!.jobReference}`);
    const searched = await readSheet((await download('New.xlsx?search=mount%20isa')).bytes);
    expect(jobsOf(searched)).toEqual(await listed('search=mount%20isa'));
    expect(jobsOf(searched)).toContain(`JB${saved[0]!.jobReference}`);
    expect(jobsOf(searched)).not.toContain(`JB${saved[1]!.jobReference}`);
    const empty = await readSheet((await download('Completed.xlsx?search=no%20such%20charter')).bytes);
    expect(empty.rowCount).toBe(1);
  });

  it('is for admins only, and needs a known tab', async () => {
    for (const who of ['charteradmin', 'client', 'supplier1']) {
      const token = (await s.member(`${who}@demo.test`)).token;
      expect((await download('New.xlsx', token)).res.status, who).toBe(403);
    }
    for (const path of ['Everything.xlsx', 'New.csv', 'New']) {
      const { res, bytes } = await download(path);
      expect(res.status, path).toBe(400);
      expect(JSON.parse(bytes.toString()).success).toBe(false);
    }
  });
});
