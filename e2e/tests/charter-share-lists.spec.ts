import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSession, createCharter, type ApiSession } from '../support/api.js';
import { waitForMail } from '../support/mail.js';
import { signIn } from '../support/session.js';
import { addPurchase, addShare, markConfirmed, updateShare } from '../support/share-scenes.js';

// The charter share lists by role. A QGov client and its department are made
// through the admin API for this journey (qgov@demo.test stays a first-time user for sign-in.spec).

const SHOTS = process.env.E2E_SHOTS_DIR;
const run = Date.now().toString(36);
const PASSWORD = 'share-pass-1';

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Accepts the invitation e-mailed to `email` over the API, setting the journey's password. */
async function acceptInvitation(request: APIRequestContext, email: string, call: string) {
  const mail = await waitForMail((m) => m.to.includes(email) && /invited/i.test(m.subject));
  const link = /http:\/\/\S+\/\w+Invitation\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+/.exec(mail.text)![0];
  const [id, token] = link.split('/').slice(-2);
  const res = await request.post(`/api/accounts/${call}`, { data: { id, token, password: PASSWORD, checkPassword: PASSWORD } });
  expect(res.ok()).toBe(true);
}

interface Scene {
  clientEmail: string;
  departmentEmail: string;
  company: string;
  own: { id: string; ref: string };
  dept: { id: string; ref: string };
  ownLive: string;
  ownConfirmed: string;
  purchaseId: string;
}
let scene: Scene;

test.beforeAll(async ({ request }) => {
  const admin = await apiSession(request, 'admin@demo.test');
  const headers = { Authorization: `Bearer ${admin.token}` };
  const company = `Share Journey Health ${run}`;
  const clientEmail = `share.owner.${run}@shares.test`;
  const departmentEmail = `share.dept.${run}@shares.test`;
  const client = await request.post('/api/admin/addClient', {
    headers,
    data: {
      companyName: company,
      companyAddress: '1 William Street, Brisbane QLD',
      companyPhone: '07 3000 4444',
      firstName: 'Quinn',
      lastName: 'Share',
      email: clientEmail,
      clientType: 'QGov',
      clientTypes: ['Generic', 'QGov'],
      charterTypes: ['Passenger'],
    },
  });
  expect(client.ok()).toBe(true);
  const clientId = ((await client.json()) as { result: { id: string } }).result.id;
  await acceptInvitation(request, clientEmail, 'acceptClient');
  const department = await request.post('/api/admin/addDepartment', {
    headers,
    data: {
      clientId,
      departmentName: 'Retrieval Flights',
      departmentPhone: '07 3000 5555',
      firstName: 'Dana',
      lastName: 'Dept',
      email: departmentEmail,
    },
  });
  expect(department.ok()).toBe(true);
  const departmentId = ((await department.json()) as { result: { id: string } }).result.id;
  await acceptInvitation(request, departmentEmail, 'acceptClientDepartment');

  const asClient: ApiSession = { token: admin.token, clientId, supplierId: null };
  const own = await createCharter(request, asClient);
  const dept = await createCharter(request, asClient, { clientDepartmentId: departmentId });
  await markConfirmed(own.id, 'supplier1@demo.test');
  await markConfirmed(dept.id, 'supplier1@demo.test');
  const ownLive = await addShare(own.id, { order: 0, seatsAvailable: 3, costPerSeat: 650 });
  const ownConfirmed = await addShare(own.id, { order: 1, status: 'Confirmed', seatsAvailable: 0, purchasedSeats: 2 });
  const deptLive = await addShare(dept.id, { order: 0, seatsAvailable: 2, costPerSeat: 480 });
  const purchaseId = await addPurchase(ownLive, { clientId, clientDepartmentId: departmentId });
  expect(deptLive).toBeTruthy();
  scene = { clientEmail, departmentEmail, company, own, dept, ownLive, ownConfirmed, purchaseId };
});

const tabs = (page: Page) => page.getByRole('tab');
const table = (page: Page) => page.getByRole('table', { name: 'Charter shares' });
const rowOf = (page: Page, ref: string, text: string) => table(page).getByRole('row').filter({ hasText: ref }).filter({ hasText: text });

test('an admin has Live, Confirmed Shares, Pending and All, with Excel', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.getByRole('link', { name: 'Charter Shares' }).first().click();
  await expect(page).toHaveURL(/\/charterShares\/Me\/Live$/);
  await expect(page.getByRole('heading', { name: 'Charter Shares' })).toBeVisible();
  await expect(tabs(page)).toHaveText(['Live', 'Confirmed Shares', 'Pending', 'All']);
  await expect(page.getByRole('button', { name: 'Download Excel' })).toBeVisible();
  await expect(rowOf(page, scene.own.ref, 'Brisbane')).toContainText('$AUD 650.00');
  await expect(rowOf(page, scene.dept.ref, 'Brisbane')).toContainText('2 left, 0 bought');
  // The sector that has closed its sales is not for sale.
  await expect(rowOf(page, scene.own.ref, 'Cairns').filter({ hasText: 'Confirmed' })).toHaveCount(0);
  await shoot(page, 'share-lists-admin-live');

  await tabs(page).filter({ hasText: 'Confirmed Shares' }).click();
  await expect(page).toHaveURL(/\/charterShares\/Me\/Confirmed$/);
  await page.getByLabel('Search').fill(scene.own.ref);
  await expect(table(page).getByRole('row')).toHaveCount(3); // two header rows and the one share
  await expect(rowOf(page, scene.own.ref, 'Confirmed')).toContainText('0 left, 2 bought');

  // A tab of another role lands on the role's first tab.
  await page.goto('/charterShares/Me/PendingPurchase');
  await expect(page).toHaveURL(/\/charterShares\/Me\/Live$/);
});

test('an operator has Live and My Charter Shares, and never sees client names', async ({ page }) => {
  await signIn(page, 'supplier1@demo.test');
  await page.goto('/charterShares');
  await expect(page).toHaveURL(/\/charterShares\/Me\/Live$/);
  await expect(tabs(page)).toHaveText(['Live', 'My Charter Shares']);
  await expect(page.getByRole('button', { name: 'Download Excel' })).toHaveCount(0);
  await tabs(page).filter({ hasText: 'My Charter Shares' }).click();
  await expect(page).toHaveURL(/\/charterShares\/Me\/Mine$/);
  await expect(rowOf(page, scene.own.ref, 'Confirmed')).toBeVisible();
  await expect(rowOf(page, scene.own.ref, 'Live')).toBeVisible();
  await expect(rowOf(page, scene.dept.ref, 'Live')).toBeVisible();
  await expect(page.getByText(scene.company)).toHaveCount(0);
  await expect(page.getByText('Retrieval Flights')).toHaveCount(0);
  await shoot(page, 'share-lists-operator-mine');

  // "Mine" is a tab route key of its own: /charterShares/Mine opens My Charter Shares.
  await page.goto('/charterShares/Mine');
  await expect(page).toHaveURL(/\/charterShares\/Me\/Mine$/);
  await expect(tabs(page).filter({ hasText: 'My Charter Shares' })).toHaveAttribute('aria-selected', 'true');
  await expect(rowOf(page, scene.own.ref, 'Confirmed')).toBeVisible();

  // A list that cannot load says "Error" (supplier-and-admin section 8) and offers Retry.
  await page.route('**/api/charterRequest/shareList/**', (route) => route.fulfill({ status: 400, json: {} }));
  await tabs(page).filter({ hasText: 'Live' }).click();
  // The search asks once its typing settles: the journey waits for that failed call, so the list
  // that Retry brings back is not reloaded by a late search of its own.
  const searched = page.waitForResponse((r) => r.url().includes('/api/charterRequest/shareList/') && r.url().includes(scene.own.ref));
  await page.getByLabel('Search').fill(scene.own.ref);
  await searched;
  const error = page.getByRole('alert', { name: 'Error', exact: true });
  await expect(error).toBeVisible();
  await page.unroute('**/api/charterRequest/shareList/**');
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(rowOf(page, scene.own.ref, 'Brisbane')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a QGov department: its tabs, All / Me, Pending Purchase rows open the purchase, and the empty message', async ({ page }) => {
  await signIn(page, scene.departmentEmail, PASSWORD);
  // The client navigation's spelling.
  await page.goto('/CharterShares/Me/Live');
  await expect(tabs(page)).toHaveText(['Live', 'Confirmed Shares', 'Pending', 'Pending Purchase', 'All']);
  await expect(page.getByRole('radiogroup', { name: 'Whose shares' })).toBeVisible();
  await expect(rowOf(page, scene.own.ref, 'Brisbane')).toBeVisible();

  await tabs(page).filter({ hasText: 'Confirmed Shares' }).click();
  await expect(page.getByText('No Shares in this category')).toBeVisible();

  await tabs(page).filter({ hasText: 'Pending Purchase' }).click();
  const purchase = rowOf(page, scene.own.ref, 'New');
  await expect(purchase).toContainText('1 bought');
  await shoot(page, 'share-lists-department-pending-purchase');
  await purchase.click();
  await expect(page).toHaveURL(new RegExp(`/charterShares/Me/PendingPurchase/${scene.own.id}/${scene.purchaseId}$`));

  await page.goto('/charterShares/Me/All');
  await expect(rowOf(page, scene.dept.ref, 'Live')).toBeVisible();
  await expect(rowOf(page, scene.own.ref, 'Live')).toBeVisible(); // it bought a seat there
  await expect(rowOf(page, scene.own.ref, 'Confirmed')).toHaveCount(0); // the client's own, not its
});

test("the QGov client: All holds its department's shares, Me its own; a changed share appears without reloading", async ({ page }) => {
  await signIn(page, scene.clientEmail, PASSWORD);
  await page.goto('/charterShares/All/Pending');
  await expect(rowOf(page, scene.dept.ref, 'Live')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Whose shares' }).getByText('Me').click();
  await expect(page).toHaveURL(/\/charterShares\/Me\/Pending$/);
  await expect(rowOf(page, scene.own.ref, 'Live')).toBeVisible();
  await expect(table(page).getByRole('row').filter({ hasText: scene.dept.ref })).toHaveCount(0);

  await tabs(page).filter({ hasText: 'Live' }).click();
  await page.getByLabel('Search').fill(scene.own.ref);
  await expect(rowOf(page, scene.own.ref, 'Brisbane')).toBeVisible();
  await expect(rowOf(page, scene.own.ref, '4 left')).toHaveCount(0);
  // The closed sector is offered again: the list shows it without a reload.
  await updateShare(scene.ownConfirmed, 'Pending', 4);
  await expect(rowOf(page, scene.own.ref, '4 left')).toBeVisible();
  await updateShare(scene.ownConfirmed, 'Confirmed', 0);
  await expect(rowOf(page, scene.own.ref, '4 left')).toHaveCount(0);
});

test('at 768 px the list is cards with JB, $ and View', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await signIn(page, scene.clientEmail, PASSWORD);
  await page.goto('/charterShares/All/Pending');
  const cards = page.getByRole('list', { name: 'Charter shares' });
  const card = cards.getByRole('listitem').filter({ hasText: scene.dept.ref });
  await expect(card).toContainText('Depart Time');
  await expect(card).toContainText('$AUD 480.00');
  await expect(card).toContainText(scene.dept.ref);
  await expect(table(page)).toHaveCount(0);
  await shoot(page, 'share-lists-client-cards');
  await page.setViewportSize({ width: 768, height: 900 });
  await card.getByRole('link', { name: `View ${scene.dept.ref}` }).click();
  await expect(page).toHaveURL(new RegExp(`/charterShares/All/Pending/${scene.dept.id}$`));
});
