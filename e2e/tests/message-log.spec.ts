import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from '../support/session.js';
import { apiSession, createCharter, openBidding, type ApiSession } from '../support/api.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** dd/MM/yyyy some days from today (browser and test run in the same time zone). */
function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** Waits until the outbox has sent the e-mail and logged it where `who` reads its log. */
async function logged(request: APIRequestContext, who: ApiSession, subject: string) {
  await expect
    .poll(async () => {
      const res = await request.get(`/api/messageLog?search=${encodeURIComponent(subject)}`, {
        headers: { Authorization: `Bearer ${who.token}` },
      });
      return ((await res.json()) as { items: { subject: string }[] }).items.map((m) => m.subject);
    })
    .toContain(subject);
}

test('a department reads its own e-mails on Me and its staff’s too on All, within a date range that starts yesterday', async ({
  page,
  request,
}) => {
  // Opening bidding e-mails the charter's owner at its own level: the department, and the staff member.
  const admin = await apiSession(request, 'admin@demo.test');
  const department = await apiSession(request, 'department@demo.test');
  const staff = await apiSession(request, 'staff@demo.test');
  const own = await createCharter(request, department);
  const staffs = await createCharter(request, staff);
  await openBidding(request, admin, own.id);
  await openBidding(request, admin, staffs.id);
  const ownSubject = `${own.ref} is open for bids`;
  const staffSubject = `${staffs.ref} is open for bids`;
  await logged(request, department, ownSubject);
  await logged(request, department, staffSubject);

  await signIn(page, 'department@demo.test');
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/messageLog$/);
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();

  // The default range: yesterday to two days ahead.
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue(day(-1));
  await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue(day(2));

  const messages = page.getByRole('table', { name: 'Messages' });
  await expect(page.getByRole('tab', { name: 'All', selected: true })).toBeVisible();
  await expect(messages.getByRole('link', { name: ownSubject })).toBeVisible();
  await expect(messages.getByRole('link', { name: staffSubject })).toBeVisible();

  await page.getByRole('tab', { name: 'Me' }).click();
  await expect(page).toHaveURL(/list=Me/);
  await expect(messages.getByRole('link', { name: ownSubject })).toBeVisible();
  await expect(messages.getByRole('link', { name: staffSubject })).toHaveCount(0);

  // A message opens and goes back to the same tab and days.
  await messages.getByRole('link', { name: ownSubject }).click();
  await expect(page.getByText(`${own.ref}`).first()).toBeVisible();
  await page.getByRole('link', { name: '← Back to Messages' }).click();
  await expect(page.getByRole('tab', { name: 'Me', selected: true })).toBeVisible();
  await expect(messages.getByRole('link', { name: ownSubject })).toBeVisible();

  // Days after today hold nothing yet; a From after the To is refused before any call.
  await page.getByRole('textbox', { name: 'From' }).fill(day(1));
  await expect(page.getByText('No messages in these dates')).toBeVisible();
  await page.getByRole('textbox', { name: 'To' }).fill(day(-3));
  await page.getByRole('textbox', { name: 'To' }).blur();
  await expect(page.getByText('From must not be after To')).toBeVisible();
  // Each date is taken before the next is typed, as a user sees it happen: on a loaded machine a
  // second field typed into before the first one's change has rendered got the first one's old text
  // back on blur.
  await page.getByRole('textbox', { name: 'From' }).fill(day(-5));
  await expect(page.getByText('From must not be after To')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'To' }).fill(day(0));
  await page.getByRole('textbox', { name: 'To' }).blur();
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue(day(-5));
  await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue(day(0));
  await expect(page.getByText('From must not be after To')).toHaveCount(0);
  await expect(messages.getByRole('link', { name: ownSubject })).toBeVisible();
});

test('staff have no All / Me tabs: their log is their own', async ({ page }) => {
  await signIn(page, 'staff@demo.test');
  await page.goto('/messageLog');
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue(day(-1));
  await expect(page.getByRole('tab', { name: 'Me' })).toHaveCount(0);
});
