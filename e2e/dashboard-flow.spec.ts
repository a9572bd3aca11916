import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { fillContact, openBooking, outbox, submitAndReachSummary, submitConfirmAndReachSummary, tick } from './booking-helpers';

const linkFor = async (email: string) => {
  let link = '';
  await expect
    .poll(() => {
      const mail = outbox().reverse().find((m) => m.includes(`To: ${email}`) && m.includes('/dashboard?token='));
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
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('link flow, list, modify, cancel; a used link fails', async ({ page }) => {
    const email = 'dash@example.com';
    await openBooking(page, '?city=phuket&service=male-stripper&title=TOPLESS');
    await page.getByRole('button', { name: 'NEXT' }).click();
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
    const card = page.getByRole('listitem', { name: `Booking ${ref}` });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Phuket');
    await expect(card).toContainText('TOPLESS');
    await expect(card).toContainText('฿10,000');
    await expect(card).toContainText('฿3,000');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await card.getByRole('button', { name: 'Modify' }).click();
    await card.getByLabel('Event Time').fill('18:30');
    await card.getByLabel('Address').fill('5 Patong Hill');
    await card.getByRole('button', { name: 'Save changes' }).click();
    await expect(card).toContainText('18:30');

    await card.getByRole('button', { name: 'Cancel' }).click();
    await card.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await expect(card).toContainText('cancelled');
    await expect(card.getByRole('button', { name: 'Modify' })).toBeHidden();

    // A used link does not work twice.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText('invalid, used or expired');
  });

  test('the empty state', async ({ page }) => {
    // Only addresses with bookings get a link, so the empty list is simulated after a real sign-in.
    const email = 'empty@example.com';
    await openBooking(page, '?city=bangkok&service=male-stripper&title=TOPLESS');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await fillContact(page, email, 60);
    await tick(page, 'Male Strippers', ['Ryan']);
    await submitAndReachSummary(page);
    await page.goto('/dashboard');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Find My Bookings' }).click();
    const link = await linkFor(email);
    await page.route('**/api/dashboard/bookings', (route) => route.fulfill({ json: { email, bookings: [] } }));
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'No bookings found' })).toBeVisible();
    await expect(page.getByText('No bookings found for this email address. Please check your email or create a new booking.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Your First Booking' })).toHaveAttribute('href', '/booking');
  });
});
