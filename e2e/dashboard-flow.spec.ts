import { expect, test } from './fixtures';
import {
  bookTopless,
  confirmByApi,
  fillContact,
  firstStripper,
  openBooking,
  outbox,
  pressNext,
  submitAndReachSummary,
  submitConfirmAndReachSummary,
  tick,
} from './booking-helpers';
import { scan } from './helpers';

const linkFor = async (email: string) => {
  let link = '';
  await expect
    .poll(() => {
      const mail = outbox()
        .reverse()
        .find((m) => m.includes(`<${email}>`) && m.includes('/dashboard?token='));
      link = mail ? /\/dashboard\?token=[\w-]+/.exec(mail)![0] : '';
      return link;
    })
    .not.toBe('');
  return link;
};

test.describe('booking dashboard', () => {
  test('the button is disabled while empty and unknown addresses get the same answer', async ({ page }) => {
    await page.goto('/dashboard');
    const button = page.getByRole('button', { name: 'Find My Bookings' });
    await expect(button).toBeDisabled();
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await button.click();
    await expect(page.getByText('If this address has bookings, we have sent it a link')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    // "Call" calls; WhatsApp is its own button, saying so.
    await expect(page.getByRole('link', { name: 'Call Support 24/7' })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(page.getByRole('link', { name: 'WhatsApp Support' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await scan(page);
  });

  test('nothing below the sign-in form moves when it replaces "Loading" (no layout shift on a phone)', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) w.shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'Find My Bookings' })).toBeVisible();
    // The observer reports a shift in the frame after it happened: one animation frame settles it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
  });

  test('link flow, list, modify, cancel; a used link fails', async ({ page }) => {
    const email = 'dash@example.com';
    await openBooking(page, '?city=phuket&service=male-stripper&title=TOPLESS');
    await pressNext(page);
    await fillContact(page, email, 50);
    await tick(page, 'Male Strippers', ['Nathan']);
    const summary = await submitConfirmAndReachSummary(page, email);
    const ref = summary.split('/')[4]!.slice(-8).toUpperCase();
    // The confirm link signed this browser in; the sign-in link flow starts signed out.
    await page.context().clearCookies();

    await page.goto('/dashboard');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Find My Bookings' }).click();
    await expect(page.getByText('If this address has bookings, we have sent it a link')).toBeVisible();
    const link = await linkFor(email);

    await page.goto(link);
    // Opening the link signs nobody in (a mail scanner that runs the page's script opens it too): the press does.
    await expect(page.getByRole('button', { name: 'Open My Bookings' })).toBeVisible();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('sh_dashboard');
    await page.getByRole('button', { name: 'Open My Bookings' }).click();
    const card = page.getByRole('listitem', { name: `Booking ${ref}` });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Phuket');
    await expect(card).toContainText('TOPLESS');
    await expect(card).toContainText('฿10,000');
    await expect(card).toContainText('฿3,000');
    // The card names the performers.
    await expect(card).toContainText('Nathan');
    await expect(page).toHaveURL(/\/dashboard$/);
    await scan(page);

    await card.getByRole('button', { name: 'Modify' }).click();
    await card.getByLabel('Event Time').fill('18:30');
    await card.getByLabel('Address').fill('5 Patong Hill');
    await card.getByLabel('Phone Number').fill('+66 89 111 2222');
    await card.getByRole('button', { name: 'Save changes' }).click();
    await expect(card).toContainText('18:30');
    await expect(card.getByRole('status')).toContainText('Saved');
    await expect(card).toContainText('+66 89 111 2222');

    await card.getByRole('button', { name: 'Cancel' }).click();
    await card.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await expect(card).toContainText('cancelled');
    await expect(card.getByRole('button', { name: 'Modify' })).toBeHidden();

    // A used link does not work twice.
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByRole('button', { name: 'Open My Bookings' }).click();
    await expect(page.getByRole('alert')).toContainText('invalid, used or expired');
  });

  for (const width of [360, 1280]) {
    test(`each card links to its payment instructions at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const email = `pay-${width}@example.com`;
      // A day of its own, years from the other specs, so the performer is free.
      const day = new Date(Date.UTC(2036, 2, width === 360 ? 3 : 4)).toISOString().slice(0, 10);
      const id = await bookTopless(page, await firstStripper(page, 'pattaya'), {
        customerName: 'Paula Pay',
        customerEmail: email,
        eventDate: day,
      });
      // The confirm link signs this browser in to the dashboard.
      await confirmByApi(page.request, email);
      await page.goto('/dashboard');
      const card = page.getByRole('listitem', { name: `Booking ${id.slice(-8).toUpperCase()}` });
      await expect(card).toContainText('Advance unpaid');
      const link = card.getByRole('link', { name: `Payment instructions for booking #${id.slice(-8).toUpperCase()}` });
      await expect(link).toHaveAttribute('href', `/booking/${id}/summary#advance-heading`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await scan(page);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/booking/${id}/summary#advance-heading$`));
      await expect(page.getByRole('heading', { name: 'Pay your advance now' })).toBeInViewport();
      await expect(page.getByRole('button', { name: 'I have paid' })).toBeVisible();
    });
  }

  test('the empty state', async ({ page }) => {
    // Only addresses with bookings get a link, so the empty list is simulated after a real sign-in.
    const email = 'empty@example.com';
    await openBooking(page, '?city=bangkok&service=male-stripper&title=TOPLESS');
    await pressNext(page);
    await fillContact(page, email, 60);
    await tick(page, 'Male Strippers', ['Ryan']);
    await submitAndReachSummary(page);
    await page.goto('/dashboard');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Find My Bookings' }).click();
    const link = await linkFor(email);
    await page.route('**/api/dashboard/bookings', (route) => route.fulfill({ json: { email, bookings: [] } }));
    await page.goto(link);
    await page.getByRole('button', { name: 'Open My Bookings' }).click();
    await expect(page.getByRole('heading', { name: 'No bookings found' })).toBeVisible();
    await expect(
      page.getByText('No bookings found for this email address. Please check your email or create a new booking.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Your First Booking' })).toHaveAttribute('href', '/booking');
  });
});
