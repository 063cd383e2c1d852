import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from '../support/session.js';
import { apiSession, createCharter, openBidding, runCharterAction } from '../support/api.js';
import { approvedDocuments, fillBid, placeBid } from '../support/bids.js';

/** The demo staff member's id, as the admin's staff list has it. */
async function staffId(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get('/api/admin/parties/Staff?search=staff%40demo.test', { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { items: { id: string }[] }).items[0]!.id;
}

test("an admin gives a staff member their own margin and the staff member's charters are priced with it", async ({ browser, request }) => {
  const admin = await apiSession(request, 'admin@demo.test');
  const staff = await apiSession(request, 'staff@demo.test');
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'admin@demo.test');

  await page.goto('/manageClients/Staff');
  // Another journey renames the demo staff member: find them by e-mail.
  await page.getByRole('row').filter({ hasText: 'staff@demo.test' }).getByRole('link').click();
  await page.getByRole('tab', { name: 'Margin' }).click();
  const editor = page.getByRole('form', { name: 'Margin details' });
  await editor.getByRole('radio', { name: 'Its own margin ranges' }).check();
  await editor.getByRole('button', { name: 'Add range' }).click();
  const first = editor.getByRole('group', { name: 'Range 1' });
  await first.getByRole('textbox', { name: 'To price ($)' }).fill('5000');
  await first.getByRole('textbox', { name: 'Margin (%)' }).fill('20');
  // A second range that overlaps the first is refused on its row, before any call.
  await editor.getByRole('button', { name: 'Add range' }).click();
  const second = editor.getByRole('group', { name: 'Range 2' });
  await second.getByRole('textbox', { name: 'From price ($)' }).fill('4000');
  await second.getByRole('textbox', { name: 'To price ($)' }).fill('9000');
  await second.getByRole('textbox', { name: 'Margin (%)' }).fill('5');
  await editor.getByRole('button', { name: 'Save Margin' }).click();
  await expect(second.getByText('Margin ranges must not overlap')).toBeVisible();
  await editor.getByRole('button', { name: 'Remove range 2' }).click();
  await editor.getByRole('textbox', { name: 'Try a price ($)' }).fill('1000');
  await expect(editor.getByText('The client sees $AUD 1,200.00 (20% margin)')).toBeVisible();
  await editor.getByRole('button', { name: 'Save Margin' }).click();
  const saved = page.getByRole('dialog', { name: 'Saving' });
  await expect(saved.getByText('Margin details saved.')).toBeVisible();
  await saved.getByRole('button', { name: 'OK' }).click();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Range 1' }).getByRole('textbox', { name: 'Margin (%)' })).toHaveValue('20');
  // The save is on the staff member's timeline.
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByText('Own margin: $AUD 0.00 to $AUD 5,000.00 20%').first()).toBeVisible();

  try {
    // The staff member's new charter gets a bid of 1000: they see it with their 20%.
    const charter = await createCharter(request, staff);
    await openBidding(request, admin, charter.id);
    const s1 = await apiSession(request, 'supplier1@demo.test');
    await approvedDocuments(request, admin, s1.supplierId!);
    const operator = await (await browser.newContext()).newPage();
    await signIn(operator, 'supplier1@demo.test');
    await operator.goto(`/charterRequests/Me/Live/${charter.id}`);
    await placeBid(operator, '1000');

    const staffPage = await (await browser.newContext()).newPage();
    await signIn(staffPage, 'staff@demo.test');
    await staffPage.goto(`/charterRequests/Me/Live/${charter.id}/Bids`);
    await expect(staffPage.getByRole('list', { name: 'Bids' }).getByText('(1) - $AUD 1,200.00')).toBeVisible();

    // The admin finds the charter on the staff member's Charters tab, opens its bids there and
    // voids this one with a reason; it leaves the staff member's list.
    await page.getByRole('tab', { name: 'Charters' }).click();
    await page.getByRole('link', { name: charter.ref }).first().click();
    await page.getByRole('tab', { name: 'Bids' }).click();
    await page.getByRole('button', { name: 'Void Bid' }).click();
    const voiding = page.getByRole('dialog', { name: 'Void Bid' });
    await voiding.getByRole('button', { name: 'Void Bid' }).click();
    await expect(voiding.getByText('Please choose a reason')).toBeVisible();
    await voiding.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Duplicate bid' }).click();
    await voiding.getByRole('button', { name: 'Void Bid' }).click();
    const voided = page.getByRole('dialog', { name: 'Void Bid' }).getByText(/^Bid for JB\d+ is now Void\.$/);
    await expect(voided).toBeVisible();
    await page.getByRole('dialog', { name: 'Void Bid' }).getByRole('button', { name: 'OK' }).click();
    await staffPage.reload();
    await expect(staffPage.getByText('No bids yet').first()).toBeVisible();
    await expect(staffPage.getByText('(1) - $AUD 1,200.00')).toBeHidden();
  } finally {
    // Other journeys expect the default margin for the demo staff member.
    await request.post('/api/margins/updateMarginDetails', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { ownerType: 'ClientStaff', ownerId: await staffId(request, admin.token), marginOwnership: 'None' },
    });
  }
});

test('an operator marks a charter unavailable, and a bid sent after bidding closed is refused', async ({ browser, request }) => {
  const admin = await apiSession(request, 'admin@demo.test');
  const charter = await createCharter(request, await apiSession(request, 'client@demo.test'));
  await openBidding(request, admin, charter.id);
  const s2 = await apiSession(request, 'supplier2@demo.test');
  await approvedDocuments(request, admin, s2.supplierId!);

  const page = await (await browser.newContext({ viewport: { width: 768, height: 1000 } })).newPage();
  await signIn(page, 'supplier2@demo.test');
  const detail = `/charterRequests/Me/Live/${charter.id}`;
  await page.goto(detail);
  await page.getByRole('button', { name: 'Mark Unavailable' }).click();
  await page.getByRole('dialog', { name: 'Mark Unavailable' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Aircraft unavailable')).toBeVisible();
  await page.goto('/charterRequests/Me/Live');
  await page.getByRole('textbox', { name: 'Search' }).fill(charter.ref);
  await expect(page.getByRole('listitem').filter({ hasText: charter.ref }).getByText('Unavailable')).toBeVisible();
  await page.goto(detail);
  await page.getByRole('button', { name: 'Mark Available' }).click();
  await page.getByRole('dialog', { name: 'Mark Available' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Aircraft unavailable')).toBeHidden();

  // Two screens fill a bid; the admin closes bidding before either is sent. The one that hears the
  // change at once says so and keeps what was typed; the one that missed it (no live updates) sends
  // it and the server refuses it.
  const live = await fillBid(page, '1500');
  const offlineContext = await browser.newContext();
  await offlineContext.route('**/api/events**', (route) => route.abort());
  const offline = await offlineContext.newPage();
  await signIn(offline, 'supplier2@demo.test');
  await offline.goto(detail);
  const late = await fillBid(offline, '1400');
  await runCharterAction(request, admin, charter.id, 'Close Bidding');
  await expect(live.getByText('Bidding on this charter has closed.')).toBeVisible();
  await expect(live.getByRole('button', { name: 'Submit Bid' })).toBeDisabled();
  await expect(live.getByRole('textbox', { name: 'Price (ex GST)' })).toHaveValue(/1,?500/);
  await late.getByRole('button', { name: 'Submit Bid' }).click();
  await expect(late.getByText('Bidding on this charter has closed.')).toBeVisible();
});
