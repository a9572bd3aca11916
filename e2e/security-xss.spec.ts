// Stored XSS: script and HTML payloads in every free-text field of a booking, a contact message and
// an application stay inert on the summary and dashboard pages and in every e-mail (HTML rendered in
// the browser, and text). The admin API answers JSON (nosniff).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { confirmLinkFor, confirmWithButton } from './booking-helpers';
import { requestFrom } from './contact-support';
import { expect, test } from './fixtures';
import { bookingBody, bangkokStrippers } from '@test/reliability/bookings';
import { addDays, todayInBangkok } from '@/lib/event-time';

const PAYLOAD = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>"'><svg onload=window.__xss=3>`;
const run = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

async function post(apiPath: string, body: unknown, from: string) {
  const answer = await requestFrom(from, {
    method: 'POST',
    path: apiPath,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: answer.status, json: JSON.parse(answer.body) };
}

/** Parsed e-mails in the e2e outbox whose raw text mentions `needle`. */
async function mailsMentioning(needle: string) {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const raws = readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8'));
  return Promise.all(raws.filter((raw) => raw.includes(needle)).map((raw) => PostalMime.parse(raw)));
}

/** Every mail's HTML rendered in the browser runs nothing; its text shows the payload as text. */
async function expectMailsInert(page: import('@playwright/test').Page, needle: string, minimum: number) {
  let mails: Awaited<ReturnType<typeof mailsMentioning>> = [];
  await expect.poll(async () => (mails = await mailsMentioning(needle)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(minimum);
  for (const mail of mails) {
    expect(mail.html, mail.subject).toBeTruthy();
    expect(mail.html).not.toContain('<script>window.__xss');
    expect(mail.html).not.toMatch(/<img src=x onerror|<svg onload/i);
    // setContent waits for the load event, which comes after inline scripts ran and every image
    // loaded or failed (onerror), so any payload that could run has run by now.
    await page.setContent(mail.html!, { waitUntil: 'load' });
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), mail.subject).toBeUndefined();
    if (mail.text?.includes('window.__xss')) expect(mail.text).toContain('<script>window.__xss=2</script>');
    expect(mail.subject ?? '').not.toMatch(/[\r\n]/);
  }
}

test('a booking with script payloads is inert on the summary page, the dashboard and in its e-mails', async ({ page }) => {
  test.setTimeout(60_000);
  const email = `xss-${run}@example.com`;
  const body = bookingBody(bangkokStrippers[1]!.id, addDays(todayInBangkok(), 200 + (Number(run.slice(-3)) % 300)), '14:00', {
    customerEmail: email,
    customerName: `Ann ${PAYLOAD}`.slice(0, 100),
    address: `12 Road ${PAYLOAD}`,
    specialRequests: `Please ${PAYLOAD}`,
  });
  const created = await post('/api/bookings', body, '127.0.60.1');
  expect(created.status, JSON.stringify(created.json)).toBe(201);

  // The customer's view: the e-mailed confirm link signs this browser in and opens the summary.
  await confirmWithButton(page, await confirmLinkFor(email), `**/booking/${created.json.id}/summary`);
  await expect(page.getByText('<script>window.__xss=2</script>', { exact: false }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expectMailsInert(page, email, 2);

  // The dashboard, signed in through the e-mailed link.
  expect((await post('/api/dashboard/link', { email }, '127.0.60.2')).status).toBe(202);
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await mailsMentioning(email)).find((m) => m.text?.includes('/dashboard?token='));
      link = mail ? /\/dashboard\?token=[\w-]+/.exec(mail.text!)![0] : '';
      return link;
    })
    .not.toBe('');
  await page.goto(link);
  await page.getByRole('button', { name: 'Open My Bookings' }).click();
  await expect(page.getByText(email)).toBeVisible();
  // The stored text comes back into the modify form as plain values.
  await page.getByRole('button', { name: 'Modify' }).click();
  await expect(page.getByLabel(/Address/)).toHaveValue(body.address);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
});

test('contact and application payloads are inert in the agency e-mails', async ({ page }) => {
  const contactEmail = `xss-contact-${run}@example.com`;
  const contact = await post(
    '/api/contacts',
    {
      firstName: `Ann ${PAYLOAD}`.slice(0, 100),
      lastName: PAYLOAD.slice(0, 100),
      email: contactEmail,
      phone: '+66 81 234 5678',
      inquiryType: 'custom',
      message: `Hi ${PAYLOAD}`,
    },
    '127.0.60.3',
  );
  expect(contact.status, JSON.stringify(contact.json)).toBe(201);
  await expectMailsInert(page, contactEmail, 1);

  const applicantEmail = `xss-join-${run}@example.com`;
  const application = await post(
    '/api/applications',
    {
      name: `Al ${PAYLOAD}`.slice(0, 100),
      stageName: PAYLOAD.slice(0, 50),
      email: applicantEmail,
      location: 'phuket',
      interestedIn: ['Becoming a Topless Waiter'],
      age: '27',
      additionalDetails: `About me ${PAYLOAD}`,
    },
    '127.0.60.4',
  );
  expect(application.status, JSON.stringify(application.json)).toBe(201);
  await expectMailsInert(page, applicantEmail, 1);
});
