import type { Page } from '@playwright/test';
import { AGENCY_DOUBLE_DUTY_LINES, DOUBLE_DUTY_LINES, doubleDutyBody } from '@test/price-lines';
import { bookingBody } from '@test/reliability/bookings';
import { formatEventDay } from '@/lib/dates';
import type { TestSmtp } from '@test/smtp';
import { adminCall, expect, openTab, searchBookings, signIn, test } from './admin-panel-fixtures';
import { confirmFromSmtp, confirmWithButton, fillContact, openBooking, pressNext, tick } from './booking-helpers';
import { scan } from './helpers';

// What a customer and the admin read about a booking: the price lines, the labels the customer chose,
// the double-duty figures from the parameters, a confirm link followed again, and the summary's
// actions while a request awaits confirmation. Each worker has its own server and SMTP listener.

const WIDTHS = [360, 1280] as const;
let counter = Math.floor(Math.random() * 300);

/** Books Marco as TOPLESS stripper and SEXY HOST waiter in Bangkok over the API, as the page's browser (which gets the booking cookie). */
async function bookDoubleDuty(page: Page, name: string) {
  const performers = (await (await page.request.get('/api/performers')).json()) as { id: string; name: string }[];
  const marco = performers.find((p) => p.name === 'Marco')!.id;
  counter += 1;
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const eventDate = new Date(Date.UTC(2032, 0, 1) + counter * 86_400_000).toISOString().slice(0, 10);
  const response = await page.request.post('/api/bookings', {
    data: doubleDutyBody(marco, eventDate, { customerName: name, customerEmail: email }),
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { id, email, summary: `/booking/${id}/summary` };
}

/** The newest confirm link (path and query) mailed to `email`. */
async function confirmLink(smtp: TestSmtp, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(() => {
      const mail = smtp.messages.findLast((m) => m.envelopeTo.includes(email) && m.parsed.text?.includes('/booking/confirm?token='));
      link = /\/booking\/confirm\?token=[\w-]+/.exec(mail?.parsed.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/** The label/value rows of a list, in order. */
async function rows(list: ReturnType<Page['locator']>): Promise<string[]> {
  const labels = await list.locator('dt').allInnerTexts();
  const values = await list.locator('dd').allInnerTexts();
  return labels.map((label, i) => `${label.trim()}: ${values[i]?.trim()}`);
}

const LINES = DOUBLE_DUTY_LINES;

for (const width of WIDTHS) {
  test(`at ${width} px the summary and Booking Details show the price lines and the labels the customer chose`, async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const name = `Lena Lines ${width} ${counter}`;
    const booking = await bookDoubleDuty(page, name);
    await confirmFromSmtp(page.request, server.smtp, booking.email);

    await page.goto(booking.summary);
    const pricing = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Pricing', exact: true }) })
      .last();
    expect(await rows(pricing.locator('dl'))).toEqual(LINES);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await signIn(page);
    await openTab(page, 'Manage Bookings');
    await searchBookings(page, name);
    // The one booking's Details button, in the table or (on a phone) its card: role queries skip the hidden layout.
    await page.getByRole('button', { name: `Dettagli della prenotazione #${booking.id.slice(-8).toUpperCase()}` }).click();
    const details = page.getByRole('dialog', { name: 'Booking Details' });
    await expect(details).toBeVisible();
    const shown = await rows(details.locator('dl').first());
    for (const row of [
      'Città: Bangkok',
      'Tipo di luogo: Suite d’hotel',
      'Impianto audio: Sì',
      'Occasione: Addio al nubilato',
      'Servizi: TOPLESS + SEXY HOST',
      ...AGENCY_DOUBLE_DUTY_LINES,
    ]) {
      expect(shown).toContain(row);
    }
    // The lines in the same order as the customer's, in the panel's words.
    expect(shown.filter((row) => AGENCY_DOUBLE_DUTY_LINES.includes(row))).toEqual(AGENCY_DOUBLE_DUTY_LINES);
  });
}

test("the double-duty figures follow Bangkok's double_duty_discount at 360 and 1280 px", async ({ page }) => {
  await signIn(page);
  const parameters = (await (await page.request.get('/api/admin/pricing-parameters')).json()) as {
    id: string;
    parameterType: string;
    location: string;
  }[];
  const discount = parameters.find((p) => p.parameterType === 'double_duty_discount' && p.location === 'bangkok')!;
  await adminCall(page, 'PATCH', `/api/admin/pricing-parameters/${discount.id}`, { value: 3000 });
  try {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await openBooking(page);
      await page.getByRole('button', { name: 'Bangkok' }).click();
      await page.getByLabel('Male Strippers').selectOption('topless');
      await page.getByLabel('Topless Waiters').selectOption('sexy-host');
      await expect(page.getByText('Save ฿3,000 on the waiter service by choosing the same performer')).toBeVisible();
      await pressNext(page);
      await fillContact(page, `hint-${width}@example.com`, 40);
      await tick(page, 'Male Strippers', ['Marco']);
      await tick(page, 'Topless Waiters', ['Marco']);
      await expect(page.getByTestId('price-summary')).toContainText('-฿3,000');
      await expect(page.getByText('Save ฿2,000')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.goto('/topless-waiters/bangkok');
      await expect(page.locator('#waiter-faq')).toContainText('A performer who does both can save you ฿3,000 on the waiter service.');
      await expect(page.locator('#waiter-faq')).not.toContainText('2,000');
    }
  } finally {
    await adminCall(page, 'PATCH', `/api/admin/pricing-parameters/${discount.id}`, { value: 2000 });
  }
});

test('a confirm link followed again says the booking is already confirmed and leads to it, showing a stranger nothing personal', async ({
  page,
  browser,
  server,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const name = `Cora Again ${counter}`;
  const booking = await bookDoubleDuty(page, name);

  // While the request awaits confirmation its summary offers nothing to send or put in a calendar.
  await page.goto(booking.summary);
  await expect(page.getByRole('heading', { name: 'Your request awaits confirmation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'SEND' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'ADD TO CALENDAR' })).toHaveCount(0);

  const link = await confirmLink(server.smtp, booking.email);
  await confirmWithButton(page, link, `**${booking.summary}`);
  await expect(page.getByTestId('booking-status')).toHaveText('pending');
  await expect(page.getByRole('button', { name: 'SEND' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ADD TO CALENDAR' })).toBeVisible();
  await expect(page.getByTestId('advance-tell-us')).toHaveText("Then tell us: press 'I have paid' below, with the slip if you have one.");
  await expect(page.getByRole('button', { name: 'I have paid' })).toBeVisible();

  // The customer's own browser opening the link again.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Already Confirmed' })).toBeVisible();

  // A stranger with the link, on a phone.
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 740 } });
  const stranger = await context.newPage();
  const answer = await stranger.goto(link);
  expect(answer?.status()).toBe(200);
  await expect(stranger.getByRole('heading', { name: 'Already Confirmed' })).toBeVisible();
  await expect(stranger.getByTestId('confirm-used')).toContainText(booking.id.slice(-8).toUpperCase());
  await expect(stranger.getByText('Link Not Valid')).toHaveCount(0);
  expect(await stranger.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await scan(stranger);
  // Following it signed the stranger in to nothing.
  expect((await stranger.request.get('/api/dashboard/bookings')).status()).toBe(401);

  await stranger.getByRole('link', { name: 'View your booking' }).click();
  await stranger.waitForURL(`**${booking.summary}`);
  const text = await stranger.locator('main').innerText();
  for (const personal of [name, booking.email, '81 234 5678', 'Sukhumvit', 'Customer Information']) expect(text).not.toContain(personal);
  // The text says where 'I have paid' is, since it is not offered here.
  await expect(stranger.getByRole('button', { name: 'I have paid' })).toHaveCount(0);
  await expect(stranger.getByTestId('advance-tell-us')).toContainText('open this booking in the browser you booked with');
  expect(text).not.toContain("press 'I have paid' below");
  await expect(stranger.getByTestId('advance-tell-us').getByRole('link', { name: 'sign in to your bookings' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await context.close();
});

test('losing the race at 390 px: the date reads for people and "Choose another performer or time" carries the request over, less the taken performer', async ({
  page,
  browser,
  server,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const performers = (await (await page.request.get('/api/performers')).json()) as { id: string; name: string }[];
  const id = (name: string) => performers.find((p) => p.name === name)!.id;
  counter += 1;
  const eventDate = new Date(Date.UTC(2033, 0, 1) + counter * 86_400_000).toISOString().slice(0, 10);
  const mine = bookingBody(id('Ryan'), eventDate, '20:00', {
    customerEmail: `race-${counter}@example.com`,
    selectedToplessWaiter: 'sexy-host',
    waiterIds: [id('Jake')],
    occasion: 'birthday',
  });
  expect((await page.request.post('/api/bookings', { data: mine })).status()).toBe(201);
  // Another customer's browser books Ryan for the same evening and confirms first.
  const rival = await browser.newContext({ baseURL: server.url });
  const rivalBody = bookingBody(id('Ryan'), eventDate, '20:30', { customerEmail: `rival-${counter}@example.com` });
  expect((await rival.request.post('/api/bookings', { data: rivalBody })).status()).toBe(201);
  await confirmFromSmtp(rival.request, server.smtp, rivalBody.customerEmail);
  await rival.close();

  await page.goto(await confirmLink(server.smtp, mine.customerEmail));
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.getByRole('button', { name: 'Confirm my booking request' }).click();
  await expect(page.getByRole('heading', { name: 'Performer No Longer Available' })).toBeVisible();
  await expect(page.getByTestId('confirm-conflict')).toHaveText(
    `Ryan is already booked at an overlapping time on ${formatEventDay(eventDate)}. Please choose another performer or time.`,
  );
  expect(formatEventDay(eventDate)).toMatch(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} 2033$/);
  await page.getByRole('link', { name: 'Choose another performer or time' }).click();
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await expect(page.getByRole('button', { name: 'Bangkok' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Male Strippers', { exact: true })).toHaveValue('topless');
  await expect(page.getByLabel('Topless Waiters', { exact: true })).toHaveValue('sexy-host');
  await expect(page.getByLabel('Event Date')).toHaveValue(eventDate);
  await expect(page.getByLabel('Event Time')).toHaveValue('20:00');
  await expect(page.getByRole('group', { name: 'Topless Waiters' }).getByLabel('Jake', { exact: true })).toBeChecked();
  // Ryan came over with the request, and the form's availability check unticks him, saying so.
  await expect(page.getByText('Ryan is not available at this time and was unselected.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Male Strippers' }).getByLabel('Ryan', { exact: true })).not.toBeChecked();
});
