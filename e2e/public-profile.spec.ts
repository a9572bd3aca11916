import Database from 'better-sqlite3';
import { expect, test } from './fixtures';
import path from 'node:path';

// Performer profiles against the real server and database. The rows added here have their own ids.
const MARCO = '2f52fc70-e39c-5b05-b167-1c19f5761b65';
const LONG = 'Sam is a performer written for the profile tests with a long description. '.repeat(4);

test.beforeAll(() => {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'app.db'));
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(
    `insert or replace into performers (id, name, description, image_url, additional_images, tags, is_available, location, costumes, available_for, display_order)
     values (?, ?, ?, ?, '[]', '["Topless Waiter"]', ?, 'Phuket', '[]', '[]', 950)`,
  );
  insert.run('e2e-profile-plain', 'Sam', LONG, '/performers/no-such-file.webp', 1);
  insert.run('e2e-profile-hidden', 'Hidden', 'Not shown.', 'tao-1.webp', 0);
  db.close();
});

test.describe('performer profile', () => {
  test('shows heading, buttons, description, facts, breadcrumb and a cut meta description', async ({ page }) => {
    await page.goto(`/performer/${MARCO}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('BANGKOK MALE STRIPPER MARCO');
    await expect(page.getByRole('link', { name: 'BOOK ONLINE NOW' })).toHaveAttribute(
      'href',
      `/booking?city=bangkok&stripper=topless&strippers=${MARCO}`,
    );
    await expect(page.getByRole('link', { name: 'ENQUIRE NOW' })).toHaveAttribute('href', '/contact');
    await expect(page.getByText('Marco is the Italian-Thai showman')).toBeVisible();
    const fact = (label: string) => page.locator('dl > div', { has: page.locator('dt', { hasText: label }) }).locator('dd');
    await expect(fact('Location')).toHaveText('Bangkok');
    await expect(fact('Height')).toHaveText("6'1");
    await expect(fact('Eye Colour')).toHaveText('Brown');
    await expect(fact('Hair Colour')).toHaveText('Black');
    await expect(fact('Tattoos')).toHaveText('Small script on left forearm');
    await expect(fact('Costumes')).toHaveText('Firefighter, Police Officer, Tuxedo');
    await expect(fact('Available For')).toHaveText('Topless / Underwear / Full Monty / Duo');

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', /Bangkok Male Strippers/, /Marco/]);
    await expect(crumbs.getByRole('link', { name: 'Bangkok Male Strippers' })).toHaveAttribute('href', '/male-strippers/bangkok');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const breadcrumb = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'BreadcrumbList');
    expect(breadcrumb.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Bangkok Male Strippers', 'Marco']);

    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description!.length).toBeLessThanOrEqual(120);
    expect(description).toMatch(/^Marco is the Italian-Thai showman/);
  });

  test('BOOK ONLINE NOW opens the form with the city, a service he performs and the performer ticked', async ({ page }) => {
    await page.goto(`/performer/${MARCO}?topless-waiters`);
    await page.getByRole('link', { name: 'BOOK ONLINE NOW' }).click();
    await expect(page).toHaveURL(`/booking?city=bangkok&waiter=sexy-host&waiters=${MARCO}`);
    await expect(page.getByRole('group', { name: 'Topless Waiters' }).getByLabel('Marco', { exact: true })).toBeChecked();
  });

  test('the topless-waiters query marks the waiter variant', async ({ page }) => {
    await page.goto(`/performer/${MARCO}?topless-waiters`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('BANGKOK TOPLESS WAITER MARCO');
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Bangkok Topless Waiters' }),
    ).toHaveAttribute('href', '/topless-waiters/bangkok');
  });

  test('empty lists fall back to Standard; a broken image shows the placeholder; a long description is cut at 120', async ({ page }) => {
    await page.goto('/performer/e2e-profile-plain');
    const fact = (label: string) => page.locator('dl > div', { has: page.locator('dt', { hasText: label }) }).locator('dd');
    await expect(fact('Costumes')).toHaveText('Standard');
    await expect(fact('Available For')).toHaveText('Standard Entertainment');
    await expect(page.getByRole('button', { name: 'Next photo' })).toHaveCount(0);
    await page.getByRole('region', { name: 'Photos of Sam' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('img', { name: /Sam, photo 1 of 1/ })).toHaveAttribute('src', '/images/placeholder.svg');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description!.length).toBeLessThanOrEqual(120);
    expect(description!.endsWith('…')).toBe(true);
  });

  test('the gallery moves with arrows, dots, keys and swipes, wrapping around', async ({ page }) => {
    await page.goto(`/performer/${MARCO}`);
    const gallery = page.getByRole('region', { name: 'Photos of Marco' });
    await expect(gallery).toHaveAttribute('data-ready', '');
    const photo = gallery.getByRole('img');
    await expect(photo).toHaveAccessibleName('Marco, photo 1 of 4');
    await gallery.getByRole('button', { name: 'Previous photo' }).click();
    await expect(photo).toHaveAccessibleName('Marco, photo 4 of 4');
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(photo).toHaveAccessibleName('Marco, photo 1 of 4');
    await gallery.getByRole('button', { name: 'Show photo 3' }).click();
    await expect(photo).toHaveAccessibleName('Marco, photo 3 of 4');
    await expect(gallery.getByRole('button', { name: 'Show photo 3' })).toHaveAttribute('aria-current', 'true');
    expect(await photo.getAttribute('src')).toContain('marco-3.webp');

    await gallery.focus();
    await page.keyboard.press('ArrowRight');
    await expect(photo).toHaveAccessibleName('Marco, photo 4 of 4');
    await page.keyboard.press('ArrowRight');
    await expect(photo).toHaveAccessibleName('Marco, photo 1 of 4');
    await page.keyboard.press('ArrowLeft');
    await expect(photo).toHaveAccessibleName('Marco, photo 4 of 4');

    const swipe = (fromX: number, toX: number) =>
      gallery.evaluate(
        (element, [from, to]) => {
          const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: 200 });
          element.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(from!)], changedTouches: [touch(from!)] }));
          element.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(to!)] }));
        },
        [fromX, toX],
      );
    await swipe(300, 100);
    await expect(photo).toHaveAccessibleName('Marco, photo 1 of 4');
    await swipe(100, 300);
    await expect(photo).toHaveAccessibleName('Marco, photo 4 of 4');
    await swipe(100, 130); // too short to count
    await expect(photo).toHaveAccessibleName('Marco, photo 4 of 4');
  });

  test('images are resized WebP with explicit dimensions', async ({ page, request }) => {
    await page.goto(`/performer/${MARCO}`);
    const photo = page.getByRole('region', { name: 'Photos of Marco' }).getByRole('img');
    await expect(photo).toHaveAttribute('width', '640');
    await expect(photo).toHaveAttribute('height', '800');
    const srcset = (await photo.getAttribute('srcset'))!;
    expect(srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['320w', '480w', '640w', '768w', '1024w']);
    const first = srcset.split(' ')[0]!;
    const image = await request.get(first);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
    expect(first).toContain('q=75');
  });

  test('the main photo is preloaded, eager and high priority, and the page runs no framework', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(`/performer/${MARCO}`);
    const photo = page.getByRole('region', { name: 'Photos of Marco' }).getByRole('img');
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(photo).toHaveAttribute('loading', 'eager');
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    expect(await preload.getAttribute('imagesrcset')).toBe(await photo.getAttribute('srcset'));
    expect(await preload.getAttribute('imagesizes')).toBe(await photo.getAttribute('sizes'));
    await expect(preload).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('astro-island')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Photos of Marco' })).toHaveAttribute('data-ready', '');
    const sizes = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).body().then((body) => body.length)));
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(10_000);
  });

  test('the back button goes back in history', async ({ page }) => {
    await page.goto('/male-strippers/bangkok');
    await page.getByRole('link', { name: 'VIEW MORE about Marco' }).click();
    await expect(page).toHaveURL(new RegExp(`/performer/${MARCO}$`));
    await page.getByRole('link', { name: '← Back' }).click();
    await expect(page).toHaveURL(/\/male-strippers\/bangkok$/);
  });

  for (const id of ['no-such-performer', 'e2e-profile-hidden']) {
    test(`${id} answers 404 with Performer not found`, async ({ page }) => {
      const response = await page.goto(`/performer/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Performer not found' })).toBeVisible();
      await page.getByRole('link', { name: 'Go back home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});
