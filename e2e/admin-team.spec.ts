// The team in the panel: the owner invites a person in "Staff" and reads "Registro attività"; a staff
// member sees only the daily work and a booking's history names who changed it.
import { expect, openTab, signInAsStaff, signInWithPassword, test } from './admin-panel-fixtures';

test('the owner invites a person in Staff and finds it in Registro attività', async ({ page, server }) => {
  // The real password login: the record's sign-in entry below is this test's own, whatever ran before it.
  await signInWithPassword(page);
  await openTab(page, 'Staff');
  const sent = server.smtp.messages.length;
  await page.getByLabel('Nome').fill('Giulia');
  await page.getByLabel('E-mail').fill('giulia.team@example.com');
  await page.getByRole('button', { name: 'Invita', exact: true }).click();
  await expect(page.getByTestId('staff-row').filter({ hasText: 'giulia.team@example.com' })).toContainText('Invitato');
  await expect.poll(() => server.smtp.messages.slice(sent).some((m) => m.envelopeTo.includes('giulia.team@example.com'))).toBe(true);
  await openTab(page, 'Registro attività');
  await expect(page.getByTestId('audit-row').first()).toContainText('Persona invitata');
  await page.getByLabel('Azione').selectOption('sign-in');
  await expect(page.getByTestId('audit-row').first()).toContainText('Accesso');

  // The owner lets her edit the site's texts: the staff API keeps it and the record says so.
  await openTab(page, 'Staff');
  const right = page
    .getByTestId('staff-row')
    .filter({ hasText: 'giulia.team@example.com' })
    .getByRole('checkbox', { name: 'Giulia può modificare i testi del sito' });
  await expect(right).not.toBeChecked();
  await right.click();
  await expect(page.getByText('Giulia ora può modificare i testi del sito')).toBeVisible();
  await expect(right).toBeChecked();
  const people = (await (await page.request.get('/api/admin/staff')).json()) as { email: string; canEditContent: boolean }[];
  expect(people.find((p) => p.email === 'giulia.team@example.com')?.canEditContent).toBe(true);
  await openTab(page, 'Registro attività');
  await page.getByLabel('Azione').selectOption('');
  await expect(page.getByTestId('audit-row').first()).toContainText('può modificare i testi del sito: no → sì');
});

test('a staff member sees the daily work only, and Booking Details names who changed the booking', async ({ page, server }) => {
  await page.goto('/admin-login');
  await signInAsStaff(page, 'Marta');
  const bookingId = crypto.randomUUID();
  server.sql(
    "insert into bookings (id, customer_name, customer_email, service_type, performance_style, event_date, event_time, duration, total_price, location, status) values (?, 'Team Guest', 'team.guest@example.com', 'male-stripper', 'topless', '2031-03-14', '21:00', 60, 10000, 'pattaya', 'pending')",
    bookingId,
  );
  await page.goto('/admin#bookings');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText([
    'Manage Performers',
    'Manage Bookings',
    'Calendario',
    /^Messaggi/, // with "N nuovi" after it when another spec left an unread message
    'Recensioni',
    'Posta in uscita',
    'Il mio account',
  ]);
  await expect(page.getByRole('link', { name: /Scarica CSV/ })).toHaveCount(0);
  const { csrfToken } = (await (await page.request.get('/api/admin/csrf-token')).json()) as { csrfToken: string };
  expect(
    (
      await page.request.patch(`/api/admin/bookings/${bookingId}/status`, {
        data: { status: 'cancelled' },
        headers: { 'X-CSRF-Token': csrfToken },
      })
    ).status(),
  ).toBe(200);
  expect((await page.request.get('/api/admin/staff')).status()).toBe(403);
  await page.reload();
  await page.getByRole('button', { name: `Dettagli della prenotazione #${bookingId.slice(-8).toUpperCase()}` }).click();
  await expect(page.getByTestId('booking-history')).toContainText('Annullata da Marta');
});
