import { formatLocal } from '@charter/shared';
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
      'Departs',
      'Sectors',
      'Passengers',
      'Operator',
      'Operator Price',
      'Price with Margin',
      'Created',
      'Confirmed',
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(3);
    const row = rowValues(sheet, 3);
    expect(row[0]).toBe(JB(w.mine));
    expect(row[1]).toBe('Demo Mining Co');
    expect(row[12]).toBe(1000);
    expect(row[13]).toBe(1100);
    expect(row[14]).toBe(formatLocal('2025-02-10T01:00:00Z', 'Australia/Brisbane'));
  });

  it('downloads the payload, departure and job history sets as each viewer may see them', async () => {
    const wide = 'from=01/01/2000&to=31/12/2100';
    const payload = await sheetOf((await download(`/api/admin/getPayLoadReport/export?${wide}`, tokens.client)).bytes);
    expect(rowValues(payload, 1)).toEqual([
      'Job Ref',
      'Sector',
      'From',
      'To',
      'Departs',
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
      'Departs',
      'Job Ref',
      'From',
      'To',
      'Operator',
      'Aircraft',
      'Passengers',
      'Manifest Complete',
    ]);
    expect(rowValues(departures, 2)[7]).toBe('Yes');

    const history = await sheetOf(
      (await download(`/api/admin/getJobTracker/export?${wide}&supplierIds=${w.op2.supplierId}`)).bytes,
    );
    expect(rowValues(history, 1)).toEqual([
      'Operator',
      'Job Ref',
      'Charter Status',
      'From',
      'To',
      'Departs',
      'Bids',
      'First Bid',
      'Last Bid Price',
      'Last Bid with Margin',
      'Outcome',
      'Job History',
    ]);
    expect(rowValues(history, 2)[1]).toBe(JB(w.open));
    expect(rowValues(history, 2)[9]).toBe(2200);
  });

  it('is refused to the roles outside the report', async () => {
    expect((await download('/api/admin/getCharterReport/export', tokens.client)).res.status).toBe(403);
    expect((await download('/api/admin/getJobTracker/export', tokens.supplier1)).res.status).toBe(403);
    expect((await download('/api/admin/getPayLoadReport/export', tokens.charteradmin)).res.status).toBe(403);
  });
});
