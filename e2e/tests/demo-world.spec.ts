import { expect, test } from '@playwright/test';
import { signIn } from '../support/session.js';
import { withDatabase } from '../support/database.js';

/**
 * What the demo world shows of the spec's items right after a start (README "Demo sign-ins"): a
 * Live charter closing within a day with no bid standing (highlighted), a withdrawn and a voided
 * bid, a charter changed after booking with its superseded version and a further change pending.
 */

const refOf = (n: string | number) => `JB${n}`;

async function demoRefs() {
  return withDatabase(async (db) => {
    const one = async (sql: string) => (await db.query<{ ref: string; id: string }>(sql)).rows[0]!;
    return {
      soon: await one(
        `select job_reference as ref, id from charter_requests where status = 'Live' and from_site like 'Rockhampton%' order by job_reference limit 1`,
      ),
      changed: await one(
        `select job_reference as ref, id from charter_requests where last_version is not null and change_pending order by job_reference limit 1`,
      ),
      replaced: await one(
        `select o.job_reference as ref, o.id from charter_requests o join charter_requests n on n.last_version = o.id and n.change_pending
         where o.status = 'Superceded' order by o.job_reference limit 1`,
      ),
    };
  });
}

test('the Live list highlights the charter closing within a day with no bids; its withdrawn and voided bids show as such', async ({
  page,
}) => {
  const { soon } = await demoRefs();
  await signIn(page, 'admin@demo.test');
  await page.goto('/charterRequests/Me/Live');
  const row = page.getByRole('row').filter({ hasText: refOf(soon.ref) });
  await expect(row.getByText('Needs bids')).toBeVisible();
  await page.goto(`/charterRequests/Me/Live/${soon.id}/Bids`);
  await expect(page.getByText('Unavailable', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Void', { exact: true }).first()).toBeVisible();

  const operator = await (await page.context().browser()!.newContext()).newPage();
  await signIn(operator, 'supplier1@demo.test');
  await operator.goto('/bids');
  const table = operator.getByRole('table', { name: 'My Past Bids' });
  const past = table.getByRole('row').filter({ hasText: refOf(soon.ref) });
  await expect(past.getByText('Unavailable')).toBeVisible();

  // A year of bids comes a page at a time (ADR 0054), newest first: the first page, then the next.
  const total = await withDatabase(
    async (db) =>
      (
        await db.query<{ n: number }>(
          `select count(*)::int as n from bids b join users u on u.supplier_id = b.bidder_id where u.email = 'supplier1@demo.test'`,
        )
      ).rows[0]!.n,
  );
  expect(total).toBeGreaterThan(50);
  const rows = table.locator('tbody tr');
  await expect(operator.getByText(`Showing 25 of ${total}`)).toBeVisible();
  await expect(rows).toHaveCount(25);
  await operator.getByRole('button', { name: 'Load more' }).click();
  await expect(operator.getByText(`Showing 50 of ${total}`)).toBeVisible();
  await expect(rows).toHaveCount(50);
});

test('the department’s changed charter: the change pending banner, its earlier version Superceded, both on their tabs', async ({
  page,
}) => {
  const { changed, replaced } = await demoRefs();
  await signIn(page, 'department@demo.test');
  await page.goto(`/charterRequests/Me/Upcoming/${changed.id}`);
  await expect(page.getByRole('heading', { name: `Charter Request ${refOf(changed.ref)}` })).toBeVisible();
  await expect(page.getByText('There is a change pending for this charter request.')).toBeVisible();
  await expect(page.getByText(`Previous version ${refOf(replaced.ref)}`)).toBeVisible();

  await page.goto('/charterRequests/Me/LiveChange');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: refOf(changed.ref) })
      .first(),
  ).toBeVisible();
  await page.goto('/charterRequests/Me/Closed');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: refOf(replaced.ref) })
      .getByText('Superceded'),
  ).toBeVisible();
});
