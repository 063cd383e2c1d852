import { expect, test } from '@playwright/test';
import { withDatabase } from '../support/database.js';
import { waitForMail } from '../support/mail.js';
import { DEMO_PASSWORD, signInThroughPage } from '../support/session.js';

test('a bad sign-in says so, and the message goes away after 3 seconds', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('client@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  const error = page.getByText('Incorrect email or password.');
  await expect(error).toBeVisible();
  await expect(error).toBeHidden({ timeout: 6_000 });
  await expect(page).toHaveURL(/\/login/);
});

test('the login form checks its fields with the spec messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Please enter a valid email and password.')).toBeVisible();
  await page.getByLabel('Email').fill('client-at-demo');
  await page.getByLabel('Password', { exact: true }).fill('whatever');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
});

test('a new user sees only the terms; No Thanks signs out, Accept Terms lets them in', async ({ page }) => {
  await signInThroughPage(page, 'qgov@demo.test', DEMO_PASSWORD, { acceptTerms: false });
  await expect(page.getByRole('heading', { name: 'Marketplace Terms and Conditions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Charters' })).toHaveCount(0);
  // Another route still shows only the terms.
  await page.goto('/me');
  await expect(page.getByRole('button', { name: 'Accept Terms' })).toBeVisible();

  await page.getByRole('button', { name: 'No Thanks' }).click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();

  await signInThroughPage(page, 'qgov@demo.test', DEMO_PASSWORD, { acceptTerms: false });
  await page.getByRole('button', { name: 'Accept Terms' }).click();
  await expect(page).toHaveURL(/\/charterRequests\/Me\/Live$/i);
  await expect(page.getByRole('link', { name: 'Charter Shares' }).first()).toBeVisible();

  // Accepted once is accepted: a reload keeps the session, a new sign-in skips the terms.
  await page.reload();
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept Terms' })).toHaveCount(0);
});

test('a signed-out visitor asking for a page gets the login, then that page', async ({ page }) => {
  await page.goto('/me');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await page.getByLabel('Email').fill('client@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  // The terms come first for a sign-in that has not accepted them yet (this worker's server may be fresh).
  const accept = page.getByRole('button', { name: 'Accept Terms' });
  const detail = page.getByRole('heading', { name: 'Client Detail' });
  await expect(detail.or(accept)).toBeVisible();
  if (await accept.isVisible()) await accept.click();
  await expect(detail).toBeVisible();
});

test('an account paused by failures from elsewhere: the e-mailed unlock link lets its owner sign in', async ({ page }) => {
  const email = `unlock-${Date.now()}@demo.test`;
  await withDatabase(async (db) => {
    // A sign-in of its own (a copy of the department's), never used from this browser's address,
    // whose account has met its limit of failures (as twenty guesses from elsewhere leave it).
    await db.query(
      `insert into users (email, password_hash, role, client_id, client_department_id, status)
       select $1, password_hash, role, client_id, client_department_id, status from users where email = 'department@demo.test'`,
      [email],
    );
    await db.query(`insert into login_attempts (key, window_start, failures) values ($1, now(), 20)`, [`login-account:${email}`]);
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Too many sign-in attempts. Please wait a few minutes and try again.')).toBeVisible();

  const mail = await waitForMail((m) => m.to.includes(email) && /Sign-in attempts/.test(m.subject));
  const token = /\/login\?unlock=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(token).toBeTruthy();
  await page.goto(`/login?unlock=${token}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: 'Accept Terms' })).toBeVisible();
});
