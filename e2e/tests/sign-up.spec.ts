import { expect, test, type Page } from '@playwright/test';
import { apiSession, createCharter, openBidding } from '../support/api.js';
import { approvedDocuments, placeBid } from '../support/bids.js';
import { retireOperator, withDatabase } from '../support/database.js';
import { waitForMail } from '../support/mail.js';
import { signIn } from '../support/session.js';

const PASSWORD = 'own-pass-42';

/** The link of the confirmation e-mail to `email`, as a path on this server. */
async function confirmationLink(email: string, page: '/confirmEmailSupplier' | '/confirmEmailClient'): Promise<string> {
  const mail = await waitForMail((m) => m.to.includes(email) && m.subject === 'Confirm your e-mail address for Charter Marketplace');
  const link = new RegExp(`${page}/[0-9a-f-]{36}/[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  return link!;
}

/** The account setup page: the password twice, then the terms that come first for a new user. */
async function setUpAccount(page: Page, link: string, email: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Welcome To Charter Marketplace' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('short');
  await page.getByRole('button', { name: 'Complete Sign up' }).click();
  await expect(page.getByText('Your password must be at least 6 characters long.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: 'Complete Sign up' }).click();
  await expect(page.getByText('Both fields must be the same')).toBeVisible();
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Complete Sign up' }).click();
  await page.getByRole('button', { name: 'Accept Terms' }).click();
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
}

/** Opens the wizard and gets past the e-mail step (or, for a registered address, to its answer). */
async function startSignUp(page: Page, email: string, registered = false) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const wizard = page.getByRole('dialog', { name: 'Sign Up' });
  const address = wizard.getByRole('textbox', { name: 'Email' });
  await address.fill(email.replace('@', ''));
  await expect(wizard.getByRole('button', { name: 'Check Email' })).toHaveCount(0);
  // Next is always there; with an address that is not one it says so and stays.
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Email looks a bit strange...')).toBeVisible();
  await address.fill(email);
  await wizard.getByRole('button', { name: 'Check Email' }).click();
  if (registered) return wizard;
  await expect(wizard.getByText('No account uses this address yet.')).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('radio', { name: 'Client' })).toBeVisible();
  return wizard;
}

async function fillDetails(wizard: ReturnType<Page['getByRole']>, company: string) {
  await wizard.getByRole('textbox', { name: 'Company Name' }).fill(company);
  await wizard.getByRole('textbox', { name: 'Company Address' }).fill('7 Tarmac Road, Rockhampton QLD 4700');
  await wizard.getByRole('textbox', { name: 'Phone' }).fill('07 4920 0000');
  await wizard.getByRole('textbox', { name: 'First Name' }).fill('Nova');
  await wizard.getByRole('textbox', { name: 'Last Name' }).fill('Newman');
  await wizard.getByRole('button', { name: 'Sign Up' }).click();
  await expect(wizard.getByText('Registration Successful')).toBeVisible();
  await expect(wizard.getByText(/open the link in it to confirm your address/)).toBeVisible();
  await wizard.getByRole('button', { name: 'Close' }).click();
}

test('an operator signs up, confirms its address, waits for approval, is approved by an admin and bids', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now();
  const email = `ops${stamp}@capricorn-air.test`;
  const company = `Capricorn Air ${stamp}`;
  let supplierId: string | undefined;
  try {
    // A registered address is turned away with the way back to the password reset.
    let wizard = await startSignUp(page, 'supplier1@demo.test', true);
    await expect(wizard.getByText('Account Already Exists!')).toBeVisible();
    await expect(wizard.getByRole('button', { name: 'Next' })).toBeDisabled();
    await wizard.getByRole('button', { name: 'Reset my password' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();

    wizard = await startSignUp(page, email);
    await wizard.getByRole('radio', { name: 'Operator' }).check();
    const next = wizard.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await wizard.getByRole('textbox', { name: 'AOC Number' }).focus();
    await wizard.getByRole('textbox', { name: 'AOC Number' }).blur();
    await expect(wizard.getByText('AOC number is required')).toBeVisible();
    await wizard.getByRole('textbox', { name: 'AOC Number' }).fill('CASA.AOC.4242');
    await next.click();
    await fillDetails(wizard, company);

    await setUpAccount(page, await confirmationLink(email, '/confirmEmailSupplier'), email);
    // Live Charters, with the banner; a live charter is out of its sight.
    const admin = await apiSession(request, 'admin@demo.test');
    const charter = await createCharter(request, await apiSession(request, 'client@demo.test'));
    await openBidding(request, admin, charter.id);
    await expect(page.getByRole('heading', { name: 'Live Charters' })).toBeVisible();
    await expect(page.getByText(/Your operator account is awaiting approval/)).toBeVisible();
    // It is told what else a bid needs, with the way there.
    await expect(page.getByRole('link', { name: 'Add an aircraft you fly' })).toHaveAttribute('href', '/aircraft');
    await expect(page.getByRole('link', { name: 'Upload your Air Operator Certificate' })).toHaveAttribute('href', '/documents');
    await page.goto(`/charterRequests/Me/Live/${charter.id}`);
    await expect(page.getByText('Sorry, this item is not available').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place Bid' })).toHaveCount(0);

    // The admins are told, with a link to the operator; an admin approves it there.
    const told = await waitForMail((m) => m.to.includes('admin@demo.test') && m.subject === `New operator awaiting approval: ${company}`);
    const review = /\/manageSuppliers\/[0-9a-f-]{36}\/Detail/.exec(told.text)![0];
    supplierId = review.split('/')[2]!;
    const adminPage = await (await browser.newContext()).newPage();
    await signIn(adminPage, 'admin@demo.test');
    await adminPage.goto(review);
    await expect(adminPage.getByRole('heading', { name: company })).toBeVisible();
    await adminPage.getByRole('button', { name: 'Approve' }).click();
    await expect(adminPage.getByText('The operator is approved and has been e-mailed.')).toBeVisible();
    await adminPage.getByRole('button', { name: 'OK' }).click();
    await expect(adminPage.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await waitForMail((m) => m.to.includes(email) && m.subject === 'Your operator account is approved');

    // To bid it needs an aircraft on its approved AOC and a current insurance (as any operator does).
    const aircraftId = await withDatabase(async (db) => {
      await db.query('begin');
      await db.query(
        `create temp table new_aircraft on commit drop as
         select a.* from aircraft a join suppliers s on s.id = a.supplier_id where s.email = 'supplier1@demo.test' and a.status = 'Active' limit 1`,
      );
      const { rows } = await db.query<{ id: string }>(
        `update new_aircraft set id = gen_random_uuid(), supplier_id = $1, license_number = 'VH-' || $2 returning id`,
        [supplierId, String(stamp).slice(-3)],
      );
      await db.query(`insert into aircraft select * from new_aircraft`);
      await db.query('commit');
      return rows[0]!.id;
    });
    await approvedDocuments(request, admin, supplierId, [aircraftId]);

    await page.goto('/charterRequests/Me/Live');
    await expect(page.getByRole('heading', { name: 'Live Charters' })).toBeVisible();
    await expect(page.getByText(/awaiting approval/)).toHaveCount(0);
    await expect(page.getByText('Before you can bid')).toHaveCount(0);
    await page.goto(`/charterRequests/Me/Live/${charter.id}`);
    await placeBid(page, '1234');
  } finally {
    if (supplierId) await retireOperator(supplierId);
  }
});

test('a charter customer signs up and is signed in once the address is confirmed', async ({ page }) => {
  const email = `nova@reef-${Date.now()}.test`;
  const wizard = await startSignUp(page, email);
  await wizard.getByRole('radio', { name: 'Client' }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Sign Up' }).click();
  await expect(wizard.getByText('Company Name is required.')).toBeVisible();
  await expect(wizard.getByText('Phone number is required')).toBeVisible();
  await fillDetails(wizard, 'Reef Charters');
  await setUpAccount(page, await confirmationLink(email, '/confirmEmailClient'), email);
  await expect(page.getByRole('heading', { name: 'Charters' })).toBeVisible();
  await expect(
    page
      .getByRole('link', { name: 'New Charter Request' })
      .or(page.getByRole('button', { name: 'New Charter Request' }))
      .first(),
  ).toBeVisible();
});
