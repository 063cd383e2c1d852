import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { spreadsheetSafe } from './spreadsheet-safe.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One column of an exported list: its header, width and the cell of a row. */
export interface XlsxColumn<T> {
  header: string;
  width: number;
  value: (row: T) => string | number | null;
}

/**
 * Streams the rows into an .xlsx on `out` with exceljs's streaming writer, so a long list never
 * sits in memory as a whole workbook. Every cell goes through spreadsheetSafe (no formulas).
 */
export async function writeWorkbook<T>(
  rows: AsyncIterable<T>,
  out: Writable,
  sheetName: string,
  columns: XlsxColumn<T>[],
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ key: String(i), width: c.width }));
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  let count = 0;
  for await (const item of rows) {
    sheet.addRow(columns.map((c) => spreadsheetSafe(c.value(item)))).commit();
    count++;
  }
  sheet.commit();
  await workbook.commit();
  return count;
}
