import { expect, test, type Page } from '@playwright/test';
import { withDatabase } from '../support/database.js';
import { signIn } from '../support/session.js';

// ADR 0046: an operator's My Past Bids opens with its own view of the market, counts and bands only.
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an operator sees its win rate, ranks and lost-bid bands, and no other operator', async ({ page }) => {
  const others = await withDatabase(async (db) =>
    (await db.query(`select company_name as name from suppliers where email <> 'supplier1@demo.test'`)).rows.map((r) => r.name as string),
  );
  await signIn(page, 'supplier1@demo.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Past Bids', exact: true }).click();
  const win = page.getByRole('region', { name: 'Win rate' });
  await expect(win).toContainText(/\d+%/);
  const ranks = page.getByRole('list', { name: 'Where your bids ranked' });
  await expect(ranks.getByRole('listitem')).toHaveCount(4);
  const lost = page.getByRole('list', { name: 'Your lost bids against the winner' });
  await expect(lost.getByRole('listitem', { name: /^Within 5%: \d+$/ })).toBeVisible();
  const view = page.locator('section');
  for (const name of others) await expect(view.getByText(name)).toHaveCount(0);
  await shoot(page, 'market-view');
});

test('an admin picks an operator on /bids and reads its market view as the operator’s, not "yours"', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/bids');
  await page.getByRole('combobox', { name: 'Supplier' }).click();
  await page.getByRole('option', { name: 'Outback Air Charter' }).click();
  await expect(page.getByRole('region', { name: 'Win rate' })).toContainText('awarded charters the operator bid on');
  await expect(page.getByRole('list', { name: 'Where the operator’s bids ranked' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('list', { name: 'The operator’s lost bids against the winner' })).toBeVisible();
  await expect(page.getByText(/your bids|you bid on/i)).toHaveCount(0);
});
