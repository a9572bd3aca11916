import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openTab, signIn, test } from './admin-panel-fixtures';
import { confirmFromSmtp, fillContact, futureDate, openBooking, pressNext } from './booking-helpers';
import { formatEventDay } from '@/lib/dates';
import { scan } from './helpers';

// Giorni liberi: the admin gives a performer a day off (warned of the booking already held that day);
// the booking form shows him unavailable and the API refuses him with a 409 until the day off is removed.

const performerId = async (request: APIRequestContext, name: string) =>
  ((await (await request.get('/api/performers')).json()) as { id: string; name: string }[]).find((p) => p.name === name)!.id;

/** A Phuket TOPLESS booking request body for `stripperId` on date at time. */
const booking = (stripperId: string, email: string, date: string, time: string) => ({
  customerName: 'Day Off Guest',
  customerEmail: email,
  customerPhone: '+66 81 000 2222',
  location: 'phuket',
  address: '2 Beach Road',
  venueType: 'hotel',
  soundSystem: 'yes',
  occasion: 'birthday',
  eventDate: date,
  eventTime: time,
  selectedMaleStripper: 'topless',
  selectedToplessWaiter: 'none',
  stripperIds: [stripperId],
  waiterIds: [],
  performanceStyle: 'topless',
});

/** Opens the Giorni liberi dialog of a performer from Manage Performers. */
async function openDaysOff(page: Page, name: string) {
  await openTab(page, 'Manage Performers');
  await page.getByRole('button', { name: `Giorni liberi di ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Giorni liberi: ${name}` });
  await expect(dialog.getByText('Nessun giorno libero programmato.')).toBeVisible();
  return dialog;
}

test('a day off warns of the held booking, blocks the performer in the form and the API, and can be removed', async ({
  page,
  browser,
  baseURL,
  server,
}) => {
  test.setTimeout(120_000);
  const day = futureDate(50);
  const chai = await performerId(page.request, 'Chai');
  const customer = await (await browser.newContext({ baseURL })).newPage();
  const held = await customer.request.post('/api/bookings', { data: booking(chai, 'held.dayoff@example.com', day, '20:00') });
  expect(held.status()).toBe(201);
  await confirmFromSmtp(customer.request, server.smtp, 'held.dayoff@example.com');
  const reference = ((await held.json()) as { id: string }).id.slice(-8).toUpperCase();

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const dialog = await openDaysOff(page, 'Chai');
  await dialog.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Scegli il primo giorno');
  await dialog.getByLabel('Dal', { exact: true }).fill(day);
  await dialog.getByLabel('Nota (facoltativa)').fill('Family visit');
  await dialog.getByRole('button', { name: 'Aggiungi' }).click();
  const [y, m, d] = day.split('-');
  await expect(dialog.getByTestId('time-off-list')).toContainText(`${d}/${m}/${y}, 00:00 –`);
  await expect(dialog.getByTestId('time-off-list')).toContainText('Family visit');
  await expect(dialog.getByTestId('time-off-warning')).toContainText(`${reference} (${d}/${m}/${y}, 20:00)`);
  await scan(page);

  // The customer cannot book him that day: the form shows him unavailable and the API answers 409.
  const refused = await customer.request.post('/api/bookings', { data: booking(chai, 'late.dayoff@example.com', day, '14:00') });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: string }).error).toBe(
    `Chai is not available at this time on ${formatEventDay(day)}. Please choose another performer or time.`,
  );
  await openBooking(customer, '?city=phuket&service=male-stripper&title=TOPLESS');
  await pressNext(customer);
  await fillContact(customer, 'form.dayoff@example.com', 50, '14:00');
  const box = customer.getByRole('group', { name: 'Male Strippers' }).getByLabel('Chai', { exact: true });
  await expect(box).toBeDisabled();
  await expect(box).toHaveAccessibleDescription('Not available at this time');

  // Removed, he is bookable again.
  await dialog.getByRole('button', { name: /^Rimuovi / }).click();
  await expect(dialog.getByText('Nessun giorno libero programmato.')).toBeVisible();
  const accepted = await customer.request.post('/api/bookings', { data: booking(chai, 'late.dayoff@example.com', day, '14:00') });
  expect(accepted.status(), await accepted.text()).toBe(201);
});

test('the Giorni liberi dialog works at 360 px: hours past midnight, axe clean, no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);
  const dialog = await openDaysOff(page, 'Oliver');
  await dialog.getByLabel('Fascia oraria').check();
  await dialog.getByLabel('Giorno').fill(futureDate(51));
  await dialog.getByLabel('Dalle', { exact: true }).fill('22:00');
  await dialog.getByLabel('Alle', { exact: true }).fill('02:00');
  await dialog.getByRole('button', { name: 'Aggiungi' }).click();
  const [y, m, d] = futureDate(51).split('-');
  const [y2, m2, d2] = futureDate(52).split('-');
  await expect(dialog.getByTestId('time-off-list')).toHaveText(`${d}/${m}/${y}, 22:00 – ${d2}/${m2}/${y2}, 02:00Rimuovi`);
  await expect(dialog.getByTestId('time-off-warning')).toHaveCount(0);
  await scan(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
