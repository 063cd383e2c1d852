import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { withDatabase } from '../support/database.js';
import { signIn } from '../support/session.js';

// ADR 0046: the spend and competition report opens on the previous quarter with the demo world's
// year of history in it, draws its months as charts and downloads the same rows as Excel; admins
// see every client with the operators' price and the margin, a client only its own.
test.use({ timezoneId: 'Australia/Brisbane' });

const SHOTS = process.env.E2E_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300); // the charts redraw at the new width
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The charts are drawn: each figure has its bars or lines. */
async function expectCharts(page: Page, titles: string[]) {
  for (const title of titles) {
    const figure = page.getByRole('figure', { name: title });
    await expect(figure).toBeVisible();
    await expect(figure.locator('.recharts-bar-rectangle, .recharts-line-curve').first()).toBeVisible();
  }
}

async function downloadExcel(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Excel' }).click()]);
  const file = path.join(os.tmpdir(), `spend-${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
  return { name: download.suggestedFilename(), sheet: workbook.worksheets[0]! };
}

const headersOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);

test('an admin and a client open the spend report, see its charts and download it', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports', exact: true }).click();
  await page.getByRole('tab', { name: 'Spend and Competition' }).click();
  await expect(page).toHaveURL(/\/reports\/spend/);
  const table = page.getByRole('table', { name: 'Spend and Competition' });
  await expect(table.getByRole('row', { name: /Demo Mining Co/ }).first()).toBeVisible();
  await expect(table.getByRole('row', { name: /Queensland Health/ }).first()).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Operator Price' })).toBeVisible();
  await expectCharts(page, ['Charters per month', 'Spend with margin per month (AUD)', 'Competition', 'Estimated CO2 per month (tonnes)']);
  await shoot(page, 'spend-admin');

  const admin = await downloadExcel(page);
  expect(admin.name).toMatch(/^spend-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(headersOf(admin.sheet)).toEqual(expect.arrayContaining(['Month', 'Client', 'Spend with Margin', 'Operator Price', 'Margin']));
  const rows = await table.getByRole('row').count();
  expect(admin.sheet.rowCount).toBe(rows); // the header and one line per row of the table
  const spendColumn = headersOf(admin.sheet).indexOf('Spend with Margin') + 1;
  expect(typeof admin.sheet.getRow(2).getCell(spendColumn).value).toBe('number');

  // Grouped by department instead: the client's own requests and its department's are separate rows.
  await page.getByRole('combobox', { name: 'Group by' }).click();
  await page.getByRole('option', { name: 'Department' }).click();
  await expect(table.getByRole('columnheader', { name: 'Department' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Exploration/ }).first()).toBeVisible();

  await signIn(page, 'client@demo.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports', exact: true }).click();
  await page.getByRole('tab', { name: 'Spend and Competition' }).click();
  await expect(table.getByRole('row', { name: /Exploration/ }).first()).toBeVisible();
  await expect(table.getByText('Queensland Health')).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'Operator Price' })).toHaveCount(0);
  await expectCharts(page, ['Charters per month', 'Spend with margin per month (AUD)', 'Competition', 'Estimated CO2 per month (tonnes)']);
  await shoot(page, 'spend-client');
  const client = await downloadExcel(page);
  expect(headersOf(client.sheet)).not.toContain('Operator Price');
  expect(headersOf(client.sheet)).not.toContain('Margin');
  const clientColumn = headersOf(client.sheet).indexOf('Client') + 1;
  for (let r = 2; r <= client.sheet.rowCount; r++) expect(client.sheet.getRow(r).getCell(clientColumn).value).toBe('Demo Mining Co');
});

test("a flown charter's sectors show their CO2 estimate", async ({ page }) => {
  const id = await withDatabase(
    async (db) =>
      (await db.query(`select id from charter_requests where status = 'Finished' and route_count = 2 order by created_at desc limit 1`))
        .rows[0].id as string,
  );
  await signIn(page, 'admin@demo.test');
  await page.goto(`/charterRequests/Me/Completed/${id}`);
  const sectors = page.getByRole('table', { name: 'Sectors' });
  await expect(sectors.getByRole('columnheader', { name: 'CO2 (est.)' })).toBeVisible();
  await expect(sectors.getByRole('cell', { name: /^[\d,]+ kg CO2$/ })).toHaveCount(2);
  await shoot(page, 'sectors-co2');
});

test("an admin changes a category's fuel burn on Aircraft Categories, and a flown sector's CO2 follows", async ({ page }) => {
  const flown = await withDatabase(
    async (db) =>
      (
        await db.query(
          `select cr.id, ac.id as "categoryId", ac.category, ac.fuel_burn_kg_per_hour as burn, ac.fuel_type as fuel
           from charter_requests cr join bid_routes br on br.bid_id = cr.bid_id and br."order" = 0
           join aircraft a on a.id = br.aircraft_ids[1] join aircraft_categories ac on ac.id = a.aircraft_category_id
           where cr.status = 'Finished' and cr.route_count = 1 order by cr.created_at desc limit 1`,
        )
      ).rows[0] as { id: string; categoryId: string; category: string; burn: number; fuel: string },
  );
  await signIn(page, 'admin@demo.test');
  await page.goto(`/charterRequests/Me/Completed/${flown.id}`);
  const co2 = page.getByRole('table', { name: 'Sectors' }).getByRole('cell', { name: /^[\d,]+ kg CO2$/ });
  const before = await co2.textContent();

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Aircraft Categories' }).click();
  await expect(page).toHaveURL(/\/aircraftCategories$/);
  const table = page.getByRole('table', { name: 'Aircraft categories' });
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: flown.category, exact: true }) });
  await expect(row).toContainText(`${flown.burn.toLocaleString('en-AU')} kg/h`);
  try {
    await row.getByRole('button', { name: `Edit fuel burn of ${flown.category}` }).click();
    const form = page.getByRole('dialog', { name: `Fuel burn of ${flown.category}` });
    const burn = form.getByRole('textbox', { name: 'Fuel burn (kg per hour)' });
    await burn.fill('9000');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Fuel burn must be a whole number of kg per hour from 0 to 5,000')).toBeVisible();
    await burn.fill(String(flown.burn * 2));
    await expect(form.getByText(/kg CO2 an hour$/)).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();
    const saving = page.getByRole('dialog', { name: 'Saving' });
    await expect(saving.getByText('Fuel burn saved.')).toBeVisible();
    await saving.getByRole('button', { name: 'OK' }).click();
    await expect(row).toContainText(`${(flown.burn * 2).toLocaleString('en-AU')} kg/h`);
    await shoot(page, 'aircraft-categories');

    // Twice the burn, twice the sector's estimate (rounded to the kilogram).
    await page.goto(`/charterRequests/Me/Completed/${flown.id}`);
    const kg = (text: string | null) => Number(/^[\d,]+/.exec(text ?? '')![0].replace(/,/g, ''));
    await expect(co2).not.toHaveText(before ?? '');
    expect(Math.abs(kg(await co2.textContent()) - 2 * kg(before))).toBeLessThanOrEqual(1);
  } finally {
    await withDatabase((db) =>
      db.query(`update aircraft_categories set fuel_burn_kg_per_hour = $2, fuel_type = $3 where id = $1`, [
        flown.categoryId,
        flown.burn,
        flown.fuel,
      ]),
    );
  }
});
