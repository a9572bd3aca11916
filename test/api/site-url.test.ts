// A running SITE_URL other than the one the app was built with (the test context's Astro `site` is
// http://localhost:4321): every link the server makes, in e-mails from the real SMTP listener, calendar
// files, the sitemap and robots.txt, carries the running address; every cookie follows its scheme;
// and the console never carries a booking id, a sign-in link or a customer's address.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteUrlProblem } from '@/lib/server/config';
import { GET as robotsTxt } from '@/pages/robots.txt';
import { GET as sitemapXml } from '@/pages/sitemap.xml';
import { TEST_PASSWORD, TestClient, useTempApp } from '@test/client';
import { fakeContext } from '@test/context';
import { useSmtp, whileMailRefused } from '@test/hooks';
import { distinctBooking } from '@test/reliability/bookings';
import { confirmTokenIn, confirmTokenInOutbox } from '@test/bookings';
import { getDb } from '@/lib/server/db';

useTempApp();
const smtp = useSmtp({ clearEachTest: true });
const RUNNING = 'https://running.example';
beforeEach(() => {
  vi.stubEnv('SITE_URL', RUNNING);
});

// Every absolute http(s) URL in a text, with folded iCalendar lines joined first.
const urlsIn = (text: string) => [...text.replace(/\r?\n[ \t]/g, '').matchAll(/https?:\/\/[^\s"'<>)\\]+/g)].map((m) => m[0]);
// Every URL of a message: text, HTML and attachments (the calendar file).
const mailUrls = (message: (typeof smtp.messages)[number]) =>
  urlsIn(
    [
      message.parsed.text ?? '',
      message.parsed.html ?? '',
      ...(message.parsed.attachments ?? []).map((a) => (typeof a.content === 'string' ? a.content : new TextDecoder().decode(a.content))),
    ].join('\n'),
  );
// Our own links: anything on localhost (the build's address) or the running host.
const ownUrls = (urls: string[]) => urls.filter((url) => ['localhost', 'running.example'].includes(new URL(url).hostname));

const book = async (client: TestClient, email: string, n: number) => {
  const answer = await client.call('POST', '/api/bookings', { json: { ...distinctBooking(n), customerEmail: email } });
  expect(answer.status).toBe(201);
  return answer.body.id as string;
};

describe('links use the running SITE_URL', () => {
  it('in the confirmation, summary and admin confirmation e-mails, with their calendar files', async () => {
    const customer = new TestClient('198.51.100.60');
    const id = await book(customer, 'links@example.com', 1);
    // The first e-mail (its confirm link), then the details mailed once the address is confirmed.
    await expect.poll(() => smtp.messages.length).toBe(1);
    const token = confirmTokenIn(smtp.messages, 'links@example.com');
    expect((await customer.call('POST', '/api/bookings/confirm', { json: { token } })).status).toBe(200);
    await expect.poll(() => smtp.messages.length).toBe(3);
    const mailed = smtp.messages.filter((m) => m.envelopeTo.includes('links@example.com'));
    expect(mailed).toHaveLength(2);
    for (const message of mailed) {
      expect(ownUrls(mailUrls(message)).length).toBeGreaterThan(0);
      expect(ownUrls(mailUrls(message)).every((url) => url.startsWith(`${RUNNING}/`))).toBe(true);
    }

    smtp.messages.length = 0;
    expect((await customer.call('POST', `/api/bookings/${id}/send-summary`)).status).toBe(200);
    const admin = new TestClient('198.51.100.61');
    await admin.loginAdmin(TEST_PASSWORD);
    expect((await admin.mutate('POST', `/api/admin/bookings/${id}/send-confirmation`, { cashAmount: 1000 })).status).toBe(200);
    expect(smtp.messages).toHaveLength(2);
    const summary = smtp.messages.find((m) => m.parsed.subject?.startsWith('Your booking summary'))!;
    expect(ownUrls(mailUrls(summary)).length).toBeGreaterThan(0);
    // The calendar file carries no link, so the admin's confirmation may have none; any it has is on the running address.
    for (const message of smtp.messages) expect(ownUrls(mailUrls(message)).every((url) => url.startsWith(`${RUNNING}/`))).toBe(true);
  });

  it('in the calendar file the API answers', async () => {
    const customer = new TestClient('198.51.100.62');
    const id = await book(customer, 'ics@example.com', 2);
    const ics = await customer.call('GET', `/api/bookings/${id}/calendar.ics`);
    expect(ics.status).toBe(200);
    expect(ownUrls(urlsIn(ics.text)).every((url) => url.startsWith(`${RUNNING}/`))).toBe(true);
  });

  it('in the dashboard sign-in e-mail', async () => {
    const customer = new TestClient('198.51.100.63');
    await book(customer, 'dash@example.com', 3);
    smtp.messages.length = 0;
    expect((await customer.call('POST', '/api/dashboard/link', { json: { email: 'dash@example.com' } })).status).toBe(202);
    await expect.poll(() => smtp.messages.length).toBe(1);
    expect(smtp.messages[0]!.parsed.html).toMatch(/href="https:\/\/running\.example\/dashboard\?token=[\w-]+"/);
    expect(ownUrls(mailUrls(smtp.messages[0]!)).every((url) => url.startsWith(`${RUNNING}/dashboard?token=`))).toBe(true);
  });

  it('in sitemap.xml and robots.txt', async () => {
    // Outside the API router: called as Astro calls them.
    const get = async (route: typeof robotsTxt, path: string) =>
      (await route(fakeContext(new Request(`http://localhost:4321${path}`)))).text();
    const locs = [...(await get(sitemapXml, '/sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(10);
    expect(locs.every((loc) => loc.startsWith(`${RUNNING}/`))).toBe(true);
    expect(await get(robotsTxt, '/robots.txt')).toMatch(/^Sitemap: https:\/\/running\.example\/sitemap\.xml$/m);
  });
});

describe('cookies follow the scheme of SITE_URL', () => {
  it('the dashboard session is Secure under an https SITE_URL although the request came over http', async () => {
    const customer = new TestClient('198.51.100.65');
    await book(customer, 'cookie@example.com', 4);
    smtp.messages.length = 0;
    await customer.call('POST', 'http://localhost/api/dashboard/link', { json: { email: 'cookie@example.com' } });
    await expect.poll(() => smtp.messages.length).toBe(1);
    const token = /token=([\w-]+)/.exec(smtp.messages[0]!.parsed.text ?? '')![1]!;
    expect((await customer.call('POST', 'http://localhost/api/dashboard/session', { json: { token } })).status).toBe(200);
    expect(customer.cookies.get('sh_dashboard')?.options).toMatchObject({ secure: true, httpOnly: true, sameSite: 'lax' });
  });

  it('no cookie is Secure under an http SITE_URL', async () => {
    vi.stubEnv('SITE_URL', 'http://localhost:4321');
    const client = new TestClient('198.51.100.66');
    await client.login(TEST_PASSWORD);
    // The device cookie (a browser that signed in before is limited per device) follows the scheme too.
    expect([...client.cookies.keys()].sort()).toEqual(['admin_device', 'admin_hint', 'admin_session']);
    expect([...client.cookies.values()].map((cookie) => cookie.options.secure)).toEqual([false, false, false]);
  });
});

describe('logs carry the booking reference, never an id, link or address', () => {
  it('when the booking and summary e-mails fail', async () => {
    const customer = new TestClient('198.51.100.67');
    let id = '';
    await whileMailRefused(smtp, async (errors) => {
      id = await book(customer, 'secret.guest@example.com', 5);
      // The summary goes only once the address is confirmed (its refused e-mail's link, from the outbox).
      const token = confirmTokenInOutbox(getDb(), 'secret.guest@example.com');
      expect((await customer.call('POST', '/api/bookings/confirm', { json: { token } })).status).toBe(200);
      // Queued: the answer does not wait for the mail server; the sender logs the refusal.
      expect((await customer.call('POST', `/api/bookings/${id}/send-summary`)).status).toBe(200);
      const logged = errors.mock.calls.flat().map(String).join('\n');
      expect(logged).toContain(id.slice(-8).toUpperCase());
      expect(logged).not.toContain(id);
      expect(logged).not.toMatch(/secret\.guest|https?:\/\//);
    });
  });

  it('prints a sign-in link only with DEV_PRINT_LINKS=1', async () => {
    const customer = new TestClient('198.51.100.68');
    await book(customer, 'quiet@example.com', 6);
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      smtp.messages.length = 0;
      await customer.call('POST', '/api/dashboard/link', { json: { email: 'quiet@example.com' } });
      await expect.poll(() => smtp.messages.length).toBe(1);
      expect(logs.mock.calls.flat().map(String).join('\n')).not.toMatch(/quiet@|token=/);

      vi.stubEnv('DEV_PRINT_LINKS', '1');
      await customer.call('POST', '/api/dashboard/link', { json: { email: 'quiet@example.com' } });
      await expect.poll(() => logs.mock.calls.flat().map(String).join('\n')).toMatch(/https:\/\/running\.example\/dashboard\?token=/);
    } finally {
      logs.mockRestore();
    }
  });
});

describe('SITE_URL check at start-up', () => {
  it('refuses a running SITE_URL other than the build one, naming both', () => {
    expect(siteUrlProblem('http://localhost:4321')).toBe(
      'SITE_URL is https://running.example/ but the pages were built with http://localhost:4321/: rebuild (npm run build) with the same SITE_URL',
    );
    expect(siteUrlProblem('https://running.example/')).toBeUndefined();
  });

  it('refuses a missing SITE_URL in production and a malformed one anywhere', () => {
    vi.stubEnv('SITE_URL', '');
    expect(siteUrlProblem()).toBeUndefined();
    vi.stubEnv('NODE_ENV', 'production');
    expect(siteUrlProblem()).toMatch(/^SITE_URL is required when NODE_ENV=production/);
    vi.stubEnv('SITE_URL', 'running.example');
    expect(siteUrlProblem()).toBe('SITE_URL must be an absolute http(s) address, not "running.example"');
    vi.stubEnv('SITE_URL', 'ftp://running.example');
    expect(siteUrlProblem()).toBe('SITE_URL must be an absolute http(s) address, not "ftp://running.example"');
  });
});
