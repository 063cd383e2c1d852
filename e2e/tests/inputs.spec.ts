import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiSession, createCharter, openBidding } from '../support/api.js';
import { approvedDocuments } from '../support/bids.js';
import { freshOperator, retireOperator } from '../support/database.js';
import { signIn } from '../support/session.js';

const MINUTES = 'Flight time minutes must be between 00 and 59';

/** Types key by key, as a user does, so the colon is inserted between keystrokes. */
async function typeFlightTime(field: Locator, keys: string) {
  await field.fill('');
  await field.pressSequentially(keys);
}

test('the request form types flight time as HH:MM and shows each sector’s payload remaining in green or red', async ({ page }) => {
  await signIn(page, 'client@demo.test');
  await page.goto('/newCharterRequest');
  const first = page.getByRole('region', { name: 'Sector 1' });
  const flightTime = first.getByRole('textbox', { name: 'Flight Time' });
  await typeFlightTime(flightTime, '1045');
  await expect(flightTime).toHaveValue('10:45');
  await typeFlightTime(flightTime, '0230');
  await expect(flightTime).toHaveValue('02:30');
  await typeFlightTime(flightTime, '999');
  await expect(flightTime).toHaveValue('9:99');
  await expect(first.getByText(MINUTES)).toBeVisible();
  await typeFlightTime(flightTime, '215');
  await expect(flightTime).toHaveValue('2:15');
  await expect(first.getByText(MINUTES)).toHaveCount(0);

  // The 25 kg asked for is payload beyond the passengers (ADR 0039): a passenger listed comes on top
  // of it, so a new passenger (0 kg in this form) or one of 86 + 15 kg leaves it green at 25 kg.
  const remaining = first.getByText(/^Payload remaining:/);
  await expect(remaining).toHaveText('Payload remaining: 25 kg');
  await expect(remaining).toHaveAttribute('data-tone', 'green');
  await expect(first.getByText('of 25 kg asked for beyond the passengers')).toBeVisible();
  await first.getByRole('button', { name: 'Add passengers' }).click();
  await first.getByRole('button', { name: 'Add passenger', exact: true }).click();
  const row = first.getByRole('group', { name: 'Passenger 1' });
  await expect(row.getByLabel('Passenger Weight (kg)')).toHaveValue('0');
  await expect(row.getByLabel('Bag Weight (kg)')).toHaveValue('0');
  await row.getByLabel('Passenger Weight (kg)').fill('86');
  await row.getByLabel('Bag Weight (kg)').fill('15');
  await expect(remaining).toHaveText('Payload remaining: 25 kg');
  await expect(remaining).toHaveAttribute('data-tone', 'green');
  await first.getByRole('button', { name: 'How payload remaining is worked out' }).click();
  await expect(page.getByText('The passenger list (101 kg) comes on top of it.', { exact: false })).toBeVisible();
  await page.keyboard.press('Escape');
  await first.getByRole('textbox', { name: 'Payload (kg)' }).fill('0');
  await expect(remaining).toHaveText('Payload remaining: 0 kg');
  await expect(remaining).toHaveAttribute('data-tone', 'red');
  await first.getByRole('textbox', { name: 'Payload (kg)' }).fill('300');
  await expect(remaining).toHaveText('Payload remaining: 300 kg');
  await expect(remaining).toHaveAttribute('data-tone', 'green');
});

test('the bid form: flight time typing, minutes above 59 refused, Same for all clears the copied sectors’ messages', async ({
  page,
  request,
}) => {
  const admin = await apiSession(request, 'admin@demo.test');
  const charter = await createCharter(request, await apiSession(request, 'client@demo.test'));
  await openBidding(request, admin, charter.id);
  await approvedDocuments(request, admin, (await apiSession(request, 'supplier1@demo.test')).supplierId!);
  await signIn(page, 'supplier1@demo.test');
  await page.goto(`/charterRequests/Me/Live/${charter.id}`);

  // Not the awarded operator: a passenger count and the payload left, never "No passengers listed".
  const manifest = page.getByText('2 passengers (the list is shared with the operator flying the charter)');
  await expect(manifest).toHaveCount(2);
  await expect(page.getByText('No passengers listed')).toHaveCount(0);
  await expect(page.getByText('Payload remaining: 100 kg').first()).toHaveAttribute('data-tone', 'green');

  await page.getByRole('button', { name: 'Place Bid' }).click();
  const form = page.getByRole('dialog', { name: 'Place Bid' });
  const first = form.getByRole('region', { name: 'Sector 1' });
  const second = form.getByRole('region', { name: 'Sector 2' });
  const flightTime = first.getByRole('textbox', { name: 'Flight Time' });
  await typeFlightTime(flightTime, '1045');
  await expect(flightTime).toHaveValue('10:45');
  await typeFlightTime(flightTime, '999');
  await form.getByRole('textbox', { name: 'Price (ex GST)' }).fill('1000');
  await form.getByRole('button', { name: 'Submit Bid' }).click();
  await expect(first.getByText(MINUTES)).toBeVisible();
  await expect(second.getByText('At least one Aircraft required')).toBeVisible();
  await expect(second.getByText('Passenger limit is required')).toBeVisible();

  await first.getByRole('combobox', { name: 'Aircraft' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await expect(first.getByText('At least one Aircraft required')).toHaveCount(0);
  await expect(second.getByText('At least one Aircraft required')).toBeVisible();
  await form.getByRole('checkbox', { name: 'Same for all' }).check();
  await expect(second.getByRole('textbox', { name: 'Pax Limit' })).not.toHaveValue('');
  await expect(second.getByText('At least one Aircraft required')).toHaveCount(0);
  await expect(second.getByText('Passenger limit is required')).toHaveCount(0);
  await form.getByRole('button', { name: 'Cancel' }).click();
});

test('an aircraft’s pax limit must fit its category: 30 on a Turboprop is refused with the range, 0 is missing', async ({ page }) => {
  await signIn(page, 'supplier1@demo.test');
  await page.goto('/aircraft');
  await page.getByRole('button', { name: 'Add Aircraft' }).click();
  const form = page.getByRole('dialog', { name: 'Add Aircraft' });
  await form.getByRole('textbox', { name: 'Registration' }).fill('VH-RNG');
  await form.getByRole('textbox', { name: 'Type' }).fill('Cessna 208 Caravan');
  await form.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Turboprop', exact: true }).click();
  const pax = form.getByRole('textbox', { name: 'Pax Limit' });
  await pax.fill('30');
  await form.getByRole('button', { name: 'Save Aircraft' }).click();
  await expect(form.getByText('Passenger limit for a Turboprop must be between 1 and 9.')).toBeVisible();
  await pax.fill('0');
  await pax.blur();
  await expect(pax).toHaveValue('0');
  await form.getByRole('button', { name: 'Save Aircraft' }).click();
  await expect(form.getByText('Passenger limit is required')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('cell', { name: 'VH-RNG' })).toHaveCount(0);
});

test('an operator without an approved, current document is told so instead of opening Place Bid', async ({ page, request }) => {
  const email = `no-documents-${Date.now()}@demo.test`;
  const supplierId = await freshOperator(email, 'Paperless Air');
  try {
    await cannotBidYet(page, request, email);
  } finally {
    await retireOperator(supplierId);
  }
});

async function cannotBidYet(page: Page, request: APIRequestContext, email: string) {
  const admin = await apiSession(request, 'admin@demo.test');
  const charter = await createCharter(request, await apiSession(request, 'client@demo.test'));
  await openBidding(request, admin, charter.id);

  await signIn(page, email);
  await page.goto(`/charterRequests/Me/Live/${charter.id}`);
  const notice = page.getByRole('status').filter({ hasText: 'You cannot bid yet' });
  await expect(
    notice.getByText('You need your required documents approved and current before you can bid. Upload them on the Documents page.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Bid' })).toBeDisabled();
  await notice.getByRole('link', { name: 'Go to Documents' }).click();
  await expect(page).toHaveURL(/\/documents$/);
}
