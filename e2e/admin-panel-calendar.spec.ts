import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, openTab, type PanelServer, searchBookings, signIn, test } from './admin-panel-fixtures';
import { scan } from './helpers';

// The Calendario tab, the private calendar feed and the bookings CSV download, against the built server.
// Bookings and time off are written straight to the worker's database.

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
  new Date(),
);
const british = (day: string) => day.split('-').reverse().join('/');

/** Two Bangkok performers of the seeded database. */
async function twoPerformers(page: Page) {
  const all = (await (await page.request.get('/api/performers')).json()) as { id: string; name: string; location: string }[];
  const [first, second] = all.filter((p) => p.location === 'bangkok');
  return { first: first!, second: second! };
}

/** A confirmed booking today at 21:30 holding `performerId`, written to the database; answers its id and reference. */
function heldBooking(server: PanelServer, performerId: string, customerName: string) {
  const id = randomUUID();
  server.sql(
    `insert into bookings (id, customer_name, customer_email, customer_phone, address, service_type, performance_style, event_date, event_time, duration, total_price, location, status)
     values (?, ?, ?, '+66 81 999 0000', '77 Secret Soi', 'FULL MONTY', 'full monty', ?, '21:30', 90, 15000, 'bangkok', 'confirmed')`,
    id,
    customerName,
    `${id.slice(0, 8)}@example.com`,
    today,
  );
  server.sql(
    'insert into booking_performers (booking_id, performer_id, role, event_date, start_minute, end_minute) values (?, ?, ?, ?, 1290, 1380)',
    id,
    performerId,
    'stripper',
    today,
  );
  return { id, reference: id.slice(-8).toUpperCase() };
}

/** A whole Bangkok day off today for a performer. */
function dayOff(server: PanelServer, performerId: string, note: string) {
  const start = Date.parse(`${today}T00:00:00+07:00`);
  server.sql(
    'insert into performer_time_off (id, performer_id, starts_at, ends_at, note) values (?, ?, ?, ?, ?)',
    randomUUID(),
    performerId,
    start,
    start + 86_400_000,
    note,
  );
}

for (const width of [1280, 360]) {
  test(`the Calendario tab shows today's held bookings and time off, opens Booking Details, and is axe clean at ${width} px`, async ({
    page,
    server,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    const { first, second } = await twoPerformers(page);
    const booking = heldBooking(server, first.id, `Calendar Carla ${width}`);
    dayOff(server, second.id, `Dentist ${width}`);

    await openTab(page, 'Calendario');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'Calendario', level: 2 })).toBeVisible();
    const todayHeading = page.getByRole('heading', { level: 3, name: new RegExp(`${british(today)} \\(oggi\\)`) });
    await expect(todayHeading).toBeVisible();
    const todayList = panel.getByRole('listitem').filter({ has: todayHeading });
    const entry = todayList.getByRole('button', { name: new RegExp(`#${booking.reference}`) });
    await expect(entry).toContainText('21:30–23:00');
    await expect(entry).toContainText(first.name);
    await expect(todayList.getByTestId('calendar-time-off').filter({ hasText: `Dentist ${width}` })).toContainText(
      `${second.name}: assente`,
    );
    await expect(todayList.getByTestId('calendar-time-off').filter({ hasText: `Dentist ${width}` })).toContainText('Tutto il giorno');
    // No customer data in the calendar itself.
    await expect(panel).not.toContainText(`Calendar Carla ${width}`);
    await page.waitForLoadState('networkidle');
    await scan(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // The booking opens its Booking Details, with the customer.
    await entry.click();
    const dialog = page.getByRole('dialog', { name: 'Booking Details' });
    await expect(dialog).toContainText(`#${booking.reference}`);
    await expect(dialog).toContainText(`Calendar Carla ${width}`);
    await scan(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(entry).toBeFocused();

    // One performer at a time: the other's booking and time off go.
    await panel.getByRole('combobox', { name: 'Performer' }).selectOption(second.id);
    await expect(todayList.getByRole('button', { name: new RegExp(`#${booking.reference}`) })).toHaveCount(0);
    await expect(todayList.getByTestId('calendar-time-off').filter({ hasText: `Dentist ${width}` })).toBeVisible();
    await panel.getByRole('combobox', { name: 'Performer' }).selectOption('all');

    // Day view, a day forward, then back to today with the keyboard on Oggi.
    await panel.getByRole('button', { name: 'Giorno', exact: true }).click();
    await expect(panel.getByRole('button', { name: 'Giorno', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.getByTestId('calendar-day')).toHaveCount(1);
    await panel.getByRole('button', { name: 'Avanti di un giorno' }).click();
    await expect(panel.getByTestId('calendar-range')).not.toContainText(british(today));
    await expect(panel.getByRole('button', { name: new RegExp(`#${booking.reference}`) })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Oggi' }).focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByTestId('calendar-range')).toContainText(british(today));
    await expect(panel.getByRole('button', { name: new RegExp(`#${booking.reference}`) })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('the calendar feed URL is shown once, serves the held bookings without contact data, and a new URL ends the old one', async ({
  page,
  server,
  request,
}) => {
  await signIn(page, 'calendar');
  const { first } = await twoPerformers(page);
  const booking = heldBooking(server, first.id, 'Feed Fiona');
  const panel = page.getByRole('tabpanel');
  const feed = panel.getByRole('region', { name: 'Feed del calendario' });
  await expect(feed.getByTestId('feed-status')).toBeVisible();
  if (await feed.getByRole('button', { name: "Crea l'indirizzo del feed" }).isVisible())
    await feed.getByRole('button', { name: "Crea l'indirizzo del feed" }).click();
  else {
    await feed.getByRole('button', { name: 'Crea un nuovo indirizzo' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Crea nuovo indirizzo' }).click();
  }
  const urlBox = feed.getByRole('textbox', { name: 'Indirizzo del feed' });
  const firstUrl = await urlBox.inputValue();
  expect(firstUrl).toMatch(/\/api\/calendar-feed\/[\w-]{43}\.ics$/);
  await expect(feed.getByTestId('feed-status')).toContainText('Indirizzo del feed creato il');

  // A calendar app has no admin session: a request context without the page's cookies.
  const served = await request.get(new URL(firstUrl).pathname);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await served.text();
  expect(text).toContain(`#${booking.reference}`);
  expect(text).not.toMatch(/Feed Fiona|@example\.com|Secret Soi|\+66/);

  await feed.getByRole('button', { name: 'Crea un nuovo indirizzo' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Crea nuovo indirizzo' }).click();
  await expect(urlBox).not.toHaveValue(firstUrl);
  const secondUrl = await urlBox.inputValue();
  expect((await request.get(new URL(firstUrl).pathname)).status()).toBe(404);
  expect((await request.get(new URL(secondUrl).pathname)).status()).toBe(200);
  await scan(page);
});

test('Scarica CSV saves the bookings of the current search and event year as a dated UTF-8 file', async ({ page, server }) => {
  await signIn(page);
  const { first } = await twoPerformers(page);
  const thai = `ลูกค้า ทดสอบ 🎉 ${Math.random().toString(36).slice(2, 7)}`;
  const booking = heldBooking(server, first.id, thai);
  await openTab(page, 'Manage Bookings');
  await searchBookings(page, thai);
  await expect(page.getByTestId('booking-row')).toHaveCount(1);
  const year = page.getByLabel("Anno dell'evento");
  await year.selectOption(String(Number(today.slice(0, 4)) - 1));
  await expect(page.getByText('No bookings match your search')).toBeVisible();
  await year.selectOption(today.slice(0, 4));
  await expect(page.getByTestId('booking-row')).toHaveCount(1);
  const link = page.getByRole('link', { name: /^Scarica CSV/ });
  await expect(link).toHaveAttribute('href', new RegExp(`\\?q=[^&]+&year=${today.slice(0, 4)}$`));
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records = parse<Record<string, string>>(bytes.toString('utf8'), { bom: true, columns: true, record_delimiter: '\r\n' });
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({
    Riferimento: booking.reference,
    Cliente: thai,
    Telefono: "'+66 81 999 0000",
    Spogliarellisti: first.name,
  });
});
