import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { spreadsheetSafe } from './spreadsheet-safe.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetColumn {
  header: string;
  width: number;
  /** Amounts: two decimals. */
  money?: boolean;
  /** Wrapped text (several lines in one cell). */
  multiline?: boolean;
}

export type SheetCell = string | number | null;

/** Rows between checks that the reader keeps up. */
const ROWS_PER_CHECK = 200;

/**
 * exceljs hands each sheet's XML to the zip compressor without waiting for it (its StreamBuf
 * ignores write()'s answer), so when rows come faster than they are compressed the compressor's
 * input would grow with the row count. The compressor is the sheet stream's pipe: waiting for it
 * to drain restores the backpressure. Read defensively: an exceljs without it just skips the wait.
 */
function compressorOf(sheet: unknown): Writable | undefined {
  const pipes = (sheet as { stream?: { pipes?: unknown } }).stream?.pipes;
  const first: unknown = Array.isArray(pipes) ? pipes[0] : undefined;
  return first && typeof (first as Writable).once === 'function' && 'writableNeedDrain' in (first as object)
    ? (first as Writable)
    : undefined;
}

/** Resolves once `out` has room again (or is gone: the caller stops at the next check). */
function roomIn(out: Writable): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/**
 * Streams rows into an .xlsx on `out` with exceljs's streaming WorkbookWriter (no shared strings),
 * so a long list never sits in memory as a whole workbook: each row is written and committed as it
 * comes, and the writer waits while `out` is full (a slow download) instead of buffering ahead.
 * Text that a spreadsheet would read as a formula is made safe. Stops with an error if `out` is
 * destroyed (the client went away), which ends the row source too.
 */
export async function writeSheet(out: Writable, sheetName: string, columns: readonly SheetColumn[], rows: AsyncIterable<SheetCell[]>) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    key: String(i),
    width: c.width,
    style: c.money ? { numFmt: '#,##0.00' } : c.multiline ? { alignment: { wrapText: true, vertical: 'top' } } : {},
  }));
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  let count = 0;
  for await (const cells of rows) {
    sheet.addRow(cells.map((v) => spreadsheetSafe(v))).commit();
    if (++count % ROWS_PER_CHECK === 0) {
      const compressor = compressorOf(sheet);
      if (compressor) await roomIn(compressor);
      await roomIn(out);
      if (out.destroyed) throw new Error('The download was closed before the file was complete.');
    }
  }
  sheet.commit();
  await workbook.commit();
  return count;
}

/** One column of an exported list: its header, width and the cell of a row. */
export interface XlsxColumn<T> extends SheetColumn {
  value: (row: T) => SheetCell;
}

/** writeSheet for lists whose columns read each cell from a row (charter and share lists). */
export function writeWorkbook<T>(
  rows: AsyncIterable<T>,
  out: Writable,
  sheetName: string,
  columns: readonly XlsxColumn<T>[],
): Promise<number> {
  async function* cells() {
    for await (const row of rows) yield columns.map((c) => c.value(row));
  }
  return writeSheet(out, sheetName, columns, cells());
}
