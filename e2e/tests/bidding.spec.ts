import { expect, test } from '@playwright/test';
import { signIn } from '../support/session.js';
import { apiSession, createCharter, openBidding } from '../support/api.js';
import { approvedDocuments, placeBid } from '../support/bids.js';

test('operators bid, the client accepts the cheapest, the operator confirms and the admin updates the margin', async ({
  browser,
  request,
}) => {
  const admin = await apiSession(request, 'admin@demo.test');
  const charter = await createCharter(request, await apiSession(request, 'client@demo.test'));
  await openBidding(request, admin, charter.id);
  const s1 = await apiSession(request, 'supplier1@demo.test');
  const s2 = await apiSession(request, 'supplier2@demo.test');
  await approvedDocuments(request, admin, s1.supplierId!);
  await approvedDocuments(request, admin, s2.supplierId!);
  const detail = `/charterRequests/Me/Live/${charter.id}`;

  // Live without bids: nothing to accept yet, so the client is not offered Accept Bid.
  const client = await (await browser.newContext()).newPage();
  await signIn(client, 'client@demo.test');
  await client.goto(detail);
  await expect(client.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await expect(client.getByRole('button', { name: 'Accept Bid' })).toHaveCount(0);

  // Supplier 1: overlapping sectors and no price are refused with the spec's words, before any call.
  const p1 = await (await browser.newContext()).newPage();
  await signIn(p1, 'supplier1@demo.test');
  await p1.goto(detail);
  await p1.getByRole('button', { name: 'Place Bid' }).click();
  const form = p1.getByRole('dialog', { name: 'Place Bid' });
  const first = form.getByRole('region', { name: 'Sector 1' });
  const second = form.getByRole('region', { name: 'Sector 2' });
  await second.getByRole('textbox', { name: 'Depart Date' }).fill(await first.getByRole('textbox', { name: 'Depart Date' }).inputValue());
  await second.getByRole('textbox', { name: 'Depart Time' }).fill(await first.getByRole('textbox', { name: 'Depart Time' }).inputValue());
  await form.getByRole('textbox', { name: 'Price (ex GST)' }).fill('0');
  await form.getByRole('button', { name: 'Submit Bid' }).click();
  await expect(second.getByText('You have overlapping flight times')).toBeVisible();
  await expect(form.getByText("Price is required. You don't want to do this for free, do you?")).toBeVisible();
  await expect(first.getByText('At least one Aircraft required')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await placeBid(p1, '1000');
  await expect(p1.getByRole('list', { name: 'Bids' }).getByText('(1) - $AUD 1,000.00')).toBeVisible();

  // Supplier 2 bids lower, on a narrow screen.
  const ctx2 = await browser.newContext({ viewport: { width: 768, height: 1000 } });
  const p2 = await ctx2.newPage();
  await signIn(p2, 'supplier2@demo.test');
  await p2.goto(detail);
  await placeBid(p2, '900');

  // Supplier 1 following the charter's link to supplier 2's bid is told, as on /bids/{id}.
  const otherBid = await p2.getByRole('list', { name: 'Bids' }).getByRole('link', { name: 'View bid' }).getAttribute('href');
  await p1.goto(otherBid!);
  const notVisible = p1.getByRole('dialog', { name: 'Not Visible' });
  await expect(notVisible.getByText('Sorry, but you can only view your own bid.')).toBeVisible();
  await notVisible.getByRole('button', { name: 'Close' }).click();
  await expect(p1).toHaveURL(new RegExp(`${detail}/Bids$`));
  await p1.goto(`/bids/${otherBid!.split('/').pop()}`);
  await expect(p1.getByRole('dialog', { name: 'Not Visible' }).getByText('Sorry, but you can only view your own bid.')).toBeVisible();

  // The client sees both prices with the default 10% margin, lowest first, and accepts the cheapest.
  await client.goto(detail);
  await client.getByRole('button', { name: 'Accept Bid' }).click();
  await expect(client).toHaveURL(new RegExp(`${detail}/Bids$`));
  const bids = client.getByRole('list', { name: 'Bids' }).getByRole('listitem');
  await expect(bids).toHaveCount(2);
  await expect(bids.nth(0)).toContainText('(1) - $AUD 990.00');
  await expect(bids.nth(1)).toContainText('(2) - $AUD 1,100.00');
  await bids.nth(0).getByRole('button', { name: 'Accept Bid' }).click();
  const accept = client.getByRole('dialog', { name: 'Accept Bid' });
  await accept.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await accept.getByRole('button', { name: 'Accept Bid' }).click();
  await expect(client.getByText('Pending Confirmation', { exact: true }).first()).toBeVisible();

  // Supplier 2 confirms through the workflow action.
  await p2.goto(detail);
  await p2.getByRole('button', { name: 'Confirm Charter' }).click();
  const confirm = p2.getByRole('dialog', { name: 'Confirm Charter' });
  await confirm.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await confirm.getByRole('button', { name: 'Confirm Charter' }).click();
  await p2.getByRole('dialog', { name: 'Confirm Charter' }).getByRole('button', { name: 'OK' }).click();
  await expect(p2.getByText('Confirmed', { exact: true }).first()).toBeVisible();

  // The admin changes the margin on the confirmed charter.
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, 'admin@demo.test');
  await adminPage.goto(`/charterRequests/Me/Confirmed/${charter.id}`);
  await adminPage.getByRole('button', { name: 'Update Margin' }).click();
  const margin = adminPage.getByRole('dialog', { name: `Update Margin for ${charter.ref}` });
  await margin.getByRole('textbox', { name: 'New Margin' }).fill('12.5');
  await margin.getByRole('button', { name: 'Update Margin' }).click();
  await expect(margin.getByText('Please enter a valid margin.')).toBeVisible();
  // Out of bounds is refused with its limit, not saved as 100%.
  await margin.getByRole('textbox', { name: 'New Margin' }).fill('150');
  await margin.getByRole('button', { name: 'Update Margin' }).click();
  await expect(margin.getByText('A percentage margin must be from 0% to 100%.')).toBeVisible();
  await margin.getByText('Fixed', { exact: true }).click();
  await margin.getByRole('textbox', { name: 'New Margin' }).fill('5000');
  await margin.getByRole('button', { name: 'Update Margin' }).click();
  await expect(margin.getByText("A fixed margin must be from $0 to the operator's price, $900.")).toBeVisible();
  await margin.getByText('Percentage', { exact: true }).click();
  await margin.getByRole('textbox', { name: 'New Margin' }).fill('15');
  await margin.getByRole('button', { name: 'Update Margin' }).click();
  await expect(margin.getByText(`Margin Updated for ${charter.ref}`)).toBeVisible();
  await margin.getByRole('button', { name: 'OK' }).click();
  await expect(adminPage).toHaveURL(new RegExp(`/charterRequests/Me/Confirmed/${charter.id}$`));

  // The margin editor's route is the admin's: anyone else is told so.
  await client.goto(`/charterRequests/Me/Upcoming/${charter.id}/updateMargin`);
  await expect(client.getByRole('dialog', { name: `Update Margin for ${charter.ref}` }).getByText('You should not be here!')).toBeVisible();
});
