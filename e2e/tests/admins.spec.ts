import { expect, test } from '@playwright/test';
import { waitForMail } from '../support/mail.js';
import { signIn, signOut } from '../support/session.js';

test('an admin invites an admin, whose invitation arrives, and turns on their Manages messaging', async ({ page }) => {
  const email = `new.admin.${Date.now()}@journey.test`;
  await signIn(page, 'admin@demo.test');
  await page.getByRole('link', { name: 'Admins', exact: true }).first().click();
  await expect(page).toHaveURL(/\/manageAdmins$/);
  await expect(page.getByRole('table', { name: 'admins' }).getByRole('row').filter({ hasText: 'admin@demo.test' })).toBeVisible();

  await page.getByRole('button', { name: 'New', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Invite an admin' });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText('First Name is required')).toBeVisible();
  await form.getByRole('textbox', { name: 'First Name' }).fill('Nina');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Newcomer');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('07 3000 4444');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  const saved = page.getByRole('dialog', { name: 'Saving' });
  await expect(saved.getByText('Invitation sent.')).toBeVisible();
  await saved.getByRole('button', { name: 'OK' }).click();

  // The new admin's page: Invited, with Re-send invitation; the e-mail carries the invitation link.
  await expect(page.getByRole('heading', { name: 'Nina Newcomer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Re-send invitation' })).toBeVisible();
  const mail = await waitForMail((m) => m.to.includes(email));
  expect(mail.text).toMatch(/\/clientAdminInvitation\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+/);

  // Back on the list (Invited tab), open them again and give them Manage Messaging.
  await page.getByRole('link', { name: /Back to Admins/ }).click();
  await page.getByRole('radiogroup', { name: 'admins status' }).getByText('Invited', { exact: true }).click();
  await page.getByRole('table', { name: 'admins' }).getByRole('row').filter({ hasText: email }).getByRole('link').click();
  const messaging = page.getByRole('switch', { name: 'Manages messaging' });
  await expect(messaging).not.toBeChecked();
  await messaging.check({ force: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Saving' }).getByText('Admin updated.')).toBeVisible();
  await page.getByRole('dialog', { name: 'Saving' }).getByRole('button', { name: 'OK' }).click();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Manages messaging' })).toBeChecked();
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByText('Invitation Sent').first()).toBeVisible();
  await expect(page.getByText('Details Updated').first()).toBeVisible();
  await signOut(page);
});

test('a charter admin looks up the clients it books for and sees the charter admins', async ({ page }) => {
  await signIn(page, 'charteradmin@demo.test');
  await page.getByRole('link', { name: 'Charter Admins', exact: true }).first().click();
  await expect(page).toHaveURL(/\/manageCharterAdmins\/Clients$/);
  const client = page.getByRole('table', { name: 'clients' }).getByRole('row').filter({ hasText: 'Demo Mining Co' });
  await expect(client).toBeVisible();
  // A lookup: nothing to open or change.
  await expect(client.getByRole('link')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Charter Admins' }).click();
  await expect(page).toHaveURL(/\/manageCharterAdmins\/CharterAdmins$/);
  await expect(
    page.getByRole('table', { name: 'charter admins' }).getByRole('row').filter({ hasText: 'charteradmin@demo.test' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'New', exact: true })).toBeVisible();
  await signOut(page);
});
