import { expect, test } from '@playwright/test';
import { signIn } from '../support/session.js';

test('My Details saves the account and says "Updated your account."', async ({ page }) => {
  await signIn(page, 'staff@demo.test');
  await page.goto('/me');
  await expect(page.getByRole('heading', { name: 'User Detail' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('staff@demo.test');

  await page.getByLabel('First Name').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('First Name is required')).toBeVisible();

  await page.getByLabel('First Name').fill('Samantha');
  await page.getByLabel('Phone Number').fill('0400 123 456');
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saving' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Updated your account.')).toBeVisible();
  await dialog.getByRole('button').first().click();

  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Samantha');
  await expect(page.getByLabel('Phone Number')).toHaveValue('0400 123 456');
});
