import { expect, holdRequests, test } from './fixtures';
import {
  confirmLinkFor,
  confirmWithButton,
  fillContact,
  openBooking,
  outbox,
  pressNext,
  submitAndReachSummary,
  submitConfirmAndReachSummary,
  tick,
} from './booking-helpers';
import { scan } from './helpers';

const cities = [
  {
    city: 'bangkok',
    title: 'SEXY HOST',
    service: 'topless-waiter',
    price: '฿6,000',
    advance: '฿1,800',
    cash: '฿4,200',
    group: 'Topless Waiters',
    people: ['Jake'],
    days: 20,
  },
  {
    city: 'pattaya',
    title: 'TRIPLE THREAT',
    service: 'topless-waiter',
    price: '฿18,000',
    advance: '฿5,400',
    cash: '฿12,600',
    group: 'Topless Waiters',
    people: ['Luca', 'Tom', 'Krit'],
    days: 21,
  },
  {
    city: 'phuket',
    title: 'UNDERWEAR',
    service: 'male-stripper',
    price: '฿13,000',
    advance: '฿3,900',
    cash: '฿9,100',
    group: 'Male Strippers',
    people: ['Chai'],
    days: 22,
  },
] as const;

test.describe('booking flow', () => {
  for (const c of cities) {
    test(`books in ${c.city} from a BOOK NOW link through the summary and SEND`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await openBooking(page, `?city=${c.city}&service=${c.service}&price=1&title=${encodeURIComponent(c.title)}`);
      await expect(page.getByRole('button', { name: c.city[0]!.toUpperCase() + c.city.slice(1) })).toHaveAttribute('aria-pressed', 'true');
      const summary = page.getByTestId('price-summary');
      await expect(summary).toContainText(c.price);
      await expect(summary).toContainText(c.advance);
      await expect(summary).toContainText(c.cash);
      await pressNext(page);
      await fillContact(page, `${c.city}@example.com`, c.days);
      await tick(page, c.group, [...c.people]);
      // SEND is offered once the request is confirmed with the e-mailed link.
      await submitConfirmAndReachSummary(page, `${c.city}@example.com`);
      // The price shows twice (the service's line and Total): check the Total row.
      await expect(page.locator('dt:text-is("Total") + dd')).toHaveText(c.price);
      // The advance shows twice (Pricing and 'Pay your advance now'): check the Pricing row.
      await expect(page.locator('dd').getByText(c.advance, { exact: true })).toBeVisible();
      await expect(page.getByText(`${c.city}@example.com`)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await scan(page);

      const summaries = () =>
        outbox().filter((m) => m.includes(`<${c.city}@example.com>`) && m.includes('Subject: Your booking summary')).length;
      expect(summaries()).toBe(0);
      await page.getByRole('button', { name: 'SEND' }).click();
      await expect(page.getByText('Email Sent Successfully')).toBeVisible();
      await expect.poll(summaries).toBe(1);
    });
  }

  test('one city choice per booking: a change says what it cleared and Undo brings it back; date and time come before performers, at 390 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openBooking(page, '?city=bangkok&service=male-stripper&title=TOPLESS');
    await pressNext(page);
    // No second City field in the contact details: the buttons above are the one choice.
    await expect(page.locator('select#location')).toHaveCount(0);
    await expect(page.getByLabel('City', { exact: true })).toHaveCount(0);
    // The slot is asked before the performers, whose availability depends on it.
    const group = page.getByRole('group', { name: 'Male Strippers' });
    // Both tops read in one frame, in page coordinates: the page may still scroll after NEXT (focus), which moves
    // viewport-relative boxes between two separate reads.
    const timeTop = await page.getByLabel('Event Time').evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
    const groupTop = await group.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
    expect(timeTop).toBeLessThan(groupTop);
    await expect(page.getByText('Pick the event date and time above to see who is free.')).toBeVisible();
    await tick(page, 'Male Strippers', ['Ryan']);
    await page.getByRole('button', { name: 'Bangkok' }).click();
    await expect(group.getByLabel('Ryan', { exact: true })).toBeChecked();
    await expect(page.getByTestId('city-change-notice')).toHaveCount(0);

    await page.getByRole('button', { name: 'Phuket' }).click();
    const notice = page.getByTestId('city-change-notice');
    await expect(notice).toContainText('Changing the city to Phuket cleared your service and performer choices');
    await expect(page.getByLabel('Male Strippers', { exact: true })).toHaveValue('');
    await notice.getByRole('button', { name: 'Undo: back to Bangkok' }).click();
    await expect(page.getByRole('button', { name: 'Bangkok' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Male Strippers', { exact: true })).toHaveValue('topless');
    await expect(group.getByLabel('Ryan', { exact: true })).toBeChecked();
    await expect(notice).toHaveCount(0);
  });

  test('a city tapped before the page is interactive still counts, at 390 px', async ({ browser }) => {
    // Without JavaScript the page is what a phone shows before the island hydrates.
    const early = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    const page = await early.newPage();
    await page.goto('/booking');
    await page.getByRole('button', { name: 'Pattaya' }).click();
    await page.waitForURL(/\/booking\?city=pattaya$/);
    await early.close();
    const later = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const hydrated = await later.newPage();
    await openBooking(hydrated, '?city=pattaya');
    await expect(hydrated.getByRole('button', { name: 'Pattaya' })).toHaveAttribute('aria-pressed', 'true');
    await expect(hydrated.getByLabel('Male Strippers', { exact: true })).toBeVisible();
    // Once hydrated the buttons choose in place, without a reload.
    await hydrated.getByRole('button', { name: 'Phuket' }).click();
    await expect(hydrated.getByRole('button', { name: 'Phuket' })).toHaveAttribute('aria-pressed', 'true');
    expect(hydrated.url()).toMatch(/\/booking\?city=pattaya$/);
    await later.close();
  });

  test('a longer show at 390 px: the extra time is its own price line in the form and on the summary', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openBooking(page, '?city=bangkok&service=male-stripper&title=TOPLESS');
    await expect(page.getByTestId('price-summary')).toContainText('฿7,000');
    await pressNext(page);
    await fillContact(page, 'longer@example.com', 27);
    await page.getByLabel('Show length').selectOption({ label: '1.5 hours (+30 min extra time, +฿3,000)' });
    const summary = page.getByTestId('price-summary');
    await expect(summary).toContainText('Extra time: 30 min × ฿100');
    await expect(summary.locator('dt:text-is("Total") + dd')).toHaveText('฿10,000');
    await tick(page, 'Male Strippers', ['Ryan']);
    await submitAndReachSummary(page);
    await expect(page.locator('dt:text-is("Extra time: 30 min × ฿100") + dd')).toHaveText('฿3,000');
    await expect(page.locator('dt:text-is("TOPLESS") + dd')).toHaveText('฿7,000');
    await expect(page.locator('dt:text-is("Total") + dd')).toHaveText('฿10,000');
    await expect(page.locator('dt:text-is("Duration") + dd')).toHaveText('90 minutes');
  });

  test('a duo booking: the third stripper checkbox is disabled', async ({ page }) => {
    await openBooking(page, '?city=bangkok&service=male-stripper&title=DUO');
    await expect(page.getByTestId('price-summary')).toContainText('฿16,000');
    await pressNext(page);
    await fillContact(page, 'duo@example.com', 25);
    const submit = page.getByRole('button', { name: 'SUBMIT BOOKING' });
    await expect(page.getByText('Please select exactly 2 strippers for DUO service')).toBeVisible();
    await expect(submit).toBeDisabled();
    await tick(page, 'Male Strippers', ['Arthit', 'Daniel']);
    await expect(page.getByRole('group', { name: 'Male Strippers' }).getByLabel('Ryan')).toBeDisabled();
    await expect(page.getByText('Please select exactly 2 strippers for DUO service')).toBeHidden();
    await submitAndReachSummary(page);
    await expect(page.getByText('DUO (Arthit, Daniel)')).toBeVisible();
  });

  test('a stripper + waiter booking with the double-duty discount', async ({ page }) => {
    // Hold the server's answer so the instant estimate can be seen before it is replaced.
    const release = await holdRequests(page, '**/api/pricing/calculate');
    await openBooking(page);
    await expect(page.getByText('Choose your location first')).toBeVisible();
    await page.getByRole('button', { name: 'Bangkok' }).click();
    await page.getByLabel('Male Strippers').selectOption('topless');
    await expect(page.getByText('INSTANT', { exact: true })).toBeVisible();
    await expect(page.getByTestId('price-summary')).toContainText('฿7,000');
    release();
    await expect(page.getByText('INSTANT', { exact: true })).toBeHidden();
    await page.getByLabel('Topless Waiters').selectOption('sexy-host');
    await expect(page.getByTestId('price-summary')).toContainText('฿13,000');
    await expect(page.getByText('INSTANT', { exact: true })).toBeHidden();
    await pressNext(page);
    await fillContact(page, 'double@example.com', 26);
    await tick(page, 'Male Strippers', ['Marco']);
    await tick(page, 'Topless Waiters', ['Marco']);
    await expect(page.getByTestId('price-summary')).toContainText('฿11,000');
    await expect(page.getByTestId('price-summary')).toContainText('-฿2,000');
    // Once applied, the hint says so instead of still offering the saving.
    await expect(page.getByTestId('double-duty-hint')).toHaveText(
      'Double-duty discount applied: your stripper is also one of your waiters.',
    );
    await submitAndReachSummary(page);
    await expect(page.getByText('฿11,000')).toBeVisible();
    await expect(page.locator('dd').getByText('฿3,300', { exact: true })).toBeVisible();
  });

  test('a request awaits confirmation until the e-mailed link is followed; a stranger with the link sees no personal data', async ({
    page,
    browser,
  }) => {
    const email = 'confirm-me@example.com';
    await openBooking(page, '?city=bangkok&service=male-stripper&title=TOPLESS');
    await pressNext(page);
    await fillContact(page, email, 27);
    await tick(page, 'Male Strippers', ['Kenji']);
    const url = await submitAndReachSummary(page);
    await expect(page.getByTestId('booking-status')).toHaveText('requested');
    await expect(page.getByRole('heading', { name: 'Your request awaits confirmation' })).toBeVisible();
    await expect(page.getByText('Please check your inbox')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pay your advance now' })).toHaveCount(0);
    // The booking browser sees its own details.
    await expect(page.getByText(email)).toBeVisible();

    // The first e-mail is discreet: none of the typed text, and nothing went to the agency yet.
    await expect.poll(() => outbox().some((m) => m.includes(`<${email}>`))).toBe(true);
    const first = outbox().find((m) => m.includes(`<${email}>`))!;
    for (const text of ['Anna', 'Beach Road', 'Kenji', 'TOPLESS']) expect(first).not.toContain(text);
    expect(
      outbox().filter(
        (m) => m.includes(url.split('/')[4]!.slice(-8).toUpperCase()) && m.includes('Subject: Nuova richiesta di prenotazione'),
      ),
    ).toHaveLength(0);

    await confirmWithButton(page, await confirmLinkFor(email), url);
    await expect(page.getByTestId('booking-status')).toHaveText('pending');
    await expect(page.getByRole('heading', { name: 'Pay your advance now' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your request awaits confirmation' })).toHaveCount(0);

    const stranger = await (await browser.newContext()).newPage();
    await stranger.goto(url);
    await expect(stranger.getByRole('heading', { name: 'SUMMARY' })).toBeVisible();
    await expect(stranger.getByText('Pay your advance now')).toBeVisible();
    const text = await stranger.locator('main').innerText();
    for (const personal of ['Anna Smith', email, '81 234 5678', '88 Beach Road', 'Customer Information'])
      expect(text).not.toContain(personal);
    await expect(stranger.getByRole('button', { name: 'SEND' })).toHaveCount(0);
    await expect(stranger.getByRole('button', { name: 'I have paid' })).toHaveCount(0);
    await stranger.context().close();
  });
});
