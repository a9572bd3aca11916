import { expect, test } from './fixtures';
import { scan } from './helpers';

// The public content pages, against the built production server and its seeded database.
const MARCO = '2f52fc70-e39c-5b05-b167-1c19f5761b65';
const PAGES = [
  '/',
  '/about-us',
  '/privacy',
  '/terms',
  '/male-strippers/bangkok',
  '/male-strippers/pattaya',
  '/male-strippers/phuket',
  '/male-strippers/chiang-mai',
  '/topless-waiters/bangkok',
  '/topless-waiters/pattaya',
  '/topless-waiters/phuket',
  `/performer/${MARCO}`,
  `/performer/${MARCO}?topless-waiters`,
  '/performer/no-such-performer',
  '/pricing/bangkok',
  '/pricing/pattaya',
  '/pricing/phuket',
  '/pricing/hua-hin',
];

test.describe('every public page', () => {
  for (const path of PAGES) {
    test(`${path} has no accessibility violations and fits a 360 px phone`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      const response = await page.goto(path);
      expect(response?.status()).toBe(path.includes('no-such') ? 404 : 200);
      await expect(page.locator('h1')).toHaveCount(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await scan(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await scan(page);
    });
  }

  test('each page has its own title, description, canonical URL, Open Graph and Twitter cards', async ({ page }) => {
    const titles = new Set<string>();
    for (const path of ['/', '/about-us', '/privacy', '/terms', '/male-strippers/phuket', '/topless-waiters/phuket', '/pricing/pattaya']) {
      await page.goto(path);
      const title = await page.title();
      expect(titles.has(title), `${path} title is unique`).toBe(false);
      titles.add(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,}/);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname.replace(/\/$/, '')).toBe(path.replace(/\/$/, ''));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    }
  });
});

test('a localized route under a segment that is no prefixed language answers the English not-found page', async ({ request }) => {
  // src/pages/[lang]/ matches any first segment on demand; only the prefixed languages (th) have pages there.
  for (const path of ['/xx/booking/confirm', '/en/pricing/bangkok', '/api/no-such-call', '/xx/male-strippers/bangkok']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('404 Page Not Found</h1>');
  }
});

test.describe('home', () => {
  test("has the spec sections, links and the five-question FAQ at #faq, the agency's promise under its questions", async ({ page }) => {
    await page.goto('/');
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'BOOK ONLINE NOW' })).toHaveAttribute('href', '/booking');
    await expect(main.getByRole('link', { name: 'ENQUIRE NOW' }).first()).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: 'BOOK NOW' }).first()).toHaveAttribute('href', '/booking');
    await expect(main.getByRole('link', { name: 'CONTACT US', exact: true }).first()).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: 'CONTACT US TODAY!' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('heading', { name: 'Why Choose Our Male Strippers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Premier Services' })).toBeVisible();
    for (const service of ['Bachelorette parties', "Girls' night out", 'Birthday celebrations', 'Private villa parties', 'Hotel visits']) {
      await expect(page.getByRole('heading', { name: service })).toBeVisible();
    }
    await expect(page.locator('#faq').getByRole('button')).toHaveCount(5);
    await expect(page.locator('#faq').getByRole('heading', { level: 3, name: 'Our promise' })).toBeVisible();
  });

  test('shows available performers from the database, linking to their profiles', async ({ page }) => {
    await page.goto('/');
    const marco = page.getByRole('link', { name: 'VIEW MORE about Marco' });
    await expect(marco).toHaveAttribute('href', `/performer/${MARCO}`);
    await marco.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('BANGKOK MALE STRIPPER MARCO');
  });

  // The one-open script (FAQ answers, pricing descriptions) is inlined into the page: no script file is
  // requested before the first paint. The listing has both one-open components: they share that one script.
  for (const path of ['/', '/male-strippers/bangkok']) {
    test(`${path} loads no framework JavaScript and no script file: the one-open toggles work from an inline script of under 1 KB`, async ({
      page,
    }) => {
      const files: string[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && files.push(request.url()));
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      const groups = page.locator('[data-one-open]');
      expect(await groups.count()).toBeGreaterThan(0);
      for (const group of await groups.all()) await expect(group).toHaveAttribute('data-ready', '');
      expect(await page.locator('astro-island').count()).toBe(0);
      expect(files.filter((url) => new URL(url).pathname.startsWith('/_astro/'))).toEqual([]);
      const oneOpen = await page
        .locator('script[type="module"]:not([src])')
        .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? '').filter((code) => code.includes('[data-one-open]')));
      expect(oneOpen).toHaveLength(1);
      expect(oneOpen[0]!.length).toBeLessThan(1_000);
    });
  }

  test('what is below the fold waits for the first frame, unless the address names a part of it (/#faq)', async ({ page }) => {
    // The animation that keeps it out of the first frame (global.css's after-first-frame), on the fold's first part.
    const firstFrame = () =>
      page
        .locator('.below-fold')
        .first()
        .evaluate((element) => getComputedStyle(element).animationName);
    const wait = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).animationDuration);
    await page.goto('/th/');
    expect(await firstFrame()).toBe('after-first-frame');
    // The fold (below the first screen) until that frame is on screen; the footer, in view on a short page, one frame.
    expect(await wait('main .below-fold')).toBe('0.15s');
    expect(await wait('footer')).toBe('0.001s');
    await page.goto('/#faq');
    expect(await firstFrame()).toBe('none');
    await expect(page.locator('#faq')).toBeInViewport();
  });

  test('the FAQ answers are in the HTML before hydration; one is open at a time and the open one closes', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('The remaining 70% is paid in cash to the performer on the day of the show.');
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain('"@type":"EntertainmentBusiness"');

    await page.goto('/#faq');
    const questions = page.locator('#faq').getByRole('button');
    const first = questions.nth(0);
    const second = questions.nth(1);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    const firstPanel = page.locator(`#${await first.getAttribute('aria-controls')}`);
    const secondPanel = page.locator(`#${await second.getAttribute('aria-controls')}`);
    // No framework runtime: a few lines of script make the toggles work.
    await expect(page.locator('#faq [data-one-open]')).toHaveAttribute('data-ready', '');
    expect(await page.locator('astro-island').count()).toBe(0);
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(firstPanel).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstPanel).toBeHidden();
    await expect(secondPanel).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(secondPanel).toBeHidden();
  });
});

test.describe('content pages', () => {
  test('about has the city sections, the four steps, Book Now and a six-question FAQ', async ({ page }) => {
    await page.goto('/about-us');
    for (const heading of ['Hens nights in Bangkok', 'Hens nights in Phuket', 'Hens nights in Pattaya', 'Other cities', 'How It Works']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    for (const step of ['Choose your city', 'Select your performer', 'Pick your package', 'Book online']) {
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
    }
    await expect(page.locator('main').getByRole('link', { name: 'Book Now', exact: true })).toHaveAttribute('href', '/booking');
    await expect(page.locator('#about-faq').getByRole('button')).toHaveCount(6);
  });

  test('privacy shows the date, every section and the retention periods, and ships no JavaScript', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/privacy');
    await expect(page.getByText('Last updated: 13 September 2025')).toBeVisible();
    for (const heading of [
      'Our commitment to your privacy',
      'Information we collect',
      'How we use your information',
      'Data security',
      'Sharing your information',
      'Data retention',
      'Your rights',
      'Contact us',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    for (const text of [
      '2 years',
      '7 years',
      '1 year',
      'After 2 years they are anonymised',
      'as soon as you unsubscribe',
      'within 30 days',
    ]) {
      await expect(page.locator('main')).toContainText(text);
    }
    await expect(page.locator('main').getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
    await expect(page.locator('main').getByRole('link', { name: 'return to the home page' })).toHaveAttribute('href', '/');
    expect(scripts.filter((url) => url.includes('/_astro/'))).toEqual([]);
    expect(await page.locator('astro-island').count()).toBe(0);
  });

  test('terms cover bookings, the advance, cancellations, conduct and adults only', async ({ page }) => {
    await page.goto('/terms');
    for (const heading of ['Adults only', 'Bookings and the advance', 'Changes and cancellations', 'Conduct']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    expect(await page.locator('astro-island').count()).toBe(0);
  });

  test('sitemap.xml lists the pages and the performer profiles; robots.txt points to it', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    for (const path of ['/about-us', '/male-strippers/pattaya', '/topless-waiters/bangkok', '/pricing/phuket', `/performer/${MARCO}`]) {
      expect(xml).toContain(`${path}</loc>`);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
  });
});
