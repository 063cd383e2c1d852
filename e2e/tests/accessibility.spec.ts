import { expect, test, type Page } from '@playwright/test';
import { apiSession, createCharter, openBidding } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { signIn } from '../support/session.js';

/**
 * axe-core (WCAG 2 A and AA) on the main screens of each role, at desktop and tablet widths:
 * no serious or critical violation (ADR 0022).
 */
const WIDTHS = [1280, 768];

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    screens();
  });
}

/** Opens a screen and waits until its data has replaced the loaders, then runs axe. */
async function check(page: Page, path: string, ready: (page: Page) => Promise<void> = async () => undefined) {
  await page.goto(path);
  await expect(page.locator('main').first()).toBeVisible();
  await ready(page);
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, `${path} at ${page.viewportSize()?.width} px`);
}

function screens() {
  test('the login landing, forgot password and the sign-up wizard', async ({ page }) => {
    await check(page, '/login', async (p) => expect(p.getByRole('button', { name: 'Log In' })).toBeVisible());
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'forgot password');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign Up' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'sign-up wizard');
  });

  test("a client's lists, a charter, the new request form, departments, staff, messages and My Details", async ({ page, request }) => {
    const admin = await apiSession(request, 'admin@demo.test');
    const client = await apiSession(request, 'client@demo.test');
    const charter = await createCharter(request, client);
    await openBidding(request, admin, charter.id);
    await signIn(page, 'client@demo.test');
    await check(page, '/charterRequests/Me/Live', async (p) => expect(p.getByText(charter.ref).first()).toBeVisible());
    await check(page, `/charterRequests/Me/Live/${charter.id}`, async (p) => expect(p.getByText(charter.ref).first()).toBeVisible());
    await check(page, '/newCharterRequest', async (p) => expect(p.getByRole('heading').first()).toBeVisible());
    await check(page, '/manageDepartments');
    await check(page, '/manageStaff');
    await check(page, '/messageLog');
    await check(page, '/me', async (p) => expect(p.getByRole('heading').first()).toBeVisible());
  });

  test("a supplier's live charters, a charter to bid on, past bids, aircraft and documents", async ({ page, request }) => {
    const admin = await apiSession(request, 'admin@demo.test');
    const client = await apiSession(request, 'client@demo.test');
    const charter = await createCharter(request, client);
    await openBidding(request, admin, charter.id);
    await signIn(page, 'supplier1@demo.test');
    await check(page, '/charterRequests/Me/Live', async (p) => expect(p.getByText(charter.ref).first()).toBeVisible());
    await check(page, `/charterRequests/Me/Live/${charter.id}`, async (p) => expect(p.getByText(charter.ref).first()).toBeVisible());
    await check(page, '/bids');
    await check(page, '/aircraft');
    await check(page, '/documents');
  });

  test("an admin's lists, a charter, suppliers, clients, admins, workflows, messaging and the message log", async ({ page, request }) => {
    const admin = await apiSession(request, 'admin@demo.test');
    const client = await apiSession(request, 'client@demo.test');
    const charter = await createCharter(request, client);
    await openBidding(request, admin, charter.id);
    await signIn(page, 'admin@demo.test');
    await check(page, '/charterRequests/Me/Live', async (p) => expect(p.getByText(charter.ref).first()).toBeVisible());
    await check(page, `/charterRequests/Me/Live/${charter.id}`, async (p) => expect(p.getByText(charter.ref).first()).toBeVisible());
    await check(page, '/manageAdmins');
    await check(page, '/manageSuppliers');
    await check(page, '/manageClients/Clients');
    await check(page, '/manageWorkflow');
    await check(page, '/manageMessaging');
    await check(page, '/messageLog');
  });

  test("a charter admin's charters and client lists", async ({ page }) => {
    await signIn(page, 'charteradmin@demo.test');
    await check(page, '/charterRequests/Me/Live');
    await check(page, '/manageCharterAdmins/Clients');
  });
}
