import { expect, test, type Locator, type Page } from '@playwright/test';
import { withDatabase } from '../support/database.js';
import { choosePlace, placeField as place } from '../support/places.js';
import { signIn } from '../support/session.js';

const SHOTS = process.env.E2E_SHOTS_DIR;

/** Screenshots for looking at the wizard (when E2E_SHOTS_DIR is set): 1280 and 768 px wide. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 1100 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

interface Figures {
  speedMin: number;
  speedMax: number;
  rateMin: number;
  rateMax: number;
}
interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The seeded figures of a category (packages/db/src/seed/categories.ts: km/h, AUD an hour). */
const figures = (category: string) =>
  withDatabase(async (db) => {
    const r = await db.query<Figures>(
      `select speed_range_min as "speedMin", speed_range_max as "speedMax", hourly_rate_range_min as "rateMin",
         hourly_rate_range_max as "rateMax" from aircraft_categories where category = $1`,
      [category],
    );
    return r.rows[0]!;
  });

const coordinates = (site: string) =>
  withDatabase(
    async (db) => (await db.query<Coordinates>('select latitude, longitude from airport_lookups where site = $1', [site])).rows[0]!,
  );

/** Great-circle km between two places, worked here on its own. */
function km(a: Coordinates, b: Coordinates): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)));
}

const hm = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
/** The one money format: "$AUD 5,880.77". */
const aud = (n: number) =>
  `$AUD ${(Math.round(n * 100) / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** What a category's row must read: flight time per leg fastest – slowest, price for both legs min – max. */
function expected(f: Figures, distance: number, legs: number) {
  return {
    time: `${hm(Math.round((distance / f.speedMax) * 60))} – ${hm(Math.round((distance / f.speedMin) * 60))}`,
    price: `${aud((legs * f.rateMin * distance) / f.speedMax)} – ${aud((legs * f.rateMax * distance) / f.speedMin)}`,
  };
}

/** dd/MM/yyyy some days from today. */
function inDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** DD-MMM-YYYY (the lists' date format) some days from today. */
function monthDay(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][d.getMonth()];
  return `${String(d.getDate()).padStart(2, '0')}-${month}-${d.getFullYear()}`;
}

async function chooseAircraft(wizard: Locator, name: string) {
  await wizard.getByRole('combobox', { name: 'Preferred Aircraft' }).click();
  await wizard
    .page()
    .getByRole('option', { name: new RegExp(`^${name} \\(`) })
    .click();
}

/** A category's row (its text starts with the name: "Turboprop" is not "Regional Turboprop"). */
const row = (wizard: Locator, category: string) =>
  wizard
    .getByRole('table', { name: 'Estimates' })
    .getByRole('row')
    .filter({ hasText: new RegExp(`^${category}`) });

test('a visitor with no account prices Brisbane to Cairns and back next day; a too-far trip is red; the admin sees the lead', async ({
  page,
}) => {
  const email = `visitor-${Date.now()}@example.com`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Get an Indicative Price' }).click();
  const wizard = page.getByRole('dialog', { name: 'Indicative Price' });

  // Nothing chosen: the flight details say what is missing.
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('From is required')).toBeVisible();
  await expect(wizard.getByText('To is required')).toBeVisible();
  await expect(wizard.getByText('Preferred Aircraft is required')).toBeVisible();

  await wizard.getByRole('tab', { name: 'Return' }).click();
  await choosePlace(wizard, 'From', 'BNE', /Brisbane Airport \(BNE\)/);
  await choosePlace(wizard, 'To', 'CNS', /Cairns Airport \(CNS\)/);
  await wizard.getByRole('textbox', { name: 'Date' }).fill(inDays(30));
  await wizard.getByRole('textbox', { name: 'Passengers' }).fill('4');
  await chooseAircraft(wizard, 'Turboprop');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Please choose when you fly back')).toBeVisible();
  await wizard.getByRole('radio', { name: 'Next day' }).check();
  await shoot(page, 'indicative-price-details');
  await wizard.getByRole('button', { name: 'Next' }).click();

  // The e-mail step: required (the spec's spelling), and a malformed address is named.
  await wizard.getByRole('button', { name: 'Get Indicative Price' }).click();
  await expect(wizard.getByText('Email is reuquired')).toBeVisible();
  await wizard.getByRole('textbox', { name: 'Email' }).fill('visitor@nowhere');
  await wizard.getByRole('button', { name: 'Get Indicative Price' }).click();
  await expect(wizard.getByText('Email looks a bit strange...')).toBeVisible();
  await wizard.getByRole('textbox', { name: 'Email' }).fill(email);
  await wizard.getByRole('button', { name: 'Get Indicative Price' }).click();

  // Results: the numbers of two categories as worked out here from the seeded figures.
  const distance = km(await coordinates('Brisbane Airport (BNE)'), await coordinates('Cairns Airport (CNS)'));
  await expect(wizard.getByText(`${distance.toLocaleString('en-AU')} km · Return, next day · 4 passengers`)).toBeVisible();
  await expect(wizard.getByText(/Overnight costs \(crew accommodation, aircraft parking\) are not included/)).toBeVisible();
  for (const category of ['Turboprop', 'Light Jet']) {
    const want = expected(await figures(category), distance, 2);
    await expect(row(wizard, category)).toContainText(want.time);
    await expect(row(wizard, category)).toContainText(want.price);
  }
  await expect(row(wizard, 'Turboprop')).toContainText('Your preference');
  await shoot(page, 'indicative-price-results');

  // Perth to Cairns is beyond a helicopter's day: red, no estimate.
  await wizard.getByRole('button', { name: 'Start again' }).click();
  await choosePlace(wizard, 'From', 'PER', /Perth Airport \(PER\)/);
  await choosePlace(wizard, 'To', 'CNS', /Cairns Airport \(CNS\)/);
  await chooseAircraft(wizard, 'Light Jet');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('textbox', { name: 'Email' }).fill(email);
  await wizard.getByRole('button', { name: 'Get Indicative Price' }).click();
  const helicopter = row(wizard, 'Helicopter');
  await expect(helicopter).toContainText(/Too far: beyond 1,500 km of flying a day/);
  await expect(helicopter).not.toContainText('$');
  await expect(helicopter).toHaveAttribute('data-too-far', 'true');
  await expect(helicopter).toHaveCSS('background-color', 'rgb(255, 245, 245)');
  const longWay = km(await coordinates('Perth Airport (PER)'), await coordinates('Cairns Airport (CNS)'));
  await expect(row(wizard, 'Light Jet')).toContainText(expected(await figures('Light Jet'), longWay, 1).price);
  await shoot(page, 'indicative-price-too-far');
  await wizard.getByRole('button', { name: 'Close' }).click();

  // The admin finds both requests under Price Leads.
  await signIn(page, 'admin@demo.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Price Leads' }).click();
  await expect(page).toHaveURL(/\/indicativeLeads$/);
  await page.getByRole('textbox', { name: 'Search' }).fill(email);
  const leads = page.getByRole('table', { name: 'Leads' }).getByRole('row');
  await expect(leads).toHaveCount(3);
  await expect(leads.nth(1)).toContainText('Perth Airport (PER) (WA) → Cairns Airport (CNS) (QLD)');
  await expect(leads.nth(2)).toContainText('Brisbane Airport (BNE) (QLD) → Cairns Airport (CNS) (QLD)');
  await expect(leads.nth(2)).toContainText('Return, next day');
  await expect(leads.nth(2)).toContainText('Turboprop');
  await expect(leads.nth(2)).toContainText(monthDay(30));
  await shoot(page, 'indicative-leads');
});

test('the Indicative Price button of the new-request form opens the wizard with the first sector filled in', async ({ page }) => {
  await signIn(page, 'client@demo.test');
  await page.getByRole('button', { name: 'New Charter Request' }).click();
  await page.getByRole('tab', { name: 'Return' }).click();
  const first = page.getByRole('region', { name: 'Sector 1' });
  await choosePlace(first, 'From', 'BNE', /Brisbane Airport \(BNE\)/);
  await choosePlace(first, 'To', 'Longreach', /Longreach Airport \(LRE\)/);
  await page.getByRole('button', { name: 'Indicative Price' }).click();

  const wizard = page.getByRole('dialog', { name: 'Indicative Price' });
  await expect(place(wizard, 'From')).toHaveValue('Brisbane Airport (BNE)');
  await expect(place(wizard, 'To')).toHaveValue('Longreach Airport (LRE)');
  await expect(wizard.getByRole('tab', { name: 'Return' })).toHaveAttribute('aria-selected', 'true');
  await wizard.getByRole('radio', { name: 'Same day' }).check();
  await chooseAircraft(wizard, 'Helicopter');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('textbox', { name: 'Email' }).fill(`client-${Date.now()}@example.com`);
  await wizard.getByRole('button', { name: 'Get Indicative Price' }).click();
  await expect(wizard.getByText('Brisbane Airport (BNE) → Longreach Airport (LRE)')).toBeVisible();
  await expect(wizard.getByText(/Waiting time on the ground \(standby\) is not included/)).toBeVisible();
  await shoot(page, 'indicative-price-from-form');
  await wizard.getByRole('button', { name: 'Close' }).click();
  // The form keeps what was typed.
  await expect(place(first, 'To')).toHaveValue('Longreach Airport (LRE)');
});
