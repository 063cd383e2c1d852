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
  // A year of the operator's bids (a few hundred rows) loads first; on a busy machine that has taken longer than a check's 10 s.
  await expect(operator.getByRole('status', { name: 'Loading bids' })).toHaveCount(0, { timeout: 30_000 });
  const past = operator
    .getByRole('table', { name: 'My Past Bids' })
    .getByRole('row')
    .filter({ hasText: refOf(soon.ref) });
  await expect(past.getByText('Unavailable')).toBeVisible();
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
