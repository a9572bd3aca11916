import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { scan } from './helpers';

// The toast system (spec section 9), driven through the contact form with the API answering 500,
// so every test toasts without touching the server's data.
async function toastFailure(page: Page) {
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('First Name').fill('Jane');
  await form.getByLabel('Last Name').fill('Doe');
  await form.getByLabel('Email').fill('jane@example.com');
  await form.getByLabel('Inquiry Type').selectOption('general');
  await form.getByLabel('Message').fill('Hello');
  await form.getByRole('checkbox', { name: /I accept/ }).check();
  // Submit from the keyboard so the mouse never rests on the toast (hovering pauses its timer).
  await form.getByLabel('First Name').press('Enter');
}

const toast = (page: Page) => page.locator('[data-toast]');

test.describe('toasts', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/api/contacts', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/contact');
    await page.mouse.move(5, 5);
  });

  test('are announced politely from a live region that is in the page before any toast', async ({ page }) => {
    const live = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('status');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(live).toBeEmpty();
    await toastFailure(page);
    await expect(live).toContainText('Failed to Send Message');
    await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');
    await scan(page, '[data-toast]');
  });

  test('F8 moves focus to the toast region', async ({ page }) => {
    await page.getByRole('form', { name: 'Contact form' }).getByLabel('Email').focus();
    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeFocused();
  });

  test('one toast at a time: a new one replaces the visible one', async ({ page }) => {
    await toastFailure(page);
    await expect(toast(page)).toHaveCount(1);
    await page.unroute('**/api/contacts');
    await page.route('**/api/contacts', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"x"}' }));
    await page.getByRole('form', { name: 'Contact form' }).getByLabel('First Name').press('Enter');
    await expect(toast(page)).toContainText('Message Sent Successfully');
    await expect(toast(page)).toHaveCount(1);
  });

  test('closes after 5,000 ms', async ({ page }) => {
    // Timed inside the page, so a slow test runner cannot stretch or shrink what is measured.
    await page.evaluate(() => {
      const times: { shown?: number; hidden?: number } = {};
      (window as unknown as { toastTimes: typeof times }).toastTimes = times;
      new MutationObserver(() => {
        const present = document.querySelector('[data-toast]') !== null;
        if (present && times.shown === undefined) times.shown = performance.now();
        if (!present && times.shown !== undefined && times.hidden === undefined) times.hidden = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await toastFailure(page);
    await expect(toast(page)).toBeVisible();
    await expect(toast(page)).toHaveCount(0, { timeout: 15_000 });
    const { shown, hidden } = await page.evaluate(
      () => (window as unknown as { toastTimes: { shown: number; hidden: number } }).toastTimes,
    );
    expect(hidden - shown).toBeGreaterThanOrEqual(4_900);
    expect(hidden - shown).toBeLessThan(10_000);
  });

  test('the close button dismisses it', async ({ page }) => {
    await toastFailure(page);
    await toast(page).getByRole('button', { name: 'Close notification' }).click();
    await expect(toast(page)).toHaveCount(0);
  });

  test('a swipe right past 50 px dismisses it; a shorter one springs back', async ({ page }) => {
    await toastFailure(page);
    const box = (await toast(page).boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + 20;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 40, y, { steps: 4 });
    await page.mouse.up();
    await expect(toast(page)).toBeVisible();
    await expect(toast(page)).toHaveAttribute('style', /translateX\(0px\)/);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 60, y, { steps: 6 });
    await page.mouse.up();
    await expect(toast(page)).toHaveCount(0);
  });

  test('hovering pauses the timer so the toast can be read', async ({ page }) => {
    // The page's clock is stopped and moved on by hand, so no real waiting (and no slow machine) decides.
    await page.clock.install();
    // The Toaster island (client:idle) must be listening before the clock stops.
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await page.clock.pauseAt(Date.now() + 1_000);
    await toastFailure(page);
    const box = (await toast(page).boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 10);
    await page.clock.runFor(6_000);
    await expect(toast(page)).toBeVisible();
    await page.mouse.move(5, 5);
    await page.clock.resume();
    await expect(toast(page)).toHaveCount(0, { timeout: 7_000 });
  });
});
