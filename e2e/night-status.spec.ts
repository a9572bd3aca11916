// The performer's statuses on the night on a 390-px phone (issue 47): "On my way" with the minutes to
// arrive, "Arrived", "Finished" from his portal (axe clean); the customer is e-mailed at "On my way" and her
// summary shows the statuses.
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { outbox } from './booking-helpers';
import { scan, sharedDatabasePath, signInAs } from './helpers';

/** A performer who is not on the public site, with an address, on a confirmed booking that started at most 15 minutes ago. */
function seedNight(performerEmail: string, customerEmail: string) {
  const db = new Database(sharedDatabasePath());
  try {
    const performerId = randomUUID();
    const name = `Night ${performerId.slice(0, 6)}`;
    db.prepare(
      `insert into performers (id, name, description, image_url, is_available, location, email) values (?, ?, 'An e2e performer.', '/performers/arthit-1.webp', 0, 'bangkok', ?)`,
    ).run(performerId, name, performerEmail);
    const id = randomUUID();
    const quarter = 15 * 60_000;
    // Started at the last quarter hour: "Finished" is refused before the show's start.
    const iso = new Date(Math.floor(Date.now() / quarter) * quarter + 7 * 3_600_000).toISOString();
    const [date, time] = [iso.slice(0, 10), iso.slice(11, 16)];
    const minute = Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    db.prepare(
      `insert into bookings (id, customer_name, customer_email, customer_phone, service_type, performance_style, event_date, event_time, duration, total_price, location, address, venue_type, status)
       values (?, 'Nina Night', ?, '+66 80 000 0000', 'male-stripper', 'topless', ?, ?, 60, 10000, 'bangkok', '12 Night Road', 'Hotel', 'confirmed')`,
    ).run(id, customerEmail, date, time);
    db.prepare(
      `insert into booking_performers (booking_id, performer_id, role, event_date, start_minute, end_minute) values (?, ?, 'stripper', ?, ?, ?)`,
    ).run(id, performerId, date, minute, minute + 60);
    return { id, name, reference: id.slice(-8).toUpperCase() };
  } finally {
    db.close();
  }
}

test("a performer's statuses on the night, on a phone, and the customer's summary", async ({ page, browser, baseURL }) => {
  const performerEmail = `night-${randomUUID().slice(0, 8)}@example.com`;
  const customerEmail = `night-customer-${randomUUID().slice(0, 8)}@example.com`;
  const booking = seedNight(performerEmail, customerEmail);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, { role: 'performer', email: performerEmail }, { baseURL: baseURL! });

  await page.goto('/me');
  const card = page.getByRole('article', { name: `Booking #${booking.reference}` });
  const night = card.getByTestId('night-status');
  await expect(night).toHaveText('Tell the agency and the customer how your night goes.');
  // "Finished" is offered only once he has arrived.
  await expect(card.getByRole('button', { name: 'Finished' })).toHaveCount(0);
  await card.getByLabel('Minutes to arrive').fill('20');
  await card.getByRole('button', { name: 'On my way' }).click();
  await expect(night).toContainText('On my way (about 20 min) at');
  await scan(page);

  await card.getByRole('button', { name: 'Arrived' }).click();
  await expect(night).toContainText('Arrived at');
  await expect(card.getByRole('button', { name: 'On my way' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Finished' }).click();
  await expect(night).toContainText('Finished at');
  await expect(card.getByRole('button', { name: 'Finished' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await scan(page);

  // The customer got the e-mail at "On my way", and her summary shows where the night stands.
  await expect
    .poll(() => outbox().some((mail) => mail.includes(`<${customerEmail}>`) && mail.includes(`${booking.name} is on his way`)))
    .toBe(true);
  const customer = await (await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })).newPage();
  await signInAs(customer, { role: 'customer', email: customerEmail }, { baseURL: baseURL! });
  await customer.goto(`/booking/${booking.id}/summary`);
  const section = customer.getByTestId('night-section');
  await expect(section.getByRole('heading', { name: 'On the night' })).toBeVisible();
  await expect(section).toContainText(`${booking.name} has finished (`);
  await scan(customer);
  await customer.context().close();
});
