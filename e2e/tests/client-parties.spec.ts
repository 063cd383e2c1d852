import { expect, test } from '@playwright/test';
import { signIn } from '../support/session.js';

test('a client opens its staff member: no Margin tab, admin-only settings locked, a phone change saved', async ({ page }) => {
  await signIn(page, 'client@demo.test');
  await page.getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(page).toHaveURL(/\/manageStaff$/);
  await page.getByRole('row').filter({ hasText: 'staff@demo.test' }).getByRole('link').click();
  await expect(page.getByRole('tab', { name: 'Detail' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Margin' })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Can view supplier info' })).toBeDisabled();
  // A number no other journey uses, so the save is a change and lands on the timeline.
  const phone = `0400 ${String(Date.now() % 1000).padStart(3, '0')} ${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  await page.getByRole('textbox', { name: 'Phone Number' }).fill(phone);
  await page.getByRole('button', { name: 'Save' }).click();
  const saved = page.getByRole('dialog', { name: 'Saving' });
  await expect(saved.getByText('Staff member updated.')).toBeVisible();
  await saved.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByText('Details Updated').first()).toBeVisible();

  // Following the Margin route anyway gets the spec's answer, not the Detail tab in silence.
  await page.goto(page.url().replace(/\/Timeline$/, '/Margin'));
  await expect(page.getByText('You should not be here!')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Margin' })).toHaveCount(0);
});
