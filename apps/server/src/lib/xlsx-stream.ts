import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { localTimeCellFormat, moneyCellFormat } from '@charter/shared';
import { cachedLocalWallClock } from './local-time-cache.js';
import { spreadsheetSafe } from './spreadsheet-safe.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How a time column's header states the zone of its cells (each cell also shows the abbreviation); Brisbane keeps AEST all year. */
export const ZONE_NOTES = { airport: "airport's local time", Brisbane: 'AEST' } as const;
export type ZoneNote = keyof typeof ZONE_NOTES;

export interface SheetColumn {
  header: string;
  width: number;
  /** Wrapped text (several lines in one cell). */
  multiline?: boolean;
  /** A time column: its header says in which zone its cells are. */
  zone?: ZoneNote;
}

/** An amount: a number cell shown in the one money format of its currency ("$AUD 13,100.00"). */
export interface MoneyCell {
  amount: number;
  currency: string;
}

/** An instant: a date cell holding the wall clock of its zone, shown as the screens show it ("03-Dec-2026 09:30 AWST"). */
export interface LocalTimeCell {
  wallClock: Date;
  abbreviation: string;
}

/** A number or date in a format of its own: a ratio as a percentage, a month ("mmm yyyy"), one decimal. */
export interface FormattedCell {
  value: number | Date;
  numFmt: string;
}

export type SheetCell = string | number | null | MoneyCell | LocalTimeCell | FormattedCell;

/** Excel's formats for the report's percentages (shares "50%", changes "+8%" and "-12%") and months. */
export const PERCENT_FORMATS = { share: '0%', change: '+0%;-0%;0%' } as const;
export const MONTH_FORMAT = 'mmm yyyy';

export const moneyCell = (currency: string, amount: number | null | undefined): MoneyCell | null =>
  amount === null || amount === undefined ? null : { amount, currency };

/**
 * Offsets by zone and quarter hour, for every file this process writes: asking Intl for each cell
 * (twice: the wall clock, then the abbreviation) was a third of a list export's CPU.
 */
const localWallClock = cachedLocalWallClock();

/** The instant as its zone's wall clock (an airport's for departures, Brisbane's for the others); null when there is none. */
export const localTimeCell = (instant: Date | string | null | undefined, zone: string | null | undefined): LocalTimeCell | null =>
  localWallClock(instant, zone);

/**
 * Typed cells: an amount is a number and an instant a date, each with the number format that shows
 * it as the screens do, so the sheet sums, sorts and filters them; a blank is an empty cell.
 *
 * Every cell gets a style object shared by all the cells of its kind in its column: exceljs finds a
 * style's index by the object (a WeakMap) and otherwise renders the style's XML to look it up,
 * which it did for every cell, since each new cell starts with a copy of its column's style.
 */
function cellWriter(columnStyles: readonly Partial<ExcelJS.Style>[]) {
  const styles = new Map<string, Partial<ExcelJS.Style>>();
  const styleOf = (column: number, numFmt: string) => {
    const key = `${column}|${numFmt}`;
    let style = styles.get(key);
    if (!style) styles.set(key, (style = { ...columnStyles[column], numFmt }));
    return style;
  };
  return (cell: ExcelJS.Cell, column: number, value: SheetCell | undefined) => {
    if (value === null || value === undefined || value === '') {
      cell.style = columnStyles[column]!;
    } else if (typeof value === 'object' && 'amount' in value) {
      cell.value = value.amount;
      cell.style = styleOf(column, moneyCellFormat(value.currency));
    } else if (typeof value === 'object' && 'numFmt' in value) {
      cell.value = value.value;
      cell.style = styleOf(column, value.numFmt);
    } else if (typeof value === 'object') {
      cell.value = value.wallClock;
      cell.style = styleOf(column, localTimeCellFormat(value.abbreviation));
    } else {
      cell.value = spreadsheetSafe(value);
      cell.style = columnStyles[column]!;
    }
  };
}

/** Rows between checks that the reader keeps up. */
const ROWS_PER_CHECK = 200;

/**
 * Rows written in one turn of the event loop. Rows arrive from the database in batches and are
 * written without waiting for anything else, so a batch was one stretch of the instance's only
 * thread: a file of a thousand rows held every other call on the instance for a few hundred ms.
 */
const ROWS_PER_TURN = 50;

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
  const headers = columns.map((c) => (c.zone ? `${c.header} (${ZONE_NOTES[c.zone]})` : c.header));
  const columnStyles: Partial<ExcelJS.Style>[] = columns.map((c) =>
    c.multiline ? { alignment: { wrapText: true, vertical: 'top' } } : {},
  );
  sheet.columns = columns.map((c, i) => ({
    key: String(i),
    // A time column is as wide as the header that states its zone.
    width: c.zone ? Math.max(c.width, headers[i]!.length + 2) : c.width,
    style: columnStyles[i]!,
  }));
  const header = sheet.addRow(headers);
  header.font = { bold: true };
  header.commit();
  const write = cellWriter(columnStyles);
  let count = 0;
  for await (const cells of rows) {
    const row = sheet.addRow([]);
    cells.forEach((v, i) => write(row.getCell(i + 1), i, v));
    row.commit();
    if (++count % ROWS_PER_TURN === 0) await nextTurn();
    if (count % ROWS_PER_CHECK === 0) {
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
