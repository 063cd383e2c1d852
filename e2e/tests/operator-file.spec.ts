import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../support/session.js';
import { apiSession, createCharter, openBidding, type ApiSession } from '../support/api.js';
import { approvedDocuments, placeBid } from '../support/bids.js';

const SHOTS = process.env.E2E_SHOTS_DIR;

/** Screenshots for looking at the pages (when E2E_SHOTS_DIR is set): 1280 and 768 px wide. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Sets the demo client's canViewSupplierInfo through the admin's client editor API; returns the old value. */
async function setCanViewSupplierInfo(request: APIRequestContext, admin: ApiSession, clientId: string, on: boolean): Promise<boolean> {
  const headers = { Authorization: `Bearer ${admin.token}` };
  const detail = (await (await request.get(`/api/admin/parties/Clients/${clientId}`, { headers })).json()) as Record<string, unknown>;
  const res = await request.post('/api/admin/updateClient', { headers, data: { ...detail, canViewSupplierInfo: on } });
  expect(res.ok(), await res.text()).toBe(true);
  return detail.canViewSupplierInfo as boolean;
}

test('the admin and a client allowed to see operators open the operator’s file from a bid; other clients see no operator', async ({
  browser,
  request,
}) => {
  const admin = await apiSession(request, 'admin@demo.test');
  const client = await apiSession(request, 'client@demo.test');
  const charter = await createCharter(request, client);
  await openBidding(request, admin, charter.id);
  const s1 = await apiSession(request, 'supplier1@demo.test');
  await approvedDocuments(request, admin, s1.supplierId!);
  const headers = { Authorization: `Bearer ${admin.token}` };
  const operator = ((await (await request.get(`/api/suppliers/get?id=${s1.supplierId}`, { headers })).json()) as { companyName: string })
    .companyName;
  const detail = `/charterRequests/Me/Live/${charter.id}`;

  const supplierPage = await (await browser.newContext()).newPage();
  await signIn(supplierPage, 'supplier1@demo.test');
  await supplierPage.goto(detail);
  await placeBid(supplierPage, '1500');
  const bidId = ((await (await request.get(`/api/charterRequest/getBids/${charter.id}`, { headers })).json()) as { id: string }[])[0]!.id;

  // The admin: from the bid to the operator's documents, with approval and expiry.
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, 'admin@demo.test');
  await page.goto(`${detail}/Bids`);
  const bids = page.getByRole('list', { name: 'Bids' });
  await bids.getByRole('link', { name: operator }).click();
  await expect(page.getByRole('heading', { level: 1, name: operator })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${detail}/supplier/${s1.supplierId}$`));
  await expect(page.getByRole('link', { name: 'Manage supplier' })).toBeVisible();
  await page.getByRole('tab', { name: 'Aircraft' }).click();
  await expect(page.getByRole('list', { name: 'Aircraft' }).getByRole('listitem')).toHaveCount(1);
  await shoot(page, 'operator-file-aircraft');
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page).toHaveURL(new RegExp(`/supplier/${s1.supplierId}/Documents$`));
  await page.reload();
  const docs = page.getByRole('table', { name: 'Documents' });
  const aoc = docs.getByRole('row').filter({ hasText: 'Air Operator Certificate' }).filter({ hasText: 'Approved' }).first();
  await expect(aoc).toContainText('by ');
  await expect(aoc).toContainText('Current');
  // Approved on a day, and valid until its expiry day (the Expiry column).
  await expect(aoc).toContainText(/on \d{2}-[A-Z][a-z]{2}-\d{4}/);
  await expect(aoc.getByRole('cell').nth(4)).toHaveText(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);
  await expect(aoc.getByRole('button', { name: /^Download / })).toBeVisible();
  await shoot(page, 'operator-file-admin');

  // A bid's deep link survives a reload and marks the bid; its Documents button opens the dialog.
  await page.goto(`${detail}/${bidId}`);
  await expect(page.getByRole('tab', { name: 'Bids', selected: true })).toBeVisible();
  const marked = page.locator('[aria-current="true"]');
  await expect(marked).toContainText(operator);
  await marked.getByRole('button', { name: `Documents of ${operator}` }).click();
  const dialog = page.getByRole('dialog', { name: `${operator}: documents` });
  await expect(dialog.getByText('Air Operator Certificate').first()).toBeVisible();
  await shoot(page, 'operator-documents-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The client without canViewSupplierInfo: "Operator 1", no link, no documents; the file's URL is refused.
  const was = await setCanViewSupplierInfo(request, admin, client.clientId!, false);
  try {
    const clientPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(clientPage, 'client@demo.test');
    await clientPage.goto(`${detail}/${bidId}`);
    const card = clientPage.locator('[aria-current="true"]');
    await expect(card).toContainText('Operator 1');
    await expect(card.getByRole('link', { name: operator })).toHaveCount(0);
    await expect(card.getByRole('button', { name: /^Documents/ })).toHaveCount(0);
    await clientPage.goto(`${detail}/supplier/${s1.supplierId}`);
    await expect(clientPage.getByText('Sorry, this item is not available')).toBeVisible();

    // With the flag, the same client opens the operator's file and its approved documents.
    await setCanViewSupplierInfo(request, admin, client.clientId!, true);
    await clientPage.goto(`${detail}/Bids`);
    await clientPage.getByRole('list', { name: 'Bids' }).getByRole('link', { name: operator }).click();
    await expect(clientPage.getByRole('heading', { level: 1, name: operator })).toBeVisible();
    await expect(clientPage.getByRole('link', { name: 'Manage supplier' })).toHaveCount(0);
    await clientPage.getByRole('tab', { name: 'Documents' }).click();
    const row = clientPage
      .getByRole('table', { name: 'Documents' })
      .getByRole('row')
      .filter({ hasText: 'Air Operator Certificate' })
      .filter({ hasText: 'Approved' })
      .first();
    await expect(row).toContainText('Current');
    await expect(row.getByRole('button', { name: /^Download / })).toBeVisible();
    await shoot(clientPage, 'operator-file-client');
  } finally {
    await setCanViewSupplierInfo(request, admin, client.clientId!, was);
  }
});
