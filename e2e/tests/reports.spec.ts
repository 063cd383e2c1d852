import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { copyOfDemoConfirmedCharter } from '../support/confirmed-copy.js';
import { withDatabase } from '../support/database.js';
import { signIn } from '../support/session.js';

// supplier-and-admin sections 2, 7 and 9: the admin's reports open on their default ranges (the
// previous quarter; departures a month back to a year ahead), take another range, and download as
// Excel with the section 9 column sets. The browser is in Brisbane, the zone the days are read in.
test.use({ timezoneId: 'Australia/Brisbane' });

const SHOTS = process.env.E2E_SHOTS_DIR;
const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;

/** The calendar quarter before today's in Brisbane (UTC+10 all year), as dd/MM/yyyy, and a moment in its middle. */
function previousQuarter() {
  const today = new Date(Date.now() + 10 * 3_600_000);
  const q = Math.floor(today.getUTCMonth() / 3);
  const start = new Date(Date.UTC(today.getUTCFullYear(), (q - 1) * 3, 1));
  const end = new Date(Date.UTC(today.getUTCFullYear(), q * 3, 0));
  const middle = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 15, 0, 0)); // 10:00 in Brisbane.
  return { from: day(start), to: day(end), middle };
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function setRange(page: Page, from: string, to: string) {
  for (const [label, value] of [
    ['From', from],
    ['To', to],
  ] as const) {
    const field = page.getByRole('textbox', { name: label, exact: true });
    await field.fill(value);
    await field.press('Enter');
    await page.keyboard.press('Escape');
  }
}

const saved: { file: string; header: string[]; shows: string[] }[] = [];
/** The one money format: "$AUD 1,000.00". */
const money = (n: number) => `$AUD ${n.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const AIRPORT_TIME = "(airport's local time)";
const BRISBANE_TIME = '(AEST)';
const outDir = mkdtempSync(path.join(os.tmpdir(), 'report-xlsx-'));

/** Clicks Download Excel and reads the file's first sheet; keeps a copy for LibreOffice, which must show `shows` as the screen does. */
async function downloadExcel(page: Page, shows: string[] = []) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Excel' }).click()]);
  const file = path.join(outDir, `report-${saved.length + 1}.xlsx`);
  await (download as Download).saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((r) =>
    rows.push((r.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))),
  );
  saved.push({ file, header: rows[0] ?? [], shows });
  return { name: download.suggestedFilename(), rows, sheet: workbook.worksheets[0]! };
}

/**
 * LibreOffice, where installed, opens every downloaded file with the same columns (one start for
 * all files), and its CSV (cells as shown) has the amounts and times as the screen wrote them.
 */
function openInLibreOffice() {
  const soffice = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((p) => existsSync(p));
  if (!soffice) return;
  // The CSV filter's ninth option saves each cell as shown (its number format applied), as a reader sees it.
  const asShown = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true';
  execFileSync(soffice, ['--headless', '--convert-to', asShown, '--outdir', outDir, ...saved.map((s) => s.file)], { timeout: 150_000 });
  for (const s of saved) {
    const csv = readFileSync(s.file.replace(/\.xlsx$/, '.csv'), 'utf8');
    expect(csv.split('\n')[0]!.split(',')).toEqual(s.header);
    for (const text of s.shows) expect(csv).toContain(text);
  }
}

test('the admin opens each report on its default range, changes the range and downloads the Excel', async ({ page }) => {
  test.setTimeout(240_000);
  const quarter = previousQuarter();
  // A booked charter of the demo client flown by supplier1, made and bid on in the middle of the previous quarter.
  const charter = await copyOfDemoConfirmedCharter();
  const operator = await withDatabase(async (db) => {
    await db.query(`update charter_requests set created_at = $2 where id = $1`, [charter.id, quarter.middle]);
    await db.query(`update bids set time_of_bid = $2, created_at = $2 where charter_request_id = $1`, [charter.id, quarter.middle]);
    return (await db.query(`select company_name as name from suppliers where email = 'supplier1@demo.test'`)).rows[0].name as string;
  });

  await signIn(page, 'admin@demo.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page).toHaveURL(/\/reports\/charters$/);
  await expect(page.getByRole('tab', { name: 'Charter Requests Report' })).toHaveAttribute('aria-selected', 'true');

  // Charter requests: the previous quarter, with the charter made in it.
  await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(quarter.from);
  await expect(page.getByRole('textbox', { name: 'To', exact: true })).toHaveValue(quarter.to);
  const table = page.getByRole('table', { name: 'Charter Requests Report' });
  await expect(table.getByRole('row').filter({ hasText: charter.ref })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Operator Price' })).toBeVisible();
  // Amounts in the one money format, times as the airport's wall clock with the zone.
  const onScreen = table.getByRole('row').filter({ hasText: charter.ref });
  await expect(onScreen).toContainText(money(charter.price));
  const departsText = (await onScreen.getByRole('cell').nth(8).textContent())!;
  expect(departsText).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2} A[CEW][SD]T$/);
  await shoot(page, 'reports-charters');

  const charters = await downloadExcel(page, [money(charter.price), departsText]);
  expect(charters.name).toMatch(/^charter-requests-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const header = ['Job Ref', 'Client', 'Department', 'Staff', 'Status', 'Charter Type', 'From', 'To', `Departs ${AIRPORT_TIME}`];
  expect(charters.rows[0]!.slice(0, header.length)).toEqual(header);
  expect(charters.rows[0]!.slice(header.length)).toEqual([
    'Sectors',
    'Passengers',
    'Operator',
    'Operator Price',
    'Price with Margin',
    `Created ${BRISBANE_TIME}`,
    `Confirmed ${BRISBANE_TIME}`,
  ]);
  const at = charters.rows.findIndex((r) => r[0] === charter.ref);
  const mine = charters.rows[at]!;
  expect(mine[1]).toBe('Demo Mining Co');
  expect(mine[4]).toBe('Confirmed');
  // A number cell in the money format and a date cell, not text that looks like them.
  const cells = charters.sheet.getRow(at + 1);
  expect([cells.getCell(13).value, cells.getCell(13).numFmt]).toEqual([charter.price, '"$AUD "#,##0.00;-"$AUD "#,##0.00']);
  expect(cells.getCell(9).type).toBe(ExcelJS.ValueType.Date);
  expect(cells.getCell(9).numFmt).toBe(`dd-mmm-yyyy hh:mm "${departsText.slice(-4)}"`);

  // Another range: the quarter before holds no such charter.
  const [, m, y] = quarter.from.split('/').map(Number) as [number, number, number];
  const earlier = { from: day(new Date(Date.UTC(y, m - 4, 1))), to: day(new Date(Date.UTC(y, m - 1, 0))) };
  await setRange(page, earlier.from, earlier.to);
  await expect(page).toHaveURL(new RegExp(`from=${encodeURIComponent(earlier.from)}`));
  await expect(page.getByText(`from ${earlier.from} to ${earlier.to}`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: charter.ref })).toHaveCount(0);
  // A range that runs backwards says so and reads nothing.
  await setRange(page, earlier.to, earlier.from);
  await expect(page.getByText('From must be before To')).toBeVisible();

  // Payload report: the booked charter's sectors over a range that holds its flights.
  await page.getByRole('tab', { name: 'Payload Report' }).click();
  await expect(page).toHaveURL(/\/reports\/payload$/);
  await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(quarter.from);
  const departs = await withDatabase(
    async (db) =>
      (await db.query(`select min(depart_time) as first from charter_routes where charter_request_id = $1`, [charter.id])).rows[0]
        .first as Date,
  );
  const around = (ms: number) => day(new Date(departs.getTime() + 10 * 3_600_000 + ms));
  await setRange(page, around(-2 * 86_400_000), around(2 * 86_400_000));
  const payload = page.getByRole('table', { name: 'Payload Report' });
  await expect(payload.getByRole('row').filter({ hasText: charter.ref }).first()).toBeVisible();
  await expect(payload.getByRole('columnheader', { name: 'Payload Remaining (kg)' })).toBeVisible();
  await shoot(page, 'reports-payload');
  const payloadFile = await downloadExcel(page);
  expect(payloadFile.rows[0]).toEqual([
    'Job Ref',
    'Sector',
    'From',
    'To',
    `Departs ${AIRPORT_TIME}`,
    'Aircraft',
    'Pax Limit',
    'Passengers on Manifest',
    'Payload (kg)',
    'Total Weight (kg)',
    'Payload for Sale (kg)',
    'Payload Remaining (kg)',
  ]);
  expect(payloadFile.rows.some((r) => r[0] === charter.ref)).toBe(true);

  // Departure report: a month back to a year ahead, where the booked charter departs.
  await page.getByRole('tab', { name: 'Departure Report' }).click();
  const now = new Date(Date.now() + 10 * 3_600_000);
  const monthAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const expectedFrom = day(
    new Date(
      Date.UTC(
        monthAgo.getUTCFullYear(),
        monthAgo.getUTCMonth(),
        Math.min(now.getUTCDate(), lastDay(monthAgo.getUTCFullYear(), monthAgo.getUTCMonth())),
      ),
    ),
  );
  await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(expectedFrom);
  const departures = page.getByRole('table', { name: 'Departure Report' });
  await expect(departures.getByRole('row').filter({ hasText: charter.ref }).first()).toBeVisible();
  await shoot(page, 'reports-departures');
  const departureFile = await downloadExcel(page);
  expect(departureFile.rows[0]).toEqual([
    `Departs ${AIRPORT_TIME}`,
    'Job Ref',
    'From',
    'To',
    'Operator',
    'Aircraft',
    'Passengers',
    'Manifest Complete',
  ]);
  const flight = departureFile.rows.find((r) => r[1] === charter.ref)!;
  expect(flight[4]).toBe(operator);
  expect(['Yes', 'No']).toContain(flight[7]);

  // Job tracker: choose supplier1; its job in the previous quarter, with the history.
  await page.getByRole('tab', { name: 'Job Tracker' }).click();
  await expect(page.getByText('Choose up to 5 operators to see their jobs.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Operators' }).click();
  await page.getByRole('option', { name: operator, exact: true }).click();
  await page.keyboard.press('Escape');
  const jobs = page.getByRole('table', { name: 'Job Tracker' });
  const job = jobs.getByRole('row').filter({ hasText: charter.ref });
  await expect(job).toBeVisible();
  await expect(job).toContainText('Confirmed');
  await expect(page.getByText(/\d+ bid on · \d+ won · \d+ confirmed or finished/)).toBeVisible();
  await shoot(page, 'reports-job-tracker');
  const history = await downloadExcel(page);
  expect(history.rows[0]).toEqual([
    'Operator',
    'Job Ref',
    'Charter Status',
    'From',
    'To',
    `Departs ${AIRPORT_TIME}`,
    'Bids',
    `First Bid ${BRISBANE_TIME}`,
    'Last Bid Price',
    'Last Bid with Margin',
    'Outcome',
    'Job History',
  ]);
  expect(history.rows.find((r) => r[1] === charter.ref)![10]).toBe('Confirmed');
  openInLibreOffice();
});

test('a staff member opens only the payload report, of its own confirmed charters', async ({ page }) => {
  await signIn(page, 'staff@demo.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payload Report', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payload Report', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await page.goto('/reports/charters');
  await expect(page.getByText(/not found|not available/i).first()).toBeVisible();
});
