import { expect, test } from '@playwright/test';
import { signIn } from '../support/session.js';
import { apiSession, createCharter, openBidding } from '../support/api.js';
import { approvedDocuments } from '../support/bids.js';

test('an operator lists, adds and removes its own secondary e-mails on My Details, with the spec’s messages', async ({ page }) => {
  const address = `ops-${Date.now().toString(36)}@coral.test`;
  await signIn(page, 'supplier2@demo.test');
  await page.goto('/me');
  const card = page.getByRole('region', { name: 'Secondary E-mails' });
  await expect(card.getByText('No secondary e-mails.')).toBeVisible();

  const field = card.getByRole('textbox', { name: 'New E-mail' });
  await field.fill('not-an-email');
  await card.getByRole('button', { name: 'Add' }).click();
  await expect(card.getByText('Email looks a bit strange...')).toBeVisible();

  await field.fill(address);
  await card.getByRole('button', { name: 'Add' }).click();
  const list = card.getByRole('list', { name: 'Secondary e-mails' });
  await expect(list.getByText(address)).toBeVisible();
  await field.fill(address.toUpperCase());
  await card.getByRole('button', { name: 'Add' }).click();
  await expect(card.getByText('That e-mail is already listed.')).toBeVisible();

  // It stays after a reload, and the admin sees the same list on the operator's page.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Secondary E-mails' }).getByText(address)).toBeVisible();
  await page.setViewportSize({ width: 768, height: 1000 });
  await expect(page.getByRole('button', { name: `Remove ${address}` })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${address}` }).click();
  await expect(page.getByRole('region', { name: 'Secondary E-mails' }).getByText('No secondary e-mails.')).toBeVisible();
});

test('an admin keeps an operator’s account terms: can view supplier info, direct debit, confirmed date, billing due days', async ({
  page,
  request,
}) => {
  const operator = await apiSession(request, 'supplier2@demo.test');
  await signIn(page, 'admin@demo.test');
  await page.goto(`/manageSuppliers/${operator.supplierId}/Detail`);
  const form = page.getByRole('form', { name: 'Supplier detail' });
  await expect(form.getByRole('switch', { name: 'Direct debit' })).not.toBeChecked();

  await form.getByRole('textbox', { name: 'Billing due (days)' }).fill('400');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Billing Due Date must be a whole number of days from 0 to 365')).toBeVisible();

  await form.getByRole('switch', { name: 'Can view supplier info' }).check();
  await form.getByRole('switch', { name: 'Direct debit' }).check();
  await form.getByRole('textbox', { name: 'Confirmed date' }).fill('15/03/2026');
  await form.getByRole('textbox', { name: 'Billing due (days)' }).fill('30');
  await form.getByRole('button', { name: 'Save' }).click();
  const saving = page.getByRole('dialog', { name: 'Saving' });
  await expect(saving.getByText('Supplier updated.')).toBeVisible();
  await saving.getByRole('button', { name: 'OK', exact: true }).click();

  await page.reload();
  const again = page.getByRole('form', { name: 'Supplier detail' });
  await expect(again.getByRole('switch', { name: 'Can view supplier info' })).toBeChecked();
  await expect(again.getByRole('switch', { name: 'Direct debit' })).toBeChecked();
  await expect(again.getByRole('textbox', { name: 'Confirmed date' })).toHaveValue('15/03/2026');
  await expect(again.getByRole('textbox', { name: 'Billing due (days)' })).toHaveValue('30');
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByText(/Can View Supplier Info, Direct Debit, Confirmed Date, Billing Due Date/)).toBeVisible();

  // The operator's own My Details shows none of them.
  const own = await (await page.context().browser()!.newContext()).newPage();
  await signIn(own, 'supplier2@demo.test');
  await own.goto('/me');
  await expect(own.getByRole('heading', { name: 'Supplier Detail' })).toBeVisible();
  await expect(own.getByText('Direct debit')).toHaveCount(0);
  await expect(own.getByText('Billing due (days)')).toHaveCount(0);
});

test('the bid form offers the currencies of getCurrencies, an admin’s new one included', async ({ page, request }) => {
  const admin = await apiSession(request, 'admin@demo.test');
  const charter = await createCharter(request, await apiSession(request, 'client@demo.test'));
  await openBidding(request, admin, charter.id);
  const s1 = await apiSession(request, 'supplier1@demo.test');
  await approvedDocuments(request, admin, s1.supplierId!);
  const added = await request.post('/api/admin/addSetting', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { name: 'Currencies', value: 'SGD' },
  });
  expect(added.ok()).toBe(true);

  await signIn(page, 'supplier1@demo.test');
  await page.goto(`/charterRequests/Me/Live/${charter.id}`);
  await page.getByRole('button', { name: 'Place Bid' }).click();
  const form = page.getByRole('dialog', { name: 'Place Bid' });
  const currency = form.getByRole('combobox', { name: 'Currency' });
  await expect(currency).toHaveValue('AUD');
  await currency.click();
  for (const code of ['AUD', 'NZD', 'USD', 'EUR', 'GBP', 'SGD'])
    await expect(page.getByRole('option', { name: code, exact: true })).toBeVisible();
  await page.getByRole('option', { name: 'NZD', exact: true }).click();
  await expect(currency).toHaveValue('NZD');
  // Put the list back as the other journeys expect it.
  const sgd = (
    await (await request.get('/api/admin/getSettings/Currencies', { headers: { authorization: `Bearer ${admin.token}` } })).json()
  ).find((r: { value: string }) => r.value === 'SGD');
  await request.post('/api/admin/deleteSetting', { headers: { authorization: `Bearer ${admin.token}` }, data: { id: sgd.id } });
});
