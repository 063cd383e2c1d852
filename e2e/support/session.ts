import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-pass-1';

/** Signs in through the login landing; accepts the terms when they are shown. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, { acceptTerms = true } = {}) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  const accept = page.getByRole('button', { name: 'Accept Terms' });
  const account = page.getByRole('button', { name: /account menu/i });
  await expect(accept.or(account)).toBeVisible();
  if (acceptTerms && (await accept.isVisible())) {
    await accept.click();
    await expect(account).toBeVisible();
  }
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
}
