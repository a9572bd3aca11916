import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { fillContact, openBooking, outbox, pressNext, submitAndReachSummary, tick } from './booking-helpers';
import { scan } from './helpers';

// "Download my data" and "Delete my data" on the dashboard, at a phone's and a desktop's width: after
// the erasure the address is in none of the server's files (database, WAL, outbox).

/** The server's files whose raw bytes contain text. */
function serverFilesContaining(text: string): string[] {
  const dir = process.env.E2E_DATA_DIR!;
  const outboxDir = path.join(dir, 'outbox');
  const files = [
    path.join(dir, 'app.db'),
    path.join(dir, 'app.db-wal'),
    ...(existsSync(outboxDir) ? readdirSync(outboxDir).map((f) => path.join(outboxDir, f)) : []),
  ];
  return files.filter((f) => existsSync(f) && readFileSync(f).includes(Buffer.from(text))).map((f) => path.basename(f));
}

for (const [width, days, city, performer] of [
  [1280, 80, 'phuket', 'Nathan'],
  [360, 85, 'bangkok', 'Ryan'],
] as const) {
  test(`a signed-in customer downloads and then deletes their data (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const email = `erase${width}-${Date.now()}@example.com`;
    await openBooking(page, `?city=${city}&service=male-stripper&title=TOPLESS`);
    await pressNext(page);
    await fillContact(page, email, days);
    await tick(page, 'Male Strippers', [performer]);
    const ref = (await submitAndReachSummary(page)).split('/')[4]!.slice(-8).toUpperCase();

    await page.goto('/dashboard');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Find My Bookings' }).click();
    let link = '';
    await expect
      .poll(() => {
        const mail = outbox().find((m) => m.includes(`<${email}>`) && m.includes('/dashboard?token='));
        link = mail ? /\/dashboard\?token=[\w-]+/.exec(mail)![0] : '';
        return link;
      })
      .not.toBe('');
    await page.goto(link);
    await page.getByRole('button', { name: 'Open My Bookings' }).click();
    await expect(page.getByRole('listitem', { name: `Booking ${ref}` })).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
    const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(data.email).toBe(email);
    expect(data.bookings.map((b: { id: string }) => b.id.slice(-8).toUpperCase())).toEqual([ref]);
    expect(serverFilesContaining(email).length).toBeGreaterThan(0);

    // The confirmation can be dismissed, and is accessible while open.
    await page.getByRole('button', { name: 'Delete my data' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete all your data?' });
    await expect(dialog).toBeVisible();
    await scan(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Delete my data' })).toBeFocused();

    await page.getByRole('button', { name: 'Delete my data' }).click();
    const erased = page.waitForResponse((r) => r.url().endsWith('/api/dashboard/data') && r.request().method() === 'DELETE');
    await dialog.getByRole('button', { name: 'Delete my data' }).click();
    expect((await erased).status()).toBe(200);
    await expect(page.getByText('Your data has been deleted')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Find My Bookings' })).toBeVisible();
    await scan(page);

    expect(serverFilesContaining(email)).toEqual([]);
    // The agency is told by reference only.
    await expect.poll(() => outbox().some((m) => m.includes(ref) && m.includes('cancellato i suoi dati'))).toBe(true);
    // The session is gone with the data.
    expect((await page.request.get('/api/dashboard/data')).status()).toBe(401);
  });
}
