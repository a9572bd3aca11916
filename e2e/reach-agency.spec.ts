import { randomUUID } from 'node:crypto';
import { BUDGET, measurePage } from '../scripts/bench/page-bytes.mjs';
import { adminCall, deskBooking, expect, makePerformer, openTab, signIn, test } from './admin-panel-fixtures';
import { scan, signInAs } from './helpers';

// Reaching the agency from where the customer is (issue 47, part 5): the owner sets WhatsApp, LINE and a
// number in Pricing Parameters (checked, in Italian); the summary (EN and TH, no script, within the page
// budget) and the dashboard then offer them on a 360-px phone with the booking reference typed, axe clean.
// Before they are set, nothing is shown.

const bangkokToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

test('WhatsApp, LINE and call links with the reference typed on the summary and the dashboard at 360 px, set by the owner', async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const email = `reach-${randomUUID().slice(0, 8)}@example.com`;
  const performer = await makePerformer(page, { location: 'Bangkok', tags: ['Male Stripper'], availableFor: ['topless'] });
  const id = await deskBooking(page, {
    customerName: 'Rita Reach',
    customerEmail: email,
    eventDate: addDays(bangkokToday(), 25),
    stripperId: performer.id,
  });
  const ref = id.slice(-8).toUpperCase();
  const phone = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 780 } });
  const customer = await phone.newPage();
  await customer.goto(`/booking/${id}/summary`);
  await expect(customer.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(customer.getByTestId('reach-agency')).toHaveCount(0);

  try {
    // The owner's card: a number without its country prefix is refused on its field, in Italian.
    await openTab(page, 'Pricing Parameters');
    const card = page.getByRole('form', { name: 'Contatti per i clienti' });
    await card.getByLabel('Numero WhatsApp').fill('081 234 5678');
    await card.getByRole('button', { name: 'Salva i contatti' }).click();
    await expect(card.getByText('Il numero WhatsApp va scritto con il prefisso del paese')).toBeVisible();
    await expect(card.getByLabel('Numero WhatsApp')).toHaveAttribute('aria-invalid', 'true');
    await card.getByLabel('Numero WhatsApp').fill('+66 81 234 5678');
    await card.getByLabel('ID LINE (account ufficiale)').fill('@SiamHunks');
    await card.getByLabel('Numero da chiamare').fill('+66 2 123 4567');
    await card.getByRole('button', { name: 'Salva i contatti' }).click();
    await expect(page.getByText('Contatti salvati')).toBeVisible();
    await expect(card.getByLabel('ID LINE (account ufficiale)')).toHaveValue('@siamhunks');
    await scan(page);

    const typed = encodeURIComponent(`Hello, I have a question about my booking ${ref}.`);
    await customer.reload();
    const reach = customer.getByTestId('reach-agency');
    await expect(reach.getByRole('link', { name: `WhatsApp: message the agency about booking ${ref}` })).toHaveAttribute(
      'href',
      `https://wa.me/66812345678?text=${typed}`,
    );
    await expect(reach.getByRole('link', { name: `LINE: message the agency about booking ${ref}` })).toHaveAttribute(
      'href',
      `https://line.me/R/oaMessage/%40siamhunks/?${typed}`,
    );
    await expect(reach.getByRole('link', { name: 'Call +6621234567' })).toHaveAttribute('href', 'tel:+6621234567');
    // Rendered on the server: the block brings no script.
    expect(await customer.evaluate(() => [...document.scripts].some((s) => /ReachAgency/.test(s.src)))).toBe(false);
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await scan(customer);

    await customer.goto(`/th/booking/${id}/summary`);
    await expect(customer.getByRole('heading', { name: 'ติดต่อเอเจนซี' })).toBeVisible();
    await expect(customer.getByRole('link', { name: `WhatsApp: ส่งข้อความหาเอเจนซีเรื่องการจอง ${ref}` })).toHaveAttribute(
      'href',
      `https://wa.me/66812345678?text=${encodeURIComponent(`สวัสดีค่ะ มีคำถามเกี่ยวกับการจอง ${ref}`)}`,
    );
    await expect(customer.getByRole('link', { name: 'โทร +6621234567' })).toBeVisible();
    await scan(customer);
    for (const path of [`/booking/${id}/summary`, `/th/booking/${id}/summary`]) {
      const bytes = await measurePage(server.url, path);
      expect([path, bytes.status, bytes.total <= BUDGET]).toEqual([path, 200, true]);
    }

    // The dashboard, signed in as the customer: the same links on her booking's card.
    await signInAs(customer, { role: 'customer', email }, { baseURL: server.url, databasePath: server.databasePath });
    await customer.goto('/dashboard');
    const booking = customer.getByRole('listitem').filter({ hasText: `#${ref}` });
    await expect(booking.getByRole('link', { name: `WhatsApp: message the agency about booking ${ref}` })).toHaveAttribute(
      'href',
      `https://wa.me/66812345678?text=${typed}`,
    );
    await expect(booking.getByRole('link', { name: 'Call +6621234567' })).toBeVisible();
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await scan(customer);
  } finally {
    // The worker's server is shared with other specs: leave it without channels, as it started.
    await adminCall(page, 'PUT', '/api/admin/agency-channels', { whatsapp: '', line: '', phone: '' });
    await phone.close();
  }
});
