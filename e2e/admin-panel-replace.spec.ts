import { adminCall, expect, makePerformer, openTab, searchBookings, signIn, test } from './admin-panel-fixtures';
import { scan } from './helpers';

// "Sostituisci" as the agency uses it at 1280 px: Booking Details lists who is free at that time in the city
// and role (a performer held elsewhere is not offered), one tap moves the booking; a performer taken
// meanwhile is refused with the server's Italian message and the list is asked again. Axe clean.

const bangkokToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

test('Sostituisci moves a booking to a free performer of the city and role in two taps; a clash is refused in Italian (axe clean at 1280 px)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const stripper = () => makePerformer(page, { location: 'Bangkok', tags: ['Male Stripper'], availableFor: ['topless'] });
  const [leaving, free, held, late] = [await stripper(), await stripper(), await stripper(), await stripper()];
  const waiterOnly = await makePerformer(page, { location: 'Bangkok', tags: ['Topless Waiter'], availableFor: ['topless'] });
  const day = addDays(bangkokToday(), 50);
  const book = (name: string, performerId: string) =>
    adminCall(page, 'POST', '/api/admin/bookings', {
      customerName: name,
      customerEmail: 'sostituzione@example.com',
      location: 'bangkok',
      address: '9 Wireless Road',
      venueType: 'hotel',
      soundSystem: 'yes',
      occasion: 'hens',
      eventDate: day,
      eventTime: '03:00',
      selectedMaleStripper: 'topless',
      selectedToplessWaiter: 'none',
      stripperIds: [performerId],
      performanceStyle: 'topless',
      notifyCustomer: false,
    }) as Promise<{ id: string }>;
  const customer = `Sara Sostituzione ${Date.now()}`;
  const { id } = await book(customer, leaving.id);
  await book(`Altra festa ${Date.now()}`, held.id);

  await openTab(page, 'Manage Bookings');
  await searchBookings(page, customer);
  await expect(page.getByTestId('booking-row')).toHaveCount(1);
  await page.getByRole('button', { name: /Dettagli della prenotazione/ }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details.locator('dt:text-is("Spogliarellisti") + dd')).toHaveText(leaving.name);

  // First tap: who could take the place.
  await details.getByRole('button', { name: `Sostituisci ${leaving.name}` }).click();
  const list = page.getByRole('dialog', { name: `Sostituisci ${leaving.name}` });
  const offered = list.getByRole('list', { name: 'Performer liberi' });
  await expect(offered.getByText(free.name, { exact: true })).toBeVisible();
  await expect(offered.getByText(late.name, { exact: true })).toBeVisible();
  await expect(offered.getByRole('listitem').filter({ hasText: free.name })).toContainText('Nessuna risposta finora');
  await expect(offered.getByText(held.name, { exact: true })).toHaveCount(0);
  await expect(offered.getByText(waiterOnly.name, { exact: true })).toHaveCount(0);
  await scan(page);

  // Meanwhile another booking takes one of them: choosing him is refused, in Italian, and the list is asked again.
  await book(`Festa nel frattempo ${Date.now()}`, late.id);
  await list.getByRole('button', { name: `Scegli ${late.name}` }).click();
  await expect(list.getByRole('alert')).toContainText(`${late.name} non è libero: è già prenotato in un orario che si sovrappone`);
  await expect(offered.getByText(late.name, { exact: true })).toHaveCount(0);
  await scan(page);

  // Second tap: the booking moves to him.
  const moved = page.waitForResponse((r) => r.url().endsWith(`/api/admin/bookings/${id}/replace`) && r.request().method() === 'POST');
  await list.getByRole('button', { name: `Scegli ${free.name}` }).click();
  expect((await moved).status()).toBe(200);
  await expect(list).toBeHidden();
  await expect(page.getByText('Performer sostituito')).toBeVisible();
  await expect(details.locator('dt:text-is("Spogliarellisti") + dd')).toHaveText(free.name);
  await expect(details.getByRole('button', { name: `Sostituisci ${free.name}` })).toBeVisible();
  await scan(page);
  // Opened again, the booking's history names the change.
  await details.getByRole('button', { name: 'Chiudi', exact: true }).last().click();
  await page.getByRole('button', { name: /Dettagli della prenotazione/ }).click();
  await expect(details.getByTestId('booking-history')).toContainText('Performer sostituito');
});
