import { expect, holdRequests, test } from './fixtures';
import { confirmByApi, fillContact, futureDate, openBooking, pressNext, tick } from './booking-helpers';
import { scan } from './helpers';

// Live availability in the booking form: a performer held at the chosen time is shown unavailable in
// words, and a chosen one is unticked with a message; another time frees him again.

/** Books Kenji (Bangkok, TOPLESS, 60 minutes) at 20:00 `days` from now and confirms it, so he is held. */
async function holdKenji(request: import('@playwright/test').APIRequestContext, days: number, email: string) {
  const kenji = ((await (await request.get('/api/performers')).json()) as { id: string; name: string }[]).find((p) => p.name === 'Kenji')!;
  const booked = await request.post('/api/bookings', {
    data: {
      customerName: 'Held Guest',
      customerEmail: email,
      customerPhone: '+66 81 000 1111',
      location: 'bangkok',
      address: '1 Held Road',
      venueType: 'hotel',
      soundSystem: 'yes',
      occasion: 'birthday',
      eventDate: futureDate(days),
      eventTime: '20:00',
      selectedMaleStripper: 'topless',
      selectedToplessWaiter: 'none',
      stripperIds: [kenji.id],
      waiterIds: [],
      performanceStyle: 'topless',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await confirmByApi(request, email);
}

for (const [width, days] of [
  [1280, 61],
  [360, 62],
] as const) {
  test(`a held performer is shown unavailable and unticked at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await holdKenji(page.request, days, `held-${width}@example.com`);

    await openBooking(page, '?city=bangkok&service=male-stripper&title=TOPLESS');
    await pressNext(page);
    await expect(page.getByTestId('availability-state')).toHaveText('Pick the event date and time above to see who is free.');
    await tick(page, 'Male Strippers', ['Kenji']);
    const group = page.getByRole('group', { name: 'Male Strippers' });
    const kenji = group.getByLabel('Kenji', { exact: true });

    // 20:30 overlaps his 20:00–21:00 show: he is unticked, disabled, and the reason is in words.
    const answer = page.waitForResponse((r) => r.url().includes('/api/availability') && r.url().includes('time=20%3A30'));
    await fillContact(page, `free-${width}@example.com`, days, '20:30');
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'Kenji is not available at this time and was unselected.' })).toBeVisible();
    await expect(kenji).not.toBeChecked();
    await expect(kenji).toBeDisabled();
    await expect(kenji).toHaveAccessibleDescription('Not available at this time');
    await expect(group.getByLabel('Ryan', { exact: true })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'SUBMIT BOOKING' })).toBeDisabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await scan(page, 'form');

    // At 21:00 (after his show) he is free again.
    await page.getByLabel('Event Time').fill('21:00');
    await expect(kenji).toBeEnabled();
    await expect(group.getByText('Not available at this time')).toHaveCount(0);
    // The message was about the 20:30 slot: it goes with the answer for 21:00.
    await expect(page.getByText('Kenji is not available at this time and was unselected.')).toHaveCount(0);
    await kenji.check();
    await expect(kenji).toBeChecked();
  });
}

test('the form says while availability is being checked, and says so when it cannot be checked', async ({ page }) => {
  const release = await holdRequests(page, '**/api/availability?*', (route) =>
    route.fulfill({ status: 503, json: { error: 'Service unavailable' } }),
  );
  await openBooking(page, '?city=bangkok&service=male-stripper&title=TOPLESS');
  await pressNext(page);
  await fillContact(page, 'unchecked@example.com', 63);
  const state = page.getByTestId('availability-state');
  await expect(state).toHaveText('Checking availability...');
  release();
  await expect(state).toHaveText(
    'Availability could not be checked right now. You can still send your request; we will confirm who is free.',
  );
  await expect(page.getByRole('group', { name: 'Male Strippers' }).getByLabel('Kenji', { exact: true })).toBeEnabled();
});

test('SUBMIT BOOKING stays where it is when the availability and the price come back, at 360 px', async ({ page }) => {
  // A button that moves as an answer lands takes a tap meant for it somewhere else: both answers come while
  // the customer ticks a performer and reaches for the button.
  await page.setViewportSize({ width: 360, height: 740 });
  await openBooking(page, '?city=bangkok&service=male-stripper&title=TOPLESS');
  await pressNext(page);
  await expect(page.getByTestId('price-summary')).toContainText('฿7,000');
  const releaseSlot = await holdRequests(page, '**/api/availability?*');
  await fillContact(page, 'steady@example.com', 65);
  const releasePrice = await holdRequests(page, '**/api/pricing/calculate');
  const priced = page.waitForRequest('**/api/pricing/calculate');
  await tick(page, 'Male Strippers', ['Ryan']);
  const state = page.getByTestId('availability-state');
  await expect(state).toHaveText('Checking availability...');
  await priced;
  const submit = page.getByRole('button', { name: 'SUBMIT BOOKING' });
  const top = () => submit.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
  const before = await top();
  const answered = page.waitForResponse('**/api/pricing/calculate');
  releaseSlot();
  releasePrice();
  await expect(state).toHaveText('');
  await answered;
  await expect(page.getByTestId('price-summary')).toContainText('Total');
  expect(await top()).toBe(before);
});

test('a client that asked too often is told when to try again, and can still send the request', async ({ page }) => {
  // The server's 429 as GET /api/availability answers it past the client's limit (availability-limit.api.test.ts).
  const message = 'Availability was checked too often from your connection. Please try again in 42 seconds.';
  const release = await holdRequests(page, '**/api/availability?*', (route) =>
    route.fulfill({ status: 429, headers: { 'Retry-After': '42' }, json: { error: message } }),
  );
  await openBooking(page, '?city=bangkok&service=male-stripper&title=TOPLESS');
  await pressNext(page);
  await fillContact(page, 'too-often@example.com', 64);
  const state = page.getByTestId('availability-state');
  await expect(state).toHaveText('Checking availability...');
  release();
  await expect(state).toHaveText(`${message} You can still send your request; we will confirm who is free.`);
  await expect(page.getByRole('group', { name: 'Male Strippers' }).getByLabel('Kenji', { exact: true })).toBeEnabled();
});
