// Verified reviews end to end, at a phone's width and a desktop's: the guest of a completed booking writes her
// review from the link of the delivered thank-you e-mail (never from the database); the owner publishes it in
// Recensioni and it appears on the performer's profile, the city listing, the home page, the booking form and the booking summary, as an anonymous
// visitor gets them (the page cache renewed, no rebuild); a review the owner hides never appears.
import type { Browser, Page } from '@playwright/test';
import { adminCall, expect, openTab, showTookPlace, signInSession, test, type PanelServer } from './admin-panel-fixtures';
import { bookTopless, firstStripper, type PublicPerformer } from './booking-helpers';
import { waitForLoadIslands } from './fixtures';
import { scan } from './helpers';
import { BUDGET, measurePage } from '../scripts/bench/page-bytes.mjs';

/** A booking of `stripper` made over the public API, its show then past, completed by the agency (its thank-you carries the review link). */
async function completedBooking(page: Page, server: PanelServer, stripper: PublicPerformer, email: string): Promise<string> {
  const id = await bookTopless(page, stripper, { customerName: 'Rita Reviewer', customerEmail: email, eventDate: '2032-04-04' });
  showTookPlace(server.databasePath, id);
  await adminCall(page, 'POST', `/api/admin/bookings/${id}/send-confirmation`, { cashAmount: 500, updates: {}, finalStatus: 'completed' });
  return id;
}

/** The review link (path and query) of the thank-you e-mail the mail server received for `email`. */
async function reviewLinkIn(server: PanelServer, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(() => {
      const mail = server.smtp.messages.findLast((m) => m.envelopeTo.includes(email) && /\/review\?token=/.test(m.parsed.text ?? ''));
      link = /\/review\?token=[\w-]+/.exec(mail?.parsed.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/** A browser page with no cookie (the page cache's anonymous visitor) at the test's size. */
async function visitor(browser: Browser, server: PanelServer, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport });
  return context.newPage();
}

/** Gives `stars` in the rating named `legend` as a guest does: a tap on the star (the radio is drawn by it). */
async function rate(page: Page, legend: string, stars: number) {
  const group = page.getByRole('group', { name: legend });
  await group
    .locator('label')
    .filter({ hasText: `${stars} of 5 stars` })
    .click();
  await expect(group.getByRole('radio', { name: `${stars} of 5 stars` })).toBeChecked();
}

/** Whether the page scrolls sideways. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a guest reviews from the e-mailed link; published it shows on the profile, the listing and the home page, hidden it never does', async ({
      page,
      server,
      browser,
    }) => {
      test.setTimeout(120_000);
      const run = `${viewport.width}-${Date.now()}`;
      const shown = `Unforgettable night ${run}: the show was funny, kind and on time.`;
      const hidden = `Hidden words ${run}: this one the agency keeps off the site.`;
      // The owner's session only: the panel is opened once there is something to review.
      await signInSession(page);
      const performer = await firstStripper(page, 'pattaya');
      const profile = `/performer/${performer.id}`;
      const guestEmail = `review-${run}@example.com`;
      const otherEmail = `hidden-${run}@example.com`;
      const bookingId = await completedBooking(page, server, performer, guestEmail);
      await completedBooking(page, server, performer, otherEmail);

      // The profile as a visitor has it cached before any of these reviews is published.
      const anonymous = await visitor(browser, server, viewport);
      expect((await anonymous.goto(profile))!.status()).toBe(200);
      await expect(anonymous.getByText(shown)).toHaveCount(0);

      // The guest follows the link of her delivered e-mail, in a browser of her own.
      const guest = await visitor(browser, server, viewport);
      const link = await reviewLinkIn(server, guestEmail);
      // The page of the link fits the first round trip (issue 44's budget; GETs change nothing).
      expect((await measurePage(server.url, link)).total).toBeLessThanOrEqual(BUDGET);
      await guest.goto(link);
      await waitForLoadIslands(guest);
      await expect(guest.getByRole('heading', { level: 1, name: 'How was your party?' })).toBeVisible();
      await scan(guest);
      await rate(guest, 'Your party overall', 5);
      await rate(guest, performer.name, 4);
      await guest.getByLabel('Your review').fill(shown);
      await guest.getByLabel('Country (optional)').fill('Australia');
      await guest.getByRole('checkbox').check();
      await guest.getByRole('button', { name: 'Send my review' }).click();
      await expect(guest.getByTestId('review-sent')).toContainText('Thank you! Your review will appear once the agency has checked it.');
      expect(await scrollsSideways(guest)).toBe(false);
      await scan(guest);

      // The other guest writes hers from her own e-mail's link (the form's request, sent directly).
      const otherToken = new URL(await reviewLinkIn(server, otherEmail), server.url).searchParams.get('token');
      const written = await guest.request.post('/api/reviews', {
        data: {
          token: otherToken,
          locale: 'en',
          partyRating: 1,
          performerRatings: { [performer.id]: 1 },
          text: hidden,
          showName: 'first',
          country: '',
          consent: true,
        },
      });
      expect(written.status(), await written.text()).toBe(200);

      // Waiting for approval, neither shows.
      await anonymous.goto(profile);
      await expect(anonymous.getByText(shown)).toHaveCount(0);

      // The owner publishes the first and hides the second, with a reason.
      await page.goto('/admin');
      await openTab(page, 'Recensioni');
      await scan(page);
      const first = page.getByTestId('admin-review').filter({ hasText: shown });
      await first.getByRole('button', { name: 'Pubblica' }).click();
      await expect(page.getByText('Recensione pubblicata')).toBeVisible();
      const second = page.getByTestId('admin-review').filter({ hasText: hidden });
      await second.getByRole('button', { name: 'Nascondi' }).click();
      await page.getByLabel('Motivo').fill('Non riguarda la festa');
      await page.getByRole('dialog').getByRole('button', { name: 'Nascondi' }).click();
      await expect(page.getByText('Recensione nascosta')).toBeVisible();

      // Published: on the profile (renewed in the cache), the Pattaya listing, the home page, beside the booking form and a booking's summary, as text.
      for (const [path, heading] of [
        [profile, `Reviews of ${performer.name}`],
        ['/male-strippers/pattaya', 'Reviews from parties in Pattaya'],
        ['/', 'What our guests say'],
        [`/booking/${bookingId}/summary`, 'What our guests say'],
        ['/booking', 'What our guests say'],
      ] as const) {
        await anonymous.goto(path);
        const section = anonymous.getByRole('region', { name: heading });
        await expect(section.getByText(shown)).toBeVisible();
        await expect(section.getByText('Rita, Australia')).not.toHaveCount(0);
        await expect(section.getByText('Verified booking').first()).toBeVisible();
        await expect(anonymous.getByText(hidden)).toHaveCount(0);
        expect(await scrollsSideways(anonymous)).toBe(false);
      }
      await anonymous.context().close();
      await guest.context().close();
    });
  });
}
