import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/session.js';
import { withDatabase } from '../support/database.js';
import { brisbaneDay } from '../support/dates.js';
import { DAY, apiSession, createCharter, openBidding as openBiddingByApi } from '../support/api.js';

test("an admin opens bidding in the action dialog and the client's Live list shows it without reloading", async ({ browser, request }) => {
  const charter = await createCharter(request, await apiSession(request, 'client@demo.test'));

  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await signIn(clientPage, 'client@demo.test');
  await expect(clientPage).toHaveURL(/\/charterRequests\/Me\/Live$/i);
  await expect(clientPage.getByRole('tab', { name: 'Live', selected: true })).toBeVisible();
  // The list has loaded (empty or not) before the change happens.
  await expect(
    clientPage.getByText('No charter requests available').or(clientPage.getByRole('table', { name: 'Charter requests' })),
  ).toBeVisible();
  await expect(clientPage.getByRole('link', { name: charter.ref, exact: true })).toHaveCount(0);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, 'admin@demo.test');
  await adminPage.goto('/charterRequests/Me/New');
  await adminPage.getByRole('link', { name: charter.ref, exact: true }).click();
  await expect(adminPage.getByRole('heading', { name: `Charter Request ${charter.ref}` })).toBeVisible();

  await adminPage.getByRole('button', { name: 'Open Bidding' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Open Bidding' });
  // Without a date the dialog says what it needs, before any call.
  await dialog.getByRole('button', { name: 'Open Bidding' }).click();
  await expect(dialog.getByText('Bidding end date must be between now and the first departure')).toBeVisible();
  // dd/MM/yyyy and HH:mm in Brisbane time, whatever the browser's locale and zone.
  await dialog.getByRole('textbox', { name: 'Bidding end date' }).fill(brisbaneDay(new Date(Date.now() + 2 * DAY)));
  await dialog.getByRole('textbox', { name: 'Bidding end time' }).fill('12:00');
  await dialog.getByRole('button', { name: 'Open Bidding' }).click();
  await expect(adminPage.getByRole('dialog', { name: 'Open Bidding' }).getByText(`${charter.ref} is now Live.`)).toBeVisible();

  // The client's page was never reloaded: the server's change event refreshed the list.
  await expect(clientPage.getByRole('link', { name: charter.ref, exact: true })).toBeVisible({ timeout: 5000 });
  await expect(clientPage).toHaveURL(/\/charterRequests\/Me\/Live$/i);

  await adminPage.getByRole('dialog', { name: 'Open Bidding' }).getByRole('button', { name: 'OK' }).click();
  await adminPage.getByRole('tab', { name: 'Timeline' }).click();
  await expect(adminPage.getByText('Pending → Live')).toBeVisible();
  await clientContext.close();
  await adminContext.close();
});

test('staff cannot see a charter of another client: not listed, not found, not offered by the job search', async ({ page, request }) => {
  // The admin books it for the QGov client, so qgov@demo.test stays a first-time user for the terms journey.
  const admin = await apiSession(request, 'admin@demo.test');
  const options = await request.get('/api/charterRequest/clientOptions', { headers: { Authorization: `Bearer ${admin.token}` } });
  const qgov = ((await options.json()) as { id: string; clientType: string }[]).find((c) => c.clientType === 'QGov')!;
  const charter = await createCharter(request, { token: admin.token, clientId: qgov.id, supplierId: null });
  await openBiddingByApi(request, admin, charter.id);

  await signIn(page, 'staff@demo.test');
  await page.goto('/charterRequests/Me/Live');
  await expect(page.getByRole('tab', { name: 'Live', selected: true })).toBeVisible();
  await expect(page.getByText('No charter requests available').or(page.getByRole('table', { name: 'Charter requests' }))).toBeVisible();
  await expect(page.getByRole('link', { name: charter.ref, exact: true })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Job Number' }).fill(charter.ref);
  await expect(page.getByText('No matching jobs')).toBeVisible();

  await page.goto(`/charterRequests/Me/Live/${charter.id}`);
  await expect(page.getByText('Sorry, this item is not available')).toBeVisible();
});

test('the job-number search opens a charter under the list and tab that hold it, so Back to the list shows it', async ({
  page,
  request,
}) => {
  // A staff member's request: Pending (the New tab), and under the client's All list, not its Me list.
  const charter = await createCharter(request, await apiSession(request, 'staff@demo.test'));

  await signIn(page, 'client@demo.test');
  await expect(page).toHaveURL(/\/charterRequests\/Me\/Live$/i);
  await page.getByRole('combobox', { name: 'Job Number' }).fill(charter.ref);
  await page.getByRole('option', { name: new RegExp(charter.ref) }).click();
  await page.getByRole('button', { name: 'View', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/charterRequests/All/New/${charter.id}$`));
  await expect(page.getByRole('heading', { name: `Charter Request ${charter.ref}` })).toBeVisible();
  await page.getByRole('link', { name: '← Back to the list' }).click();
  await expect(page).toHaveURL(/\/charterRequests\/All\/New$/);
  await expect(page.getByRole('tab', { name: 'New', selected: true })).toBeVisible();
  await expect(page.getByRole('link', { name: charter.ref, exact: true })).toBeVisible();
});

test('the admin downloads the list as an Excel workbook', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/charterRequests/Me/Live');
  await expect(page.getByRole('tab', { name: 'Live', selected: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  // An .xlsx is a zip archive: it starts with "PK".
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});

test('a list of more than a thousand charters says "1,000+" in its footer, at 1280 and 768 px', async ({ page }, info) => {
  // A word only these charters carry, so the search shows them alone whatever else the world holds.
  const word = `capcheck${Date.now().toString(36)}`;
  await withDatabase((db) =>
    db.query(
      `insert into charter_requests (client_id, status, charter_type, charter_sub_type, depart_time, last_depart_time, from_site, to_site,
         search_text)
       select u.client_id, 'Closed', 'Passenger', 'Charter', now() - make_interval(days => g), now() - make_interval(days => g),
         'Brisbane', 'Longreach', $1 || ' brisbane longreach'
       from users u, generate_series(1, 1001) g where u.email = 'client@demo.test'`,
      [word],
    ),
  );
  try {
    await signIn(page, 'admin@demo.test');
    await page.goto('/charterRequests/Me/Closed');
    await expect(page.getByRole('tab', { name: 'Closed', selected: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search' }).fill(word);
    await expect(page.getByText('Showing 50 of 1,000+')).toBeVisible();
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: info.outputPath(`list-total-capped-${width}.png`) });
    }
  } finally {
    await withDatabase((db) => db.query(`delete from charter_requests where search_text like $1`, [`${word} %`]));
  }
});
