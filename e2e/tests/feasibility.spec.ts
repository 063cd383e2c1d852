import { expect, test } from '@playwright/test';
import { signIn } from '../support/session.js';
import { DAY, apiSession, createCharter, openBidding } from '../support/api.js';

const shots = process.env.E2E_SCREENSHOTS;

test('an operator sees in the bid form that its aircraft cannot fly a sector; the admin sees the chip and accepts it with a reason', async ({
  browser,
  request,
}) => {
  const admin = await apiSession(request, 'admin@demo.test');
  const client = await apiSession(request, 'client@demo.test');
  // Eight passengers each way, Brisbane to Cairns (about 1,390 km).
  const depart = new Date(Date.now() + 10 * DAY);
  depart.setMinutes(0, 0, 0);
  const sector = (from: string, to: string, at: Date, c: [number, number, number, number]) => ({
    from,
    to,
    fromState: 'QLD',
    toState: 'QLD',
    fromLatitude: c[0],
    fromLongitude: c[1],
    toLatitude: c[2],
    toLongitude: c[3],
    departTime: at.toISOString(),
    flightTime: '2:15',
    passengerNumber: 8,
    payload: 100,
    manifest: [],
  });
  const charter = await createCharter(request, client, {
    routes: [
      sector('Brisbane', 'Cairns', depart, [-27.38, 153.12, -16.88, 145.75]),
      sector('Cairns', 'Brisbane', new Date(depart.getTime() + DAY), [-16.88, 145.75, -27.38, 153.12]),
    ],
  });
  await openBidding(request, admin, charter.id);
  const detail = `/charterRequests/Me/Live/${charter.id}`;

  // The operator's aircraft screen: each aircraft's payload and range (its category's until it gives its own) and dangerous goods.
  const operator = await (await browser.newContext()).newPage();
  await signIn(operator, 'supplier1@demo.test');
  await operator.goto('/aircraft');
  const navajo = operator.getByRole('table', { name: 'Aircraft' }).getByRole('row').filter({ hasText: 'VH-OAT' });
  await expect(navajo.getByText('700 kg')).toBeVisible();
  await expect(navajo.getByText('1,400 km')).toBeVisible();
  await operator.getByRole('button', { name: 'Edit VH-OAT' }).click();
  const edit = operator.getByRole('dialog', { name: 'Edit VH-OAT' });
  await expect(edit.getByText('Empty: 700 kg (Twin Engine Piston)', { exact: false })).toBeVisible();
  await edit.getByRole('textbox', { name: 'Range (km)' }).fill('0');
  await edit.getByRole('button', { name: 'Save Aircraft' }).click();
  await expect(edit.getByText(/^Range must be a whole number of km from 1 to 20,000/)).toBeVisible();
  if (shots) await operator.screenshot({ path: `${shots}/aircraft-edit-1280.png` });
  await edit.getByRole('button', { name: 'Cancel' }).click();
  if (shots) {
    await operator.setViewportSize({ width: 768, height: 1000 });
    await operator.screenshot({ path: `${shots}/aircraft-768.png`, fullPage: true });
    await operator.setViewportSize({ width: 1280, height: 900 });
    await operator.screenshot({ path: `${shots}/aircraft-1280.png`, fullPage: true });
  }

  // The operator picks its Navajo (7 seats, 700 kg, 1,400 km): the form says so before it sends.
  await operator.goto(detail);
  await operator.getByRole('button', { name: 'Place Bid' }).click();
  const form = operator.getByRole('dialog', { name: 'Place Bid' });
  await form.getByRole('checkbox', { name: 'Same for all' }).check();
  await form.getByRole('region', { name: 'Sector 1' }).getByRole('combobox', { name: 'Aircraft' }).click();
  await operator.getByRole('option', { name: /VH-OAT/ }).click();
  await operator.keyboard.press('Escape');
  const first = form.getByRole('region', { name: 'Sector 1' });
  await expect(first.getByLabel('Sector 1: Brisbane to Cairns: Not feasible')).toBeVisible();
  await expect(first.getByText('8 passengers, 7 seats')).toBeVisible();
  await expect(first.getByText('900 kg to carry, 700 kg payload')).toBeVisible();
  await expect(form.getByText('Your aircraft cannot fly every sector as asked')).toBeVisible();
  if (shots) await operator.screenshot({ path: `${shots}/bid-form-1280.png`, fullPage: true });
  await operator.setViewportSize({ width: 768, height: 1000 });
  if (shots) await operator.screenshot({ path: `${shots}/bid-form-768.png`, fullPage: true });
  await operator.setViewportSize({ width: 1280, height: 900 });

  // The King Air (9 seats, 1,500 kg, 2,500 km) would fly it; the operator sends the Navajo anyway.
  await form.getByRole('textbox', { name: 'Price (ex GST)' }).fill('4200');
  await form.getByRole('button', { name: 'Submit Bid' }).click();
  await expect(form.getByText(/^Bid placed on JB\d+\.?$/)).toBeVisible();
  await operator.getByRole('button', { name: 'OK' }).click();

  // The client cannot accept it: the dialog says why and only an admin may.
  const clientPage = await (await browser.newContext()).newPage();
  await signIn(clientPage, 'client@demo.test');
  await clientPage.goto(`${detail}/Bids`);
  const clientBid = clientPage.getByRole('list', { name: 'Bids' }).getByRole('listitem', { name: /^Bid \(1\)/ });
  // The machine may be busy: the charter's first load is given longer than a check.
  await expect(clientBid.getByText('Sector 1: Not feasible')).toBeVisible({ timeout: 30_000 });
  await clientBid.getByRole('button', { name: 'Accept Bid' }).click();
  const refused = clientPage.getByRole('dialog', { name: 'Accept Bid' });
  await expect(refused.getByText('Only an admin may accept it.', { exact: false })).toBeVisible();
  await expect(refused.getByRole('button', { name: 'Accept Bid' })).toBeDisabled();

  // The admin sees the chips beside the bid and accepts it with a reason, which goes on the timeline.
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, 'admin@demo.test');
  await adminPage.goto(`${detail}/Bids`);
  const bid = adminPage.getByRole('list', { name: 'Bids' }).getByRole('listitem', { name: /^Bid \(1\)/ });
  await expect(bid.getByText('Sector 1: Not feasible')).toBeVisible({ timeout: 30_000 });
  await expect(bid.getByText('Sector 2: Not feasible')).toBeVisible();
  await expect(bid.getByText('8 passengers, 7 seats').first()).toBeVisible();
  if (shots) await adminPage.screenshot({ path: `${shots}/bid-chips-1280.png`, fullPage: true });
  await adminPage.setViewportSize({ width: 768, height: 1000 });
  if (shots) await adminPage.screenshot({ path: `${shots}/bid-chips-768.png`, fullPage: true });
  await adminPage.setViewportSize({ width: 1280, height: 900 });
  await bid.getByRole('button', { name: 'Accept Bid' }).click();
  const accept = adminPage.getByRole('dialog', { name: 'Accept Bid' });
  await accept.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await accept.getByRole('button', { name: 'Accept Bid' }).click();
  await expect(accept.getByText('Please give a reason for accepting a bid its aircraft cannot fly.')).toBeVisible();
  await accept.getByRole('textbox', { name: 'Reason for accepting it' }).fill('One passenger drives; the client confirmed seven.');
  if (shots) await adminPage.screenshot({ path: `${shots}/accept-override-1280.png` });
  await accept.getByRole('button', { name: 'Accept Bid' }).click();
  await expect(adminPage.getByText('Pending Confirmation', { exact: true }).first()).toBeVisible();

  const timeline = (await (
    await request.get(`/api/entityState/getTimeline/CharterRequest/${charter.id}`, { headers: { Authorization: `Bearer ${admin.token}` } })
  ).json()) as { actionName: string; reason: string }[];
  expect(timeline.find((e) => e.actionName === 'Feasibility overridden')?.reason).toBe(
    'One passenger drives; the client confirmed seven. (Sector 1: Brisbane to Cairns: 8 passengers, 7 seats; 900 kg to carry, 700 kg payload. Sector 2: Cairns to Brisbane: 8 passengers, 7 seats; 900 kg to carry, 700 kg payload)',
  );
});
