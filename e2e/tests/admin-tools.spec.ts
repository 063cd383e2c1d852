import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { apiSession, createCharter } from '../support/api.js';
import { freshOperator, retireOperator, withDatabase } from '../support/database.js';
import { waitForMail } from '../support/mail.js';
import { signIn, signOut } from '../support/session.js';

/**
 * A client of its own with two departments and a staff member who signs in (the demo password), so
 * the journeys move and rename nobody the other journeys use. `retire` makes it Inactive afterwards.
 */
async function freshClient() {
  const tag = randomBytes(3).toString('hex');
  return withDatabase(async (db) => {
    const client = await db.query<{ id: string }>(
      `insert into clients (company_name, first_name, last_name, email) values ($1, 'Kim', 'Owner', $2) returning id`,
      [`Tools Co ${tag}`, `owner-${tag}@tools.test`],
    );
    const clientId = client.rows[0]!.id;
    const dept = async (name: string) =>
      (
        await db.query<{ id: string }>(
          `insert into client_departments (client_master_id, department_name, first_name, last_name, email, department_phone)
           values ($1, $2, 'Dee', 'Head', $3, '07 3000 0000') returning id`,
          [clientId, name, `${name.toLowerCase().replace(/\W/g, '-')}@tools.test`],
        )
      ).rows[0]!.id;
    const fromDept = await dept(`Field Ops ${tag}`);
    const toDept = await dept(`Head Office ${tag}`);
    const staffEmail = `pat-${tag}@tools.test`;
    const staff = await db.query<{ id: string }>(
      `insert into client_staff (client_master_id, client_department_id, first_name, last_name, email) values ($1, $2, 'Pat', 'Mover', $3) returning id`,
      [clientId, fromDept, staffEmail],
    );
    const staffId = staff.rows[0]!.id;
    // The demo password's hash, as the seed stored it for the demo staff member.
    await db.query(
      `insert into users (email, role, client_id, client_department_id, client_staff_id, password_hash)
       select $1, 'ClientStaff', $2, $3, $4, password_hash from users where email = 'staff@demo.test'`,
      [staffEmail, clientId, fromDept, staffId],
    );
    const retire = () =>
      withDatabase(async (d) => {
        await d.query(`update clients set status = 'Inactive' where id = $1`, [clientId]);
        await d.query(`update users set status = 'Inactive' where client_id = $1`, [clientId]);
      });
    return { tag, clientId, fromDept, toDept, toDeptName: `Head Office ${tag}`, staffId, staffEmail, retire };
  });
}

const linkIn = (text: string) => /http:\/\/[^\s]+\/confirmEmailChange\/[0-9a-f-]+\/[A-Za-z0-9_-]+/.exec(text)?.[0];

async function openTools(page: Page, item: string) {
  await page.getByRole('button', { name: 'Tools' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('an admin moves a staff member to another department; their charter is listed under it', async ({ page, request }) => {
  const scene = await freshClient();
  const staff = await apiSession(request, scene.staffEmail);
  const charter = await createCharter(request, staff);

  await signIn(page, 'admin@demo.test');
  await page.goto(`/manageClients/Staff/${scene.staffId}/Detail`);
  await openTools(page, 'Move to another department');
  const dialog = page.getByRole('dialog', { name: 'Move to another department' });
  await dialog.getByPlaceholder('Search departments').fill(scene.toDeptName);
  await page.getByRole('option', { name: new RegExp(scene.toDeptName) }).click();
  await expect(dialog.getByText(`Pat Mover moves to ${scene.toDeptName} (Tools Co ${scene.tag}), with all their charters.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Move to another department' }).click();
  await expect(dialog.getByText('1 charter moved with it.')).toBeVisible();
  await expect(dialog.getByText(/sign-ins were ended/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto(`/manageClients/Departments/${scene.toDept}/Charters/All/New`);
  await expect(page.getByText(charter.ref).first()).toBeVisible();
  await page.goto(`/manageClients/Staff/${scene.staffId}/Timeline`);
  await expect(page.getByText(new RegExp(`Moved from Field Ops ${scene.tag}`))).toBeVisible();
  await scene.retire();
});

test("an admin changes a user's e-mail; the link sent to the new address confirms it, and the new address signs in", async ({ page }) => {
  const scene = await freshClient();
  const newEmail = `pat.new-${scene.tag}@tools.test`;
  await signIn(page, 'admin@demo.test');
  await page.goto(`/manageClients/Staff/${scene.staffId}/Detail`);
  await openTools(page, 'Change e-mail');
  const dialog = page.getByRole('dialog', { name: 'Change E-mail' });
  await dialog.getByLabel('New e-mail address').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(dialog.getByText('Email looks a bit strange...')).toBeVisible();
  await dialog.getByLabel('New e-mail address').fill(newEmail);
  await dialog.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText(/We have sent a link to the new address/)).toBeVisible();
  await page.keyboard.press('Escape');
  await signOut(page);

  const mail = await waitForMail((m) => m.to.includes(newEmail));
  const link = linkIn(mail.text);
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText(`Your e-mail address is now ${newEmail}. Use it to log in.`)).toBeVisible();
  await page.goto(link!);
  await expect(page.getByText('This link has already been used. Log in, or ask for a new one.')).toBeVisible();
  await signIn(page, newEmail);
  await signOut(page);
  await scene.retire();
});

test('a user changes their own e-mail from /me', async ({ page }) => {
  const scene = await freshClient();
  const newEmail = `me-${scene.tag}@tools.test`;
  await signIn(page, scene.staffEmail);
  await page.goto('/me');
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change E-mail' });
  await dialog.getByLabel('New e-mail address').fill(newEmail);
  await dialog.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText(/open the link|opened/i).first()).toBeVisible();
  await page.keyboard.press('Escape');

  const link = linkIn((await waitForMail((m) => m.to.includes(newEmail))).text);
  await page.goto(link!);
  await expect(page.getByText(`Your e-mail address is now ${newEmail}. Use it to log in.`)).toBeVisible();
  await page.goto('/me');
  await signOut(page);
  await signIn(page, newEmail);
  await signOut(page);
  await scene.retire();
});

test('an admin e-mails two chosen operators', async ({ page }) => {
  const tag = randomBytes(3).toString('hex');
  const first = await freshOperator(`ops-a-${tag}@tools.test`, `Bulk Air A ${tag}`);
  const second = await freshOperator(`ops-b-${tag}@tools.test`, `Bulk Air B ${tag}`);
  try {
    await signIn(page, 'admin@demo.test');
    await page.goto('/manageSuppliers');
    await page.getByRole('button', { name: 'E-mail operators' }).click();
    const dialog = page.getByRole('dialog', { name: 'E-mail operators' });
    await dialog.getByRole('button', { name: 'E-mail selected' }).click();
    await expect(dialog.getByText('Choose at least one operator.')).toBeVisible();
    await dialog.getByLabel('Find operators').fill(`Bulk Air`);
    await dialog.getByLabel('Find operators').fill(tag);
    await dialog.getByLabel(/Select all shown \(2\)/).check();
    await expect(dialog.getByText('2 selected')).toBeVisible();
    await dialog.getByLabel('Subject').fill(`Winter schedule ${tag}`);
    await dialog.getByLabel('Message').fill('Hello operators,\n\nPlease send your winter availability.');
    await dialog.getByRole('button', { name: 'E-mail selected' }).click();
    await expect(page.getByText('Sent to 2 operators.')).toBeVisible();
    for (const to of [`ops-a-${tag}@tools.test`, `ops-b-${tag}@tools.test`]) {
      const mail = await waitForMail((m) => m.to.includes(to) && m.subject === `Winter schedule ${tag}`);
      expect(mail.text).toContain('Please send your winter availability.');
    }
  } finally {
    await retireOperator(first);
    await retireOperator(second);
  }
});
