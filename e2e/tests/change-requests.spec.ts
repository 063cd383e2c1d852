import { expect, test } from '@playwright/test';
import { copyOfDemoConfirmedCharter } from '../support/confirmed-copy.js';
import { waitForMail } from '../support/mail.js';
import { signIn, signOut } from '../support/session.js';

// The operator asks for a later departure with a cost change, the client accepts,
// the old version is Superceded and links to the new one.
test('the operator asks for a later departure with a cost change; the client accepts; the old version is superseded', async ({ page }) => {
  const charter = await copyOfDemoConfirmedCharter();

  await signIn(page, 'supplier1@demo.test');
  await page.goto(`/charterRequests/Me/Upcoming/${charter.id}`);
  await expect(page.getByRole('heading', { name: `Charter Request ${charter.ref}` })).toBeVisible();
  await page.getByRole('button', { name: 'Request Change' }).click();
  const dialog = page.getByRole('dialog', { name: `Request a change to ${charter.ref}` });
  const time = dialog.getByRole('textbox', { name: 'Depart Time' }).first();
  const [hour, minute] = (await time.inputValue()).split(':').map(Number) as [number, number];
  const later = `${String(Math.min(hour + 2, 23)).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  await time.fill(later);
  await dialog.getByRole('textbox', { name: /New cost/ }).fill(String(charter.price + 250));
  await dialog.getByRole('textbox', { name: 'Reason for the change' }).fill('Crew duty hours');
  await dialog.getByRole('button', { name: 'Request Change' }).click();
  await expect(page.getByRole('heading', { name: `Change to ${charter.ref}` })).toBeVisible();
  await expect(page.getByText('Supplier initiated')).toBeVisible();
  await expect(page.getByTestId('new-depart-0')).toContainText(later);
  await expect(page.getByRole('button', { name: 'Withdraw Change' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept Change' })).toHaveCount(0);
  await signOut(page);

  await waitForMail((m) => m.to.includes('client@demo.test') && m.subject === `A change is requested on ${charter.ref}`);
  await signIn(page, 'client@demo.test');
  await page.goto(`/charterRequests/Me/Upcoming/${charter.id}`);
  await expect(page.getByText('There is a change pending for this charter request.')).toBeVisible();
  await page.getByRole('link', { name: 'View the pending change' }).click();
  await expect(page.getByRole('heading', { name: `Change to ${charter.ref}` })).toBeVisible();
  // The client sees the cost with margin only.
  const cost = page.getByRole('table', { name: 'Cost' });
  await expect(cost.getByText('Cost with margin')).toBeVisible();
  await expect(cost.getByText('Operator cost')).toHaveCount(0);
  await page.getByRole('button', { name: 'Accept Change' }).click();
  await expect(page.getByText(/Change accepted\. The charter continues as JB\d+\./)).toBeVisible();
  const superseded = page.getByText(`${charter.ref} is superseded by`);
  await expect(superseded).toBeVisible();
  const newRef = (await superseded.getByRole('link').textContent())!.trim();

  // The old version is Superceded and links to the new one, which links back.
  await page.getByRole('link', { name: 'Back to the charter' }).click();
  await expect(page.getByRole('heading', { name: `Charter Request ${charter.ref}` })).toBeVisible();
  await expect(page.getByText('Superceded', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('There is a change pending for this charter request.')).toHaveCount(0);
  await page.getByRole('link', { name: newRef }).click();
  await expect(page.getByRole('heading', { name: `Charter Request ${newRef}` })).toBeVisible();
  await expect(page.getByText(`Previous version ${charter.ref}`)).toBeVisible();
  await expect(page.getByRole('link', { name: charter.ref })).toBeVisible();
  await waitForMail((m) => m.to.includes('supplier1@demo.test') && m.subject === `The change to ${charter.ref} is accepted: now ${newRef}`);
});
