import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiSession, createCharter } from '../support/api.js';
import { withDatabase } from '../support/database.js';
import { waitForMail } from '../support/mail.js';
import { signIn } from '../support/session.js';

// supplier-and-admin sections 3, 5, 7 and 9: the passenger list of a booked charter, edited by its
// client party before the due time (24 hours before the first flight), e-mailed to the operator
// that asked to hear of changes, refused once due, and downloaded as CSV named after the job.

/** A staff member's charter booked with supplier1, its first flight `hours` from now. */
async function bookedCharter(request: Parameters<typeof apiSession>[0], hours: number) {
  const staff = await apiSession(request, 'staff@demo.test');
  const charter = await createCharter(request, staff);
  await withDatabase(async (db) => {
    const shift = `(now() + make_interval(hours => ${hours})) - (select depart_time from charter_requests where id = $1)`;
    await db.query(`update charter_routes set depart_time = depart_time + (${shift}) where charter_request_id = $1`, [charter.id]);
    await db.query(
      `update charter_requests set status = 'Confirmed', bidder_id = (select supplier_id from users where email = 'supplier1@demo.test'),
         last_depart_time = (select max(depart_time) from charter_routes where charter_request_id = $1),
         depart_time = (select min(depart_time) from charter_routes where charter_request_id = $1)
       where id = $1`,
      [charter.id],
    );
  });
  return { ...charter, staff };
}

test('staff add a passenger to a booked charter; the operator hears of it; the CSV downloads', async ({ page, request }) => {
  const charter = await bookedCharter(request, 7 * 24);
  const before = await withDatabase(
    async (db) =>
      (
        await db.query(`update suppliers s set notify_of_manifest_changes = true from suppliers old
         where s.id = old.id and s.id = (select supplier_id from users where email = 'supplier1@demo.test')
         returning old.notify_of_manifest_changes as was`)
      ).rows[0].was as boolean,
  );
  try {
    await signIn(page, 'staff@demo.test');
    await page.goto(`/charterRequests/Me/Upcoming/${charter.id}`);
    await expect(page.getByRole('heading', { name: `Charter Request ${charter.ref}` })).toBeVisible();
    await expect(page.getByText(/^Manifest due \d\d-\w{3}-\d{4} \d\d:\d\d AEST$/)).toBeVisible();
    await expect(page.getByText('No passengers listed')).toHaveCount(2);

    await page.getByRole('button', { name: 'Edit passengers' }).click();
    const editor = page.getByRole('dialog', { name: `Passengers of ${charter.ref}` });
    await editor.getByRole('checkbox', { name: 'Same passengers on every sector' }).check();
    await editor.getByRole('button', { name: 'Add passenger' }).click();
    const row = editor.getByRole('group', { name: 'Passenger 1' });
    await expect(row.getByLabel('Passenger Weight (kg)')).toHaveValue('86');
    await expect(row.getByLabel('Bag Weight (kg)')).toHaveValue('15');
    // The 100 kg asked for is room beyond the passengers: a default passenger (86 + 15 kg) comes on top of it.
    await expect(editor.getByText('Payload remaining: 100 kg')).toHaveAttribute('data-tone', 'green');
    await expect(editor.getByText('of 100 kg asked for beyond the passengers')).toBeVisible();
    // Closing with a change asks first.
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Discard passenger changes?' }).getByRole('button', { name: 'Keep editing' }).click();
    await editor.getByRole('button', { name: 'Save passengers' }).click();
    await expect(row.getByText('Passenger name required')).toBeVisible();
    await row.getByLabel('Passenger Name').fill('Nell Manifest');
    await row.getByLabel('Contact Number').fill('+61 400 111 222');
    await editor.getByRole('button', { name: 'Save passengers' }).click();
    await expect(editor).toBeHidden();
    await page
      .getByRole('button', { name: 'OK' })
      .click()
      .catch(() => {});
    await expect(page.getByRole('table', { name: /Manifest, Sector 1/ }).getByText('Nell Manifest')).toBeVisible();
    await expect(page.getByRole('table', { name: /Manifest, Sector 2/ }).getByText('Nell Manifest')).toBeVisible();
    await expect(page.getByText('Payload remaining: 100 kg')).toHaveCount(2);
    await page.getByRole('button', { name: 'How payload remaining is worked out' }).first().click();
    await expect(page.getByText('The passenger list (101 kg) comes on top of it.', { exact: false })).toBeVisible();
    await page.keyboard.press('Escape');

    const mail = await waitForMail((m) => m.to === 'supplier1@demo.test' && m.subject === `Passenger list changed for ${charter.ref}`);
    expect(mail.text).toContain('Added: Nell Manifest');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`${charter.ref}-manifest.csv`);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')).toEqual([
      'Passenger Name,Passenger Phone Number,Passenger Email,Passenger Weight,Bag Weight,Cargo,Sector Number',
      "Nell Manifest,'+61 400 111 222,,86,15,0,1",
      "Nell Manifest,'+61 400 111 222,,86,15,0,2",
      '',
    ]);
    // LibreOffice, where installed, opens it as a spreadsheet.
    const soffice = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((p) => existsSync(p));
    if (soffice) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'manifest-csv-'));
      await writeFile(path.join(dir, 'manifest.csv'), csv);
      execFileSync(soffice, ['--headless', '--convert-to', 'xlsx', '--outdir', dir, path.join(dir, 'manifest.csv')], { timeout: 60_000 });
      expect(existsSync(path.join(dir, 'manifest.xlsx'))).toBe(true);
    }
  } finally {
    await withDatabase((db) =>
      db.query(
        `update suppliers set notify_of_manifest_changes = $1 where id = (select supplier_id from users where email = 'supplier1@demo.test')`,
        [before],
      ),
    );
  }
});

test('a charter departing in 12 hours: its passenger list is closed to the client side', async ({ page, request }) => {
  const charter = await bookedCharter(request, 12);
  await signIn(page, 'staff@demo.test');
  await page.goto(`/charterRequests/Me/Upcoming/${charter.id}`);
  await expect(page.getByRole('heading', { name: `Charter Request ${charter.ref}` })).toBeVisible();
  const closed = /^The passenger list closed 24 hours before the first flight \(\d\d-\w{3}-\d{4} \d\d:\d\d AEST\); call us to change it\.$/;
  await expect(page.getByText(closed)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit passengers' })).toHaveCount(0);

  const routes = await withDatabase(
    async (db) => (await db.query(`select id from charter_routes where charter_request_id = $1 order by "order"`, [charter.id])).rows,
  );
  const res = await request.post('/api/charterRequest/updateManifest', {
    headers: { Authorization: `Bearer ${charter.staff.token}` },
    data: {
      charterRequestId: charter.id,
      routes: [
        { routeId: routes[0].id, manifest: [{ passengerName: 'Late Larry', passengerWeight: 80, freightWeight: 10, cargoWeight: 0 }] },
      ],
    },
  });
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { messages: string[] }).messages[0]).toMatch(closed);
});
