import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { choosePlace } from '../support/places.js';
import { signIn } from '../support/session.js';
import { apiSession } from '../support/api.js';

// House rule 9: a departure is entered and shown as its airport's local time with the zone's
// abbreviation, never the browser's zone. This browser is in New York (UTC-5/-4), where 09:30 in
// Perth or Brisbane is the evening before.
test.use({ timezoneId: 'America/New_York' });

const pad = (n: number) => String(n).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day some weeks ahead as typed (dd/MM/yyyy) and as shown (DD-MMM-YYYY). */
function dayAhead(days: number): { typed: string; shown: string } {
  const d = new Date(Date.now() + days * 86_400_000);
  return {
    typed: `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`,
    shown: `${pad(d.getUTCDate())}-${MONTHS[d.getUTCMonth()]}-${d.getUTCFullYear()}`,
  };
}

const sector = (page: Page, n: number) => page.getByRole('region', { name: `Sector ${n}` });

/** Posts a one-way request from the form and answers its job reference. */
async function requestFrom(page: Page, from: [string, RegExp], to: [string, RegExp], day: string, zone: string): Promise<string> {
  await page.goto('/newCharterRequest');
  const first = sector(page, 1);
  await choosePlace(first, 'From', ...from);
  await choosePlace(first, 'To', ...to);
  await first.getByRole('textbox', { name: 'Depart Date' }).fill(day);
  await first.getByRole('textbox', { name: 'Depart Time' }).fill('09:30');
  // The abbreviation of the departure airport's zone sits beside the time.
  await expect(first.getByTestId('depart-zone')).toHaveText(zone);
  await page.getByRole('combobox', { name: 'Charter Sub Type' }).click();
  await page.getByRole('option', { name: 'Corporate' }).click();
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const saved = page.getByRole('dialog', { name: 'Saving' });
  const text = (await saved.getByText(/^Charter request JB\d+ saved\.$/).textContent()) ?? '';
  await saved.getByRole('button', { name: 'OK' }).click();
  return /JB\d+/.exec(text)![0];
}

test('a client in another time zone enters Perth and Brisbane departures at 09:30: list, detail and Excel read 09:30 AWST and 09:30 AEST', async ({
  page,
  request,
}) => {
  const day = dayAhead(40);
  await signIn(page, 'client@demo.test');
  const perth = await requestFrom(page, ['PER', /Perth Airport \(PER\)/], ['BNE', /Brisbane Airport \(BNE\)/], day.typed, 'AWST');
  const brisbane = await requestFrom(
    page,
    ['BNE', /Brisbane Airport \(BNE\)/],
    ['Longreach', /Longreach Airport \(LRE\)/],
    day.typed,
    'AEST',
  );

  // The list: each row's departure in its airport's time.
  await page.goto('/charterRequests/Me/New');
  const row = (job: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: job, exact: true }) });
  await expect(row(perth).getByLabel(`${day.shown} 09:30 AWST`)).toBeVisible();
  await expect(row(brisbane).getByLabel(`${day.shown} 09:30 AEST`)).toBeVisible();

  // The detail: the summary line and the sectors table.
  await page.getByRole('link', { name: perth, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Charter Request ${perth}` })).toBeVisible();
  // The sector line of the detail (the Charter shares panel names the same departure again).
  await expect(page.getByText(`· departs ${day.shown} 09:30 AWST`)).toBeVisible();
  await expect(page.getByRole('table').getByRole('cell', { name: `${day.shown} 09:30 AWST` })).toBeVisible();

  // Editing shows the time as it was typed, in Perth time.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(sector(page, 1).getByRole('textbox', { name: 'Depart Time' })).toHaveValue('09:30');
  await expect(sector(page, 1).getByTestId('depart-zone')).toHaveText('AWST');

  // The Excel export (the admin's Excel button calls this): a date cell holding the airport's wall clock (ADR 0041).
  const admin = await apiSession(request, 'admin@demo.test');
  const file = await request.get('/api/charterRequest/export/New.xlsx', { headers: { Authorization: `Bearer ${admin.token}` } });
  expect(file.ok()).toBe(true);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await file.body()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const departs = new Map<string, string>();
  sheet.eachRow((r) => {
    const v = r.getCell(10).value;
    departs.set(String(r.getCell(1).value), v instanceof Date ? v.toISOString().slice(11, 16) : String(v));
  });
  expect(departs.get(perth)).toBe('09:30');
  expect(departs.get(brisbane)).toBe('09:30');
});
