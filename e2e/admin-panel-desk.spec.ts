import type { Page } from '@playwright/test';
import { adminCall, expect, makePerformer, openTab, signIn, test } from './admin-panel-fixtures';
import { scan } from './helpers';

// The agency's desk as a person uses it: a booking taken by phone (no e-mail) from Manage Bookings, and
// a reschedule on the calendar by the "Sposta" dialog with the keyboard (with undo) and by drag and drop
// to another day and hour of the week's time grid (with undo).

const bangkokToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Signs in with a Bangkok stripper of this test only (so the widths never clash), made before the panel opens so it lists them. */
async function signInWithOwnPerformer(page: Page) {
  let performer!: { id: string; name: string };
  await signIn(page, undefined, async () => {
    performer = await makePerformer(page, { location: 'Bangkok', tags: ['Male Stripper'], availableFor: ['topless'] });
  });
  return performer;
}

const booking = async (page: Page, id: string) =>
  (await (await page.request.get(`/api/admin/bookings/${id}`)).json()) as Record<string, unknown>;

test('an empty Nuova prenotazione shows every error on its field and brings the first into view, focused (390 px, axe clean)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, 'bookings');
  await page.getByRole('button', { name: 'Nuova prenotazione' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuova prenotazione' });
  const create = dialog.getByRole('button', { name: 'Crea prenotazione' });
  // Sent from the bottom of the dialog, as a person does after scrolling through it.
  await create.scrollIntoViewIfNeeded();
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/admin/bookings') && r.request().method() === 'POST');
  await create.click();
  expect((await refused).status()).toBe(400);

  const name = dialog.getByLabel('Nome del cliente');
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Il nome è obbligatorio');
  await expect(dialog.getByLabel('Telefono', { exact: true })).toHaveAccessibleDescription(
    /Il telefono è obbligatorio se manca l’indirizzo e-mail/,
  );
  await expect(dialog.getByLabel('Indirizzo', { exact: true })).toHaveAccessibleDescription('L’indirizzo è obbligatorio');
  await expect(dialog.getByLabel('Data', { exact: true })).toHaveAccessibleDescription('La data dell’evento è obbligatoria');
  await expect(dialog.getByRole('group', { name: 'Spogliarellisti scelti' })).toHaveAccessibleDescription(
    'Il numero di spogliarellisti scelti non corrisponde al servizio',
  );
  await scan(page);
});

for (const width of [1280, 360]) {
  test(`a booking taken by phone, without e-mail, is created confirmed from Manage Bookings (axe clean at ${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const performer = await signInWithOwnPerformer(page);
    await openTab(page, 'Manage Bookings');
    await page.getByRole('button', { name: 'Nuova prenotazione' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuova prenotazione' });
    await expect(dialog).toBeVisible();
    const customer = `Telefono Tina ${width}`;
    await dialog.getByLabel('Nome del cliente').fill(customer);
    await dialog.getByLabel('Telefono').fill('+66 81 222 3333');
    await dialog.getByLabel('Data', { exact: true }).fill(addDays(bangkokToday(), 20));
    await dialog.getByLabel('Ora', { exact: true }).fill('20:00');
    await dialog.getByLabel('Indirizzo').fill('5 Sukhumvit Soi 22');
    await dialog.getByRole('checkbox', { name: performer.name }).check();
    await scan(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const created = page.waitForResponse((r) => r.url().endsWith('/api/admin/bookings') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Crea prenotazione' }).click();
    expect((await created).status()).toBe(201);
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/creata e confermata/)).toBeVisible();
    const item = page.getByTestId(width >= 1024 ? 'booking-row' : 'booking-card').filter({ hasText: customer });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Confirmed');
  });

  test(`a booking is moved on the calendar with Sposta by keyboard and by drag and drop to another day and hour of the week (undo in the toast, axe clean at ${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const performer = await signInWithOwnPerformer(page);
    const day = addDays(bangkokToday(), 30);
    const { id } = (await adminCall(page, 'POST', '/api/admin/bookings', {
      customerName: `Calendario Carlo ${width}`,
      customerPhone: '+66 81 444 5555',
      location: 'bangkok',
      address: '1 Silom Road',
      venueType: 'hotel',
      soundSystem: 'yes',
      occasion: 'birthday',
      eventDate: day,
      eventTime: '20:30',
      selectedMaleStripper: 'topless',
      selectedToplessWaiter: 'none',
      stripperIds: [performer.id],
      performanceStyle: 'topless',
    })) as { id: string };
    const reference = id.slice(-8).toUpperCase();

    await openTab(page, 'Calendario');
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Vai alla data').fill(day);
    const entry = panel.getByRole('button', { name: new RegExp(`#${reference}`) }).first();
    await expect(entry).toBeVisible();
    await scan(page);

    // The keyboard way: Sposta opens the dialog, Enter saves, the toast offers Annulla.
    await panel.getByRole('button', { name: `Sposta la prenotazione ${reference}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Sposta #${reference}` });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Nuova ora').fill('21:30');
    await scan(page);
    const moved = page.waitForResponse((r) => r.url().endsWith(`/api/admin/bookings/${id}`) && r.request().method() === 'PATCH');
    await dialog.getByLabel('Nuova ora').press('Enter');
    expect((await moved).status()).toBe(200);
    await expect(dialog).toBeHidden();
    expect(await booking(page, id)).toMatchObject({ eventDate: day, eventTime: '21:30' });
    const undo = page.getByRole('button', { name: 'Annulla' });
    const undone = page.waitForResponse((r) => r.url().endsWith(`/api/admin/bookings/${id}`) && r.request().method() === 'PATCH');
    await undo.focus();
    await page.keyboard.press('Enter');
    expect((await undone).status()).toBe(200);
    await expect(page.getByText(/riportata/)).toBeVisible();
    expect(await booking(page, id)).toMatchObject({ eventDate: day, eventTime: '20:30' });

    // Drag and drop to another day and hour of the week's grid: it starts that day at that hour, its
    // minutes kept (20:30 dropped on 22:00 of the day before starts at 22:30 then); Annulla puts it back.
    // The week's grid is drawn again after the undo (its bookings reloaded): wait for its seven days.
    await expect(panel.getByTestId('calendar-day')).toHaveCount(7);
    const days = await panel.getByTestId('calendar-day').evaluateAll((items) => items.map((item) => item.getAttribute('data-day')));
    // The neighbouring day, so that on a phone (the grid scrolling sideways) source and target fit on the screen together.
    const index = days.indexOf(day);
    const target = days[index > 0 ? index - 1 : index + 1]!;
    const cell = (date: string, hour: string) => panel.locator(`[data-day="${date}"] [data-hour="${hour}"]`);
    const inCell = (date: string, hour: string) =>
      cell(date, hour)
        .getByTestId('calendar-entry')
        .filter({ hasText: `#${reference}` });
    await expect(inCell(day, '20:00')).toBeVisible();
    await cell(target, '22:00').scrollIntoViewIfNeeded();
    const dragged = page.waitForResponse((r) => r.url().endsWith(`/api/admin/bookings/${id}`) && r.request().method() === 'PATCH');
    await inCell(day, '20:00').dragTo(cell(target, '22:00'));
    expect((await dragged).status()).toBe(200);
    expect(await booking(page, id)).toMatchObject({ eventDate: target, eventTime: '22:30' });
    await expect(inCell(target, '22:00')).toBeVisible();
    await expect(inCell(day, '20:00')).toHaveCount(0);
    const britishTarget = target.split('-').reverse().join('/');
    await expect(page.getByText(`#${reference} spostata a`)).toContainText(`${britishTarget}, 22:30`);
    const undoneDrag = page.waitForResponse((r) => r.url().endsWith(`/api/admin/bookings/${id}`) && r.request().method() === 'PATCH');
    await page.getByRole('button', { name: 'Annulla' }).click();
    expect((await undoneDrag).status()).toBe(200);
    await expect(inCell(day, '20:00')).toBeVisible();
    expect(await booking(page, id)).toMatchObject({ eventDate: day, eventTime: '20:30' });
    await scan(page);
    // The grid scrolls sideways inside its own box on a phone, never the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const week = panel.getByTestId('calendar-week');
    expect(await week.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(width < 1000);

    // The month view shows each day's load.
    await panel.getByRole('button', { name: 'Mese', exact: true }).click();
    const british = day.split('-').reverse().join('/');
    await expect(panel.getByRole('button', { name: new RegExp(`${british}:\\s*\\d+ prenotazion`) })).toBeVisible();
    await scan(page);
  });
}

/** The body of a booking the agency takes for `performerId` on `day` at `time` (through the API, to set up a test). */
const deskBody = (customerName: string, performerId: string, day: string, time: string) => ({
  customerName,
  customerPhone: '+66 81 444 6666',
  location: 'bangkok',
  address: '3 Sathorn Road',
  venueType: 'hotel',
  soundSystem: 'yes',
  occasion: 'birthday',
  eventDate: day,
  eventTime: time,
  selectedMaleStripper: 'topless',
  selectedToplessWaiter: 'none',
  stripperIds: [performerId],
  performanceStyle: 'topless',
});

const patched = (page: Page, id: string) =>
  page.waitForResponse((r) => r.url().endsWith(`/api/admin/bookings/${id}`) && r.request().method() === 'PATCH');

// The day view of the calendar on the date of one booking at 20:30 made through the API.
async function dayView(page: Page, name: string, daysAhead: number) {
  await page.setViewportSize({ width: 1280, height: 900 });
  const performer = await signInWithOwnPerformer(page);
  const day = addDays(bangkokToday(), daysAhead);
  const { id } = (await adminCall(page, 'POST', '/api/admin/bookings', deskBody(name, performer.id, day, '20:30'))) as { id: string };
  await openTab(page, 'Calendario');
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'Giorno', exact: true }).click();
  await panel.getByLabel('Vai alla data').fill(day);
  return { performer, day, id, reference: id.slice(-8).toUpperCase(), panel };
}

test('the day view: a booking dragged to another hour moves there, with undo in the toast and the keyboard way beside it (axe clean)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { day, id, reference, panel } = await dayView(page, 'Ora Oscar', 32);
  const inHour = (hour: string) =>
    panel
      .locator(`[data-hour="${hour}"]`)
      .getByTestId('calendar-entry')
      .filter({ hasText: `#${reference}` });
  await expect(inHour('20:00')).toBeVisible();
  await scan(page);

  // Dropped on the 22:00 row, it starts at 22:30 (its minutes kept); Annulla puts it back.
  const dragged = patched(page, id);
  await inHour('20:00').dragTo(panel.locator('[data-hour="22:00"]'));
  expect((await dragged).status()).toBe(200);
  expect(await booking(page, id)).toMatchObject({ eventDate: day, eventTime: '22:30' });
  await expect(inHour('22:00')).toBeVisible();
  await expect(page.getByText(`#${reference} spostata a`)).toContainText('22:30');
  const undone = patched(page, id);
  await page.getByRole('button', { name: 'Annulla' }).click();
  expect((await undone).status()).toBe(200);
  await expect(inHour('20:00')).toBeVisible();
  expect(await booking(page, id)).toMatchObject({ eventDate: day, eventTime: '20:30' });
  // The keyboard way stays beside the drag.
  await expect(panel.getByRole('button', { name: `Sposta la prenotazione ${reference}` })).toBeVisible();
});

test('the day view: an hour’s + opens a new booking at that day and hour, its price shown live and saved as shown (axe clean)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { performer, day, reference, panel } = await dayView(page, 'Ora Orsola', 34);
  await expect(panel.getByTestId('calendar-entry').filter({ hasText: `#${reference}` })).toBeVisible();

  // The 23:00 row's +: a new booking on that day at 23:00, its price shown live as the form changes.
  await panel.getByRole('button', { name: new RegExp(`^Nuova prenotazione, .+ alle 23:00$`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuova prenotazione' });
  await expect(dialog.getByLabel('Data', { exact: true })).toHaveValue(day);
  await expect(dialog.getByLabel('Ora', { exact: true })).toHaveValue('23:00');
  const quote = dialog.getByTestId('price-quote');
  await expect(quote).toHaveAttribute('aria-live', 'polite');
  const priced = (body: Record<string, unknown>) =>
    page.request.post('/api/pricing/calculate', { data: body }).then(async (r) => (await r.json()) as { totalPrice: number });
  const baht = (amount: number) => `฿${amount.toLocaleString('en-US')}`;
  const standard = await priced({ location: 'bangkok', selectedMaleStripper: 'topless', stripperIds: [] });
  await expect(quote).toContainText(`Totale${baht(standard.totalPrice)}`);
  await expect(quote).toContainText(`Anticipo${baht(Math.round(standard.totalPrice * 0.3))}`);

  await dialog.getByLabel('Nome del cliente').fill('Notte Nadia');
  await dialog.getByLabel('Telefono').fill('+66 81 777 8888');
  await dialog.getByLabel('Indirizzo').fill('8 Wireless Road');
  await dialog.getByRole('checkbox', { name: performer.name }).check();
  await dialog.getByLabel('Durata (minuti)').fill('120');
  const longer = await priced({ location: 'bangkok', selectedMaleStripper: 'topless', stripperIds: [performer.id], duration: 120 });
  expect(longer.totalPrice).toBeGreaterThan(standard.totalPrice);
  await expect(quote).toContainText(`Totale${baht(longer.totalPrice)}`);
  await scan(page);

  // A city where the chosen performer does not work cannot be priced (nor saved): the quote says so.
  await dialog.getByRole('combobox', { name: 'Città' }).selectOption('pattaya');
  await expect(quote).toContainText('Impossibile calcolare il prezzo');
  await dialog.getByRole('combobox', { name: 'Città' }).selectOption('bangkok');
  await expect(quote).toContainText(`Totale${baht(longer.totalPrice)}`);

  // The price saved is the price shown.
  const created = page.waitForResponse((r) => r.url().endsWith('/api/admin/bookings') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Crea prenotazione' }).click();
  const made = await created;
  expect(made.status()).toBe(201);
  const saved = await booking(page, ((await made.json()) as { id: string }).id);
  expect(saved).toMatchObject({ eventDate: day, eventTime: '23:00', duration: 120, totalPrice: longer.totalPrice });
});

test('a booking whose date is past can still be edited (a note after the show), but not moved to a past date', async ({ page, server }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const performer = await signInWithOwnPerformer(page);
  const { id } = (await adminCall(
    page,
    'POST',
    '/api/admin/bookings',
    deskBody('Passato Paolo', performer.id, addDays(bangkokToday(), 33), '19:00'),
  )) as { id: string };
  const past = addDays(bangkokToday(), -2);
  server.sql('update bookings set event_date = ? where id = ?', past, id);
  server.sql('update booking_performers set event_date = ? where booking_id = ?', past, id);
  const reference = id.slice(-8).toUpperCase();

  await openTab(page, 'Calendario');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Vai alla data').fill(past);
  await panel.getByRole('button', { name: new RegExp(`#${reference}`) }).click();
  await page.getByRole('dialog', { name: 'Booking Details' }).getByRole('button', { name: 'Modifica' }).click();
  const form = page.getByRole('dialog', { name: `Modifica prenotazione #${reference}` });
  await form.getByLabel('Richieste particolari').fill('Saldo ricevuto in contanti dopo la serata');

  // Moving it to another past day is refused, with the date rule's message on the date.
  await form.getByLabel('Data', { exact: true }).fill(addDays(past, -1));
  let saving = patched(page, id);
  await form.getByRole('button', { name: 'Salva modifiche' }).click();
  expect((await saving).status()).toBe(400);
  await expect(form.getByText('La data dell’evento non può essere nel passato').first()).toBeVisible();

  // The date left as it was, the note is saved.
  await form.getByLabel('Data', { exact: true }).fill(past);
  saving = patched(page, id);
  await form.getByRole('button', { name: 'Salva modifiche' }).click();
  expect((await saving).status()).toBe(200);
  await expect(form).toBeHidden();
  await expect(page.getByText(`Prenotazione #${reference} modificata`)).toBeVisible();
  expect(await booking(page, id)).toMatchObject({ eventDate: past, specialRequests: 'Saldo ricevuto in contanti dopo la serata' });
});
