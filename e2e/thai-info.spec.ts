// The information pages in Thai on a 360-px phone: pricing (with its redirect, cards and 404), about, privacy and terms
// each speak Thai, name their English twin (hreflang), switch language keeping the page, and are axe clean.
import { expect, test } from './fixtures';
import { scan } from './helpers';

test.use({ viewport: { width: 360, height: 740 } });

/** A URL's path without the trailing slash pre-rendered pages are served with. */
const pathOf = (url: string) => new URL(url).pathname.replace(/(.)\/$/, '$1');

const pages = [
  { path: '/th/pricing/phuket', english: '/pricing/phuket', heading: 'ราคาหนุ่มโชว์เปลื้องผ้าและบริกรหนุ่มเปลือยท่อนบน ภูเก็ต' },
  { path: '/th/about-us', english: '/about-us', heading: 'ปาร์ตี้สละโสดสไตล์ไทย สนุกแบบมืออาชีพ' },
  { path: '/th/privacy', english: '/privacy', heading: 'นโยบายความเป็นส่วนตัว' },
  { path: '/th/terms', english: '/terms', heading: 'ข้อกำหนดการให้บริการ' },
];

test('the pricing, about, privacy and terms pages in Thai: language, alternates, switch and axe', async ({ page }) => {
  for (const { path, english, heading } of pages) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')!]))
      .then((found) => found.map(([lang, href]) => [lang, pathOf(href!)]));
    expect(alternates).toEqual([
      ['en', english],
      ['th', path],
      ['x-default', english],
    ]);
    expect(pathOf((await page.locator('link[rel="canonical"]').getAttribute('href'))!)).toBe(path);
    await scan(page);
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`${english}/?$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }

  // Pricing: /th/pricing leads to the default city in Thai; the cards speak Thai and book in Thai; an unknown city is the Thai 404.
  await page.goto('/th/pricing');
  await expect(page).toHaveURL(/\/th\/pricing\/bangkok$/);
  const cards = page.locator('[data-pricing="male-strippers"]');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText('หนุ่มโชว์เปลื้องผ้า');
  const toggle = cards.locator('button[aria-controls]').first();
  await expect(toggle).toHaveText('ดูรายละเอียด');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveText('ซ่อนรายละเอียด');
  await expect(cards.getByRole('link', { name: 'จองเลย' }).first()).toHaveAttribute('href', /^\/th\/booking\?city=bangkok&/);
  const missing = await page.goto('/th/pricing/paris');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 ไม่พบหน้าที่คุณค้นหา');

  // About: the numbered steps and the FAQ in Thai.
  await page.goto('/th/about-us');
  await expect(page.getByText('ขั้นตอนที่ 1', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'คำถามที่พบบ่อย' })).toBeVisible();
});
