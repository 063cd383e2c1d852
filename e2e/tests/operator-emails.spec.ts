import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { signIn } from '../support/session.js';
import { brisbaneDay } from '../support/dates.js';
import { DAY, apiSession, createCharter, type ApiSession } from '../support/api.js';
import { waitForMail, type Mail } from '../support/mail.js';

const COPY = 'dispatch@outback-e2e.test';
const NOTES = 'Freight dock B, forklift on site until 4pm';

/** Every captured e-mail so far. */
async function allMail(): Promise<Mail[]> {
  const dir = process.env.E2E_MAIL_DIR!;
  return Promise.all((await readdir(dir)).map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as Mail));
}

const auth = (who: ApiSession) => ({ Authorization: `Bearer ${who.token}` });

async function ok(res: Promise<APIResponse>): Promise<APIResponse> {
  const r = await res;
  expect(r.ok(), await r.text()).toBe(true);
  return r;
}

/** The operators' profiles as an admin edits them; the journey sets the filters it needs and puts them back. */
async function profile(request: APIRequestContext, admin: ApiSession, id: string) {
  return (await (await ok(request.get(`/api/suppliers/get?id=${id}`, { headers: auth(admin) }))).json()) as Record<string, unknown>;
}

test('an admin opens bidding on a Freight request: only the Freight operator and its secondary address hear of it, with the client’s notes', async ({
  browser,
  request,
}) => {
  const admin = await apiSession(request, 'admin@demo.test');
  const client = await apiSession(request, 'client@demo.test');
  const s1 = await apiSession(request, 'supplier1@demo.test');
  const s2 = await apiSession(request, 'supplier2@demo.test');
  const saveProfile = (p: Record<string, unknown>) => ok(request.post('/api/suppliers/update', { headers: auth(admin), data: p }));
  const before1 = await profile(request, admin, s1.supplierId!);
  const before2 = await profile(request, admin, s2.supplierId!);
  const me = (await (await ok(request.get('/api/accounts/me', { headers: auth(client) }))).json()) as { fields: Record<string, unknown> };
  const noFilters = { locationFilterEnabled: false, passengerRangeFilterEnabled: false, status: 'Active' };

  try {
    // Outback Air (supplier1) flies freight, Coral Coast (supplier2) passengers only; both take Generic clients.
    await saveProfile({ ...before1, ...noFilters, charterTypes: ['Passenger', 'Freight'], clientTypes: ['Generic', 'QGov'] });
    await saveProfile({ ...before2, ...noFilters, charterTypes: ['Passenger'], clientTypes: ['Generic'] });
    await ok(request.post('/api/suppliers/addSecondaryEmail', { headers: auth(s1), data: { supplierId: s1.supplierId, email: COPY } }));
    await ok(request.post('/api/accounts/updateMe', { headers: auth(client), data: { ...me.fields, notesForSupplier: NOTES } }));

    const charter = await createCharter(request, client, { charterType: 'Freight', charterSubType: 'General Freight' });
    const company = (
      (await (await ok(request.get(`/api/charterRequest/full/${charter.id}`, { headers: auth(admin) }))).json()) as { clientName: string }
    ).clientName;

    // The admin opens bidding in the action dialog.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, 'admin@demo.test');
    await adminPage.goto('/charterRequests/Me/New');
    await adminPage.getByRole('link', { name: charter.ref, exact: true }).click();
    await adminPage.getByRole('button', { name: 'Open Bidding' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Open Bidding' });
    await dialog.getByRole('textbox', { name: 'Bidding end date' }).fill(brisbaneDay(new Date(Date.now() + 2 * DAY)));
    await dialog.getByRole('textbox', { name: 'Bidding end time' }).fill('12:00');
    await dialog.getByRole('button', { name: 'Open Bidding' }).click();
    await expect(dialog.getByText(`${charter.ref} is now Live.`)).toBeVisible();
    await adminContext.close();

    const isNewCharter = (m: Mail) => m.subject.startsWith(`New charter ${charter.ref}`);
    const toOperator = await waitForMail((m) => m.to.includes('supplier1@demo.test') && isNewCharter(m));
    const toCopy = await waitForMail((m) => m.to.includes(COPY) && isNewCharter(m));
    expect(toCopy.text).toBe(toOperator.text);
    expect(toOperator.text).toContain(`Notes for Supplier: ${NOTES}`);
    expect(toOperator.text).not.toContain(company);
    // The same transaction queued every e-mail of the change; the client's arrives with them.
    await waitForMail((m) => m.to.includes('client@demo.test') && m.subject === `${charter.ref} is open for bids`);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await allMail()).filter((m) => isNewCharter(m)).map((m) => m.to)).toHaveLength(2);
    expect((await allMail()).some((m) => m.to.includes('supplier2@demo.test') && isNewCharter(m))).toBe(false);

    // The Freight operator finds it in its Live list with the client's notes, never the client's name.
    const page = await (await browser.newContext()).newPage();
    await signIn(page, 'supplier1@demo.test');
    await page.goto('/charterRequests/Me/Live');
    await page.getByRole('link', { name: charter.ref, exact: true }).click();
    await expect(page.getByText('Notes for Supplier')).toBeVisible();
    await expect(page.getByText(NOTES)).toBeVisible();
    await expect(page.getByText(company)).toHaveCount(0);
    await page.context().close();

    // The passenger operator's list does not show it.
    const live = (await (await ok(request.get('/api/charterRequest/supplierByStatus/Live', { headers: auth(s2) }))).json()) as {
      items: { id: string }[];
    };
    expect(live.items.map((i) => i.id)).not.toContain(charter.id);
  } finally {
    // Put back what the other journeys expect.
    await saveProfile(before1);
    await saveProfile(before2);
    await request.post('/api/suppliers/removeSecondaryEmail', { headers: auth(s1), data: { supplierId: s1.supplierId, email: COPY } });
    await request.post('/api/accounts/updateMe', { headers: auth(client), data: me.fields });
  }
});
