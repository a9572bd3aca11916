import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { adminCall, expect, makePerformer, openTab, signIn, test } from './admin-panel-fixtures';

// The agency's desk as a person uses it: a booking taken by phone (no e-mail) from Manage Bookings, and
// a reschedule on the calendar by the "Sposta" dialog with the keyboard (with undo) and by drag and drop.

const bangkokToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const scan = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
};

/** A Bangkok stripper of this test only (so the widths never clash), with the panel reloaded to list them. */
async function ownPerformer(page: Page) {
  const performer = await makePerformer(page, { location: 'Bangkok', tags: ['Male Stripper'], availableFor: ['topless'] });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  return performer;
}

const booking = async (page: Page, id: string) =>
  (await (await page.request.get(`/api/admin/bookings/${id}`)).json()) as Record<string, unknown>;

for (const width of [1280, 360]) {
  test(`a booking taken by phone, without e-mail, is created confirmed from Manage Bookings (axe clean at ${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    const performer = await ownPerformer(page);
    await openTab(page, 'Manage Bookings');
    await page.getByRole('button', { name: 'Nuova prenotazione' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuova prenotazione' });
    await expect(dialog).toBeVisible();
    const customer = `Telefono Tina ${width}`;
    await dialog.getByLabel('Nome del cliente').fill(customer);
    await dialog.getByLabel('Telefono').fill('+66 81 222 3333');
    await dialog.getByLabel('Data').fill(addDays(bangkokToday(), 20));
    await dialog.getByLabel('Ora').fill('20:00');
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

  test(`a booking is moved on the calendar with Sposta by keyboard (undo in the toast) and by drag and drop (axe clean at ${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    const performer = await ownPerformer(page);
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
      eventTime: '20:00',
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
    expect(await booking(page, id)).toMatchObject({ eventDate: day, eventTime: '20:00' });

    // Drag and drop to another day of the week: the start time is kept.
    const days = await panel.getByTestId('calendar-day').evaluateAll((items) => items.map((item) => item.getAttribute('data-day')));
    // The neighbouring day, so that on a phone (days as a list) source and target fit on the screen together.
    const index = days.indexOf(day);
    const target = days[index > 0 ? index - 1 : index + 1]!;
    await panel.locator(`[data-day="${target}"]`).scrollIntoViewIfNeeded();
    const dragged = page.waitForResponse((r) => r.url().endsWith(`/api/admin/bookings/${id}`) && r.request().method() === 'PATCH');
    await panel
      .locator(`[data-day="${day}"]`)
      .getByTestId('calendar-entry')
      .filter({ hasText: `#${reference}` })
      .dragTo(panel.locator(`[data-day="${target}"]`));
    expect((await dragged).status()).toBe(200);
    expect(await booking(page, id)).toMatchObject({ eventDate: target, eventTime: '20:00' });
    await expect(
      panel
        .locator(`[data-day="${target}"]`)
        .getByTestId('calendar-booking')
        .filter({ hasText: `#${reference}` }),
    ).toBeVisible();
    await scan(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // The month view shows each day's load.
    await panel.getByRole('button', { name: 'Mese', exact: true }).click();
    const british = target.split('-').reverse().join('/');
    await expect(panel.getByRole('button', { name: new RegExp(`${british}:\\s*\\d+ prenotazion`) })).toBeVisible();
    await scan(page);
  });
}
