import type { Browser, Page } from '@playwright/test';
import { adminCall, expect, openTab, signIn, test, type PanelServer } from './admin-panel-fixtures';
import { confirmFromSmtp, fillContact, futureDate, pressNext, submitAndReachSummary, tick } from './booking-helpers';

// Where bookings come from, end to end: the owner adds a partner in the Partner tab; one visitor lands from a
// newsletter (/?utm_source=…), another from the partner's link (/?partner=CODE); each goes on to the booking form,
// which carries the landing without a cookie, and books. Statistiche attributes each booking to its source, and
// the partner's commission appears once the booking's advance is paid. The visitors' browsers say they are an
// ordinary phone's: a headless browser's own user agent is not counted (the visit rules leave crawlers out).

// Two visitors from one address: their browsers differ, so each is a visitor of the day with its own landing.
const PHONE_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const DESKTOP_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const tag = Math.random().toString(36).slice(2, 7);
const CODE = `HOTEL-${tag}`.toUpperCase();
const PARTNER = `Hotel Sabai ${tag}`;
const NEWSLETTER = `newsletter-${tag}`;
const CAMPAIGN = `songkran-${tag}`;
// Far enough ahead, and apart, that no other spec's booking holds the performer.
const days = 150 + Math.floor(Math.random() * 100);

/** Lands on `landing` as a visitor with `userAgent`, follows the site to the booking form and books Ryan; answers the booking's id. */
async function landAndBook(
  browser: Browser,
  server: PanelServer,
  visitor: { landing: string; userAgent: string; email: string; eventDays: number; partnerCode?: string },
) {
  const { landing, userAgent, email, eventDays, partnerCode = '' } = visitor;
  const context = await browser.newContext({ baseURL: server.url, userAgent, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(landing);
  // The visitor goes on from the landing, so the booking page's referrer is the landing's address.
  await page.evaluate(() => (window.location.href = '/booking?city=bangkok&service=male-stripper&title=TOPLESS'));
  await page.waitForURL(/\/booking\?/);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await pressNext(page);
  await fillContact(page, email, eventDays);
  await tick(page, 'Male Strippers', ['Ryan']);
  await expect(page.getByLabel('Partner code')).toHaveValue(partnerCode);
  const summary = await submitAndReachSummary(page);
  await confirmFromSmtp(page.request, server.smtp, email);
  await context.close();
  return /\/booking\/([0-9a-f-]{36})\/summary$/.exec(summary)![1]!;
}

/** Opens Statistiche on a custom period from today to `to`, waiting for its sources to load. */
async function openStatistiche(page: Page, to: string) {
  await page.reload();
  await openTab(page, 'Statistiche');
  const tab = page.getByRole('tabpanel');
  await tab.getByRole('combobox', { name: 'Periodo' }).selectOption('custom');
  await tab.getByLabel('Dal', { exact: true }).fill(futureDate(0));
  await tab.getByLabel('Al', { exact: true }).fill(to);
  return tab;
}

/** A row of a chart's table, by its name's start (the tables are folded under "Mostra i numeri"). */
async function chartRow(tab: ReturnType<Page['getByRole']>, section: string, name: string) {
  const region = tab.getByTestId(section);
  const fold = region.getByText('Mostra i numeri').first();
  if (!(await fold.evaluate((node) => (node.parentElement as HTMLDetailsElement).open))) await fold.click();
  return region.getByRole('row', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
}

test('a newsletter visit and a partner link each lead to a booking Statistiche attributes; the commission comes with the paid advance', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(240_000);
  await signIn(page);

  // The owner adds the partner: 10% of each paid booking.
  await openTab(page, 'Partner');
  await page.getByRole('button', { name: 'Nuovo partner' }).click();
  const form = page.getByRole('form', { name: 'Nuovo partner' });
  await form.getByLabel('Nome', { exact: true }).fill(PARTNER);
  await form.getByLabel('Codice', { exact: true }).fill('x');
  await form.getByLabel('Commissione (%)', { exact: true }).fill('10');
  await form.getByRole('button', { name: 'Salva' }).click();
  // A refusal is said on its field, and nothing is sent.
  await expect(form.getByText('Il codice va da 3 a 32 lettere, cifre o trattini')).toBeVisible();
  await form.getByLabel('Codice', { exact: true }).fill(CODE.toLowerCase());
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText(`${PARTNER} salvato`)).toBeVisible();
  await expect(page.getByTestId('partner-row').filter({ hasText: PARTNER })).toContainText(`/?partner=${CODE}`);

  const newsletterId = await landAndBook(browser, server, {
    landing: `/?utm_source=${NEWSLETTER}&utm_medium=email&utm_campaign=${CAMPAIGN}`,
    userAgent: PHONE_AGENT,
    email: `news.${tag}@example.com`,
    eventDays: days,
  });
  const partnerId = await landAndBook(browser, server, {
    landing: `/?partner=${CODE}`,
    userAgent: DESKTOP_AGENT,
    email: `partner.${tag}@example.com`,
    eventDays: days + 1,
    partnerCode: CODE,
  });

  // Statistiche: each booking under its source (visits are written in batches: ask until they are in).
  const to = futureDate(days + 1);
  await expect(async () => {
    const tab = await openStatistiche(page, to);
    const newsletter = await chartRow(tab, 'insights-sources', NEWSLETTER);
    // Visitors, requests, advance paid.
    await expect(newsletter).toHaveText(new RegExp(`^${NEWSLETTER}\\s*[1-9]\\d*\\s*1\\s*0$`), { timeout: 3_000 });
    const partner = await chartRow(tab, 'insights-sources', `Partner ${CODE}`);
    await expect(partner).toHaveText(new RegExp(`^Partner ${CODE}\\s*[1-9]\\d*\\s*1\\s*0$`), { timeout: 3_000 });
    await expect(await chartRow(tab, 'insights-campaigns', `${CAMPAIGN} · ${NEWSLETTER} / email`)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });

  // Nothing is due before the advance is paid.
  const tab = page.getByRole('tabpanel');
  const partnerRow = await chartRow(tab, 'insights-partners', `${PARTNER} (${CODE})`);
  // Visits, bookings, paid bookings, commission due.
  await expect(partnerRow).toHaveText(/\)\s*[1-9]\d*\s*1\s*0\s*฿0$/);

  // The desk marks the partner booking's advance received: the commission is 10% of its stored total.
  await adminCall(page, 'POST', `/api/admin/bookings/${partnerId}/advance`, { status: 'received' });
  const booking = (await (await page.request.get(`/api/admin/bookings/${partnerId}`)).json()) as { totalPrice: number };
  const commission = `฿${Math.round(booking.totalPrice * 0.1).toLocaleString('en-US')}`;

  const after = await openStatistiche(page, to);
  await expect(await chartRow(after, 'insights-sources', `Partner ${CODE}`)).toHaveText(
    new RegExp(`^Partner ${CODE}\\s*[1-9]\\d*\\s*1\\s*1$`),
  );
  await expect(await chartRow(after, 'insights-sources', NEWSLETTER)).toHaveText(new RegExp(`^${NEWSLETTER}\\s*[1-9]\\d*\\s*1\\s*0$`));
  await expect(await chartRow(after, 'insights-partners', `${PARTNER} (${CODE})`)).toHaveText(
    new RegExp(`\\)\\s*[1-9]\\d*\\s*1\\s*1\\s*${commission}$`),
  );

  // The Partner tab's months say the same, with its CSV.
  await openTab(page, 'Partner');
  await page.getByLabel('Al mese', { exact: true }).fill(to.slice(0, 7));
  // Its visits count in this month, its booking and commission in the event's month.
  const month = page
    .getByTestId('partner-month-row')
    .filter({ hasText: `${PARTNER} (${CODE})` })
    .filter({ hasText: to.slice(0, 7) });
  await expect(month).toContainText(commission);
  const csv = await page.request.get((await page.getByRole('link', { name: 'Scarica CSV' }).getAttribute('href'))!);
  expect(await csv.text()).toContain(`${PARTNER},${CODE},`);
  expect(newsletterId).not.toBe(partnerId);
});
