import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from '../support/session.js';
import { apiSession, createCharter, openBidding, runCharterAction, type ApiSession } from '../support/api.js';
import { approvedDocuments, placeBid } from '../support/bids.js';

/** The one money format: "$AUD 2,310.00". */
const money = (n: number) => `$AUD ${n.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface AdminBid {
  id: string;
  bidderId: string;
  price: number;
  withMargin: number;
}

async function bidsOf(request: APIRequestContext, admin: ApiSession, charterId: string): Promise<AdminBid[]> {
  const res = await request.get(`/api/charterRequest/getBids/${charterId}`, { headers: { Authorization: `Bearer ${admin.token}` } });
  return (await res.json()) as AdminBid[];
}

test('each party sees only its own side of an award, the losing operator a not-awarded view, and a reopened charter no old price', async ({
  browser,
  request,
}) => {
  const admin = await apiSession(request, 'admin@demo.test');
  const client = await apiSession(request, 'client@demo.test');
  const s1 = await apiSession(request, 'supplier1@demo.test');
  const s2 = await apiSession(request, 'supplier2@demo.test');
  const charter = await createCharter(request, client);
  await openBidding(request, admin, charter.id);
  await approvedDocuments(request, admin, s1.supplierId!);
  await approvedDocuments(request, admin, s2.supplierId!);
  const live = `/charterRequests/Me/Live/${charter.id}`;

  const loser = await (await browser.newContext()).newPage();
  await signIn(loser, 'supplier1@demo.test');
  await loser.goto(live);
  await placeBid(loser, '2400');
  const winner = await (await browser.newContext()).newPage();
  await signIn(winner, 'supplier2@demo.test');
  await winner.goto(live);
  await placeBid(winner, '2100');

  // The client takes the cheaper bid and its operator confirms (the screens for these are in bidding.spec.ts).
  const [won, lost] = (await bidsOf(request, admin, charter.id)).sort((a, b) => a.price - b.price);
  const accepted = await request.post('/api/charterRequest/acceptBid', {
    headers: { Authorization: `Bearer ${client.token}` },
    data: { bidId: won!.id, termsAccepted: true },
  });
  expect(accepted.ok()).toBe(true);
  await runCharterAction(request, s2, charter.id, 'Confirm Charter', { termsAccepted: true });

  // The client reads the price it pays (with margin), never the operator's own price.
  const clientPage = await (await browser.newContext()).newPage();
  await signIn(clientPage, 'client@demo.test');
  await clientPage.goto(`/charterRequests/Me/Confirmed/${charter.id}`);
  await expect(clientPage.getByText('Price (ex GST)', { exact: true })).toBeVisible();
  await expect(clientPage.getByText(money(won!.withMargin), { exact: true })).toBeVisible();
  await expect(clientPage.getByText(money(won!.price))).toHaveCount(0);
  await expect(clientPage.getByText('Operator Price (ex GST)')).toHaveCount(0);
  // The confirmed charter is the awarded bid: its aircraft per sector and its terms.
  await expect(
    clientPage
      .getByRole('table', { name: 'Sectors' })
      .getByText(/\(\d+ pax\)/)
      .first(),
  ).toBeVisible();
  await expect(clientPage.getByText('Inclusions', { exact: true })).toBeVisible();

  // The winner reads its own price, not the client's, nor the purchase order field.
  await winner.goto(`/charterRequests/Me/Confirmed/${charter.id}`);
  await expect(winner.getByText(money(won!.price), { exact: true })).toBeVisible();
  await expect(winner.getByText(money(won!.withMargin))).toHaveCount(0);
  await expect(winner.getByText('Purchase Order Number')).toHaveCount(0);

  // The losing operator opens the charter from My Past Bids and is told plainly it went elsewhere.
  await loser.goto('/bids');
  await loser.getByRole('table', { name: 'My Past Bids' }).getByRole('link', { name: charter.ref, exact: true }).click();
  await expect(loser.getByRole('heading', { name: 'Not awarded to you' })).toBeVisible();
  await expect(loser.getByText('This charter was awarded to another operator.')).toBeVisible();
  await expect(loser.getByText('Sorry, this item is not available')).toHaveCount(0);
  await expect(loser.getByText(money(won!.price))).toHaveCount(0);
  // And the winner's bid is not its to open.
  await loser.goto(`/bids/${won!.id}`);
  const notVisible = loser.getByRole('dialog', { name: 'Not Visible' });
  await expect(notVisible.getByText('Sorry, but you can only view your own bid.')).toBeVisible();

  // Cancelled and reopened: a new round with no trace of the old award for any operator.
  await runCharterAction(request, admin, charter.id, 'Cancel', { reason: 'Other' });
  await runCharterAction(request, admin, charter.id, 'Reopen', { reason: 'Other' });
  await openBidding(request, admin, charter.id);
  await loser.goto(live);
  await expect(loser.getByRole('button', { name: 'Place Bid' })).toBeVisible();
  await expect(loser.getByText('Price (ex GST)', { exact: true })).toHaveCount(0);
  await expect(loser.getByText(money(won!.price))).toHaveCount(0);
  await loser.goto('/bids');
  const row = loser.getByRole('table', { name: 'My Past Bids' }).getByRole('row').filter({ hasText: charter.ref });
  await expect(row.getByText('Expired')).toBeVisible();
  expect(lost!.bidderId).toBe(s1.supplierId);
});
