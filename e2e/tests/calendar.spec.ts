import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { downloadFrom } from '../support/browser.js';
import { withDatabase } from '../support/database.js';
import { signIn } from '../support/session.js';

/** The events of an .ics as a calendar library reads them: summary, zone, local start, status. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      summary: event.summary,
      tzid: String(vevent.getFirstProperty('dtstart')!.getParameter('tzid')),
      status: String(vevent.getFirstPropertyValue('status')),
      alarm: String(vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')),
    };
  });
}

async function clientConfirmedCharter() {
  return withDatabase(async (db) => {
    const r = await db.query(
      `select cr.id, 'JB' || cr.job_reference as reference,
         (select count(*)::int from charter_routes r where r.charter_request_id = cr.id) as sectors
       from charter_requests cr
       where cr.status = 'Confirmed' and cr.client_department_id is null
         and cr.client_id = (select client_id from users where email = 'client@demo.test')
       order by cr.job_reference limit 1`,
    );
    return r.rows[0] as { id: string; reference: string; sectors: number };
  });
}

test('the client adds a booked charter to its calendar, and subscribes to a feed of all of them from My Details', async ({ page }) => {
  await signIn(page, 'client@demo.test');
  const charter = await clientConfirmedCharter();
  await page.goto(`/charterRequests/Me/Confirmed/${charter.id}`);
  await page.getByRole('button', { name: 'Itinerary' }).click();
  const dialog = page.getByRole('dialog', { name: `Itinerary ${charter.reference}` });
  const download = await downloadFrom(page, () => dialog.getByRole('button', { name: 'Add to Calendar (.ics)' }).click());
  expect(download.suggestedFilename()).toBe(`${charter.reference}-itinerary.ics`);
  const events = eventsOf(await readFile((await download.path())!, 'utf8'));
  expect(events).toHaveLength(charter.sectors);
  for (const e of events) {
    expect(e.summary.startsWith(`${charter.reference} `)).toBe(true);
    expect(e.tzid).toMatch(/^Australia\//);
    expect(e.status).toBe('CONFIRMED');
    expect(e.alarm).toBe('-PT30M');
  }
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto('/me');
  const card = page.getByRole('region', { name: 'Calendar Feed' });
  await expect(card.getByText('You have no calendar feed.')).toBeVisible();
  await card.getByRole('button', { name: 'Create Feed' }).click();
  await expect(card.getByText('Your calendar feed is ready. Copy its address now: it is shown only once.')).toBeVisible();
  const url = await card.getByLabel('Feed address').inputValue();
  // Read as a calendar app would: no sign-in, the address alone.
  const feed = await page.request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  expect(eventsOf(await feed.text()).some((e) => e.summary.startsWith(`${charter.reference} `))).toBe(true);

  await card.getByRole('button', { name: 'Remove Feed' }).click();
  await card.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(card.getByText('You have no calendar feed.')).toBeVisible();
  expect((await page.request.get(new URL(url).pathname)).status()).toBe(404);
});
