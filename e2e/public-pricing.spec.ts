import Database from 'better-sqlite3';
import { expect, test } from './fixtures';
import path from 'node:path';

// Pricing pages against the real server and database.
test.describe('pricing', () => {
  test('/pricing redirects to /pricing/bangkok', async ({ page, request }) => {
    const response = await request.get('/pricing', { maxRedirects: 0 });
    expect([301, 302, 308]).toContain(response.status());
    expect(response.headers().location).toMatch(/\/pricing\/bangkok$/);
    await page.goto('/pricing');
    await expect(page).toHaveURL(/\/pricing\/bangkok$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('BANGKOK MALE STRIPPERS AND TOPLESS WAITER PRICING');
  });

  test('a city page shows both sections with four cards, booking query strings and the info blocks', async ({ page }) => {
    await page.goto('/pricing/phuket');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PHUKET MALE STRIPPERS AND TOPLESS WAITER PRICING');
    await expect(page.getByText(/Prices vary with the distance from the city centre/)).toBeVisible();
    const strippers = page.locator('[data-pricing="male-strippers"]');
    const waiters = page.locator('[data-pricing="topless-waiters"]');
    await expect(strippers.getByRole('heading', { name: 'Male Strippers' })).toBeVisible();
    await expect(strippers.locator('li h3')).toHaveText(['TOPLESS', 'UNDERWEAR', 'FULL MONTY', 'DUO']);
    await expect(waiters.locator('li h3')).toHaveText(['SEXY HOST', 'DOUBLE TROUBLE', 'FULL PARTY MODE', 'TOTAL DOMINATION']);
    await expect(waiters.getByText('฿27,000')).toBeVisible();
    const hrefs = await page
      .locator('[data-pricing] li')
      .getByRole('link', { name: 'BOOK NOW' })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toHaveLength(8);
    expect(hrefs[2]).toBe('/booking?city=phuket&service=male-stripper&price=18000&title=FULL%20MONTY');
    expect(hrefs[5]).toBe('/booking?city=phuket&service=topless-waiter&price=15000&title=DOUBLE%20TROUBLE');
    for (const heading of ['Travelling Info', 'Booking Confirmation Policy']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    for (const stat of ['15+', 'Professional Performers', '3', 'Major Cities Covered', '24/7', 'Booking Support']) {
      await expect(page.locator('main dl').getByText(stat, { exact: true })).toBeVisible();
    }
  });

  test('descriptions open one at a time across the page', async ({ page }) => {
    await page.goto('/pricing/pattaya');
    const groups = page.locator('[data-pricing] [data-one-open]');
    await expect(groups).toHaveCount(2);
    for (const group of await groups.all()) await expect(group).toHaveAttribute('data-ready', '');
    expect(await page.locator('astro-island').count()).toBe(0);
    const stripperToggle = page.locator('[data-pricing="male-strippers"] [data-card]').nth(1).getByRole('button');
    const otherToggle = page.locator('[data-pricing="male-strippers"] [data-card]').nth(2).getByRole('button');
    await expect(stripperToggle).toHaveText('Show Description');
    await stripperToggle.click();
    await expect(stripperToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(stripperToggle).toHaveText('Hide Description');
    await expect(page.locator(`#${await stripperToggle.getAttribute('aria-controls')}`)).toContainText('stylish underwear');
    await otherToggle.click();
    await expect(stripperToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(otherToggle).toHaveAttribute('aria-expanded', 'true');
    await otherToggle.click();
    await expect(otherToggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a price edited in the database shows at once, without a rebuild', async ({ page }) => {
    const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'app.db'));
    db.pragma('busy_timeout = 5000');
    const where = "location = 'phuket' and category = 'male-strippers' and title = 'DUO'";
    const before = db.prepare(`select price from pricing_items where ${where}`).get() as { price: number };
    try {
      db.prepare(`update pricing_items set price = 26500 where ${where}`).run();
      await page.goto('/pricing/phuket');
      await expect(page.locator('[data-pricing="male-strippers"]').getByText('฿26,500')).toBeVisible();
      await expect(
        page.locator('[data-pricing="male-strippers"] [data-card]').nth(3).getByRole('link', { name: 'BOOK NOW' }),
      ).toHaveAttribute('href', '/booking?city=phuket&service=male-stripper&price=26500&title=DUO');
    } finally {
      db.prepare(`update pricing_items set price = ? where ${where}`).run(before.price);
      db.close();
    }
  });

  test('other cities show Coming Soon with CONTACT US FOR PRICING', async ({ page }) => {
    const response = await page.goto('/pricing/hua-hin');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HUA HIN MALE STRIPPERS AND TOPLESS WAITER PRICING');
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'CONTACT US FOR PRICING' })).toHaveAttribute('href', '/contact');
    await expect(page.locator('[data-pricing]')).toHaveCount(0);
  });
});
