// The city listings and performer profiles in Thai on a 360-px phone: lang="th", Thai headings, the hreflang
// alternates, the language switch keeps the page, axe clean; the profile says in Thai when the bio is English.
import { expect, test } from './fixtures';
import { scan } from './helpers';

test.use({ viewport: { width: 360, height: 740 } });

test('the Thai city listings and performer profile: Thai text, hreflang, the switch keeps the page, axe clean', async ({
  page,
  request,
}) => {
  const performer = JSON.parse(await (await request.get('/api/performers')).text())[0] as { id: string; name: string };
  const pages = [
    { path: '/th/male-strippers/bangkok', heading: 'หนุ่มโชว์กรุงเทพฯ', text: 'ปาร์ตี้สละโสดในกรุงเทพฯ ที่ลงตัวที่สุด' },
    { path: '/th/topless-waiters/pattaya', heading: 'บริกรหนุ่มเปลือยท่อนบนพัทยา', text: 'แพ็กเกจบริกรหนุ่มเปลือยท่อนบนพัทยา' },
    { path: '/th/male-strippers/chiang-mai', heading: 'หนุ่มโชว์เชียงใหม่', text: 'หนุ่มโชว์ในเชียงใหม่: รับงานตามคำขอ' },
    { path: `/th/performer/${performer.id}`, heading: /หนุ่มโชว์/, text: 'ประวัติของหนุ่มคนนี้เขียนเป็นภาษาอังกฤษ' },
  ];
  for (const { path, heading, text } of pages) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]));
    const english = path.slice(3);
    expect(alternates).toEqual([
      ['en', english],
      ['th', path],
      ['x-default', english],
    ]);
    await scan(page);
  }

  // The profile links stay in Thai; the switch leads to the same page in English and back.
  await expect(page.getByRole('link', { name: 'จองออนไลน์เลย' })).toHaveAttribute('href', /^\/th\/booking\?city=/);
  // The facts in Thai: the city and the words the catalogue knows.
  const fact = (label: string) => page.locator('dl > div', { has: page.locator('dt', { hasText: label }) }).locator('dd');
  await expect(fact('พื้นที่')).not.toHaveText(/[A-Za-z]/);
  await expect(fact('รับงาน')).not.toHaveText(/[A-Za-z]/);
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/performer/${performer.id}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: `About ${performer.name}` })).toBeVisible();
  await page.goto('/topless-waiters/pattaya');
  await page.getByRole('contentinfo').getByRole('link', { name: 'ภาษาไทย' }).click();
  await expect(page).toHaveURL(/\/th\/topless-waiters\/pattaya$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('บริกรหนุ่มเปลือยท่อนบนพัทยา');
  // Without a city, the Thai listing address leads to Bangkok's Thai listing.
  const bare = await request.get('/th/topless-waiters', { maxRedirects: 0 });
  expect([bare.status(), bare.headers().location]).toEqual([301, '/th/topless-waiters/bangkok']);

  // A Thai listing's packages are said in Thai.
  await page.goto('/th/male-strippers/pattaya');
  await expect(page.getByText('หนุ่มโชว์ 2 คน · 1 ชั่วโมง', { exact: true })).toBeVisible();
  // …and so are their descriptions, the listing's and the pricing page's (with its features).
  const duo = page.locator('[data-card]', { has: page.getByRole('heading', { name: 'DUO', exact: true }) });
  await duo.getByRole('button', { name: 'ดูรายละเอียด' }).click();
  await expect(duo.getByText(/^นักแสดงสองคน สนุกเป็นสองเท่า/)).toBeVisible();
  await page.goto('/th/pricing/bangkok');
  const host = page.locator('[data-card]', { has: page.getByRole('heading', { name: 'SEXY HOST', exact: true }) });
  await host.getByRole('button', { name: 'ดูรายละเอียด' }).click();
  await expect(host.getByText(/^บริกรหนุ่มเปลือยท่อนบน 1 คน 2 ชั่วโมง/)).toBeVisible();
  await expect(host.getByRole('listitem').filter({ hasText: 'บริการเครื่องดื่มและเกมปาร์ตี้' })).toBeVisible();
  await expect(host).not.toContainText('Drink service');
  // The note says what stays as the agency wrote it: the packages' names only, no longer their descriptions.
  await expect(page.getByText('ชื่อแพ็กเกจแสดงเป็นภาษาอังกฤษตามที่ทีมงานเขียนไว้', { exact: false })).toBeVisible();
  await scan(page);

  // The cards of a Thai listing lead to the Thai profiles.
  await page.goto('/th/male-strippers/bangkok');
  await expect(page.getByRole('link', { name: /^ดูโปรไฟล์ของ / }).first()).toHaveAttribute('href', /^\/th\/performer\/[\w-]+$/);
});
