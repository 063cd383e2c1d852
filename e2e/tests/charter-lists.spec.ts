import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../support/session.js';

interface ApiSession {
  token: string;
  clientId: string | null;
}

const DAY = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Signs in over the API (accepting the terms when asked), as a second device of that user would. */
async function apiSession(request: APIRequestContext, email: string): Promise<ApiSession> {
  const login = await request.post('/auth/login', {
    data: { userName: email, password: DEMO_PASSWORD, remoteIpAddress: null, oldRefreshTokens: [] },
  });
  expect(login.ok()).toBe(true);
  let token = ((await login.json()) as { accessToken: { token: string } }).accessToken.token;
  if (!claimsOf(token).termsAccepted) {
    const headers = { Authorization: `Bearer ${token}` };
    const terms = (await (await request.get('/api/accounts/terms', { headers })).json()) as { id: string };
    const accepted = await request.post('/api/accounts/acceptTerms', { headers, data: { termsId: terms.id } });
    token = ((await accepted.json()) as { result: { accessToken: { token: string } } }).result.accessToken.token;
  }
  return { token, clientId: (claimsOf(token).clientId as string | null) ?? null };
}

/** A two-sector request departing in ten days, created through POST newCharterRequest. */
async function createCharter(request: APIRequestContext, session: ApiSession): Promise<{ id: string; ref: string }> {
  const depart = new Date(Date.now() + 10 * DAY);
  const sector = (from: string, to: string, at: Date, coords: [number, number, number, number]) => ({
    from,
    to,
    fromState: 'QLD',
    toState: 'QLD',
    fromLatitude: coords[0],
    fromLongitude: coords[1],
    toLatitude: coords[2],
    toLongitude: coords[3],
    departTime: at.toISOString(),
    flightTime: '2:15',
    passengerNumber: 2,
    payload: 100,
    manifest: [],
  });
  const res = await request.post('/api/charterRequest/newCharterRequest', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: {
      clientId: session.clientId,
      charterType: 'Passenger',
      charterSubType: 'Crew change',
      catering: 'Full',
      dangerousGoods: false,
      shared: false,
      biddingTimeSpanHours: 120,
      activeTab: 'Return',
      routes: [
        sector('Brisbane', 'Cairns', depart, [-27.38, 153.12, -16.88, 145.75]),
        sector('Cairns', 'Brisbane', new Date(depart.getTime() + DAY), [-16.88, 145.75, -27.38, 153.12]),
      ],
    },
  });
  expect(res.ok()).toBe(true);
  const { result } = (await res.json()) as { result: { id: string; jobReference: number } };
  return { id: result.id, ref: `JB${result.jobReference}` };
}

/** An admin opens bidding over the API (the QGov variant of Open Bidding asks for operator states). */
async function openBiddingByApi(request: APIRequestContext, admin: ApiSession, id: string) {
  const headers = { Authorization: `Bearer ${admin.token}` };
  const offered = (await (await request.get(`/api/entityState/getActionsForEntityItem/CharterRequest/${id}`, { headers })).json()) as {
    status: string;
    actions: { id: string; actionName: string; nextState: string; dataEntry: { options?: string[]; preselected?: string[] } }[];
  };
  const open = offered.actions.find((a) => a.actionName === 'Open Bidding')!;
  const states = open.dataEntry.preselected?.length ? open.dataEntry.preselected : (open.dataEntry.options ?? []).slice(0, 1);
  const res = await request.post('/api/entityState/setItemStatus', {
    headers,
    data: {
      id,
      allowedActionId: open.id,
      entity: 'CharterRequest',
      currentStatus: offered.status,
      newStatus: open.nextState,
      reason: 'No Reason',
      states,
      biddingEndDate: new Date(Date.now() + 2 * DAY).toISOString(),
    },
  });
  expect(res.ok()).toBe(true);
}

/** A datetime-local value (browser and test run on the same machine, so the same time zone). */
function localInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

test("an admin opens bidding in the action dialog and the client's Live list shows it without reloading", async ({ browser, request }) => {
  const charter = await createCharter(request, await apiSession(request, 'client@demo.test'));

  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await signIn(clientPage, 'client@demo.test');
  await expect(clientPage).toHaveURL(/\/charterRequests\/Me\/Live$/i);
  await expect(clientPage.getByRole('tab', { name: 'Live', selected: true })).toBeVisible();
  // The list has loaded (empty or not) before the change happens.
  await expect(
    clientPage.getByText('No charter requests available').or(clientPage.getByRole('table', { name: 'Charter requests' })),
  ).toBeVisible();
  await expect(clientPage.getByRole('link', { name: charter.ref, exact: true })).toHaveCount(0);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, 'admin@demo.test');
  await adminPage.goto('/charterRequests/Me/New');
  await adminPage.getByRole('link', { name: charter.ref, exact: true }).click();
  await expect(adminPage.getByRole('heading', { name: `Charter Request ${charter.ref}` })).toBeVisible();

  await adminPage.getByRole('button', { name: 'Open Bidding' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Open Bidding' });
  // Without a date the dialog says what it needs, before any call.
  await dialog.getByRole('button', { name: 'Open Bidding' }).click();
  await expect(dialog.getByText('Bidding end date must be between now and the first departure')).toBeVisible();
  await dialog.getByLabel('Bidding end date').fill(localInput(new Date(Date.now() + 2 * DAY)));
  await dialog.getByRole('button', { name: 'Open Bidding' }).click();
  await expect(adminPage.getByRole('dialog', { name: 'Open Bidding' }).getByText(`${charter.ref} is now Live.`)).toBeVisible();

  // The client's page was never reloaded: the server's change event refreshed the list.
  await expect(clientPage.getByRole('link', { name: charter.ref, exact: true })).toBeVisible({ timeout: 5000 });
  await expect(clientPage).toHaveURL(/\/charterRequests\/Me\/Live$/i);

  await adminPage.getByRole('dialog', { name: 'Open Bidding' }).getByRole('button', { name: 'OK' }).click();
  await adminPage.getByRole('tab', { name: 'Timeline' }).click();
  await expect(adminPage.getByText('Pending → Live')).toBeVisible();
  await clientContext.close();
  await adminContext.close();
});

test('staff cannot see a charter of another client: not listed, not found, not offered by the job search', async ({ page, request }) => {
  // The admin books it for the QGov client, so qgov@demo.test stays a first-time user for the terms journey.
  const admin = await apiSession(request, 'admin@demo.test');
  const options = await request.get('/api/charterRequest/clientOptions', { headers: { Authorization: `Bearer ${admin.token}` } });
  const qgov = ((await options.json()) as { id: string; clientType: string }[]).find((c) => c.clientType === 'QGov')!;
  const charter = await createCharter(request, { token: admin.token, clientId: qgov.id });
  await openBiddingByApi(request, admin, charter.id);

  await signIn(page, 'staff@demo.test');
  await page.goto('/charterRequests/Me/Live');
  await expect(page.getByRole('tab', { name: 'Live', selected: true })).toBeVisible();
  await expect(page.getByText('No charter requests available').or(page.getByRole('table', { name: 'Charter requests' }))).toBeVisible();
  await expect(page.getByRole('link', { name: charter.ref, exact: true })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Job Number' }).fill(charter.ref);
  await expect(page.getByText('No matching jobs')).toBeVisible();

  await page.goto(`/charterRequests/Me/Live/${charter.id}`);
  await expect(page.getByText('Sorry, this item is not available')).toBeVisible();
});

test('the admin downloads the list as an Excel workbook', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/charterRequests/Me/Live');
  await expect(page.getByRole('tab', { name: 'Live', selected: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  // An .xlsx is a zip archive: it starts with "PK".
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});
