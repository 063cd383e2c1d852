import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { signIn } from '../support/session.js';
import { apiSession, createCharter, openBidding, runCharterAction } from '../support/api.js';
import { placeBid } from '../support/bids.js';

const shots = process.env.E2E_SCREENSHOTS;

/**
 * supplier1 bids 2,000 and supplier2 2,300 on a new charter; the client accepts the cheaper one, so
 * supplier2's bid stands by. Answers supplier2's page on its bid.
 */
async function standbyScene(browser: Browser, request: APIRequestContext) {
  const admin = await apiSession(request, 'admin@demo.test');
  const client = await apiSession(request, 'client@demo.test');
  const s1 = await apiSession(request, 'supplier1@demo.test');
  const charter = await createCharter(request, client);
  await openBidding(request, admin, charter.id);
  const live = `/charterRequests/Me/Live/${charter.id}`;

  const winner = await (await browser.newContext()).newPage();
  await signIn(winner, 'supplier1@demo.test');
  await winner.goto(live);
  await placeBid(winner, '2000');
  const standby = await (await browser.newContext()).newPage();
  await signIn(standby, 'supplier2@demo.test');
  await standby.goto(live);
  await placeBid(standby, '2300');
  const bidHref = await standby.getByRole('list', { name: 'Bids' }).getByRole('link', { name: 'View bid' }).getAttribute('href');
  const bidId = bidHref!.split('/').pop()!;

  // The client accepts the cheaper bid: the other operator's goes on standby.
  const bids = (await (
    await request.get(`/api/charterRequest/getBids/${charter.id}`, { headers: { Authorization: `Bearer ${client.token}` } })
  ).json()) as { id: string; withMargin: number }[];
  const cheapest = bids.sort((a, b) => a.withMargin - b.withMargin)[0]!;
  const accepted = await request.post('/api/charterRequest/acceptBid', {
    headers: { Authorization: `Bearer ${client.token}` },
    data: { bidId: cheapest.id, termsAccepted: true },
  });
  expect(accepted.ok()).toBe(true);
  await standby.goto(`/bids/${bidId}`);
  await expect(standby.getByText('Standby', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  return { s1, charter, standby };
}

test('the runner-up stands by; when the winner declines it is offered the charter and takes it', async ({ browser, request }) => {
  const { s1, charter, standby } = await standbyScene(browser, request);
  await expect(standby.getByRole('button', { name: 'Release Standby' })).toBeVisible();
  await expect(standby.getByRole('button', { name: 'Take Charter' })).toHaveCount(0);

  // The winner declines: the charter is offered to the standby, which takes it.
  await runCharterAction(request, s1, charter.id, 'Decline Charter', { reason: 'No aircraft available' });
  await standby.reload();
  await expect(standby.getByText('The charter is offered to you')).toBeVisible({ timeout: 30_000 });
  if (shots) await standby.screenshot({ path: `${shots}/standby-offer-1280.png`, fullPage: true });
  await standby.setViewportSize({ width: 768, height: 1000 });
  if (shots) await standby.screenshot({ path: `${shots}/standby-offer-768.png`, fullPage: true });
  await standby.getByRole('button', { name: 'Take Charter' }).click();
  const dialog = standby.getByRole('dialog', { name: 'Take Charter' });
  await dialog.getByRole('button', { name: 'Take Charter' }).click();
  await expect(standby.getByText(/^You took JB\d+\. Please confirm the charter\.$/)).toBeVisible();
  await standby.getByRole('button', { name: 'OK' }).click();
  await expect(standby.getByText('Accepted', { exact: true }).first()).toBeVisible();
});

test('an admin voids the award of a confirmed charter: the standby is offered it', async ({ browser, request, page }) => {
  const { s1, charter, standby } = await standbyScene(browser, request);
  await runCharterAction(request, s1, charter.id, 'Confirm Charter', { termsAccepted: true });

  await signIn(page, 'admin@demo.test');
  await page.goto(`/charterRequests/Me/Confirmed/${charter.id}`);
  await page.getByRole('button', { name: 'Void Award' }).click();
  const voiding = page.getByRole('dialog', { name: 'Void Award' });
  await voiding.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Operator documents not current' }).click();
  if (shots) await page.screenshot({ path: `${shots}/void-award-1280.png`, fullPage: true });
  await voiding.getByRole('button', { name: 'Void Award' }).click();
  await expect(voiding.getByText(/^JB\d+ is now Approved\.$/)).toBeVisible();
  await voiding.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByText('Operator documents not current').first()).toBeVisible();

  await standby.reload();
  await expect(standby.getByText('The charter is offered to you')).toBeVisible({ timeout: 30_000 });
});
