import { expect, test } from './fixtures';
import { scan } from './helpers';

test.describe('page shell', () => {
  test('home renders the navigation bar and the footer', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'About us', 'Join us', 'Contact']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', /^\/booking\/?$/);
    await expect(nav.getByRole('link', { name: 'Admin' })).toBeHidden();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Custom Requests' })).toHaveAttribute('href', '/contact?type=custom');
    await expect(footer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/#faq');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Booking Help' })).toHaveAttribute('href', /^\/booking\/?$/);
    for (const name of ['Solo Performances', 'Duo Shows', 'Group Entertainment']) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', '/pricing');
    }
    await expect(footer.getByRole('link', { name: /on Instagram/ })).toBeVisible();
    await expect(footer).toContainText('Bangkok, Thailand');
    // The current year, on the agency's calendar.
    const year = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', year: 'numeric' }).format(new Date());
    await expect(footer).toContainText(`© ${year} `);
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  });

  for (const width of [360, 1280]) {
    test(`the copyright line shows the current year on built and on-demand pages at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const year = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', year: 'numeric' }).format(new Date());
      for (const path of ['/about-us', '/pricing/phuket']) {
        await page.goto(path);
        const line = page.getByRole('contentinfo').getByText(/^© \d{4} /);
        await line.scrollIntoViewIfNeeded();
        await expect(line).toBeVisible();
        await expect(line).toHaveText(new RegExp(`^© ${year} `));
      }
    });
  }

  test('the head is complete', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/Male Strippers/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    // The icon is in the page (no request of its own to end around a late paint: issue 44).
    // Percent-encoded where a URL may not hold a character (a raw '<' was a markup error on every page).
    const icon = (await page.locator('link[rel="icon"]').getAttribute('href')) ?? '';
    expect(icon).toMatch(/^data:image\/svg\+xml,[^<> "]+$/);
    expect(decodeURIComponent(icon.slice(icon.indexOf(',') + 1))).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'/);
  });

  test("an island page has no <style> in its body: Astro's island style is in the head", async ({ page }) => {
    for (const path of ['/contact', '/th/join', '/booking', '/admin-login']) {
      const html = await (await page.request.get(path)).text();
      const headEnd = html.indexOf('</head>');
      expect(html.indexOf('<astro-island'), path).toBeGreaterThan(headEnd);
      expect(html.slice(headEnd), path).not.toMatch(/<style\b/);
      expect(html.slice(0, headEnd), path).toContain('astro-island,astro-slot,astro-static-slot{display:contents}');
    }
  });

  test('desktop city dropdowns work from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Pricing' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const phuket = page.locator('#menu-pricing').getByRole('link', { name: 'Phuket' });
    await expect(phuket).toHaveAttribute('href', '/pricing/phuket');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(phuket).toBeHidden();
  });

  test('the mobile menu opens, expands a city group and closes when a link is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#site-menu');
    await expect(menu).toBeHidden();
    await menuButton.click();
    await expect(menu).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    const group = menu.getByRole('button', { name: 'Topless waiters' });
    const pattaya = menu.locator('#menu-topless-waiters').getByRole('link', { name: 'Pattaya' });
    await expect(pattaya).toBeHidden();
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(pattaya).toBeVisible();

    // Keep the browser on this page so the menu's own reaction to the click is what we observe.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), { capture: true }));
    await pattaya.click();
    await expect(menu).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('the navigation is written once: one list of links for the bar and the phone menu', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.locator('ul')).toHaveCount(4); // the list and its three city groups
    await expect(header.locator('a[href="/about-us"]')).toHaveCount(1);
    await expect(header.locator('a[href="/pricing/phuket"]')).toHaveCount(1);
  });

  for (const [path, width] of [
    ['/', 390],
    ['/th/', 390],
    ['/', 360],
    ['/th/', 360],
  ] as const) {
    test(`at ${width} px the header keeps the brand, the language and Book Now on one line each (${path})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const header = page.getByRole('banner');
      const items = [
        header.getByRole('link').first(),
        header.locator('a[data-language-switch]'),
        header.locator('a[href$="/booking"]'),
        header.getByRole('button', { name: /Menu|เมนู/ }),
      ];
      for (const item of items) {
        await expect(item).toBeVisible();
        // The distinct line tops of the item's text: one line, never broken between words or inside one.
        const lines = await item.evaluate((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom))).size;
        });
        expect(lines, await item.innerText()).toBeLessThanOrEqual(1);
        const box = (await item.boundingBox())!;
        expect(box.x + box.width, await item.innerText()).toBeLessThanOrEqual(width);
      }
    });
  }

  test('the layout fits a 360 px phone without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('home and 404 have no accessibility violations', async ({ page }) => {
    for (const path of ['/', '/no-such-page']) {
      await page.goto(path);
      await scan(page);
    }
  });
});

test('error answers carry the reason phrase of their status, not OK', async ({ request }) => {
  for (const [path, status, reason] of [
    ['/performer/no-such-performer', 404, 'Not Found'],
    ['/booking/not-an-id/summary', 400, 'Bad Request'],
    ['/api/no-such-route', 404, 'Not Found'],
  ] as const) {
    const response = await request.get(path);
    expect([path, response.status(), response.statusText()]).toEqual([path, status, reason]);
  }
});

test.describe('not found', () => {
  for (const path of ['/no-such-page', '/male-strippers-x/bangkok/extra', '/api-nope']) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await expect(page.getByText('The link may be mistyped, or the page has moved.', { exact: false })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Book a show' })).toHaveAttribute('href', /^\/booking\/?$/);
      await page.getByRole('link', { name: 'Go back home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('/th/no-such-page says it in Thai, with links home and to the booking', async ({ page }) => {
    const response = await page.goto('/th/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('ลิงก์นี้อาจพิมพ์ผิด หรือหน้านี้ถูกย้ายไปแล้ว')).toBeVisible();
    await expect(page.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', /^\/th\/?$/);
    await expect(page.getByRole('link', { name: 'จองการแสดง' })).toHaveAttribute('href', /^\/th\/booking\/?$/);
  });
});

test('the performers’ portal has a shell of its own: no site navigation, Book Now, footer or link out of the portal', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  for (const path of ['/performer-login', '/me']) {
    await page.goto(path);
    const header = page.getByRole('banner');
    await expect(header).toContainText('Performer portal');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Book Now/i })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    // The language choice leads to the same portal page in Thai, never into the customer site.
    await expect(page.locator('a[href^="/th"]')).toHaveAttribute('href', `/th${path}`);
    await scan(page);
  }
  expect((await page.goto('/th/me'))?.status()).toBe(200);
});
