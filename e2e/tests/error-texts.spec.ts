import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session.js';
import { apiSession } from '../support/api.js';

/** The spec's named failure texts (supplier-and-admin section 8), each where its case occurs. */

const fail = (page: Page, pattern: string) =>
  page.route(pattern, (route) => route.fulfill({ status: 400, json: { success: false, messages: ['Refused for the test.'] } }));
const alert = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

test('My Details: the account record that cannot load is "Error Loading Entity"; a save that gets no answer is "Submit failed!"', async ({
  page,
}) => {
  await signIn(page, 'staff@demo.test');
  await fail(page, '**/api/accounts/me');
  await page.goto('/me');
  await expect(alert(page, 'Error Loading Entity')).toBeVisible();
  await page.unroute('**/api/accounts/me');
  await alert(page, 'Error Loading Entity').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByLabel('First Name')).toBeVisible();

  await page.route('**/api/accounts/updateMe', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit failed!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/We could not reach the server/)).toBeVisible();
});

test('Manage Messaging: entities that cannot load are "Error Loading entities"; an event\'s audiences "Error Loading Targets"', async ({
  page,
  request,
}) => {
  const admin = await apiSession(request, 'admin@demo.test');
  const events = await (
    await request.get('/api/admin/getAllMessages/Admin', { headers: { authorization: `Bearer ${admin.token}` } })
  ).json();
  expect(events.length).toBeGreaterThan(0);
  await signIn(page, 'admin@demo.test');

  await fail(page, '**/api/entityState/getAllEntities');
  await page.goto('/manageMessaging/Admin');
  await expect(alert(page, 'Error Loading entities')).toBeVisible();
  await page.unroute('**/api/entityState/getAllEntities');

  await fail(page, '**/api/entityState/getTargets/**');
  await page.goto(`/manageMessaging/Admin/${events[0].id}`);
  const editor = page.getByRole('dialog');
  await expect(alert(page, 'Error Loading Targets')).toBeVisible();
  await page.unroute('**/api/entityState/getTargets/**');
  await alert(page, 'Error Loading Targets').getByRole('button', { name: 'Retry' }).click();
  await expect(alert(page, 'Error Loading Targets')).toHaveCount(0);
  await editor.getByRole('combobox', { name: 'Audience' }).click();
  await expect(page.getByRole('option', { name: 'Supplier', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Buyer', exact: true })).toHaveCount(0);
});

test('Manage Workflows: the paths a Route action may open that cannot load are "Error Loading Paths" and "Error loading paths"', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test');
  await fail(page, '**/api/entityState/getPaths/**');
  await page.goto('/manageWorkflow/entities/new/Admin/Live?entity=CharterRequest');
  const editor = page.getByRole('dialog', { name: /Add Action/ });
  await editor.getByText('Route', { exact: true }).click();
  await expect(alert(page, 'Error Loading Paths')).toBeVisible();
  await expect(editor.getByText('Error loading paths', { exact: true })).toBeVisible();
  await page.unroute('**/api/entityState/getPaths/**');
  await alert(page, 'Error Loading Paths').getByRole('button', { name: 'Retry' }).click();
  await editor.getByRole('combobox', { name: 'App Route' }).click();
  for (const path of ['Detail', 'Bids', 'Timeline']) await expect(page.getByRole('option', { name: path, exact: true })).toBeVisible();
});

test('Documents: a file that can no longer be read is "Error Saving", and nothing is sent', async ({ page }) => {
  await signIn(page, 'supplier2@demo.test');
  await page.goto('/documents');
  await page.getByRole('button', { name: 'Upload Document' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Document' });
  await upload.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Insurance Certificate' }).click();
  await upload
    .getByLabel('Document file')
    .setInputFiles({ name: 'gone.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  // As when the chosen file was moved or deleted before the upload: reading it fails.
  await page.evaluate(() => {
    Blob.prototype.arrayBuffer = () => Promise.reject(new DOMException('The file could not be read.', 'NotReadableError'));
  });
  let sent = false;
  await page.route('**/api/suppliers/addDocument', (route) => {
    sent = true;
    return route.continue();
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Error Saving' });
  await expect(dialog.getByText('The file could not be read. Please choose it again.')).toBeVisible();
  expect(sent).toBe(false);
});
