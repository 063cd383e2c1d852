import { expect, test } from '@playwright/test';
import { signIn } from '../support/session.js';

test('an operator makes an API key on My Details, its software lists live charters with it, and revoking stops it', async ({ page }) => {
  await signIn(page, 'supplier1@demo.test');
  await page.goto('/me');
  const card = page.getByRole('region', { name: 'API Keys' });
  const name = `Scheduler ${Date.now()}`;
  await card.getByLabel('Name').fill(name);
  await card.getByLabel('Read the charters it may bid on (charters:read)').check();
  await card.getByRole('button', { name: 'Create Key' }).click();
  await expect(card.getByText('API key created. Copy it now: it is shown only once.')).toBeVisible();
  const key = await card.getByLabel(`Key "${name}"`).inputValue();
  expect(key).toMatch(/^cmk_/);
  const row = card.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('charters:read');
  await expect(row).toContainText('Never');

  const headers = { Authorization: `Bearer ${key}` };
  const live = await page.request.get('/api/charterRequest/supplierByStatus/Live', { headers });
  expect(live.status()).toBe(200);
  expect(await live.json()).toHaveProperty('items');
  // Outside its scope.
  expect((await page.request.get('/api/suppliers/bids', { headers })).status()).toBe(403);

  await page.reload();
  await expect(card.getByRole('row', { name: new RegExp(name) })).not.toContainText('Never');
  await card.getByRole('button', { name: `Revoke ${name}` }).click();
  await card
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: 'Revoke', exact: true })
    .click();
  await expect(card.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  expect((await page.request.get('/api/charterRequest/supplierByStatus/Live', { headers })).status()).toBe(401);
});
