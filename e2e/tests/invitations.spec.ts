import { expect, test, type Page } from '@playwright/test';
import { apiSession } from '../support/api.js';
import { withDatabase } from '../support/database.js';
import { waitForMail } from '../support/mail.js';
import { choosePlace } from '../support/places.js';
import { signIn, signOut } from '../support/session.js';

// Invitations (supplier-and-admin sections 2, 5 and 8): every run invites new people by new addresses.
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const NOT_FOUND = 'Could not find anything matching your request.';

/** The invitation link e-mailed to this address. */
async function invitationLink(email: string): Promise<string> {
  const mail = await waitForMail((m) => m.to.includes(email) && /invited/i.test(m.subject));
  const link = /http:\/\/\S+\/\w+Invitation\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  return link!;
}

/** Opens the link, checks the welcome, chooses a password and completes sign up; the terms come first. */
async function completeSignUp(page: Page, link: string, email: string, greeting: RegExp, password: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await expect(page.getByText(greeting)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm Password').fill('abc');
  await page.getByRole('button', { name: 'Complete Sign up.' }).click();
  await expect(page.getByText('Your password must be at least 6 characters long.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(`${password}x`);
  await page.getByRole('button', { name: 'Complete Sign up.' }).click();
  await expect(page.getByText('Both fields must be the same')).toBeVisible();
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Complete Sign up.' }).click();
  await page.getByRole('button', { name: 'Accept Terms' }).click();
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
}

async function closeDialog(page: Page, title: string, text: string | RegExp) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByText(text).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
}

test('an admin invites a client, who completes sign up, accepts the terms and is signed in', async ({ page }) => {
  const email = `owner.${run}@invited.test`;
  const company = `Invited Mining ${run}`;
  await signIn(page, 'admin@demo.test');
  await page.goto('/manageClients/Clients');
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'New Client' });
  await form.getByRole('button', { name: 'Create and invite' }).click();
  await expect(form.getByText('Company Name is required.')).toBeVisible();
  await expect(form.getByText('First Name is required')).toBeVisible();
  await form.getByLabel('Company Name').fill(company);
  await form.getByLabel('Company Phone').fill('07 3000 1234');
  await form.getByLabel('First Name').fill('Olive');
  await form.getByLabel('Last Name').fill('Owner');
  await form.getByLabel('Email').fill('client@demo.test');
  await form.getByLabel('Company Address').fill('1 Pit Road, Mount Isa QLD');
  await form.getByRole('button', { name: 'Create and invite' }).click();
  await closeDialog(page, 'Error - New Client', 'An account with this e-mail address already exists.');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Create and invite' }).click();
  await closeDialog(page, 'Invitation Sent', 'Client created and invitation sent.');
  await page.getByLabel('clients status').getByText('Invited', { exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
  await signOut(page);

  await completeSignUp(page, await invitationLink(email), email, new RegExp(`Hello Olive Owner.*${company}`), 'owner-pass-1');
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'My Details' }).click();
  await expect(page.getByRole('textbox', { name: 'Company Name' })).toHaveValue(company);
});

test('a client invites a staff member, who signs up and posts a charter request', async ({ page }) => {
  const email = `crew.${run}@invited.test`;
  await signIn(page, 'client@demo.test');
  await page.goto('/manageStaff');
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'New Staff Member' });
  await form.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'Exploration' }).click();
  await form.getByLabel('First Name').fill('Casey');
  await form.getByLabel('Last Name').fill('Crew');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone Number').fill('0400 111 222');
  await form.getByRole('button', { name: 'Create and invite' }).click();
  await closeDialog(page, 'Invitation Sent', 'Staff member created and invitation sent.');
  await signOut(page);

  await completeSignUp(page, await invitationLink(email), email, /Hello Casey Crew.*Exploration/, 'crew-pass-1');
  await page.getByRole('button', { name: 'New Charter Request' }).click();
  const first = page.getByRole('region', { name: 'Sector 1' });
  for (const [label, text, option] of [
    ['From', 'BNE', /Brisbane Airport \(BNE\)/],
    ['To', 'Longreach', /Longreach Airport \(LRE\)/],
  ] as const) {
    await choosePlace(first, label, text, option);
  }
  const d = new Date(Date.now() + 34 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await first.getByRole('textbox', { name: 'Depart Date' }).fill(`${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`);
  await first.getByRole('textbox', { name: 'Depart Time' }).fill('10:15');
  await page.getByRole('combobox', { name: 'Charter Sub Type' }).click();
  await page.getByRole('option', { name: 'Corporate' }).click();
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await closeDialog(page, 'Saving', /^Charter request JB\d+ saved\.$/);
  await expect(page).toHaveURL(/\/charterRequests\/Me\/New\/?$/);
});

test('a used link, an expired link and an all-zero id are refused with the reasons', async ({ page, request }) => {
  const client = await apiSession(request, 'client@demo.test');
  const headers = { Authorization: `Bearer ${client.token}` };
  const departments = await (await request.get('/api/admin/parties/Departments?status=All', { headers })).json();
  const departmentId = (departments as { items: { id: string }[] }).items[0]!.id;
  const invite = async (who: string) => {
    const email = `${who}.${run}@invited.test`;
    const res = await request.post('/api/admin/addStaff', {
      headers,
      data: { departmentId, firstName: 'Link', lastName: who, phoneNumber: '0400 333 444', email },
    });
    expect(res.ok()).toBe(true);
    return { email, link: await invitationLink(email) };
  };

  const used = await invite('used');
  const [id, token] = used.link.split('/').slice(-2);
  const accepted = await request.post('/api/accounts/acceptClientStaff', {
    data: { id, token, password: 'used-pass-1', checkPassword: 'used-pass-1' },
  });
  expect(accepted.ok()).toBe(true);
  await page.goto(used.link);
  await expect(page.getByText('This link has already been used. Log in, or ask for a new one.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Log In' })).toBeVisible();

  const expired = await invite('expired');
  await withDatabase((db) =>
    db.query(`update account_links set expires_at = now() - interval '1 minute' where id = $1`, [expired.link.split('/').at(-2)]),
  );
  await page.goto(expired.link);
  await expect(page.getByText('This link has expired. Ask for a new one.')).toBeVisible();

  await page.goto(`/clientStaffInvitation/00000000-0000-0000-0000-000000000000/${token}`);
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  // The right link on another kind's page is not found there either.
  await page.goto(expired.link.replace('clientStaffInvitation', 'supplierInvitation'));
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
});
