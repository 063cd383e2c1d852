import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DAY, apiSession, createCharter, openBidding, runCharterAction, type ApiSession } from '../support/api.js';
import { approvedDocuments } from '../support/bids.js';
import { withDatabase } from '../support/database.js';
import { waitForMail } from '../support/mail.js';
import { signIn } from '../support/session.js';

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

/**
 * A staff member of a new unit of the demo QGov client (Queensland Health), signing in with the
 * demo password: a qGov buyer of its own, since only the terms journey signs in as qgov@demo.test.
 */
async function qgovStaff(email: string) {
  await withDatabase(async (db) => {
    await db.query('begin');
    const client = (await db.query<{ id: string }>(`select client_id as id from users where email = 'qgov@demo.test'`)).rows[0]!.id;
    const dept = await db.query<{ id: string }>(
      `insert into client_departments (client_master_id, department_name, first_name, last_name, email, department_phone)
       values ($1, 'Patient Travel', 'Pat', 'Travel', $2, '07 3000 4444') returning id`,
      [client, `unit-${email}`],
    );
    const staff = await db.query<{ id: string }>(
      `insert into client_staff (client_master_id, client_department_id, first_name, last_name, email)
       values ($1, $2, 'Robin', 'Nurse', $3) returning id`,
      [client, dept.rows[0]!.id, email],
    );
    await db.query(
      `insert into users (email, role, client_id, client_department_id, client_staff_id, password_hash)
       select $1, 'ClientStaff', $2, $3, $4, password_hash from users where email = 'qgov@demo.test'`,
      [email, client, dept.rows[0]!.id, staff.rows[0]!.id],
    );
    await db.query('commit');
  });
}

/**
 * A Brisbane -> Cairns charter of client@demo.test with one listed passenger, booked with supplier1
 * (bid: 4 seats, 500 kg; accepted by the client and confirmed by the operator over the API).
 */
async function bookedCharter(request: APIRequestContext, admin: ApiSession, client: ApiSession, op: ApiSession) {
  const depart = new Date(Date.now() + 12 * DAY);
  depart.setMinutes(0, 0, 0);
  const charter = await createCharter(request, client, {
    activeTab: 'OneWay',
    routes: [
      {
        from: 'Brisbane',
        to: 'Cairns',
        fromState: 'QLD',
        toState: 'QLD',
        fromLatitude: -27.38,
        fromLongitude: 153.12,
        toLatitude: -16.88,
        toLongitude: 145.75,
        departTime: depart.toISOString(),
        flightTime: '2:30',
        passengerNumber: 1,
        payload: 500,
        manifest: [{ passengerName: 'Olive Owner', contactNumber: '0400 000 111', passengerWeight: 85, freightWeight: 15, cargoWeight: 0 }],
      },
    ],
  });
  await openBidding(request, admin, charter.id);
  await approvedDocuments(request, admin, op.supplierId!);
  const headers = { Authorization: `Bearer ${op.token}` };
  const aircraft = (await (await request.get(`/api/suppliers/aircraft/${op.supplierId}`, { headers })).json()) as { id: string }[];
  const full = (await (await request.get(`/api/charterRequest/full/${charter.id}`, { headers })).json()) as {
    routes: { id: string; departTime: string }[];
  };
  const bid = await request.post('/api/suppliers/newBid', {
    headers,
    data: {
      charterRequestId: charter.id,
      bidderId: op.supplierId,
      currency: 'AUD',
      price: 4200,
      inclusions: ['Fuel'],
      exclusions: ['GST'],
      notes: 'King Air',
      sameAircraft: true,
      idempotencyKey: randomUUID(),
      routes: full.routes.map((r) => ({
        routeId: r.id,
        departTime: r.departTime,
        flightTime: '02:30',
        payload: 500,
        passengerLimit: 4,
        aircraft: [aircraft[0]!.id],
      })),
    },
  });
  expect(bid.ok(), await bid.text()).toBe(true);
  const bidId = ((await bid.json()) as { result: { id: string } }).result.id;
  const accepted = await request.post('/api/charterRequest/acceptBid', {
    headers: { Authorization: `Bearer ${client.token}` },
    data: { bidId, termsAccepted: true },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await runCharterAction(request, op, charter.id, 'Confirm Charter', { termsAccepted: true });
  return charter;
}

/** The charter's sector ids in flying order. */
async function sectorIds(request: APIRequestContext, who: ApiSession, charterId: string) {
  const full = await request.get(`/api/charterRequest/full/${charterId}`, { headers: { Authorization: `Bearer ${who.token}` } });
  return ((await full.json()) as { routes: { id: string }[] }).routes.map((r) => r.id);
}

// A client shares 3 seats on a confirmed sector at $500; a qGov user buys 2 in the
// browser; both passengers are on the owner's manifest and its CSV; 1 seat is left; sharing cannot
// be switched off; the manifest is locked; the owner accepts and an admin confirms.
test('a client shares seats on a booked sector, a qGov user buys two, the manifest locks, an admin confirms', async ({
  browser,
  request,
}) => {
  const admin = await apiSession(request, 'admin@demo.test');
  const client = await apiSession(request, 'client@demo.test');
  const op = await apiSession(request, 'supplier1@demo.test');
  const charter = await bookedCharter(request, admin, client, op);
  const buyerEmail = `robin.nurse.${Date.now()}@health.qld.test`;
  await qgovStaff(buyerEmail);
  const detail = `/charterRequests/Me/Upcoming/${charter.id}`;

  // The owner shares 3 seats and 300 kg at $500 (the editor's default price) on the share panel.
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, 'client@demo.test');
  // The new-request form offers the same per sector (seat price 0 there), within its free seats.
  await owner.goto('/newCharterRequest');
  const formShare = owner.getByRole('region', { name: 'Sector 1' }).getByRole('group', { name: 'Share seats' });
  await formShare.getByRole('switch', { name: 'Share seats' }).check({ force: true });
  // Before an award the free payload is the 25 kg asked for beyond the passengers (ADR 0039).
  await expect(formShare.getByText('2 free seats and 25 kg free payload: what was asked for beyond the passengers.')).toBeVisible();
  await expect(formShare.getByRole('textbox', { name: 'Cost per seat (AUD)' })).toHaveValue('$0');
  // Sharing needs the passenger list first: said as soon as the switch is on, as the server says it.
  await expect(
    formShare.getByText(
      'Sorry, but you need to fill out the Passenger list, before sharing charters, so that we can provide what we promise.',
    ),
  ).toBeVisible();
  await formShare.getByRole('textbox', { name: 'Payload to share (kg)' }).fill('30');
  await expect(formShare.getByText('Payload remaining: -5 kg')).toHaveAttribute('data-tone', 'red');
  await expect(formShare.getByRole('textbox', { name: 'Payload to share (kg)' })).toHaveValue('30');
  await shoot(owner, 'form-share-seats');
  await owner.goto(detail);
  const panel = owner.getByRole('region', { name: 'Charter shares' });
  await panel.getByRole('switch', { name: 'Share seats' }).check({ force: true });
  // Out of bounds is said as it is typed, with the server's messages, and Save waits; nothing is clamped.
  await panel.getByRole('textbox', { name: 'Seats for sale' }).fill('10');
  await panel.getByRole('textbox', { name: 'Payload for sale (kg)' }).fill('10');
  await expect(panel.getByText('Only 3 seats are free on this sector.')).toBeVisible();
  await expect(panel.getByText('Share payload must be at least 50 kg.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(panel.getByRole('textbox', { name: 'Seats for sale' })).toHaveValue('10');
  await panel.getByRole('textbox', { name: 'Payload for sale (kg)' }).fill('300');
  await expect(panel.getByRole('textbox', { name: 'Cost per seat (AUD)' })).toHaveValue('$500');
  await panel.getByRole('textbox', { name: 'Seats for sale' }).fill('3');
  await expect(panel.getByText('Only 3 seats are free on this sector.')).toHaveCount(0);
  // The aircraft's 500 kg less Olive (100 kg) and the 300 kg for sale.
  await expect(panel.getByText('Payload remaining: 100 kg')).toHaveAttribute('data-tone', 'green');
  await expect(panel.getByText("of the aircraft's 500 kg")).toBeVisible();
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('3 seats and 300 kg left, 0 seats bought, $AUD 500.00 a seat')).toBeVisible();
  await shoot(owner, 'share-panel-owner');

  // The qGov buyer opens the shared charter (the page the share lists open) and buys 2 seats.
  const buyer = await (await browser.newContext()).newPage();
  await signIn(buyer, buyerEmail);
  await buyer.goto(`/charterShares/Me/Live/${charter.id}`);
  const trip = buyer.getByRole('region', { name: /Brisbane → Cairns/ });
  await expect(trip.getByText(charter.ref)).toBeVisible();
  await expect(trip.getByText('$AUD 500.00')).toBeVisible();
  await expect(trip.getByText(/AEST$/)).toBeVisible();
  await shoot(buyer, 'share-trip-buyer');
  await trip.getByRole('button', { name: 'Buy Seats' }).click();
  const dialog = buyer.getByRole('dialog', { name: 'Buy Seats' });
  await dialog.getByRole('textbox', { name: 'Seats' }).fill('2');
  await dialog.getByRole('button', { name: 'Buy 2 seats' }).click();
  await expect(dialog.getByText('Passenger name required')).toHaveCount(2);
  const first = dialog.getByRole('group', { name: 'Passenger 1' });
  await first.getByLabel('Passenger Name').fill('Quinn Patient');
  await first.getByLabel('Contact Number').fill('0411 222 333');
  const second = dialog.getByRole('group', { name: 'Passenger 2' });
  await second.getByLabel('Passenger Name').fill('Rae Escort');
  await second.getByLabel('Contact Number').fill('0411 222 444');
  await second.getByLabel('Email').fill('rae.escort.patient.travel@health.qld.test');
  // A seat's passenger starts at the default 85 kg with 15 kg of bags.
  await expect(second.getByLabel('Passenger Weight (kg)')).toHaveValue('85');
  await expect(second.getByLabel('Bag Weight (kg)')).toHaveValue('15');
  await shoot(buyer, 'buy-seats-dialog');
  await dialog.getByRole('button', { name: 'Buy 2 seats' }).click();
  await expect(dialog).toBeHidden();
  await expect(buyer).toHaveURL(new RegExp(`/charterShares/Me/Live/${charter.id}/[0-9a-f-]{36}$`));
  await expect(trip.getByRole('group', { name: 'Seat of Quinn Patient' }).getByText('New')).toBeVisible();
  await expect(trip.getByRole('group', { name: 'Seat of Rae Escort' })).toBeVisible();
  await expect(trip.getByText('Seats left').locator('..')).toContainText('1');
  await shoot(buyer, 'share-trip-bought');

  // The owner's manifest and its CSV list both passengers; the list is locked; 1 seat is left.
  await owner.reload();
  const manifest = owner.getByRole('table', { name: /Manifest, Sector 1/ });
  await expect(manifest.getByText('Quinn Patient')).toBeVisible();
  await expect(manifest.getByText('Rae Escort')).toBeVisible();
  await expect(owner.getByText('Cannot change this manifest, as the Charter has been Shared.')).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Edit passengers' })).toHaveCount(0);
  const [download] = await Promise.all([owner.waitForEvent('download'), owner.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`${charter.ref}-manifest.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain('Quinn Patient');
  expect(csv).toContain('Rae Escort');
  await expect(panel.getByText('1 seat and 100 kg left, 2 seats bought, $AUD 500.00 a seat')).toBeVisible();
  // One payload remaining on the manifest and the share panel: 500 kg less Olive, the two seats bought and the 100 kg for sale.
  const manifestCard = owner.locator('.mantine-Card-root').filter({ has: owner.getByRole('heading', { name: 'Manifest', exact: true }) });
  for (const where of [manifestCard, panel]) await expect(where.getByText('Payload remaining: 100 kg')).toBeVisible();
  await manifestCard.getByRole('button', { name: 'How payload remaining is worked out' }).click();
  const sum = owner.getByRole('table', { name: 'Payload remaining, worked out' });
  await expect(sum.getByRole('row', { name: /Seats bought/ })).toContainText('− 200 kg');
  await expect(sum.getByRole('row', { name: /Payload offered for sale/ })).toContainText('− 100 kg');
  await owner.keyboard.press('Escape');

  // Sharing cannot be switched off once seats are bought: the switch says why, and so does the server.
  await expect(panel.getByRole('switch', { name: 'Share seats' })).toBeDisabled();
  await expect(panel.getByText('Seats on this sector have been bought, so sharing cannot be switched off.')).toBeVisible();
  const off = await request.post('/api/charterRequest/updateShare', {
    headers: { Authorization: `Bearer ${client.token}` },
    data: {
      routeId: (await sectorIds(request, client, charter.id))[0],
      enabled: false,
      seatsAvailable: 1,
      totalWeightAvailable: 100,
      costPerSeat: 500,
    },
  });
  expect(off.status()).toBe(400);
  expect(((await off.json()) as { messages: string[] }).messages).toEqual([
    'Seats on this sector have been bought, so sharing cannot be switched off.',
  ]);
  // While a seat is for sale it comes with at least 50 kg, bought seats or not.
  await panel.getByRole('textbox', { name: 'Payload for sale (kg)' }).fill('10');
  await expect(panel.getByText('Share payload must be at least 50 kg.')).toBeVisible();
  await shoot(owner, 'share-panel-bought');

  // At 768 px the manifest's Total column is in view and a buyer's e-mail keeps clear of the weight.
  await owner.setViewportSize({ width: 768, height: 900 });
  await owner.reload();
  const total = owner.getByRole('table', { name: /Manifest, Sector 1/ }).getByRole('columnheader', { name: 'Total (kg)' });
  const totalBox = (await total.boundingBox())!;
  expect(totalBox.x + totalBox.width).toBeLessThanOrEqual(768);
  const seat = panel.getByRole('group', { name: 'Seat of Rae Escort' });
  const email = (await seat.getByText('rae.escort.patient.travel@health.qld.test').boundingBox())!;
  const weight = (await seat.getByText('85 + 15 bags').boundingBox())!;
  const overlaps =
    email.x < weight.x + weight.width &&
    weight.x < email.x + email.width &&
    email.y < weight.y + weight.height &&
    weight.y < email.y + email.height;
  expect(overlaps).toBe(false);
  expect(email.x + email.width).toBeLessThanOrEqual(768);
  await owner.setViewportSize({ width: 1280, height: 900 });

  // The owner accepts both; the admin confirms one; the buyer hears of it.
  await owner.reload();
  for (const name of ['Quinn Patient', 'Rae Escort']) {
    await panel.getByRole('button', { name: `Accept the seat of ${name}` }).click();
    await expect(panel.getByRole('group', { name: `Seat of ${name}` }).getByText('Pending')).toBeVisible();
  }
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, 'admin@demo.test');
  await adminPage.goto(detail);
  const adminPanel = adminPage.getByRole('region', { name: 'Charter shares' });
  await adminPanel.getByRole('button', { name: 'Confirm the seat of Quinn Patient' }).click();
  await expect(adminPanel.getByRole('group', { name: 'Seat of Quinn Patient' }).getByText('Confirmed')).toBeVisible();
  await shoot(adminPage, 'share-panel-admin');
  await waitForMail((m) => m.to.includes(buyerEmail) && m.subject === `Your seat on ${charter.ref} is confirmed`);
  await buyer.reload();
  await expect(buyer.getByRole('group', { name: 'Seat of Quinn Patient' }).getByText('Confirmed')).toBeVisible();
});
