// Posta in uscita: a confirmation e-mail the mail server refuses for good (550) shows in Manage
// Bookings and in the outbox view; a retry from the panel delivers it.
import Database from 'better-sqlite3';
import { adminCall, expect, openTab, searchBookings, signIn, signInAsStaff, test } from './admin-panel-fixtures';
import { bookTopless, firstStripper } from './booking-helpers';
import { scan } from './helpers';

function confirmationStatus(file: string, bookingId: string): string | undefined {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (
      db.prepare("select status from outbox where booking_id = ? and kind = 'booking-confirmation'").get(bookingId) as
        { status: string } | undefined
    )?.status;
  } finally {
    db.close();
  }
}

test('a permanently refused confirmation shows in the panel, and Riprova delivers it', async ({ admin: page, server }) => {
  test.setTimeout(90_000);
  const email = `outbox-${Date.now()}@example.com`;
  const id = await bookTopless(page, await firstStripper(page, 'pattaya'), {
    customerName: 'Olga Outbox',
    customerEmail: email,
    eventDate: '2032-03-03',
  });

  server.smtp.refuseWith(550);
  try {
    await adminCall(page, 'POST', `/api/admin/bookings/${id}/send-confirmation`, { cashAmount: 500, updates: {} });
    await expect.poll(() => confirmationStatus(server.databasePath, id)).toBe('failed');
  } finally {
    server.smtp.refuseWith();
  }

  await openTab(page, 'Manage Bookings');
  await searchBookings(page, 'Olga Outbox');
  await expect(page.getByTestId('confirmation-undelivered').filter({ visible: true })).toHaveText('E-mail di conferma non consegnata');

  await openTab(page, 'Posta in uscita');
  await expect(page.getByRole('button', { name: /^Non consegnate/ })).toHaveAttribute('aria-pressed', 'true');
  const row = page.getByTestId('outbox-row').filter({ hasText: email }).filter({ hasText: 'Booking confirmed' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  await expect(row).toContainText('550');
  // The owner reads the continuous replica's state here (this server runs without REPLICA_URL).
  await expect(page.getByTestId('replica-line')).toHaveText('Copia continua del database: non attiva (REPLICA_URL non impostato)');
  await scan(page);

  const before = server.smtp.messages.length;
  await row.getByRole('button', { name: /^Riprova/ }).click();
  await expect(page.getByText('E-mail rimessa in coda')).toBeVisible();
  await expect
    .poll(
      () =>
        server.smtp.messages.slice(before).filter((m) => m.envelopeTo.includes(email) && /Booking confirmed/.test(m.parsed.subject ?? ''))
          .length,
    )
    .toBe(1);
  await expect.poll(() => confirmationStatus(server.databasePath, id)).toBe('sent');

  await page.getByRole('button', { name: /^Inviate/ }).click();
  await expect(page.getByTestId('outbox-row').filter({ hasText: email }).filter({ hasText: 'Booking confirmed' })).toContainText('Inviata');
  await openTab(page, 'Manage Bookings');
  await expect(page.getByTestId('booking-row').filter({ hasText: 'Olga Outbox' })).toBeVisible();
  await expect(page.getByTestId('confirmation-undelivered')).toHaveCount(0);
});

test('staff see an undelivered e-mail in Posta in uscita but are not offered Riprova (the owner is)', async ({ page, server }) => {
  const email = `outbox-staff-${Date.now()}@example.com`;
  server.sql(
    "insert into outbox (id, kind, recipient, subject, body, status, tries, last_error) values (?, 'agency-contact', ?, 'Refused for staff', '{}', 'failed', 5, '550 mailbox unavailable')",
    crypto.randomUUID(),
    email,
  );
  await page.goto('/admin-login');
  await signInAsStaff(page, 'Nadia');
  await page.goto('/admin#outbox');
  await expect(page.getByRole('tab', { name: 'Posta in uscita' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByTestId('outbox-row').filter({ hasText: email });
  await expect(row).toContainText('550 mailbox unavailable');
  await expect(page.getByRole('columnheader', { name: 'Stato' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Azioni' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Riprova/ })).toHaveCount(0);
  await expect(page.getByTestId('replica-line')).toHaveCount(0);

  await page.goto('/privacy');
  await signIn(page, 'outbox');
  await expect(
    page
      .getByTestId('outbox-row')
      .filter({ hasText: email })
      .getByRole('button', { name: /^Riprova/ }),
  ).toBeVisible();
  await expect(page.getByTestId('replica-line')).toBeVisible();
});
