import path from 'node:path';
import { expect, openTab, signIn, test, type PanelServer } from './admin-panel-fixtures';
import { scan } from './helpers';

// Statistiche (owner): the figures of a period as a person reads them, at 360 and 1280 px, with axe clean and
// nothing scrolling sideways; the loading and error states (Riprova); a custom period the server would refuse.
// With INSIGHTS_SCREENSHOT_DIR set, the tab of this month is saved as insights-<width>.png there.

/** Today's Bangkok date. */
const bangkokToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

/** Bookings written straight into the server's database: a far-off month with known figures, and this month for the picture. */
function seed(server: PanelServer, tag: string) {
  const insert = (eventDate: string, eventTime: string, status: string, total: number, location: string, occasion: string | null) =>
    server.sql(
      `INSERT INTO bookings (id, customer_name, customer_email, service_type, performance_style, occasion, event_date, event_time,
        duration, total_price, advance_amount, cash_amount, advance_percent, location, status, advance_status, additional_data)
       VALUES (?, 'Guest', 'guest@example.com', 'TOPLESS', 'topless', ?, ?, ?, 60, ?, ?, ?, 30, ?, ?, ?, ?)`,
      `${tag}-${eventDate}-${eventTime}-${status}-${Math.random()}`,
      occasion,
      eventDate,
      eventTime,
      total,
      Math.round(total * 0.3),
      total - Math.round(total * 0.3),
      location,
      status,
      status === 'completed' ? 'received' : 'unpaid',
      JSON.stringify({ services: { selectedMaleStripper: 'topless', selectedToplessWaiter: 'sexy-host' } }),
    );
  // Each test of the worker starts from the same far-off month.
  server.sql(`DELETE FROM bookings WHERE event_date LIKE '2035-%'`);
  // May 2035: 6 requests, 4 confirmed by the agency (one completed), 1 cancelled, 1 awaiting its e-mail.
  insert('2035-05-02', '21:00', 'confirmed', 10000, 'bangkok', 'hens');
  insert('2035-05-09', '20:00', 'confirmed', 12000, 'pattaya', 'birthday');
  insert('2035-05-17', '22:00', 'confirmed', 8000, 'bangkok', 'hens');
  insert('2035-05-31', '23:30', 'completed', 10000, 'phuket', null);
  insert('2035-05-20', '19:00', 'cancelled', 9000, 'bangkok', 'other');
  insert('2035-05-25', '21:00', 'requested', 7000, 'bangkok', 'hens');
  // The first of June is outside May, whatever the hour.
  insert('2035-06-01', '00:30', 'confirmed', 50000, 'bangkok', 'hens');
  const month = bangkokToday().slice(0, 8);
  for (const [day, time, status, total, city] of [
    ['03', '20:00', 'confirmed', 14500, 'bangkok'],
    ['07', '21:30', 'completed', 9800, 'pattaya'],
    ['12', '22:00', 'confirmed', 12000, 'bangkok'],
    ['14', '21:00', 'pending', 8000, 'phuket'],
    ['19', '20:30', 'cancelled', 7000, 'bangkok'],
    ['21', '21:00', 'confirmed', 16000, 'bangkok'],
    ['26', '23:00', 'completed', 11000, 'phuket'],
  ] as const)
    insert(`${month}${day}`, time, status, total, city, 'hens');
}

for (const width of [360, 1280]) {
  test(`Statistiche at ${width} px: the figures of a period, axe clean, nothing sideways`, async ({ page, server }) => {
    test.setTimeout(120_000);
    seed(server, `w${width}`);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await openTab(page, 'Statistiche');
    const tab = page.getByRole('tabpanel');
    await expect(tab.getByRole('heading', { name: "Dalla richiesta all'evento" })).toBeVisible();
    await expect(tab.getByRole('combobox', { name: 'Periodo' })).toHaveValue('month');

    const screenshots = process.env.INSIGHTS_SCREENSHOT_DIR;
    if (screenshots) await page.screenshot({ path: path.join(screenshots, `insights-${width}.png`), fullPage: true });

    // A custom period with known figures: May 2035.
    await tab.getByRole('combobox', { name: 'Periodo' }).selectOption('custom');
    await tab.getByLabel('Dal', { exact: true }).fill('2035-05-31');
    await tab.getByLabel('Al', { exact: true }).fill('2035-05-01');
    await expect(tab.getByRole('alert')).toHaveText('La data finale viene prima di quella iniziale.');
    await tab.getByLabel('Dal', { exact: true }).fill('2035-05-01');
    await tab.getByLabel('Al', { exact: true }).fill('2035-05-31');
    await expect(tab.getByText('Dal 01/05/2035 al 31/05/2035 (31 giorni), rispetto al 31/03/2035–30/04/2035.')).toBeVisible();
    const summary = tab.getByRole('region', { name: 'Riepilogo' });
    await expect(summary.getByRole('definition').filter({ hasText: '฿40,000' })).toBeVisible();
    const funnel = tab.getByRole('region', { name: "Dalla richiesta all'evento" });
    await expect(funnel.getByRole('listitem').filter({ hasText: /^Richieste/ })).toContainText('6 (100% delle richieste)');
    await expect(funnel.getByRole('listitem').filter({ hasText: /^Confermate dall'agenzia/ })).toContainText('4 (67% delle richieste)');
    await expect(funnel.getByRole('listitem').filter({ hasText: /^Annullate/ })).toContainText('1 (17% delle richieste)');
    await expect(tab.getByRole('table', { name: /Per città/ }).getByRole('row', { name: /Bangkok/ })).toContainText('฿18,000');
    // The chart is an image with a sentence; its numbers are one tap away.
    await expect(tab.getByRole('img', { name: /Grafico dei ricavi/ })).toBeVisible();
    await tab.getByText('Mostra i numeri').first().click();
    await expect(
      tab.getByRole('table', { name: 'Ricavi e prenotazioni per settimana' }).getByRole('row', { name: /^28 mag/ }),
    ).toContainText('฿10,000');
    await expect(tab.getByRole('table', { name: /per giorno della settimana e ora/ })).toBeVisible();

    await page.waitForLoadState('networkidle');
    await scan(page);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('Statistiche: a failed load says so and Riprova loads it', async ({ page }) => {
  let failures = 1;
  await page.route(
    (url) => url.pathname === '/api/admin/insights',
    async (route) => {
      if (failures-- > 0)
        await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Servizio non disponibile' }) });
      else await route.continue();
    },
  );
  await signIn(page, 'insights');
  const tab = page.getByRole('tabpanel');
  await expect(tab.getByRole('alert')).toContainText('Impossibile caricare le statistiche');
  await tab.getByRole('button', { name: 'Riprova' }).click();
  await expect(tab.getByRole('heading', { name: 'Statistiche' })).toBeVisible();
  await expect(tab.getByText(/^Dal \d\d\/\d\d\/\d{4} al/)).toBeVisible();
  await expect(tab.getByRole('alert')).toHaveCount(0);
});
