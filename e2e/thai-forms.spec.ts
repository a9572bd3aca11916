// The contact and join pages and the customer dashboard in Thai on a 360-px phone: lang="th", the Thai
// heading, the hreflang alternates, the switch keeping the page, axe clean; the forms show Thai validation
// messages on bad input and Thai toasts (success, and the server's rate limit), sent from loopback
// addresses of their own (the public forms allow 5 posts per 10 minutes per client).
import type { Page } from '@playwright/test';
import { postTimes, queryDb, submitFrom, uniqueEmail } from './contact-support';
import { expect, test, waitForLoadIslands } from './fixtures';
import { scan } from './helpers';

test.use({ viewport: { width: 360, height: 740 } });

/** The Thai page at `path` (e.g. /th/contact): lang, h1, hreflang alternates, no horizontal scroll. */
const expectThaiPage = async (page: Page, path: string, heading: string) => {
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]));
  // A page's one address has no trailing slash (e2e/page-addresses.spec.ts).
  const english = path.slice(3);
  expect(alternates).toEqual([
    ['en', english],
    ['th', path],
    ['x-default', english],
  ]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
};

/** The header's switch leads to the English twin, and the footer's back to the Thai page. */
const expectSwitchKeepsPage = async (page: Page, path: string) => {
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`:\\d+${path.slice(3)}/?$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('contentinfo').getByRole('link', { name: 'ภาษาไทย' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}/?$`));
};

test('the Thai contact page: Thai validation, the Thai success toast and the Thai rate-limit toast', async ({ page }) => {
  await page.goto('/th/contact');
  await expectThaiPage(page, '/th/contact', 'คุยกับเราได้เลย');
  const form = page.getByRole('form', { name: 'แบบฟอร์มติดต่อ' });

  // Bad input: the rules' messages in Thai, tied to their fields.
  await form.getByRole('button', { name: 'ส่งข้อความ' }).click();
  await expect(form.getByLabel('ชื่อ', { exact: true })).toHaveAccessibleDescription('กรุณากรอกชื่อ');
  await expect(form.getByText('กรุณายอมรับนโยบายความเป็นส่วนตัวและข้อกำหนดการให้บริการ')).toBeVisible();
  await form.getByLabel('อีเมล').fill('ploy@');
  await form.getByLabel('อีเมล').blur();
  await expect(form.getByLabel('อีเมล')).toHaveAccessibleDescription('กรุณากรอกอีเมลให้ถูกต้อง');
  await scan(page);

  const fill = async (email: string) => {
    await form.getByLabel('ชื่อ', { exact: true }).fill('พลอย');
    await form.getByLabel('นามสกุล').fill('ใจดี');
    await form.getByLabel('อีเมล').fill(email);
    await form.getByLabel('เรื่องที่ต้องการสอบถาม').selectOption('booking');
    await form.getByLabel('ข้อความ').fill('ปาร์ตี้สละโสด 10 คน ที่กรุงเทพฯ คืนวันเสาร์');
    await form.getByRole('checkbox', { name: /ฉันยอมรับ นโยบายความเป็นส่วนตัว/ }).check();
  };
  await submitFrom(page, '/api/contacts', '127.0.131.1');
  const email = uniqueEmail('thai-contact');
  await fill(email);
  await form.getByRole('button', { name: 'ส่งข้อความ' }).click();
  await expect(page.getByRole('status')).toContainText('ส่งข้อความเรียบร้อยแล้ว');
  await expect(page.getByRole('status')).toContainText('ขอบคุณที่ติดต่อเรา');
  expect(queryDb<{ locale: string }>('select locale from contacts where email = ?', email)).toEqual([{ locale: 'th' }]);

  // The server's rate limit, shown in Thai.
  expect(await postTimes('127.0.131.3', '/api/contacts', {}, 5)).toEqual([400, 400, 400, 400, 400]);
  await page.unroute('**/api/contacts');
  await submitFrom(page, '/api/contacts', '127.0.131.3');
  await fill(uniqueEmail('thai-contact-limited'));
  await form.getByRole('button', { name: 'ส่งข้อความ' }).click();
  await expect(page.getByRole('status')).toContainText('ส่งข้อความไม่สำเร็จ');
  await expect(page.getByRole('status')).toContainText('คุณส่งข้อความหลายครั้งในเวลาอันสั้น กรุณาลองใหม่อีกครั้งในอีก 10 นาที');

  await expectSwitchKeepsPage(page, '/th/contact');
});

test('the Thai join page: Thai validation and the Thai success toast', async ({ page }) => {
  await page.goto('/th/join');
  await expectThaiPage(page, '/th/join', 'มาร่วมทีมกับเรา');
  const form = page.getByRole('form', { name: 'ใบสมัคร' });
  // The cities in Thai; the stored value stays the city key.
  await expect(form.getByLabel('เมือง', { exact: true }).locator('option').nth(1)).toHaveText('กรุงเทพฯ');

  await form.getByLabel('อายุ', { exact: true }).fill('16');
  await form.getByLabel('อายุ', { exact: true }).blur();
  await expect(form.getByText('ผู้สมัครต้องมีอายุอย่างน้อย 18 ปี')).toBeVisible();
  await form.getByRole('button', { name: 'ส่งใบสมัคร' }).click();
  await expect(form.getByLabel('ชื่อ-นามสกุล')).toHaveAccessibleDescription('กรุณากรอกชื่ออย่างน้อย 2 ตัวอักษร');
  await expect(form.getByText('กรุณาเลือกอย่างน้อยหนึ่งตำแหน่ง')).toBeVisible();
  await scan(page);

  await submitFrom(page, '/api/applications', '127.0.131.2');
  const email = uniqueEmail('thai-join');
  await form.getByLabel('ชื่อ-นามสกุล').fill('สมชาย ใจดี');
  await form.getByLabel('ชื่อในวงการ').fill('Tiger');
  await form.getByLabel('อีเมล').fill(email);
  await form.getByLabel('เมือง', { exact: true }).selectOption('phuket');
  await form.getByLabel('อายุ', { exact: true }).fill('27');
  await form.getByRole('checkbox', { name: 'บริกรหนุ่มเปลือยท่อนบน' }).check();
  await form.getByRole('button', { name: 'ส่งใบสมัคร' }).click();
  await expect(page.getByRole('status')).toContainText('ส่งใบสมัครเรียบร้อยแล้ว');
  // The English value is what is stored; only its label is Thai.
  const stored = queryDb<{ locale: string; interested_in: string }>(
    'select locale, interested_in from applications where email = ?',
    email,
  );
  expect(stored.map((row) => row.locale)).toEqual(['th']);
  expect(JSON.parse(stored[0]!.interested_in)).toEqual(['Becoming a Topless Waiter']);

  await expectSwitchKeepsPage(page, '/th/join');
  await waitForLoadIslands(page);
});

test('the Thai dashboard: the sign-in form and its answer in Thai', async ({ page }) => {
  await page.goto('/th/dashboard');
  await expectThaiPage(page, '/th/dashboard', 'การจองของฉัน');
  await page.getByLabel('อีเมล').fill(uniqueEmail('thai-dashboard'));
  await page.getByRole('button', { name: 'ดูการจองของฉัน' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'หากอีเมลนี้มีการจองอยู่' })).toHaveText('หากอีเมลนี้มีการจองอยู่ เราได้ส่งลิงก์ไปให้แล้ว');
  await scan(page);
  await expectSwitchKeepsPage(page, '/th/dashboard');
});
