import { expect, test } from '@playwright/test';
import { signIn } from '../support/session.js';

test('an admin edits a department: a blank name is refused on its field, a saved change is on its timeline', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/manageClients/Departments');
  await page.getByRole('row').filter({ hasText: 'department@demo.test' }).getByRole('link').click();
  const name = page.getByRole('textbox', { name: 'Department Name' });
  const original = await name.inputValue();
  await name.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Department Name is required.')).toBeVisible();
  await name.fill(original);
  await page.getByRole('textbox', { name: 'Department Description' }).fill('Exploration crews and geologists');
  await page.getByRole('button', { name: 'Save' }).click();
  const saved = page.getByRole('dialog', { name: 'Saving' });
  await expect(saved.getByText('Department updated.')).toBeVisible();
  await saved.getByRole('button', { name: 'OK' }).click();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Department Description' })).toHaveValue('Exploration crews and geologists');
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByText('Details Updated').first()).toBeVisible();
});

test('an admin adds a workflow action and deactivates it, and adds and removes a message event', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/manageWorkflow/nonsense');
  await expect(page.getByRole('tab', { name: 'Entities', selected: true })).toBeVisible();
  await page.getByRole('button', { name: /^Pending Submitted/ }).click();
  await page.getByRole('link', { name: 'Add action for CharterAdmin in Pending' }).click();
  const form = page.getByRole('form', { name: 'Add action' });
  await form.getByRole('button', { name: 'Add Action' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Next state is required')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill('Hold for review');
  await form.getByRole('combobox', { name: 'Next State' }).click();
  await page.getByRole('option', { name: 'Pending Supplier' }).click();
  await form.getByRole('button', { name: 'Add Action' }).click();
  await expect(page.getByRole('dialog', { name: 'Saved OK' }).getByText('Action added.')).toBeVisible();
  await page.getByRole('dialog', { name: 'Saved OK' }).getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Deactivate Hold for review' }).first().click();
  await page.getByRole('dialog', { name: 'Deactivate action' }).getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Action removed.')).toBeVisible();

  await page.goto('/manageMessaging/Supplier');
  await expect(page.getByRole('link', { name: /Pending=>Live/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Entity' }).click();
  await page.getByRole('option', { name: 'Charter Request' }).click();
  await page.getByRole('combobox', { name: 'State change' }).click();
  await page.getByRole('option', { name: 'Approved=>Closed' }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Charter Request: Approved=>Closed' });
  await editor.getByRole('button', { name: 'Add Event' }).click();
  await expect(editor.getByText('Name is required')).toBeVisible();
  await editor.getByRole('textbox', { name: 'Name' }).fill('Request cancelled');
  await editor.getByRole('textbox', { name: 'Subject' }).fill('{job} was cancelled');
  await editor.getByRole('textbox', { name: 'Message' }).fill('The client chose none of the bids on {job}.');
  await editor.getByRole('button', { name: 'Add Event' }).click();
  await expect(page.getByRole('dialog', { name: 'Saved OK' }).getByText('Event added.')).toBeVisible();
  await page.getByRole('dialog', { name: 'Saved OK' }).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/manageMessaging\/Supplier\/[0-9a-f-]{36}$/);
  // The event is removed again, so other journeys' e-mails stay as seeded.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete event' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Event removed.')).toBeVisible();
});
