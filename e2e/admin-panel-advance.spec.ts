import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { adminCall, expect, openTab, searchBookings, signIn, test } from './admin-panel-fixtures';
import { bookBangkok, confirmFromSmtp, emailOf } from './booking-helpers';
import { scan } from './helpers';

// The advance in the admin's hands: the customer reports a payment with a slip on the
// summary page, the admin filters, sees the slip, marks it received; the Confirm Booking warning.

let counter = Math.floor(Math.random() * 300);

/** Books a Bangkok topless show through the public API; answers its id and reference. */
async function book(page: Page, customerName: string) {
  counter += 1;
  // A distinct date per booking (and years apart from the other specs), so the performer is free.
  const day = new Date(Date.UTC(2034, 0, 1) + counter * 86_400_000).toISOString().slice(0, 10);
  const id = await bookBangkok(page, customerName, day);
  return { id, ref: id.slice(-8).toUpperCase() };
}

/** Reports the advance as paid with a slip over the public API (what the summary's form sends, same origin). */
async function reportWithSlip(page: Page, id: string, origin: string) {
  const buffer = await sharp({ create: { width: 300, height: 500, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();
  const response = await page.request.post(`/api/bookings/${id}/advance`, {
    multipart: { slip: { name: 'slip.jpg', mimeType: 'image/jpeg', buffer } },
    headers: { Origin: origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function findBooking(page: Page, search: string) {
  await openTab(page, 'Manage Bookings');
  await searchBookings(page, search);
  await expect(page.getByTestId('booking-row')).toHaveCount(1);
}

test('a reported payment: filter, slip in Booking Details, mark received, the customer sees it', async ({
  page,
  browser,
  baseURL,
  server,
}) => {
  test.setTimeout(90_000);
  const name = `Paula Payer ${counter}`;
  // The customer books and confirms from her own browser, then presses 'I have paid' with a slip on her summary page.
  const customer = await (await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } })).newPage();
  const { id, ref } = await book(customer, name);
  await confirmFromSmtp(customer.request, server.smtp, emailOf(name));
  await customer.goto(`/booking/${id}/summary`);
  await customer.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  const slip = await sharp({ create: { width: 300, height: 500, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();
  await customer.getByLabel('Transfer slip (optional)').setInputFiles({ name: 'slip.jpg', mimeType: 'image/jpeg', buffer: slip });
  await customer.getByRole('button', { name: 'I have paid' }).click();
  await expect(customer.getByTestId('advance-status')).toHaveText('Payment reported');

  await signIn(page);
  await findBooking(page, name);
  const row = page.getByTestId('booking-row');
  await expect(row.getByTestId('advance-badge')).toHaveText('Pagamento segnalato');
  const advanceFilter = page.getByLabel('Filtro acconto');
  await advanceFilter.selectOption({ label: 'Acconto non pagato' });
  await expect(page.getByText('No bookings match your search')).toBeVisible();
  await advanceFilter.selectOption({ label: 'Pagamento segnalato' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`#${ref}`);

  await row.getByRole('button', { name: /Dettagli della prenotazione/ }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details).toContainText('Pagamento segnalato');
  const image = details.getByRole('img', { name: `Ricevuta del bonifico della prenotazione #${ref}` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(300);
  await expect(details.getByRole('button', { name: 'Riporta a non pagato' })).toBeVisible();
  await details.getByRole('button', { name: 'Segna acconto ricevuto' }).click();
  await expect(page.getByText('Acconto segnato come ricevuto')).toBeVisible();
  await expect(details).toContainText('Acconto ricevuto');
  await expect(details.getByRole('button', { name: 'Segna acconto ricevuto' })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Segna come rimborsato' })).toBeVisible();
  await details.getByRole('button', { name: 'Chiudi', exact: true }).last().click();

  // The list refreshed: no longer a reported payment, now among the received ones.
  await expect(page.getByText('No bookings match your search')).toBeVisible();
  await advanceFilter.selectOption({ label: 'Acconto ricevuto' });
  await expect(row.getByTestId('advance-badge')).toHaveText('Acconto ricevuto');

  await customer.reload();
  await expect(customer.getByTestId('advance-status')).toHaveText('Advance received');
  await customer.context().close();
});

test('a move the server refuses (changed meanwhile) shows its message and changes nothing', async ({ page, server }) => {
  await signIn(page);
  const name = `Rita Refused ${counter}`;
  const { id } = await book(page, name);
  // Only a confirmed booking can report its advance: the customer follows the e-mailed link first.
  await confirmFromSmtp(page.request, server.smtp, emailOf(name));
  await reportWithSlip(page, id, server.url);
  await findBooking(page, name);
  await page
    .getByTestId('booking-row')
    .getByRole('button', { name: /Dettagli della prenotazione/ })
    .click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details.getByRole('button', { name: 'Riporta a non pagato' })).toBeVisible();
  // Another admin tab marks it received first.
  await adminCall(page, 'POST', `/api/admin/bookings/${id}/advance`, { status: 'received' });
  await details.getByRole('button', { name: 'Riporta a non pagato' }).click();
  await expect(page.getByText("Errore durante l'aggiornamento dell'acconto")).toBeVisible();
  await expect(page.getByText("L'acconto non può passare da «Acconto ricevuto» a «Acconto non pagato».")).toBeVisible();
  expect((await (await page.request.get(`/api/admin/bookings/${id}`)).json()).advanceStatus).toBe('received');
});

test('no slip: Booking Details says so; refunding asks first', async ({ page }) => {
  await signIn(page);
  const name = `Nora Noslip ${counter}`;
  const { id } = await book(page, name);
  await adminCall(page, 'POST', `/api/admin/bookings/${id}/advance`, { status: 'received' });
  await findBooking(page, name);
  await page
    .getByTestId('booking-row')
    .getByRole('button', { name: /Dettagli della prenotazione/ })
    .click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details.getByText('Nessuna ricevuta allegata')).toBeVisible();
  await details.getByRole('button', { name: 'Segna come rimborsato' }).click();
  const ask = page.getByRole('alertdialog', { name: "Segnare l'acconto come rimborsato?" });
  await ask.getByRole('button', { name: 'Segna come rimborsato' }).click();
  await expect(page.getByText('Acconto segnato come rimborsato')).toBeVisible();
  await expect(details).toContainText('Acconto rimborsato');
  await expect(details.getByRole('button', { name: /Mark|Back to/ })).toHaveCount(0);
  await expect(page.getByTestId('booking-row').getByTestId('advance-badge')).toHaveText('Acconto rimborsato');
});

test('Confirm Booking warns while the advance is not received, and still confirms', async ({ page }) => {
  await signIn(page);
  const tag = `Wanda Warn ${counter}`;
  const unpaid = await book(page, `${tag} Unpaid`);
  const received = await book(page, `${tag} Received`);
  await adminCall(page, 'POST', `/api/admin/bookings/${received.id}/advance`, { status: 'received' });
  const dialog = page.getByRole('dialog', { name: 'Confirm Booking' });

  await findBooking(page, `${tag} Received`);
  await page
    .getByTestId('booking-row')
    .getByRole('combobox', { name: /Stato della prenotazione/ })
    .selectOption('confirmed');
  await expect(dialog.getByLabel('Importo in contanti (THB)')).not.toHaveValue('');
  await expect(dialog.getByTestId('advance-warning')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();

  await searchBookings(page, `${tag} Unpaid`);
  await expect(page.getByTestId('booking-row')).toContainText(`#${unpaid.ref}`);
  await page
    .getByTestId('booking-row')
    .getByRole('combobox', { name: /Stato della prenotazione/ })
    .selectOption('confirmed');
  const warning = dialog.getByTestId('advance-warning');
  await expect(warning).toContainText(
    "L'acconto non è ancora stato ricevuto (stato: Acconto non pagato). Conferma solo se hai preso accordi diversi con il cliente.",
  );
  const send = dialog.getByRole('button', { name: "Conferma e invia l'e-mail" });
  await expect(send).toHaveAccessibleDescription(/L'acconto non è ancora stato ricevuto/);
  await expect(dialog.getByLabel('Importo in contanti (THB)')).not.toHaveValue('');
  await send.click();
  await expect(page.getByText('Prenotazione confermata: e-mail in coda')).toBeVisible();
  expect((await (await page.request.get(`/api/admin/bookings/${unpaid.id}`)).json()).status).toBe('confirmed');
});

for (const width of [1280, 360]) {
  test(`the bookings tab with the advance controls has no axe violations at ${width} px`, async ({ page, server }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    const name = `Axel Advance ${width} ${counter}`;
    const { id } = await book(page, name);
    await confirmFromSmtp(page.request, server.smtp, emailOf(name));
    await reportWithSlip(page, id, server.url);
    await openTab(page, 'Manage Bookings');
    await page.getByLabel('Filtro acconto').selectOption({ label: 'Pagamento segnalato' });
    const item = page.getByTestId(width < 768 ? 'booking-card' : 'booking-row').filter({ hasText: name });
    await expect(item.getByTestId('advance-badge')).toHaveText('Pagamento segnalato');
    await page.waitForLoadState('networkidle');
    await scan(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await item.getByRole('button', { name: /Dettagli della prenotazione/ }).click();
    const details = page.getByRole('dialog', { name: 'Booking Details' });
    await expect(details.getByRole('img', { name: /Ricevuta del bonifico/ })).toBeVisible();
    await scan(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
