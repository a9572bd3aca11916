import { expect, expectRulesLoadOnInteraction, test } from './fixtures';
import { fillContact, openBooking, pressNext, tick } from './booking-helpers';

test.describe('booking page checks', () => {
  test('shows every field message on submit, then clears them on change', async ({ page }) => {
    await openBooking(page, '?city=bangkok&service=male-stripper&title=TOPLESS');
    await pressNext(page);
    await expect(page.getByText('Please select 1 stripper for this service')).toBeVisible();
    await tick(page, 'Male Strippers', ['Ryan']);
    await page.getByRole('button', { name: 'SUBMIT BOOKING' }).click();
    for (const message of [
      'Full name is required',
      'Please enter a valid email address',
      'Phone number is required',
      'Address is required',
      'Please select venue type',
      'Please specify sound system availability',
      'Please select the occasion',
      'Event date is required',
      'Event time is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-describedby', 'field-name-error');
    await page.getByLabel('Full Name').fill('Anna');
    await expect(page.getByText('Full name is required')).toBeHidden();
    await page.getByLabel('Email').fill('anna@');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  });

  test('on the first step the form submits as NEXT does: Enter moves on to the details, nothing is sent', async ({ page }) => {
    await openBooking(page, '?city=bangkok&service=male-stripper&title=TOPLESS');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    // What Enter in a field does (implicit submission): the form is submitted through its default button.
    await page.locator('form:has(button:text("NEXT"))').evaluate((form: HTMLFormElement) => form.requestSubmit());
    await expect(page.getByRole('heading', { name: 'Contact Details' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'SUBMIT BOOKING' })).toBeVisible();
    expect(posts.filter((url) => url.endsWith('/api/bookings'))).toEqual([]);
  });

  test('deselecting both services shows "Please select at least one service"; changing the city clears choices', async ({ page }) => {
    await openBooking(page, '?city=bangkok&service=topless-waiter&title=DOUBLE%20TROUBLE');
    await pressNext(page);
    await expect(page.getByText('Please select exactly 2 waiter(s)')).toBeVisible();
    await tick(page, 'Topless Waiters', ['Jake', 'Nont']);
    await page.getByLabel('Topless Waiters', { exact: true }).selectOption('none');
    await fillContact(page, 'none@example.com', 30);
    await page.getByRole('button', { name: 'SUBMIT BOOKING' }).click();
    await expect(page.getByText('Please select at least one service')).toBeVisible();

    await page.getByLabel('Male Strippers', { exact: true }).selectOption('underwear');
    await expect(page.getByText('Please select at least one service')).toBeHidden();
    await page.getByRole('button', { name: 'Phuket' }).click();
    await expect(page.getByLabel('Male Strippers', { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Phuket' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the form rules (zod) are not loaded with the page: the first tap loads them', async ({ page }) => {
    await expectRulesLoadOnInteraction(
      page,
      '/booking?city=bangkok&service=male-stripper&title=TOPLESS',
      'booking-form-validation',
      async () => {
        // The page is usable without them: the price cards and performers have loaded.
        await expect(page.getByTestId('price-summary')).toContainText('Advance Payment');
        await pressNext(page);
      },
    );
    await tick(page, 'Male Strippers', ['Ryan']);
    await page.getByRole('button', { name: 'SUBMIT BOOKING' }).click();
    await expect(page.getByText('Full name is required', { exact: true })).toBeVisible();
  });

  test('a submit whose rules cannot be loaded (connection lost) shows the alert, and nothing is sent', async ({ page }) => {
    await page.route(/\/_astro\/booking-form-validation\./, (route) => route.abort('internetdisconnected'));
    const posts: string[] = [];
    page.on(
      'request',
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/bookings' && posts.push(request.url()),
    );
    await openBooking(page, '?city=phuket&service=male-stripper&title=TOPLESS');
    await pressNext(page);
    await fillContact(page, 'offline@example.com', 41);
    await tick(page, 'Male Strippers', ['Pete']);
    await page.getByRole('button', { name: 'SUBMIT BOOKING' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to submit booking. Please try again.' })).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('BACK hides the contact details; a failing submit shows the alert', async ({ page }) => {
    await openBooking(page, '?city=phuket&service=male-stripper&title=TOPLESS');
    await pressNext(page);
    await expect(page.getByRole('heading', { name: 'Contact Details' })).toBeVisible();
    await page.getByRole('button', { name: 'BACK' }).click();
    await expect(page.getByRole('heading', { name: 'Contact Details' })).toBeHidden();
    await pressNext(page);
    await fillContact(page, 'fail@example.com', 40);
    await tick(page, 'Male Strippers', ['Pete']);
    await page.route('**/api/bookings', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.getByRole('button', { name: 'SUBMIT BOOKING' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to submit booking. Please try again.' })).toBeVisible();
  });

  for (const width of [360, 1280]) {
    test(`a time earlier today in Bangkok gets the past-time message and is not sent, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // The browser's clock at 19:20 Bangkok time on today's Bangkok date, whatever the real time is.
      const today = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Asia/Bangkok',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(new Date());
      await page.clock.setFixedTime(new Date(`${today}T19:20:00+07:00`));
      let posted = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/bookings') posted++;
      });
      await openBooking(page, '?city=bangkok&service=male-stripper&title=TOPLESS');
      await pressNext(page);
      await tick(page, 'Male Strippers', ['Ryan']);
      await fillContact(page, `early-${width}@example.com`, 30, '08:00');
      await page.getByLabel('Event Date').fill(today);
      await page.getByRole('button', { name: 'SUBMIT BOOKING' }).click();
      const time = page.getByLabel('Event Time');
      await expect(time).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#field-eventTime-error')).toHaveText('Event time cannot be in the past');
      await time.fill('21:00');
      await expect(page.getByText('Event time cannot be in the past')).toBeHidden();
      expect(posted).toBe(0);
    });
  }

  test('a failing price calculation shows "Failed to calculate pricing"', async ({ page }) => {
    await page.route('**/api/pricing/calculate', (route) => route.fulfill({ status: 500, body: '{}' }));
    await openBooking(page, '?city=pattaya&service=male-stripper&title=TOPLESS');
    await expect(page.getByText('Failed to calculate pricing')).toBeVisible();
  });
});

test.describe('booking summary states', () => {
  test('invalid and unknown ids', async ({ page }) => {
    const invalid = await page.goto('/booking/not-an-id/summary');
    expect(invalid?.status()).toBe(400);
    await expect(page.getByRole('heading', { name: 'Invalid Booking' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Booking' })).toHaveAttribute('href', '/booking');
    const missing = await page.goto(`/booking/${crypto.randomUUID()}/summary`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Booking Not Found' })).toBeVisible();
  });
});
