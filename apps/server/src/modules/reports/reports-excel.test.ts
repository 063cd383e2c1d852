import ExcelJS from 'exceljs';
import { localWallClock } from '@charter/shared';
import { describe, expect, it } from 'vitest';
import { reportsWorld, Q1, JB, download, sheetOf, rowValues } from './reports-test-support.js';

const w = reportsWorld();
const { tokens } = w;

describe('Excel', () => {
  it('downloads the charter list with its columns and the row count up front', async () => {
    const { res, bytes } = await download(`/api/admin/getCharterReport/export?${Q1}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="charter-requests-report-2025-01-01-to-2025-03-31.xlsx"');
    expect(res.headers.get('x-total-count')).toBe('2');
    const sheet = await sheetOf(bytes);
    expect(rowValues(sheet, 1)).toEqual([
      'Job Ref',
      'Client',
      'Department',
      'Staff',
      'Status',
      'Charter Type',
      'From',
      'To',
      "Departs (airport's local time)",
      'Sectors',
      'Passengers',
      'Operator',
      'Operator Price',
      'Price with Margin',
      'Created (AEST)',
      'Confirmed (AEST)',
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(3);
    const row = rowValues(sheet, 3);
    expect(row[0]).toBe(JB(w.mine));
    expect(row[1]).toBe('Demo Mining Co');
    // Money: number cells shown in the one money format ("$AUD 1,000.00"), so they sum and sort.
    const cells = sheet.getRow(3);
    for (const [n, amount] of [
      [13, 1000],
      [14, 1100],
    ] as const) {
      expect(cells.getCell(n).type).toBe(ExcelJS.ValueType.Number);
      expect(cells.getCell(n).value).toBe(amount);
      expect(cells.getCell(n).numFmt).toBe('"$AUD "#,##0.00;-"$AUD "#,##0.00');
    }
    // Times: date cells holding the wall clock, shown as the screen shows them ("10-Feb-2025 11:00 AEST").
    expect(cells.getCell(15).type).toBe(ExcelJS.ValueType.Date);
    expect(cells.getCell(15).value).toEqual(localWallClock('2025-02-10T01:00:00Z', 'Australia/Brisbane')!.wallClock);
    expect(cells.getCell(15).value).toEqual(new Date('2025-02-10T11:00:00Z'));
    expect(cells.getCell(15).numFmt).toBe('dd-mmm-yyyy hh:mm "AEST"');
    expect(cells.getCell(9).type).toBe(ExcelJS.ValueType.Date);
    expect(cells.getCell(9).numFmt).toMatch(/^dd-mmm-yyyy hh:mm "A[CEW][SD]T"$/);
    // What the screen leaves blank is an empty cell, not text: the Live charter has no operator, price or confirmation.
    const open = sheet.getRow(2);
    expect(open.getCell(1).value).toBe(JB(w.open));
    for (const n of [12, 13, 14, 16]) expect(open.getCell(n).type, `column ${n}`).toBe(ExcelJS.ValueType.Null);
  });

  it('downloads the payload, departure and job history sets as each viewer may see them', async () => {
    const wide = 'from=01/01/2000&to=31/12/2100';
    const payload = await sheetOf((await download(`/api/admin/getPayLoadReport/export?${wide}`, tokens.client)).bytes);
    expect(rowValues(payload, 1)).toEqual([
      'Job Ref',
      'Sector',
      'From',
      'To',
      "Departs (airport's local time)",
      'Aircraft',
      'Pax Limit',
      'Passengers on Manifest',
      'Payload (kg)',
      'Total Weight (kg)',
      'Payload for Sale (kg)',
      'Payload Remaining (kg)',
    ]);
    expect(payload.rowCount).toBe(2);
    expect(rowValues(payload, 2)[0]).toBe(JB(w.mine));
    expect(rowValues(payload, 2).slice(7)).toEqual([2, 300, 205, 0, 95]);

    const departures = await sheetOf((await download(`/api/admin/getDepartureReport/export?${wide}`)).bytes);
    expect(rowValues(departures, 1)).toEqual([
      "Departs (airport's local time)",
      'Job Ref',
      'From',
      'To',
      'Operator',
      'Aircraft',
      'Passengers',
      'Manifest Complete',
    ]);
    expect(rowValues(departures, 2)[7]).toBe('Yes');

    const history = await sheetOf((await download(`/api/admin/getJobTracker/export?${wide}&supplierIds=${w.op2.supplierId}`)).bytes);
    expect(rowValues(history, 1)).toEqual([
      'Operator',
      'Job Ref',
      'Charter Status',
      'From',
      'To',
      "Departs (airport's local time)",
      'Bids',
      'First Bid (AEST)',
      'Last Bid Price',
      'Last Bid with Margin',
      'Outcome',
      'Job History',
    ]);
    expect(rowValues(history, 2)[1]).toBe(JB(w.open));
    expect(rowValues(history, 2)[9]).toBe(2200);
    expect(history.getRow(2).getCell(9).numFmt).toBe('"$AUD "#,##0.00;-"$AUD "#,##0.00');
    expect(history.getRow(2).getCell(10).numFmt).toBe('"$AUD "#,##0.00;-"$AUD "#,##0.00');
    expect(history.getRow(2).getCell(8).type).toBe(ExcelJS.ValueType.Date);
    expect(rowValues(history, 2)[11]).toMatch(/ Bid \$AUD 2,000\.00 with margin \$AUD 2,200\.00 \(New\)$/);
  });

  it('is refused to the roles outside the report', async () => {
    expect((await download('/api/admin/getCharterReport/export', tokens.client)).res.status).toBe(403);
    expect((await download('/api/admin/getJobTracker/export', tokens.supplier1)).res.status).toBe(403);
    expect((await download('/api/admin/getPayLoadReport/export', tokens.charteradmin)).res.status).toBe(403);
  });
});
