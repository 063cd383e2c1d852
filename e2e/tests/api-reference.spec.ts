import { expect, test } from '@playwright/test';
import { signIn, signInOverApi } from '../support/session.js';

test('an admin opens the API reference from the account menu and calls an operation from it', async ({ page, context }) => {
  await signIn(page, 'admin@demo.test');
  await page.getByRole('button', { name: /account menu/i }).click();
  const [docs] = await Promise.all([context.waitForEvent('page'), page.getByRole('menuitem', { name: 'API Reference' }).click()]);
  await docs.waitForLoadState();
  expect(new URL(docs.url()).pathname).toBe('/api/docs/');
  // Swagger UI is one large script: give it time to load on a busy machine.
  await expect(docs.getByRole('heading', { name: /Charter Marketplace API/ })).toBeVisible({ timeout: 30_000 });
  await expect(docs.getByText('Authorization: Bearer <accessToken>')).toBeVisible();

  // Authorize with a token from a sign-in, then try a call from the page.
  const { accessToken } = await signInOverApi(page.request, 'admin@demo.test');
  await docs.getByRole('button', { name: 'Authorize' }).first().click();
  const dialog = docs.locator('.modal-ux');
  await dialog.locator('input').first().fill(accessToken.token);
  await dialog.locator('.auth-btn-wrapper button.authorize').click();
  await expect(dialog.getByRole('heading', { name: 'Authorized' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await docs.locator('#operations-tag-Accounts').click();
  const operation = docs.locator('.opblock', { has: docs.locator('[data-path="/api/accounts/charterType"]') }).first();
  await operation.locator('.opblock-summary').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  await expect(operation.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200');
  await expect(operation.locator('.live-responses-table')).toContainText('Freight');
});

test('the menu offers the reference to admins only', async ({ page }) => {
  await signIn(page, 'supplier1@demo.test');
  await page.getByRole('button', { name: /account menu/i }).click();
  await expect(page.getByRole('menuitem', { name: 'My Details' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'API Reference' })).toHaveCount(0);
});
