import Database from 'better-sqlite3';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import path from 'node:path';

// City listings against the real server and database. Rows added here use their own ids and names,
// so the seed performers other tests rely on are never changed.
const extra = [
  { id: 'e2e-listing-roamer', name: 'Roamer', location: 'phuket', tags: ['Male Stripper'], available: 1 },
  { id: 'e2e-listing-hidden', name: 'Hiddenman', location: 'bangkok', tags: ['Male Stripper', 'Topless Waiter'], available: 0 },
  { id: 'e2e-listing-both', name: 'Bothways', location: 'bangkok', tags: ['male stripper', 'TOPLESS WAITER'], available: 1 },
];

test.beforeAll(() => {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'app.db'));
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(
    `insert or replace into performers (id, name, description, image_url, tags, is_available, location, display_order)
     values (?, ?, 'A performer added by the listing tests.', '', ?, ?, ?, 900)`,
  );
  for (const p of extra) insert.run(p.id, p.name, JSON.stringify(p.tags), p.available, p.location);
  db.close();
});

/** Waits until the disclosure group around `inside` has its script (no framework runtime: a few lines of script). */
async function hydrate(inside: Locator) {
  await expect(inside.locator('xpath=ancestor-or-self::*[@data-one-open]').first()).toHaveAttribute('data-ready', '');
}

const gridNames = (page: Page) => page.locator('[data-performer-grid] h3').allTextContents();

test.describe('performer grid filter', () => {
  test('Bangkok strippers: city and tag must match, unavailable performers are hidden', async ({ page }) => {
    await page.goto('/male-strippers/bangkok');
    const names = await gridNames(page);
    expect(names).toEqual(expect.arrayContaining(['Marco', 'Arthit', 'Kenji', 'Bothways']));
    expect(names).not.toContain('Jake'); // Bangkok, Topless Waiter only
    expect(names).not.toContain('Roamer'); // right tag, other city
    expect(names).not.toContain('Somchai'); // Pattaya stripper
    expect(names).not.toContain('Hiddenman'); // unavailable
    await expect(page.getByRole('link', { name: 'VIEW MORE about Marco' })).toHaveAttribute(
      'href',
      '/performer/2f52fc70-e39c-5b05-b167-1c19f5761b65',
    );
    // The cards' photos wait for the first paint's text: lazy and at low priority, those of the first screen too.
    const photos = page.locator('[data-performer-grid] img');
    expect(
      await photos.evaluateAll((images) =>
        images.map((image) => `${image.getAttribute('loading')} ${image.getAttribute('fetchpriority')}`),
      ),
    ).toEqual(Array(names.length).fill('lazy low'));
  });

  test('Bangkok waiters list waiters only, linking to the waiter profile', async ({ page }) => {
    await page.goto('/topless-waiters/bangkok');
    const names = await gridNames(page);
    expect(names).toEqual(expect.arrayContaining(['Marco', 'Jake', 'Kenji', 'Nont', 'Bothways']));
    expect(names).not.toContain('Arthit');
    expect(names).not.toContain('Hiddenman');
    await expect(page.getByRole('link', { name: 'VIEW MORE about Jake' })).toHaveAttribute('href', /\/performer\/.+\?topless-waiters$/);
  });

  test('the right tag in another city shows only in that city', async ({ page }) => {
    await page.goto('/male-strippers/phuket');
    expect(await gridNames(page)).toContain('Roamer');
    const placeholder = page.locator('[data-performer-grid] li', { hasText: 'Roamer' }).locator('img');
    await expect(placeholder).toHaveAttribute('src', '/images/placeholder.svg');
  });

  test('the topless-waiters query flag selects waiter mode on a male-strippers address', async ({ page }) => {
    await page.goto('/male-strippers/bangkok?topless-waiters');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bangkok Topless Waiters');
    expect(await gridNames(page)).toContain('Jake');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/topless-waiters\/bangkok$/);
  });
});

test.describe('city listing sections', () => {
  test('waiter mode: four packages with booking query strings, about text with two images, five-item FAQ', async ({ page }) => {
    await page.goto('/topless-waiters/pattaya');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pattaya Topless Waiters');
    const book = page.locator('main ul').getByRole('link', { name: 'BOOK NOW' });
    await expect(book).toHaveCount(4);
    expect(await book.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/booking?city=pattaya&service=topless-waiter&price=7000&title=SEXY%20HOST',
      '/booking?city=pattaya&service=topless-waiter&price=13000&title=DOUBLE%20TROUBLE',
      '/booking?city=pattaya&service=topless-waiter&price=18000&title=TRIPLE%20THREAT',
      '/booking?city=pattaya&service=topless-waiter&price=23000&title=TOTAL%20DOMINATION',
    ]);
    await expect(page.getByText('฿18,000')).toBeVisible();
    await expect(page.getByRole('img', { name: /Topless waiter at a Pattaya party/ })).toHaveCount(2);
    await expect(page.locator('#waiter-faq').getByRole('button')).toHaveCount(5);
    await expect(page.locator('main').getByRole('link', { name: 'CONTACT US', exact: true }).first()).toHaveAttribute('href', '/contact');
  });

  test('Phuket strippers: fixed cards to plain /booking and a six-item FAQ', async ({ page }) => {
    await page.goto('/male-strippers/phuket');
    const cards = page.locator('main li', { has: page.getByRole('button', { name: 'Show Description' }) });
    await expect(cards.locator('h3')).toHaveText(['TOPLESS', 'UNDERWEAR', 'FULL MONTY', 'DUO']);
    await expect(cards.locator('text=/฿[\\d,]+/')).toHaveText(['฿10,000', '฿13,000', '฿18,000', '฿25,000']);
    for (const href of await cards
      .getByRole('link', { name: 'BOOK NOW' })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toBe('/booking');
    }
    await expect(page.locator('#stripper-faq').getByRole('button')).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'The Ultimate Xperience' })).toHaveCount(0);
  });

  test('Pattaya strippers add the Ultimate Xperience intro', async ({ page }) => {
    await page.goto('/male-strippers/pattaya');
    await expect(page.getByRole('heading', { name: 'The Ultimate Xperience' })).toBeVisible();
    await expect(page.locator('main li', { has: page.getByRole('button', { name: 'Show Description' }) }).locator('h3')).toHaveText([
      'TOPLESS',
      'UNDERWEAR',
      'FULL MONTY',
      'DUO',
    ]);
    await expect(page.locator('#stripper-faq').getByRole('button')).toHaveCount(6);
  });

  test('Bangkok strippers: database cards with booking query strings, hens section, ten-item FAQ, closing CTA', async ({ page }) => {
    await page.goto('/male-strippers/bangkok');
    const book = page.locator('[data-pricing="male-strippers"]').getByRole('link', { name: 'BOOK NOW' });
    expect(await book.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/booking?city=bangkok&service=male-stripper&price=7000&title=TOPLESS',
      '/booking?city=bangkok&service=male-stripper&price=10000&title=UNDERWEAR',
      '/booking?city=bangkok&service=male-stripper&price=13000&title=FULL%20MONTY',
      '/booking?city=bangkok&service=male-stripper&price=16000&title=DUO',
    ]);
    await expect(page.getByRole('heading', { name: 'The Perfect Bangkok Hens Night' })).toBeVisible();
    await expect(page.locator('#bangkok-faq').getByRole('button')).toHaveCount(10);
    const cta = page.locator('main section').last();
    await expect(cta.getByRole('link', { name: 'BOOK NOW' })).toHaveAttribute('href', '/booking');
    await expect(cta.getByRole('link', { name: 'CONTACT US' })).toHaveAttribute('href', '/contact');
  });

  test('pricing descriptions open one at a time; the open one closes', async ({ page }) => {
    await page.goto('/topless-waiters/phuket');
    const cards = page.locator('main li').filter({ has: page.locator('button[aria-controls]') });
    await expect(cards).toHaveCount(4);
    const toggle = (i: number) => cards.nth(i).getByRole('button');
    const panel = (i: number) => cards.nth(i).locator('[id$="-description-' + i + '"]');
    await expect(panel(0)).toBeHidden();
    await expect(panel(0)).toContainText('One charming topless waiter', { useInnerText: false });
    await hydrate(cards.first());
    await toggle(0).click();
    await expect(toggle(0)).toHaveText('Hide Description');
    await expect(toggle(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(0)).toBeVisible();
    await toggle(1).click();
    await expect(panel(1)).toBeVisible();
    await expect(panel(0)).toBeHidden();
    await expect(toggle(0)).toHaveText('Show Description');
    await toggle(1).click();
    await expect(panel(1)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Hide Description' })).toHaveCount(0);
  });

  test('other cities render on request with a generated title, not a 404', async ({ page }) => {
    const response = await page.goto('/male-strippers/chiang-mai');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chiang Mai Male Strippers');
    await expect(page).toHaveTitle(/^Chiang Mai Male Strippers on Request/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /Chiang Mai male strippers/);
    await expect(page.locator('[data-on-request]')).toContainText('available on request');
  });

  test('a city on request promises no online booking and leads to the contact form with the city filled in, at 390 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/topless-waiters/koh-samui');
    const main = page.locator('main');
    await expect(main.getByText('Koh Samui is booked on request, not online')).toBeVisible();
    await expect(main.getByText('Secure your date online')).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'BOOK NOW' })).toHaveCount(0);
    const contact = main.getByRole('link', { name: 'CONTACT US' }).last();
    await expect(contact).toHaveAttribute('href', '/contact?type=booking&city=koh-samui');
    await contact.click();
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form.getByLabel('Message')).toHaveValue(/^I would like to book a show in Koh Samui\./);
    await expect(form.getByLabel('Inquiry Type')).toHaveValue('booking');
  });

  for (const width of [360, 1280]) {
    test(`a word that is no city is the not-found page with status 404, not indexable, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/topless-waiters/paris', '/male-strippers/london', '/pricing/london', '/pricing/Paris']) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      }
    });
  }

  test("a profile's way back goes to a listing that exists, even when the location is more than a city name", async ({ page }) => {
    await page.goto('/performer/e2e-listing-both');
    await expect(page.getByRole('link', { name: '← Back' })).toHaveAttribute('href', '/male-strippers/bangkok');
    await page.goto('/performer/e2e-listing-both?topless-waiters');
    await expect(page.getByRole('link', { name: '← Back' })).toHaveAttribute('href', '/topless-waiters/bangkok');
  });

  test('the destinations served on request render in every mode and on pricing', async ({ request }) => {
    for (const city of ['chiang-mai', 'hua-hin', 'koh-samui']) {
      for (const section of ['male-strippers', 'topless-waiters', 'pricing']) {
        expect((await request.get(`/${section}/${city}`)).status(), `/${section}/${city}`).toBe(200);
      }
    }
  });

  for (const section of ['male-strippers', 'topless-waiters']) {
    test(`/${section} without a city redirects to Bangkok`, async ({ page, request }) => {
      const response = await request.get(`/${section}`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toMatch(new RegExp(`/${section}/bangkok$`));
      await page.goto(`/${section}`);
      await expect(page).toHaveURL(new RegExp(`/${section}/bangkok$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Bangkok ${section === 'male-strippers' ? 'Male Strippers' : 'Topless Waiters'}`,
      );
    });
  }

  test('a malformed city answers 404; an upper-case one redirects to the canonical address', async ({ page, request }) => {
    expect((await request.get('/male-strippers/%3Cscript%3E')).status()).toBe(404);
    const upper = await request.get('/topless-waiters/Phuket', { maxRedirects: 0 });
    expect(upper.status()).toBe(301);
    expect(upper.headers().location).toMatch(/\/topless-waiters\/phuket$/);
    await page.goto('/male-strippers/Bangkok');
    await expect(page).toHaveURL(/\/male-strippers\/bangkok$/);
  });
});
