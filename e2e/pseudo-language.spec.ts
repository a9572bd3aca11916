// The pseudo-language at the level of the built site (issue 40): a copy of the project gets a third language,
// `xx`, through the seam the README's "Languages" describes (test/pseudo-language.ts: every English text of the
// catalogue bracketed and accented), is built once, and its server, on a database of its own, answers every
// customer page under /xx/: the sitemap's pages and the on-demand ones (a booking's confirm link and summary,
// the signed-in dashboard, a share's /pay page, the review and brief forms of valid links, the refusals of dead
// links, the not-found page). In a real browser (so the islands, server islands and what they render count),
// every text a customer can read there must come from the catalogue: no word with a plain vowel, once names, the
// brand and what the customer typed are taken out. The forms' messages for bad input are checked the same way (the booking, contact, join, review
// and brief forms), so are refusals of the server met for real (the booking form's 409 when the performer is
// taken meanwhile and its availability's 429, the contact form's rate-limit toast) and the e-mails the customer
// gets, and no pseudo word may show on an English or Thai page. The same copy and build give the agency's panel xx
// too: every tab the owner has, loaded, says only the panel catalogue's words.
import { expect, test, type Browser, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import PostalMime from 'postal-mime';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { startBuiltServer, type BuiltServer } from '@test/server.mjs';
import { truncate } from '@/features/admin-panel/format';
import { CUSTOMER_NAME, PASSWORD_OWNER_NAME, PERFORMER_NAME, UNKNOWN_PASSKEY_NAME } from '@/lib/actor-names';
import { bookingReference } from '@/lib/booking-reference';
import { englishWords, PSEUDO, PSEUDO_LOCALE, pseudoProject, pseudoText } from '@test/pseudo-language';
import { bookTopless, firstStripper, futureDate } from './booking-helpers';
import { waitForLoadIslands } from './fixtures';
import { adminCall, showTookPlace, signInAs } from './helpers';
import { visitEveryTab } from './admin-panel-fixtures';

const XX = `/${PSEUDO_LOCALE}`;
/** The customer of the seeded booking (what she typed is data, not the catalogue's). */
const CUSTOMER = { customerName: 'Nina Organiser', customerEmail: 'nina.pseudo@example.com' };
/** The pseudo server's settings: the advance's PromptPay QR on. */
const SERVER_ENV = { PROMPTPAY_ID: '081-234-5678', LOG_LEVEL: 'warn' };

let root: string;
let server: BuiltServer;
/** Texts that are data on every page: the brand, the performers' names, the customer's own words. */
let data: string[] = [];

// One test, so one build: a failed test ends its worker, and the next worker would build again. Its steps
// check softly, so each reports what it finds.
test.beforeAll(async () => {
  // The copy and its build: 95 s at a load average of 45 (seen), the catalogues compiled before it in a few seconds.
  test.setTimeout(600_000);
  const copied = Date.now();
  root = await pseudoProject(process.cwd());
  const started = Date.now();
  await promisify(execFile)(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  const seconds = (from: number, to: number) => Math.round((to - from) / 1000);
  console.log(`pseudo-language copy with its catalogues compiled: ${seconds(copied, started)} s, build: ${seconds(started, Date.now())} s`);
  const port = Number(process.env.PSEUDO_E2E_PORT) || undefined; // a port of one's own when asked, else a free one
  server = await startBuiltServer({ root, port, env: SERVER_ENV });
  // The data: the brand and the networks, the performers' names and own words (English, or Thai where written) and
  // the packages' names, as the database holds them.
  const db = new Database(server.databasePath, { readonly: true });
  try {
    const column = (sql: string) =>
      db
        .prepare<[], { value: string }>(sql)
        .all()
        .map((row) => row.value);
    data = [
      ...['Siam Hunks', 'Siam', 'Hunks', 'Facebook', 'Instagram', 'WhatsApp', 'LINE'],
      ...column('select name as value from performers union select description from performers union select tattoos from performers'),
      ...column('select distinct title as value from pricing_items'),
      ...Object.values(CUSTOMER),
      CUSTOMER.customerName.split(' ')[0]!, // as her guests see her
      'Beach Road', // the address bookTopless gives
    ].sort((a, b) => b.length - a.length); // the longest first: a bio before the name in it
  } finally {
    db.close();
  }
});
test.afterAll(async () => {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
  if (root) rmSync(root, { recursive: true, force: true });
});

/** A browser page on the pseudo server. */
async function pseudoPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ baseURL: server.url })).newPage();
}

/**
 * Every text a customer of the page can get: its text nodes (no script or style), titles, labels, alternatives and
 * description. Left out: what is marked as another language (the language switch's names), what neither a reader nor
 * a screen reader gets (the honeypot field), the staff's own link, and what the customer typed into a text area.
 */
function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLanguage = document.documentElement.lang;
    const counts = (element: Element | null) =>
      !!element &&
      !element.closest('script, style, noscript, template, textarea, [data-admin-link]') &&
      element.closest('[lang]')?.getAttribute('lang') === pageLanguage &&
      !(element.closest('[aria-hidden="true"]') && !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (counts(node.parentElement)) texts.push(node.textContent ?? '');
    for (const element of document.querySelectorAll('[alt], [title], [placeholder], [aria-label], meta[name="description"]'))
      if (counts(element))
        for (const name of ['alt', 'title', 'placeholder', 'aria-label', 'content']) texts.push(element.getAttribute(name) ?? '');
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

/** The texts of the page that are not the catalogue's pseudo text (all of them when none is: the page is not in it). */
async function englishOn(page: Page): Promise<string[]> {
  const texts = await readableTexts(page);
  if (!texts.some((text) => PSEUDO.test(text))) return ['(no pseudo text at all)', ...texts];
  // A shortened bio ('… he knows every…') is data too.
  const excerpt = (text: string) => text.endsWith('…') && data.some((value) => value.startsWith(text.slice(0, -1).trimEnd()));
  return texts.filter((text) => !excerpt(text) && englishWords(text, data).length > 0);
}

/**
 * Every text the panel shows (its header, tab list and open tab): text nodes, titles, labels and placeholders. Left out:
 * what the person typed into a field, what is hidden from reader and screen reader alike, and the site's own texts
 * Contenuti edits (each marked as English or Thai by its lang, its key as code).
 */
function panelTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('main') ?? document.body;
    const counts = (element: Element | null) =>
      !!element &&
      !element.closest('script, style, noscript, template, textarea, input, [hidden], code') &&
      !['en', 'th'].includes(element.closest('[lang]')?.getAttribute('lang') ?? '') &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const texts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (counts(node.parentElement)) texts.push(node.textContent ?? '');
    for (const element of root.querySelectorAll('[title], [placeholder], [aria-label], [alt]'))
      if (counts(element)) for (const name of ['title', 'placeholder', 'aria-label', 'alt']) texts.push(element.getAttribute(name) ?? '');
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

/** The paths of the sitemap's pages in `locale`'s prefix (`''`: the English ones). */
async function sitemapPaths(prefix: string): Promise<string[]> {
  const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const prefixes = ['/th', XX];
  return paths.filter((p) =>
    prefix ? p === prefix || p.startsWith(`${prefix}/`) : !prefixes.some((x) => p === x || p.startsWith(`${x}/`)),
  );
}

/** Opens `path` and waits for its islands (and server islands) to be in place. */
async function open(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(path);
  expect.soft(response?.status(), path).toBe(status);
  await waitForLoadIslands(page);
  await page.waitForLoadState('networkidle');
}

/** The e-mails the pseudo server wrote to `to`, oldest first. */
async function mailsTo(to: string): Promise<{ subject: string; text: string }[]> {
  const dir = path.join(server.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  const mails = await Promise.all(
    readdirSync(dir)
      .sort()
      .map((file) => PostalMime.parse(readFileSync(path.join(dir, file)))),
  );
  return mails
    .filter((mail) => mail.to?.some((address) => address.address === to))
    .map((mail) => ({ subject: mail.subject ?? '', text: mail.text ?? '' }));
}

/** The first link matching `pattern` (path and query) in an e-mail the pseudo server wrote to the customer, once it is written. */
async function linkInMail(pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => (link = (await mailsTo(CUSTOMER.customerEmail)).map((mail) => pattern.exec(mail.text)?.[0]).find(Boolean)))
    .toBeDefined();
  return link!;
}

/** A booking's reference, as pages and e-mails show it (data: no catalogue says it). */
const referenceOf = (id: string) => id.slice(-8).toUpperCase();

/** Fills every visible field of the page's form with a bad value (too short, not an address, too young, past) and sends it if it can be. */
async function sendBadInput(page: Page): Promise<void> {
  const form = page.locator('main form').first();
  for (const field of await form.locator('input:visible:not([type=checkbox]):not([type=radio]), textarea:visible').all()) {
    const type = await field.getAttribute('type');
    await field.fill(type === 'number' ? '1' : type === 'date' ? '2000-01-01' : type === 'time' ? '03:00' : 'x');
    await field.blur();
  }
  // A form that keeps its button off until it is complete (the booking) has shown its messages on blur.
  const submit = form.locator('button[type=submit]').last();
  if (await submit.isEnabled()) await submit.click();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
}

test('a pseudo-language added through the seam is what every customer page, form message and e-mail says, and no English or Thai page', async ({
  browser,
}) => {
  // Every customer page and every panel tab, in a browser, on a busy machine.
  test.setTimeout(900_000);
  const page = await pseudoPage(browser);
  const leaks: Record<string, string[]> = {};
  /** Opens `path` (answered with `status`) and notes the texts on it that are not the catalogue's. */
  const check = async (name: string, path: string, status = 200) => {
    await open(page, path, status);
    const english = await englishOn(page);
    if (english.length) leaks[name] = english;
  };

  await test.step('every page of the sitemap under /xx/', async () => {
    const paths = await sitemapPaths(XX);
    expect.soft(paths.length).toBe((await sitemapPaths('')).length);
    for (const path of paths) await check(path, path);
    console.log(`pseudo-language: ${paths.length} sitemap pages under ${XX}/`);
  });

  await test.step('the on-demand pages: a booking’s confirm link and summary, a share’s page, the dashboard, dead links, not found', async () => {
    const id = await bookTopless(page, await firstStripper(page, 'bangkok'), {
      ...CUSTOMER,
      eventDate: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
      locale: PSEUDO_LOCALE,
    });
    data.push(referenceOf(id)); // her booking's reference
    // The confirm link of her first e-mail, once the sender wrote it.
    await check('confirm link', await linkInMail(/\/xx\/booking\/confirm\?token=[\w-]+/));
    await page.getByRole('button', { name: pseudoText('Confirm my booking request') }).click();
    await page.waitForURL(`**${XX}/booking/${id}/summary`);
    await check('summary', `${XX}/booking/${id}/summary`);
    // The organiser splits the advance: a guest's /pay page, and the summary with its shares.
    const split = await page.request.post(`/api/bookings/${id}/shares`, { data: { count: 2 } });
    expect(split.status(), await split.text()).toBe(201);
    const share = new URL(((await split.json()) as { links: { url: string }[] }).links[0]!.url);
    await check('share page', `${share.pathname}${share.search}`);
    await check('summary with shares', `${XX}/booking/${id}/summary`);
    await signInAs(page, { role: 'customer', email: CUSTOMER.customerEmail }, { baseURL: server.url, databasePath: server.databasePath });
    await check('dashboard', `${XX}/dashboard`);
    await page.context().clearCookies();
    await check('dashboard sign-in', `${XX}/dashboard`);
    await check('dead share link', `${XX}/pay?token=unknown-link`, 404);
    await check('dead review link', `${XX}/review?token=unknown-link`, 400);
    await check('dead brief link', `${XX}/brief?token=unknown-link`, 400);
    await check('dead confirm link', `${XX}/booking/confirm?token=unknown-link`, 400);
    await check('not found', `${XX}/no-such-page`, 404);
  });

  await test.step('the booking form’s refusals: no performer chosen, then bad contact details', async () => {
    await open(page, `${XX}/booking?city=bangkok&service=male-stripper&title=TOPLESS`);
    await page.getByRole('button', { name: pseudoText('NEXT') }).click();
    await expect(page.getByText(pseudoText('Please select 1 stripper for this service'))).toBeVisible();
    await page
      .getByRole('group', { name: pseudoText('Male Strippers') })
      .getByRole('checkbox')
      .first()
      .check();
    await sendBadInput(page);
    const english = await englishOn(page);
    if (english.length) leaks['booking form'] = english;
  });
  for (const form of ['contact', 'join'])
    await test.step(`the ${form} form’s refusals of bad input`, async () => {
      await open(page, `${XX}/${form}`);
      await sendBadInput(page);
      const english = await englishOn(page);
      if (english.length) leaks[`${form} form`] = english;
    });

  // The agency's side of what the customer meets next: the owner's desk, in a browser context of its own.
  const desk = await pseudoPage(browser);
  await signInAs(desk, { role: 'owner' }, { baseURL: server.url, databasePath: server.databasePath });
  const stripper = await firstStripper(page, 'bangkok');
  /** A booking of `stripper` made over the public API in xx on `eventDate`, then confirmed or (its show then past) completed by the agency. */
  const agencyBooking = async (eventDate: string, finalStatus: 'confirmed' | 'completed') => {
    const id = await bookTopless(desk, stripper, { ...CUSTOMER, eventDate, locale: PSEUDO_LOCALE });
    data.push(referenceOf(id));
    if (finalStatus === 'completed') showTookPlace(server.databasePath, id);
    await adminCall(desk, 'POST', `/api/admin/bookings/${id}/send-confirmation`, { cashAmount: 500, updates: {}, finalStatus });
    return id;
  };
  // Three days ahead: inside the party brief's window, so this booking gets its brief link below.
  const briefDate = futureDate(3);

  await test.step('the booking form’s refusal when the performer is taken while it is filled in', async () => {
    await open(page, `${XX}/booking?city=bangkok&service=male-stripper&title=TOPLESS`);
    await page.getByRole('button', { name: pseudoText('NEXT') }).click();
    for (const [label, value] of Object.entries({
      'Full Name': CUSTOMER.customerName,
      Email: CUSTOMER.customerEmail,
      Phone: '+66 81 234 5678',
      Address: 'Beach Road',
    }))
      await page.getByLabel(pseudoText(label)).fill(value);
    for (const [label, value] of Object.entries({ 'Venue Type': 'hotel', 'Sound System': 'yes', Occasion: 'hens' }))
      await page.getByLabel(pseudoText(label)).selectOption(value);
    // He is free when the form asks, and ticked.
    const asked = page.waitForResponse((response) => {
      const query = new URL(response.url()).searchParams;
      return response.url().includes('/api/availability?') && query.get('date') === briefDate && query.get('time') === '20:00';
    });
    await page.getByLabel(pseudoText('Event Date')).fill(briefDate);
    await page.getByLabel(pseudoText('Event Time')).fill('20:00');
    expect((await asked).status()).toBe(200);
    await page
      .getByRole('group', { name: pseudoText('Male Strippers') })
      .getByLabel(stripper.name, { exact: true })
      .check();
    // Meanwhile the agency confirms another booking of his at that hour: the server refuses the form's (409).
    await agencyBooking(briefDate, 'confirmed');
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/bookings');
    await page.getByRole('button', { name: pseudoText('SUBMIT BOOKING') }).click();
    const answer = await refused;
    expect(answer.status(), await answer.text()).toBe(409);
    expect(((await answer.json()) as { code?: string }).code).toBe('performer_booked');
    await expect(page.getByRole('alert').filter({ hasText: stripper.name })).toBeVisible();
    const english = await englishOn(page);
    if (english.length) leaks['booking form, performer taken'] = english;
  });

  await test.step('the booking form past the availability limit: why it cannot say who is free', async () => {
    // Answers tell whose hours are taken, so a client may ask 120 a minute: these use them up, and the form's next
    // question (another time) is refused (429), which it says beside the performers.
    await Promise.all(Array.from({ length: 120 }, () => page.request.get(`/api/availability?city=bangkok&date=${briefDate}`)));
    const refused = page.waitForResponse((response) => response.url().includes('/api/availability?'));
    await page.getByLabel(pseudoText('Event Time')).fill('22:00');
    expect((await refused).status()).toBe(429);
    await expect(page.getByTestId('availability-state')).toContainText(PSEUDO);
    const english = await englishOn(page);
    if (english.length) leaks['booking form, availability refused'] = english;
  });

  await test.step('the pages behind valid review and brief links, and their refusals of bad input', async () => {
    // The thank-you of a completed booking carries the review link.
    await agencyBooking(futureDate(41), 'completed');
    const reviewLink = await linkInMail(/\/xx\/review\?token=[\w-]+/);
    // The brief link goes out from a job the server's start-up runs: the server restarts in place, on its database.
    await server.stop();
    server = await startBuiltServer({ root, port: server.port, dataDir: server.dataDir, env: SERVER_ENV });
    const briefLink = await linkInMail(/\/xx\/brief\?token=[\w-]+/);
    for (const [name, link] of [
      ['review', reviewLink],
      ['brief', briefLink],
    ] as const) {
      await check(`${name} link`, link);
      await sendBadInput(page);
      const english = await englishOn(page);
      if (english.length) leaks[`${name} form`] = english;
    }
  });

  await test.step('the contact form past its rate limit: the toast says why', async () => {
    // Every submission counts, refused ones too: five empty ones use up the client's limit.
    for (let sent = 0; sent < 5; sent += 1) await page.request.post('/api/contacts', { data: {} });
    await open(page, `${XX}/contact`);
    const form = page.locator('main form').first();
    for (const [label, value] of Object.entries({
      'First Name': 'Nina',
      'Last Name': 'Organiser',
      Email: CUSTOMER.customerEmail,
      Phone: '+66 81 234 5678',
      Message: 'A hens night for ten guests at the hotel.',
    }))
      await form.getByLabel(pseudoText(label)).fill(value);
    await form.getByLabel(pseudoText('Inquiry Type')).selectOption('booking');
    await form.getByRole('checkbox').check();
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/contacts');
    await form.locator('button[type=submit]').click();
    expect((await refused).status()).toBe(429);
    const toast = page.locator('[data-toast]');
    await expect(toast).toContainText(PSEUDO);
    await toast.hover(); // a hovered toast stays while it is read
    const english = await englishOn(page);
    if (english.length) leaks['contact form, rate limited'] = english;
  });
  await test.step('the panel in xx: its page and every tab the owner has, loaded', async () => {
    await adminCall(desk, 'PUT', '/api/admin/account/language', { locale: PSEUDO_LOCALE });
    // Registro attività with an entry of each one the record names by a code, as their writers store them: a
    // customer's cancellation from the dashboard, a performer's withdrawn profile, failed sign-ins with the password
    // and with an unknown passkey.
    const record = new Database(server.databasePath);
    const [booking, performer] = [
      record.prepare<[], { id: string }>('select id from bookings limit 1').get()!.id,
      record.prepare<[], { id: string }>('select id from performers limit 1').get()!.id,
    ];
    const entry = record.prepare('insert into audit_log (at, actor, action, target, changes, ip) values (?, ?, ?, ?, ?, ?)');
    for (const [actor, action, target, changes] of [
      [
        CUSTOMER_NAME,
        'bookings.customer-cancel',
        `booking ${bookingReference(booking)}`,
        [{ field: 'status', from: 'pending', to: 'cancelled' }],
      ],
      [PERFORMER_NAME, 'performers.profile.withdraw', `performer ${performer}`, []],
      [PASSWORD_OWNER_NAME, 'sign-in.failed', 'password', []],
      [UNKNOWN_PASSKEY_NAME, 'sign-in.failed', 'passkey', []],
    ] as const)
      entry.run(Date.now(), actor, action, target, JSON.stringify(changes), '198.51.100.9');
    record.close();
    await desk.goto('/admin');
    await expect(desk.getByRole('tab').first()).toContainText(PSEUDO);
    // The page's own title and description, which the server says before the panel runs.
    const head = [await desk.title(), (await desk.locator('meta[name="description"]').getAttribute('content')) ?? ''];
    const headEnglish = head.filter((text) => englishWords(text, data).length > 0);
    if (headEnglish.length) leaks['panel: page'] = headEnglish;
    // Data the panel shows besides the customer's: the cities, the seeded packages' and people's names.
    // The packages' subtitles ('2 Male Strippers · 1 hour') are the agency's own words too, as stored, and so are the
    // performers' descriptions (cut as Gestisci performer shows them) and their tags besides the panel's categories.
    const db = new Database(server.databasePath, { readonly: true });
    const subtitles = db
      .prepare<[], { value: string }>('select distinct subtitle as value from pricing_items')
      .all()
      .flatMap((row) => row.value.split(' · '));
    const performers = db.prepare<[], { description: string; tags: string }>('select description, tags from performers').all();
    db.close();
    const profiles = performers.flatMap((row) => [
      truncate(row.description, 100),
      ...(JSON.parse(row.tags) as string[]).filter((tag) => !['Male Stripper', 'Topless Waiter'].includes(tag)),
    ]);
    // The customer's address as Gestisci prenotazioni breaks it (a break before the @ and each dot of the domain).
    const address = CUSTOMER.customerEmail.split(/(?=@)|(?=\.[^.@]*$)/);
    const panelData = [
      ...data,
      ...subtitles,
      ...profiles,
      ...address,
      'Bangkok',
      'Pattaya',
      'Phuket',
      'GBP',
      'AUD',
      'EUR',
      'USD',
      'US$',
      'A$',
    ];
    // Each loading line starts the way the catalogue's does ('[Lóádíng…]').
    await visitEveryTab(desk, /^\[Lóádíng/, async (tab) => {
      await desk.waitForLoadState('networkidle');
      // What the tab shows as code (Contenuti's text keys) is data wherever it is named, in a button's name too.
      const tabData = [...panelData, ...(await desk.locator('main code').allTextContents())];
      const english = (await panelTexts(desk)).filter((text) => {
        // A page's path (Statistiche's pages) and a placeholder shown as written (Pagamenti's link pattern) are no words.
        return englishWords(text.replace(/\{\w+\}|(?<!\S)\/\S*/g, ' '), tabData).length > 0;
      });
      if (english.length) leaks[`panel: ${(await tab.textContent())?.trim()}`] = english;
    });
  });
  await desk.context().close();
  expect.soft(leaks).toEqual({});

  await test.step('the e-mails the customer got', async () => {
    const mails = await mailsTo(CUSTOMER.customerEmail);
    expect.soft(mails.length).toBeGreaterThan(1);
    for (const mail of mails) {
      expect.soft(mail.subject).toMatch(PSEUDO);
      const english = mail.text.split('\n').filter((line) => englishWords(line, data).length > 0);
      expect.soft(english, mail.subject).toEqual([]);
    }
  });

  await test.step('no pseudo word on an English or a Thai page', async () => {
    const paths = [...(await sitemapPaths('')), ...(await sitemapPaths('/th')), '/no-such-page', '/th/no-such-page'];
    const found: string[] = [];
    for (const p of paths) {
      // The language switch names the pseudo-language in it, marked as such (lang="xx").
      const html = (await (await fetch(`${server.url}${p}`)).text()).replace(/<(\w+)[^>]*\slang="xx"[^>]*>[^<]*<\/\1>/g, '');
      const at = html.search(PSEUDO);
      if (at >= 0) found.push(`${p}: …${html.slice(Math.max(0, at - 80), at + 40)}…`);
    }
    expect.soft(found).toEqual([]);
  });
});
