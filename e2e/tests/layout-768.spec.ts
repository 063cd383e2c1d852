import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session.js';

// A tablet held upright: every page fits its width; a wide table scrolls inside its own box.
const WIDTH = 768;
test.use({ viewport: { width: WIDTH, height: 1000 } });

// The page's content, not the page itself, is what can be wider than the screen.
declare const document: { documentElement: { scrollWidth: number } };

async function fitsTheWidth(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways at ${WIDTH} px`).toBeLessThanOrEqual(
    WIDTH,
  );
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

/** Opens the first charter of a list and waits for its page. */
async function firstCharter(page: Page, list: string) {
  await page.goto(list);
  await page
    .getByRole('link', { name: /^View JB\d+$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /JB\d+/ })).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${list} charter scrolls sideways`).toBeLessThanOrEqual(WIDTH);
}

test('the admin: lists, a charter, the operator file, reports and workflow fit 768 px', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await fitsTheWidth(page, '/charterRequests/Me/Live', heading('Charters'));
  await fitsTheWidth(page, '/manageSuppliers', heading('Suppliers'));
  await fitsTheWidth(page, '/manageClients/Clients', heading(/Clients/));
  await fitsTheWidth(page, '/reports/charters', heading('Reports'));
  await fitsTheWidth(page, '/manageWorkflow', heading('Manage Workflows'));
  await fitsTheWidth(page, '/messageLog', heading('Messages'));
  await fitsTheWidth(page, '/aircraftCategories', heading('Aircraft Categories'));
  await firstCharter(page, '/charterRequests/Me/Upcoming');
});

test('a client and an operator: a charter and the operator screens fit 768 px', async ({ page }) => {
  await signIn(page, 'client@demo.test');
  // Every tab of the list is in sight: they wrap rather than hide past the edge.
  await fitsTheWidth(page, '/charterRequests/Me/Live', heading('Charters'));
  await expect(page.getByRole('tab', { name: 'Completed Changes' })).toBeInViewport();
  await firstCharter(page, '/charterRequests/Me/Upcoming');
  // The request form with a return trip and a passenger open: the widest the form gets.
  await fitsTheWidth(page, '/newCharterRequest', heading('New Charter Request'));
  await page.getByRole('tab', { name: 'Return' }).click();
  const first = page.getByRole('region', { name: 'Sector 1' });
  await first.getByRole('button', { name: 'Add passengers' }).click();
  await first.getByRole('button', { name: 'Add passenger', exact: true }).click();
  await expect(first.getByRole('group', { name: 'Passenger 1' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the request form scrolls sideways').toBeLessThanOrEqual(WIDTH);

  await signIn(page, 'supplier1@demo.test');
  await fitsTheWidth(page, '/aircraft', heading('Aircraft'));
  await fitsTheWidth(page, '/documents', heading(/Documents/));
  await fitsTheWidth(page, '/bids', heading('My Past Bids'));
  await firstCharter(page, '/charterRequests/Me/Live');

  // The demo endpoint's delivery log with a delivery's attempts open: it fits without a scroll bar of its own.
  // A delivery tried at least once (charters other journeys open add untried ones at the top).
  await fitsTheWidth(page, '/me', heading('Supplier Detail'));
  await page.getByRole('button', { name: 'Log', exact: true }).click();
  const log = page.getByRole('table', { name: /^Deliveries to / });
  await log
    .getByRole('button', { name: /^[1-9]\d* attempts of [\w.]+: show each$/ })
    .first()
    .click();
  await expect(log.getByRole('table', { name: /^Attempts of / })).toBeVisible();
  const box = log.locator('xpath=ancestor::div[contains(@class, "ScrollArea-viewport")][1]');
  expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth), 'the delivery log scrolls sideways').toBeLessThanOrEqual(0);
});
