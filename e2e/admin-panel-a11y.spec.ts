import { expect, openTab, searchBookings, signIn, test } from './admin-panel-fixtures';
import { bookTopless, firstStripper } from './booking-helpers';
import { scan } from './helpers';

// Axe scans of the login page and every tab, on a desktop and at 360 px; keyboard use of the tabs.

const TABS = [
  'Add Performer',
  'Manage Performers',
  'Manage Bookings',
  'Partner',
  'Pricing Parameters',
  'Modifica Prezzi',
  'Messaggi',
  'Posta in uscita',
  'Staff',
  'Registro attività',
  'Il mio account',
];

test('the login page has no axe violations', async ({ page }) => {
  await page.goto('/admin-login');
  await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeVisible();
  await scan(page);
});

// One test per tab, so the workers share the scans; each tab is scanned at both widths in one page (the
// panel's layout at a width is CSS alone, no script reads the width), so it is signed in and loaded once.
for (const tab of TABS) {
  test(`${tab} has no axe violations at 1280 and 360 px, and nothing scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page);
    await openTab(page, tab);
    await expect(page.getByRole('tabpanel')).not.toContainText(/^Loading/);
    await page.waitForLoadState('networkidle');
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await scan(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
    }
  });
}

test('arrow keys move between tabs; dialogs trap focus and close on Escape', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  await page.getByRole('tab', { name: 'Add Performer' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Manage Performers' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Manage Performers' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Add Performer' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Il mio account' })).toBeFocused();

  await openTab(page, 'Manage Performers');
  const edit = page.getByRole('button', { name: /^Modifica / }).first();
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Edit Performer' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await scan(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Closing gives focus back to the button that opened the dialog, not to the top of the page.
  await expect(edit).toBeFocused();
  const daysOff = page.getByRole('button', { name: /^Giorni liberi di / }).first();
  await daysOff.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /^Giorni liberi: / })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(daysOff).toBeFocused();
});

test('bookings become cards on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);
  await bookTopless(page, await firstStripper(page, 'pattaya'), {
    customerName: 'Phoebe Phone',
    customerEmail: 'phoebe@example.com',
    eventDate: '2032-02-02',
  });
  await openTab(page, 'Manage Bookings');
  await searchBookings(page, 'Phoebe Phone');
  await expect(page.getByTestId('booking-card')).toHaveCount(1);
  await expect(page.getByTestId('booking-card')).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  await scan(page);
});
