import { expect, test } from '@playwright/test';
import { signIn, signOut } from '../support/session.js';

const ROLES: { email: string; title: string; nav: string[]; absent: string[]; menu: string[]; noMenu: string[] }[] = [
  {
    email: 'admin@demo.test',
    title: 'Admin',
    nav: ['Admins', 'Suppliers', 'Clients', 'Charters', 'Charter Shares'],
    absent: ['Aircraft', 'My Past Bids'],
    menu: ['Messages', 'Manage Workflows', 'Manage Messaging', 'Aircraft Categories', 'My Details'],
    noMenu: [],
  },
  {
    email: 'charteradmin@demo.test',
    title: 'Charter Admin',
    nav: ['Charters', 'Charter Shares', 'Charter Admins'],
    // Core section 6: reports are "not shown" to a charter admin.
    absent: ['Admins', 'Suppliers', 'Aircraft', 'Reports'],
    menu: ['Messages', 'My Details'],
    noMenu: ['Manage Workflows', 'Manage Messaging', 'Aircraft Categories'],
  },
  {
    email: 'client@demo.test',
    title: 'Client',
    nav: ['Charters', 'Departments', 'Staff', 'Reports'],
    absent: ['Charter Shares', 'Aircraft', 'Suppliers'],
    menu: ['Messages', 'My Details'],
    noMenu: ['Manage Workflows'],
  },
  {
    email: 'department@demo.test',
    title: 'Department',
    nav: ['Charters', 'Reports'],
    absent: ['Departments', 'Staff', 'Charter Shares'],
    menu: ['Messages', 'My Details'],
    noMenu: ['Manage Messaging'],
  },
  {
    email: 'staff@demo.test',
    title: 'User',
    nav: ['Charters', 'Payload Report'],
    absent: ['Departments', 'Staff', 'Aircraft', 'Reports'],
    menu: ['Messages', 'My Details'],
    noMenu: ['Manage Workflows'],
  },
  {
    email: 'supplier1@demo.test',
    title: 'Supplier',
    nav: ['Live Charters', 'Aircraft', 'Documents', 'My Past Bids'],
    absent: ['Clients', 'Admins'],
    menu: ['Messages', 'My Details'],
    noMenu: ['Manage Workflows'],
  },
  {
    email: 'supplier2@demo.test',
    title: 'Supplier',
    nav: ['Live Charters', 'Aircraft', 'Documents', 'My Past Bids'],
    absent: ['Clients'],
    menu: ['Messages', 'My Details'],
    noMenu: [],
  },
];

for (const role of ROLES) {
  test(`${role.email} sees the ${role.title} navigation and account menu`, async ({ page }) => {
    await signIn(page, role.email);
    await expect(page).toHaveURL(/\/charterRequests\/Me\/Live$/i);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of role.nav) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    for (const label of role.absent) await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0);
    const newRequest = page.getByRole('button', { name: 'New Charter Request' });
    if (role.title === 'Supplier') await expect(newRequest).toHaveCount(0);
    else await expect(newRequest).toBeVisible();

    await page.getByRole('button', { name: /account menu/i }).click();
    for (const item of [...role.menu, 'Logout']) await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    for (const item of role.noMenu) await expect(page.getByRole('menuitem', { name: item })).toHaveCount(0);
    await expect(page.getByText('Version 2.0.7', { exact: true })).toBeVisible();
    await page.getByRole('menuitem', { name: 'My Details' }).click();
    await expect(page).toHaveURL(/\/me$/);
    await expect(page.getByRole('heading', { name: `${role.title} Detail` })).toBeVisible();
    await signOut(page);
  });
}

test('routes are guarded by role, and unknown paths get the fallback page', async ({ page }) => {
  await signIn(page, 'supplier1@demo.test');
  await page.goto('/manageAdmins');
  await expect(page.getByText('You do not have access to this page')).toBeVisible();
  await page.goto('/aircraft');
  await expect(page.getByText('You do not have access to this page')).toHaveCount(0);
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await signOut(page);

  await signIn(page, 'client@demo.test');
  for (const path of ['/aircraft', '/manageSuppliers', '/manageWorkflow']) {
    await page.goto(path);
    await expect(page.getByText('You do not have access to this page')).toBeVisible();
  }
  await page.goto('/manageDepartments');
  await expect(page.getByText('You do not have access to this page')).toHaveCount(0);
  // Shares are for QGov users: a Generic client is told why, not only that it may not.
  await page.goto('/charterShares/Me/Live');
  await expect(page.getByText('You do not have access to this page')).toBeVisible();
  await expect(page.getByText(/Charter shares are for QGov users/)).toBeVisible();
  await expect(page.getByText(/Your organisation is not a QGov client/)).toBeVisible();
  // Any other refused page keeps the general words.
  await page.goto('/aircraft');
  await expect(page.getByText(/Charter shares are for QGov users/)).toHaveCount(0);
  await expect(page.getByText(/Your account cannot open this part/)).toBeVisible();
  await signOut(page);

  await signIn(page, 'charteradmin@demo.test');
  for (const path of ['/reports', '/reports/payload']) {
    await page.goto(path);
    await expect(page.getByText('You do not have access to this page')).toBeVisible();
  }
});

test('at 768 px the navigation folds into a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await signIn(page, 'admin@demo.test');
  await page.getByRole('button', { name: /navigation/i }).click();
  await expect(page.getByRole('link', { name: 'Suppliers', exact: true }).last()).toBeVisible();
});

test('the footer shows the support phone and the privacy policy link', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('1300 242 783')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy.html');
});
