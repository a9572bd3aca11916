// The confirm link of the first e-mail against the built server: following it (GET or HEAD, as a mail
// scanner or link preview does) changes nothing and sets no cookie; only the page's button confirms.
import { confirmLinkFor, outbox } from './booking-helpers';
import { expect, test } from './fixtures';
import { bookingBody, bangkokStrippers } from '@test/reliability/bookings';
import { addDays, todayInBangkok } from '@/lib/event-time';

const run = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

test('a scanner following the confirm link confirms nothing; the button confirms and signs in', async ({ page, playwright, baseURL }) => {
  const email = `scanned-${run}@example.com`;
  const body = bookingBody(bangkokStrippers[2]!.id, addDays(todayInBangkok(), 100 + (Number(run.slice(-3)) % 300)), '15:00', {
    customerEmail: email,
  });
  const created = await page.request.post('/api/bookings', { data: body });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const reference = id.slice(-8).toUpperCase();
  const link = await confirmLinkFor(email);

  // A mail scanner and a link preview: HEAD and GET, with and without following redirects.
  const scanner = await playwright.request.newContext({ baseURL, userAgent: 'Microsoft Office Existence Discovery' });
  for (const method of ['HEAD', 'GET'] as const) {
    const answer = await scanner.fetch(link, { method, maxRedirects: 0 });
    expect(answer.status(), method).toBe(200);
    expect(answer.headers()['set-cookie'], method).toBeUndefined();
  }
  expect((await scanner.storageState()).cookies).toEqual([]);
  expect((await scanner.get('/api/dashboard/bookings')).status()).toBe(401);
  await scanner.dispose();
  expect(((await (await page.request.get(`/api/bookings/${id}`)).json()) as { status: string }).status).toBe('requested');
  expect(outbox().filter((m) => m.includes(reference) && m.includes('Subject: Nuova richiesta di prenotazione'))).toHaveLength(0);

  // The customer's browser: one button, and only its POST confirms and signs in.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirm Your Booking Request' })).toBeVisible();
  await expect(page.getByTestId('confirm-open')).toContainText(reference);
  await expect(page.locator('main').getByRole('button')).toHaveText(['Confirm my booking request']);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('sh_dashboard');
  const [posted] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/bookings/confirm') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Confirm my booking request' }).click(),
  ]);
  expect(posted.status()).toBe(200);
  await page.waitForURL(`**/booking/${id}/summary`);
  await expect(page.getByTestId('booking-status')).toHaveText('pending');
  expect((await page.context().cookies()).map((c) => c.name)).toContain('sh_dashboard');
  await expect
    .poll(() => outbox().filter((m) => m.includes(reference) && m.includes('Subject: Nuova richiesta di prenotazione')).length)
    .toBe(1);
});
