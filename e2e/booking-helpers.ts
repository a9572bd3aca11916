// Shared steps of the booking end-to-end specs (not a spec itself: Playwright only runs *.spec.ts).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { waitForLoadIslands } from './fixtures';

/** A date `days` from today as YYYY-MM-DD. */
export const futureDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The .eml files the server wrote (no SMTP in e2e), newest last; `dataDir` for a spec's own server. */
export function outbox(dataDir = process.env.E2E_DATA_DIR!): string[] {
  const dir = path.join(dataDir, 'outbox');
  try {
    return readdirSync(dir)
      .sort()
      .map((f) => readFileSync(path.join(dir, f), 'utf8'));
  } catch {
    return [];
  }
}

/** Waits until the booking island has hydrated (its NEXT button reacts). */
export async function openBooking(page: Page, query = '') {
  await page.goto(`/booking${query}`);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  // The address's choices are applied after hydration, as a transition: until then no service is shown and
  // nothing is busy yet. With a city in the address, wait for its services to be there (loading or not)…
  if (new URLSearchParams(query).has('city')) await expect(page.locator('[aria-busy]').first()).toBeAttached();
  // …and loaded (the form fills in as they arrive; a click meanwhile may land on a moving button).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // A service named in the address is chosen once its city's services are there: until then NEXT has nothing to go on.
  const title = new URLSearchParams(query).get('title');
  if (!title) return;
  const named = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - `);
  if ((await page.locator('select option', { hasText: named }).count()) > 0)
    await expect(page.locator('select option:checked', { hasText: named })).toHaveCount(1);
}

/**
 * Presses NEXT and waits for the details. On a busy machine a press in the first moments after the island
 * hydrated was seen to change nothing (twice in three CI runs, not reproduced alone): it is pressed again,
 * as a customer would, while NEXT is still there.
 */
export async function pressNext(page: Page) {
  const next = page.getByRole('button', { name: 'NEXT' });
  await expect(async () => {
    if (await next.isVisible()) await next.click();
    await expect(page.getByLabel('Full Name')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/** Fills the contact details with valid values for a unique customer. */
export async function fillContact(page: Page, email: string, days: number, time = '20:00') {
  await page.getByLabel('Full Name').fill('Anna Smith');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+66 81 234 5678');
  await page.getByLabel('Address').fill('88 Beach Road');
  await page.getByLabel('Venue Type').selectOption('hotel');
  await page.getByLabel('Sound System').selectOption('yes');
  await page.getByLabel('Occasion').selectOption('hens');
  await page.getByLabel('Event Date').fill(futureDate(days));
  await page.getByLabel('Event Time').fill(time);
}

/** Ticks performers by name inside one group. */
export async function tick(page: Page, group: 'Male Strippers' | 'Topless Waiters', names: string[]) {
  const box = page.getByRole('group', { name: group });
  for (const name of names) await box.getByLabel(name, { exact: true }).check();
}

/** Submits and waits for the summary; returns its URL. A refused request fails here, with the server's answer. */
export async function submitAndReachSummary(page: Page) {
  const sent = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/bookings',
  );
  await page.getByRole('button', { name: 'SUBMIT BOOKING' }).click();
  const answer = await sent;
  // A refusal leaves the form on screen, so its body can still be read (a success's page has gone by now).
  if (answer.status() !== 201) throw new Error(`POST /api/bookings answered ${answer.status()}: ${await answer.text()}`);
  await page.waitForURL(/\/booking\/[0-9a-f-]{36}\/summary$/);
  await expect(page.getByRole('heading', { name: 'SUMMARY' })).toBeVisible();
  // The summary's buttons (SEND, I have paid) are islands: a press before they hydrate is lost.
  await waitForLoadIslands(page);
  return page.url();
}

/** The confirm link (path and query) of the newest first e-mail to `email`, once it is written. */
export async function confirmLinkFor(email: string, dataDir?: string): Promise<string> {
  let link = '';
  await expect
    .poll(() => {
      // Quoted-printable may soft-break lines ("=" at the end) and writes "=" as "=3D".
      const mails = outbox(dataDir).map((m) => m.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
      const mail = mails.reverse().find((m) => m.includes(`<${email}>`) && m.includes('/booking/confirm?token='));
      link = mail ? /\/booking\/confirm\?token=[\w-]+/.exec(mail)![0] : '';
      return link;
    })
    .not.toBe('');
  return link;
}

/**
 * Follows a confirm link as the customer does: the page only offers its button (following the link
 * changes nothing); pressing it confirms, signs in and opens the summary at `summaryUrl` (a URL or glob).
 */
export async function confirmWithButton(page: Page, link: string, summaryUrl: string | RegExp) {
  await page.goto(link);
  await waitForLoadIslands(page);
  await page.getByRole('button', { name: 'Confirm my booking request' }).click();
  await page.waitForURL(summaryUrl);
}

/**
 * Submits, sees the summary say the request awaits confirmation, then follows the link of the first
 * e-mail and presses its button as the customer does: the summary is back with the booking pending
 * (holding its performers).
 */
export async function submitConfirmAndReachSummary(page: Page, email: string, dataDir?: string) {
  const url = await submitAndReachSummary(page);
  await expect(page.getByRole('heading', { name: 'Your request awaits confirmation' })).toBeVisible();
  await confirmWithButton(page, await confirmLinkFor(email, dataDir), url);
  await expect(page.getByTestId('booking-status')).toHaveText('pending');
  await waitForLoadIslands(page);
  return url;
}

/** Follows the confirm link mailed to `email` through a spec's own SMTP listener, over the API, as the customer's browser `request`. */
export async function confirmFromSmtp(
  request: APIRequestContext,
  smtp: { messages: { envelopeTo: string[]; parsed: { text?: string } }[] },
  email: string,
): Promise<void> {
  let token = '';
  await expect
    .poll(() => {
      const mail = smtp.messages.findLast((m) => m.envelopeTo.includes(email) && m.parsed.text?.includes('/booking/confirm?token='));
      token = /\/booking\/confirm\?token=([\w-]+)/.exec(mail?.parsed.text ?? '')?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  const answer = await request.post('/api/bookings/confirm', { data: { token } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Confirms a booking made over the API, as its customer's link would (for specs that book with page.request). */
export async function confirmByApi(request: APIRequestContext, email: string, dataDir?: string): Promise<void> {
  const token = new URL(await confirmLinkFor(email, dataDir), 'http://x').searchParams.get('token');
  const answer = await request.post('/api/bookings/confirm', { data: { token } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A public performer as /api/performers lists it. */
export interface PublicPerformer {
  id: string;
  name: string;
  location: string;
  tags: string[];
}

/** The first male stripper of `city` in the public list. */
export async function firstStripper(page: Page, city: string): Promise<PublicPerformer> {
  const performers = (await (await page.request.get('/api/performers')).json()) as PublicPerformer[];
  return performers.find((p) => p.location === city && p.tags.includes('Male Stripper'))!;
}

/**
 * A topless show by `stripper`, in the stripper's city, booked over the public API as `customer` on `eventDate`
 * (at `eventTime`, 20:00 unless given; in `locale`, English unless given); answers the booking's id.
 */
export async function bookTopless(
  page: Page,
  stripper: PublicPerformer,
  customer: { customerName: string; customerEmail: string; eventDate: string; eventTime?: string; locale?: string },
): Promise<string> {
  const booked = await page.request.post('/api/bookings', {
    data: {
      eventTime: '20:00',
      ...customer,
      customerPhone: '+66 81 000 0000',
      location: stripper.location,
      address: 'Beach Road',
      venueType: 'hotel',
      soundSystem: 'no',
      occasion: 'birthday',
      selectedMaleStripper: 'topless',
      selectedToplessWaiter: 'none',
      stripperIds: [stripper.id],
      waiterIds: [],
      performanceStyle: 'topless',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return ((await booked.json()) as { id: string }).id;
}

/** The address a test customer gets from the name: `Ana Admin` books as `ana.admin@example.com`. */
export const emailOf = (customerName: string) => `${customerName.toLowerCase().replace(/\W+/g, '.')}@example.com`;

/** A Bangkok topless show at 21:30 on `eventDate` for `customerName` (at emailOf(customerName)); answers the booking's id. */
export async function bookBangkok(page: Page, customerName: string, eventDate: string): Promise<string> {
  const stripper = await firstStripper(page, 'bangkok');
  return bookTopless(page, stripper, { customerName, customerEmail: emailOf(customerName), eventDate, eventTime: '21:30' });
}
