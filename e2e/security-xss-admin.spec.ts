// Stored XSS in the admin panel: script and HTML payloads in a booking, a contact message
// and an application stay inert in the bookings list, the booking details and the inbox dialogs.
import { expect, openTab, searchBookings, signIn, test } from './admin-panel-fixtures';
import { bangkokStrippers, bookingBody } from '@test/reliability/bookings';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { rawRequest } from '@test/reliability/server-process';

const PAYLOAD = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><svg onload=window.__xss=3>`;

test('payloads in bookings, contacts and applications stay text in the admin panel', async ({ page, server }) => {
  test.setTimeout(60_000);
  const tag = `X${Date.now() % 1_000_000}`;
  const port = Number(new URL(server.url).port);
  // Each submission from its own loopback client, so the public forms' rate limits are not shared with other specs.
  const post = async (path: string, body: unknown, from: string) => {
    const answer = await rawRequest(port, {
      method: 'POST',
      path,
      from,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(answer.status, `${path}: ${answer.body}`).toBe(201);
  };
  await post(
    '/api/bookings',
    bookingBody(bangkokStrippers[2]!.id, addDays(todayInBangkok(), 150 + (Date.now() % 200)), '16:00', {
      customerName: `${tag} ${PAYLOAD}`.slice(0, 100),
      address: `Road ${PAYLOAD}`,
      specialRequests: `Please ${PAYLOAD}`,
    }),
    '127.0.70.1',
  );
  await post(
    '/api/contacts',
    { firstName: tag, lastName: PAYLOAD.slice(0, 90), email: 'x@example.com', phone: '', inquiryType: 'custom', message: `Hi ${PAYLOAD}` },
    '127.0.70.2',
  );
  await post(
    '/api/applications',
    {
      name: `${tag} Applicant`,
      stageName: PAYLOAD.slice(0, 50),
      email: 'y@example.com',
      phone: '',
      location: 'phuket',
      interestedIn: ['Becoming a Topless Waiter'],
      age: '27',
      additionalDetails: `About ${PAYLOAD}`,
    },
    '127.0.70.3',
  );

  // The CSP holds in the panel too: no violation while it runs.
  const problems: string[] = [];
  page.on('console', (m) => /content.security.policy|refused to/i.test(m.text()) && problems.push(m.text()));
  await page.addInitScript(() => {
    (window as unknown as { __csp: string[] }).__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const ran = () => page.evaluate(() => (window as unknown as { __xss?: number }).__xss);
  const injected = () => page.locator('main img[src="x"], main svg[onload], img[src="x"][onerror]').count();
  await signIn(page);

  await openTab(page, 'Manage Bookings');
  await searchBookings(page, tag);
  const row = page.getByTestId('booking-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('<img src=x');
  await row.getByRole('button', { name: /Dettagli della prenotazione/ }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details).toContainText(`Please ${PAYLOAD}`);
  expect(await ran()).toBeUndefined();
  expect(await injected()).toBe(0);
  await details.getByRole('button', { name: 'Chiudi', exact: true }).last().click();

  await openTab(page, 'Messaggi');
  await page
    .getByRole('region', { name: 'Messaggi di contatto' })
    .getByRole('button', { name: new RegExp(tag) })
    .click();
  const message = page.getByRole('dialog', { name: 'Messaggio di contatto' });
  await expect(message).toContainText(`Hi ${PAYLOAD}`);
  expect(await ran()).toBeUndefined();
  await page.keyboard.press('Escape');

  await page
    .getByRole('region', { name: 'Candidature' })
    .getByRole('button', { name: new RegExp(`${tag} Applicant`) })
    .click();
  const application = page.getByRole('dialog', { name: 'Candidatura' });
  await expect(application).toContainText(`About ${PAYLOAD}`);
  expect(await ran()).toBeUndefined();
  expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
  // Every tab rendered once, then no CSP violation anywhere.
  for (const tab of await page.getByRole('tab').allTextContents()) await openTab(page, tab.trim());
  problems.push(...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)));
  expect(problems).toEqual([]);
});
