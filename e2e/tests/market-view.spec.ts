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
