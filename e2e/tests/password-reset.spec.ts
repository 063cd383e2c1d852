import { expect, test } from '@playwright/test';
import { waitForMail } from '../support/mail.js';
import { DEMO_PASSWORD, signInThroughPage, signOut } from '../support/session.js';

test('forgot password: the e-mailed link sets a new password, which then signs in; a used link says so on load', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await page.getByLabel('Email').fill('department@demo.test');
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(
    page.getByText('If you have an account registered with the product, we will send you a reset link to the email address provided.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Return to Log In Page' })).toBeVisible();

  const mail = await waitForMail((m) => m.to.includes('department@demo.test') && /reset/i.test(m.subject));
  const link = /http:\/\/[^\s]+\/resetPassword\/[0-9a-f-]+\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Reset!' })).toBeVisible();
  await page.getByLabel('New Password').fill('short');
  await page.getByLabel('Confirm Password').fill('short');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Your password must be at least 6 characters long.')).toBeVisible();
  await page.getByLabel('New Password').fill('fresh-pass-9');
  await page.getByLabel('Confirm Password').fill('fresh-pass-0');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Both fields must be the same')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('fresh-pass-9');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText(/password has been reset/i)).toBeVisible();

  // The link works once: opened again, it says so before any password is typed.
  await page.goto(link!);
  await expect(page.getByRole('alert').getByText('This link has already been used. Log in, or ask for a new one.')).toBeVisible();
  await expect(page.getByLabel('New Password')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Set New Password' })).toHaveCount(0);
  // A link that was never sent is not found.
  await page.goto(link!.replace(/[A-Za-z0-9_-]+$/, 'not-the-token'));
  await expect(page.getByText('Could not find anything matching your request.')).toBeVisible();

  // The new password signs in; then Set Password on /me puts the demo password back.
  await signInThroughPage(page, 'department@demo.test', 'fresh-pass-9');
  await page.goto('/me');
  await page.getByRole('button', { name: 'Set Password' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Current Password').fill('fresh-pass-9');
  await dialog.getByLabel('New Password').fill(DEMO_PASSWORD);
  await dialog.getByLabel('Confirm Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText(/password has been changed/i)).toBeVisible();
  await page.keyboard.press('Escape');
  await signOut(page);
  await signInThroughPage(page, 'department@demo.test', DEMO_PASSWORD);
});
