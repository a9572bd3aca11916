// A performer's evening on a 360-px phone: sign in from the e-mailed link, see tonight's address
// (the booking is within 24 hours) while a later one keeps it hidden, accept a booking, add a day off.
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { expect, test } from './fixtures';
import { outbox } from './booking-helpers';
import { scan } from './helpers';

const databasePath = path.join(process.env.E2E_DATA_DIR!, 'app.db');

/** Bangkok date and HH:MM of an instant. */
function bangkok(ms: number): { date: string; time: string } {
  const iso = new Date(ms + 7 * 3_600_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** A performer who is not on the public site (so public specs never see them), with an address, and two confirmed bookings. */
function seedEvening(email: string) {
  const db = new Database(databasePath);
  try {
    const performerId = randomUUID();
    db.prepare(
      `insert into performers (id, name, description, image_url, is_available, location, email) values (?, ?, 'An e2e performer.', '/performers/arthit-1.webp', 0, 'bangkok', ?)`,
    ).run(performerId, `Evening ${performerId.slice(0, 6)}`, email);
    const book = (startMs: number, address: string) => {
      const id = randomUUID();
      const { date, time } = bangkok(startMs);
      const minute = Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
      db.prepare(
        `insert into bookings (id, customer_name, customer_email, customer_phone, service_type, performance_style, event_date, event_time, duration, total_price, location, address, venue_type, status, performer_note)
         values (?, 'Hidden Customer', 'hidden.customer@example.com', '+66 80 000 0000', 'male-stripper', 'topless', ?, ?, 60, 10000, 'bangkok', ?, 'Hotel', 'confirmed', 'Bring the sailor costume')`,
      ).run(id, date, time, address);
      db.prepare(
        `insert into booking_performers (booking_id, performer_id, role, event_date, start_minute, end_minute) values (?, ?, 'stripper', ?, ?, ?)`,
      ).run(id, performerId, date, minute, minute + 60);
      return id.slice(-8).toUpperCase();
    };
    // Rounded to the quarter hour, three hours and six days from now.
    const quarter = 15 * 60_000;
    const tonight = book(Math.ceil((Date.now() + 3 * 3_600_000) / quarter) * quarter, '12 Tonight Road, Bangkok');
    const later = book(Math.ceil((Date.now() + 6 * 86_400_000) / quarter) * quarter, '34 Later Lane, Bangkok');
    return { performerId, tonight, later };
  } finally {
    db.close();
  }
}

/** The path and token of the newest sign-in link e-mailed to `email` whose path is `path` (e.g. /th/performer-login). */
async function signInLink(email: string, path: string): Promise<string> {
  const links = new RegExp(`(?<!/th)${path.replace(/\//g, '\\/')}\\?token=[\\w-]+`);
  let link = '';
  await expect
    .poll(async () => {
      // Parsed, since a Thai body is not plain ASCII on the wire (quoted-printable or base64).
      const mails = await Promise.all(outbox().map((raw) => PostalMime.parse(raw)));
      const mail = mails.reverse().find((m) => m.to?.some((to) => to.address === email) && links.test(m.text ?? ''));
      link = mail ? links.exec(mail.text!)![0] : '';
      return link;
    })
    .not.toBe('');
  return link;
}

test("a performer's evening on a phone", async ({ page }) => {
  const email = `evening-${randomUUID().slice(0, 8)}@example.com`;
  const { performerId, tonight, later } = seedEvening(email);
  await page.setViewportSize({ width: 360, height: 740 });

  await page.goto('/performer-login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByText('If this address belongs to one of our performers, we have sent it a link')).toBeVisible();
  await scan(page);

  const link = await signInLink(email, '/performer-login');

  await page.goto(link);
  // Opening the link signs nobody in (a mail scanner that runs the page's script opens it too): the press does.
  await expect(page.getByRole('button', { name: 'Open my bookings' })).toBeVisible();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('sh_performer');
  await page.getByRole('button', { name: 'Open my bookings' }).click();
  await expect(page).toHaveURL(/\/me$/);
  const first = page.getByRole('article', { name: `Booking #${tonight}` });
  const second = page.getByRole('article', { name: `Booking #${later}` });
  await expect(first).toBeVisible();
  // Tonight's booking is within 24 hours: its address shows; the later one's does not yet.
  await expect(first).toContainText('12 Tonight Road, Bangkok');
  await expect(first).toContainText('Bring the sailor costume');
  await expect(second).toContainText('Shown from');
  await expect(second).not.toContainText('34 Later Lane');
  await expect(page.locator('body')).not.toContainText('Hidden Customer');
  // Soonest first.
  await expect(page.getByTestId('performer-booking').first()).toHaveAccessibleName(`Booking #${tonight}`);

  await second.getByRole('button', { name: 'Accept' }).click();
  await expect(second.getByTestId('my-answer')).toHaveText('You accepted');

  const dayOff = bangkok(Date.now() + 12 * 86_400_000).date;
  await page.getByLabel('First day').fill(dayOff);
  await page.getByLabel('Note (optional)').fill('Family visit');
  await page.getByRole('button', { name: 'Add day off' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Day off added' })).toBeVisible();
  await expect(page.getByTestId('days-off')).toContainText('Family visit');

  // Nothing is wider than the phone, and the page passes axe.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await scan(page);

  const db = new Database(databasePath, { readonly: true });
  try {
    // One answer, the one given. The notices job may also have recorded tonight's booking as told (its answer null)
    // if it ran during the test.
    expect(db.prepare('select answer from performer_assignments where performer_id = ? and answer is not null').all(performerId)).toEqual([
      { answer: 'accepted' },
    ]);
    expect(db.prepare('select note from performer_time_off where performer_id = ?').all(performerId)).toEqual([{ note: 'Family visit' }]);
  } finally {
    db.close();
  }
});

for (const width of [390, 1280]) {
  test(`the portal switched to Thai stays in the portal, in Thai, at ${width} px`, async ({ page }) => {
    const email = `thai-${width}-${randomUUID().slice(0, 8)}@example.com`;
    const { tonight } = seedEvening(email);
    await page.setViewportSize({ width, height: 800 });

    await page.goto('/performer-login');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'ไทย' }).click();
    await expect(page).toHaveURL(/\/th\/performer-login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('เข้าสู่ระบบสำหรับนักแสดง');
    await expect(page.getByRole('banner')).toContainText('พอร์ทัลนักแสดง');
    await page.getByLabel('อีเมล').fill(email);
    await page.getByRole('button', { name: 'ส่งลิงก์เข้าสู่ระบบให้ฉันทางอีเมล' }).click();
    await expect(page.getByText('หากอีเมลนี้เป็นของนักแสดงของเรา เราได้ส่งลิงก์ไปให้แล้ว')).toBeVisible();
    await scan(page);

    // The e-mail was written for the Thai page: its link opens the Thai sign-in page, and that leads to /th/me.
    await page.goto(await signInLink(email, '/th/performer-login'));
    await page.getByRole('button', { name: 'เปิดงานของฉัน' }).click();
    await expect(page).toHaveURL(/\/th\/me$/);
    const booking = page.getByRole('article', { name: `งาน #${tonight}` });
    await expect(booking).toContainText('ยืนยันแล้ว');
    await expect(booking).toContainText('เงินสดที่ต้องเก็บ');
    await expect(booking).toContainText('กรุงเทพฯ');
    await expect(page.getByRole('heading', { name: 'วันหยุดของฉัน' })).toBeVisible();
    // The header's links all stay in the portal (never the public Thai home page).
    for (const href of await page
      .getByRole('banner')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^(\/th)?\/me$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await scan(page);

    await page.getByRole('navigation', { name: 'ภาษา' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/me$/);
    await expect(page.getByRole('article', { name: `Booking #${tonight}` })).toContainText('Confirmed');
  });
}
