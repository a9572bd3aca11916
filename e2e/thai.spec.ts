// The customer's side in Thai: a Thai customer books from /th/booking on a 360-px phone (Thai validation,
// the Thai confirm e-mail, the Thai summary), the language switch keeps the page (and the booking form's
// query), and the Thai pages are axe clean.
import PostalMime, { type Email } from 'postal-mime';
import { expect, test, waitForLoadIslands } from './fixtures';
import { futureDate, outbox } from './booking-helpers';
import { scan } from './helpers';

test.use({ viewport: { width: 360, height: 740 } });

/** The parsed e-mails to `to` written so far, newest last. */
const mailsTo = (to: string): Promise<Email[]> =>
  Promise.all(
    outbox()
      .filter((raw) => raw.includes(`<${to}>`))
      .map((raw) => PostalMime.parse(raw)),
  );

test('a Thai customer books from /th/booking: Thai messages, the Thai confirm e-mail and the Thai summary', async ({ page }) => {
  const email = `ploy-${Date.now()}@example.com`;
  await page.goto('/th/booking?city=bangkok&service=male-stripper&title=TOPLESS');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('จองความบันเทิงของคุณ');
  await expect(page.getByTestId('price-summary')).toContainText('มัดจำ');
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await page.getByRole('group', { name: 'หนุ่มโชว์' }).getByLabel('Ryan', { exact: true }).check();

  // Bad input: the rules' messages in Thai.
  await page.getByRole('button', { name: 'ส่งคำขอจอง' }).click();
  await expect(page.getByText('กรุณากรอกชื่อ-นามสกุล', { exact: true })).toBeVisible();
  await expect(page.getByText('กรุณาเลือกประเภทสถานที่', { exact: true })).toBeVisible();
  await page.getByLabel('อีเมล').fill('ploy@');
  await expect(page.getByText('กรุณากรอกอีเมลให้ถูกต้อง', { exact: true })).toBeVisible();
  await scan(page);

  await page.getByLabel('ชื่อ-นามสกุล').fill('พลอย ใจดี');
  await page.getByLabel('อีเมล').fill(email);
  await page.getByLabel('เบอร์โทรศัพท์').fill('+66 81 234 5678');
  await page.getByLabel('ที่อยู่').fill('88 ถนนสุขุมวิท');
  await page.getByLabel('ประเภทสถานที่').selectOption('hotel');
  await page.getByLabel('เครื่องเสียง').selectOption('yes');
  await page.getByLabel('โอกาส').selectOption('hens');
  await page.getByLabel('วันที่จัดงาน').fill(futureDate(41));
  await page.getByLabel('เวลาเริ่มงาน').fill('20:00');
  await expect(page.getByText('กรุณากรอกชื่อ-นามสกุล', { exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'ส่งคำขอจอง' }).click();
  await page.waitForURL(/\/th\/booking\/[0-9a-f-]{36}\/summary$/);
  const summary = page.url();
  await expect(page.getByRole('heading', { name: 'คำขอของคุณรอการยืนยัน' })).toBeVisible();

  // The confirm e-mail, in Thai, leads to the Thai confirm page.
  let confirm: Email | undefined;
  await expect
    .poll(async () => {
      confirm = (await mailsTo(email)).find((mail) => mail.subject?.startsWith('กรุณายืนยันอีเมลของคุณ'));
      return confirm?.subject;
    })
    .toMatch(/^กรุณายืนยันอีเมลของคุณ \([0-9A-F]{8}\)$/);
  expect(confirm!.text).toContain('ระบบจะยังไม่จองสิ่งใดจนกว่าคุณจะกดลิงก์ด้านล่าง');
  const link = /https?:\/\/[^\s]+\/th\/booking\/confirm\?token=[\w-]+/.exec(confirm!.text ?? '')![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await waitForLoadIslands(page);
  await expect(page.getByRole('heading', { name: 'ยืนยันคำขอจองของคุณ' })).toBeVisible();
  await page.getByRole('button', { name: 'ยืนยันคำขอจองของฉัน' }).click();
  await page.waitForURL(summary);

  // The summary in Thai: status, sections, the Thai date.
  await expect(page.getByRole('heading', { name: 'สรุปการจอง', level: 1 })).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveText('รอยืนยัน');
  await expect(page.getByRole('heading', { name: 'รายละเอียดงาน' })).toBeVisible();
  await expect(page.getByText('ปาร์ตี้สละโสด', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('กรุงเทพฯ', { exact: true })).toBeVisible();
  await waitForLoadIslands(page);
  await scan(page);
  // The request-received e-mail follows in Thai.
  await expect.poll(async () => (await mailsTo(email)).map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/^คำขอจองของคุณ /));
});

test('the language switch in the header and footer keeps the page and the booking form query', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'ภาษาไทย' }).click();
  await expect(page).toHaveURL(/\/th\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('หนุ่มโชว์และบริกรหนุ่มเปลือยท่อนบนทั่วไทย');
  await scan(page);
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The booking form: the island adds the query to the pre-rendered page's switch.
  await page.goto('/booking?city=phuket&service=male-stripper&title=UNDERWEAR');
  await page.getByRole('banner').getByRole('link', { name: 'ภาษาไทย' }).click();
  await expect(page).toHaveURL(/\/th\/booking\/?\?city=phuket&service=male-stripper&title=UNDERWEAR$/);
  await waitForLoadIslands(page);
  await expect(page.getByRole('button', { name: 'ภูเก็ต' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('หนุ่มโชว์', { exact: true })).toHaveValue('underwear');
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/booking\/?\?city=phuket&service=male-stripper&title=UNDERWEAR$/);

  // An unknown Thai page: the Thai 404, with status 404, whose switch leads to the English home page.
  const missing = await page.goto('/th/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 ไม่พบหน้าที่คุณค้นหา');
  await scan(page);
});

test('Thai pages name their English twin: hreflang, canonical, JSON-LD and the sitemap', async ({ page, request }) => {
  await page.goto('/th/');
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]));
  expect(alternates).toEqual([
    ['en', '/'],
    ['th', '/th/'],
    ['x-default', '/'],
  ]);
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe('/th/');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  // The business's description is in Thai; inLanguage is no property of an EntertainmentBusiness.
  expect(jsonLd).not.toHaveProperty('inLanguage');
  expect(jsonLd.description).toMatch(/[\u0E00-\u0E7F]/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/th/</loc>');
  expect(sitemap).toContain('/th/booking</loc>');
  expect(sitemap).toContain('hreflang="x-default"');
});

test('Thai pages link to the Thai twin of a page that has one, never to the English /contact or /booking', async ({ request }) => {
  for (const path of ['/th/', '/th/about-us', '/th/pricing/bangkok', '/th/pricing/pattaya', '/th/pricing/phuket']) {
    const html = await (await request.get(path)).text();
    expect(html.match(/href="\/(?:contact|booking)(?=[?#"/])[^"]*"/g) ?? [], path).toEqual([]);
    expect(html, path).toContain('href="/th/contact');
  }
});

test('Thai text is not letter-spaced: the home page eyebrow is, in English only', async ({ page }) => {
  const spacing = () =>
    page
      .getByRole('main')
      .locator('p.uppercase')
      .first()
      .evaluate((node) => getComputedStyle(node).letterSpacing);
  await page.goto('/');
  expect(await spacing()).not.toBe('normal');
  await page.goto('/th/');
  expect(await spacing()).toBe('normal');
});
