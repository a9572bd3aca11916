import type { Page } from '@playwright/test';
import { adminCall, deskBooking, expect, makePerformer, openTab, signIn, test } from './admin-panel-fixtures';
import { openBooking } from './booking-helpers';
import { inPounds, SAMPLE_RATES, scan } from './helpers';

// Prices in the visitor's currency (issue 45, part 4): the owner sets the rates in Pagamenti (Italian, a bad
// figure refused on its field); a visitor at 390 and 1280 px chooses £ on the pricing page and reads "≈ £…"
// beside each baht price, with no layout shift; the choice stays after a reload and on the booking form; axe clean.

/** The approximate line each `[data-fx]` element shows (its generated content), or '' when none. */
const shown = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const content = getComputedStyle(el, '::after').content;
      return content === 'none' || content === 'normal' ? '' : content.replace(/^"|"$/g, '');
    });

test('the owner sets the rates; a visitor chooses £ on pricing, sees "≈ £…" beside baht, and keeps it after a reload and on the booking form', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await openTab(page, 'Pagamenti');
  const card = page.getByRole('form', { name: 'Cambi delle valute' });
  await expect(card.getByTestId('rates-warning')).toContainText('Nessun cambio per GBP, AUD, EUR, USD');
  await card.getByLabel('Sterlina britannica: baht per 1 £').fill('0,0226');
  await card.getByRole('button', { name: 'Salva i cambi' }).click();
  await expect(card.getByText(/Il cambio è fuori scala/)).toBeVisible();
  await card.getByLabel('Sterlina britannica: baht per 1 £').fill('44,25');
  await card.getByLabel('Dollaro australiano: baht per 1 A$').fill('22.8');
  await card.getByLabel('Euro: baht per 1 €').fill('37.5');
  await card.getByLabel('Dollaro statunitense: baht per 1 US$').fill('33.8');
  await card.getByRole('button', { name: 'Salva i cambi' }).click();
  await expect(card.getByText(/^Impostato il .+ da /).first()).toBeVisible();
  await expect(card.getByTestId('rates-warning')).toHaveCount(0);
  await scan(page, 'form[aria-labelledby="rates-title"]');
  // The rates as stored (the form and the API agree).
  expect((await adminCall(page, 'PUT', '/api/admin/currency-rates', SAMPLE_RATES)).missing).toEqual([]);

  // A booking whose summary the visitor opens (its advance, total and cash then read in £ too).
  const performer = await makePerformer(page, { location: 'Bangkok', tags: ['Male Stripper'], availableFor: ['topless'] });
  const eventDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const id = await deskBooking(page, {
    customerName: 'Fiona Pounds',
    customerEmail: 'fiona-fx@example.com',
    eventDate,
    stripperId: performer.id,
    occasion: 'hens',
  });

  for (const width of [390, 1280]) {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 860 } });
    const visitor = await context.newPage();
    await visitor.goto('/pricing/bangkok');
    const choice = visitor.getByLabel('Also show prices in').first();
    await expect(choice).toHaveValue('THB');
    const price = visitor.locator('[data-card] [data-fx]').first();
    const baht = Number(await price.getAttribute('data-fx'));
    expect(await shown(visitor, '[data-card] [data-fx]')).toBe('');

    await choice.selectOption('GBP');
    await expect(price).toHaveAttribute('data-fx-text', inPounds(baht));
    expect(await shown(visitor, '[data-card] [data-fx]')).toBe(inPounds(baht));
    // Beside the baht price, never instead of it, with "charged in Thai baht".
    await expect(visitor.locator('[data-card] p.text-3xl').first()).toContainText(`฿${baht.toLocaleString('en')}`);
    await expect(visitor.getByText('Charged in Thai baht; other currencies are approximate.').first()).toBeVisible();
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await scan(visitor);

    // Remembered: a reload paints £ at once, with no layout shift.
    await visitor.reload();
    await expect(choice).toHaveValue('GBP');
    await expect(price).toHaveAttribute('data-fx-text', inPounds(baht));
    const shift = await visitor.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
        }),
    );
    expect(shift).toBe(0);

    // The booking form keeps the choice; its price summary (an island) shows the line too.
    await openBooking(visitor, '?city=bangkok&service=male-stripper&title=TOPLESS');
    await expect(visitor.getByLabel('Also show prices in')).toHaveValue('GBP');
    const total = visitor.getByTestId('price-summary').locator('[data-fx]').first();
    // The total settles once the quote arrives: then its line is the £ of its baht.
    await expect(async () => {
      const [baht, line] = await total.evaluate((el) => [Number((el as HTMLElement).dataset.fx), (el as HTMLElement).dataset.fxText]);
      expect(baht).toBeGreaterThan(0);
      expect(line).toBe(inPounds(baht));
    }).toPass();
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await scan(visitor);

    // The booking's summary: the advance, and the total and cash rows, each beside its baht.
    await visitor.goto(`/booking/${id}/summary`);
    await expect(visitor.getByLabel('Also show prices in')).toHaveValue('GBP');
    const spans = visitor.locator('main [data-fx]');
    expect(await spans.count()).toBeGreaterThanOrEqual(3);
    for (const span of await spans.all())
      await expect(span).toHaveAttribute('data-fx-text', inPounds(Number(await span.getAttribute('data-fx'))));
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await scan(visitor);
    await context.close();
  }
});
