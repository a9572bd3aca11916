// A performer keeps his own profile (issue 60): on his phone he changes his bio and his main photo, which wait for
// the agency; the public profile shows nothing of it until the owner approves it in Profili, then shows it. Bad input
// gets its message in the reader's language (the portal's English and Thai, the panel's Italian) and stores nothing.
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, openTab, signIn, test } from './admin-panel-fixtures';
import { scan, signInAs } from './helpers';

/** An available performer with an address (the worker's own server: no public spec of the shared one sees him). */
function seedPerformer(databasePath: string, email: string): { id: string; name: string } {
  const db = new Database(databasePath);
  try {
    const id = randomUUID();
    const name = `Profile ${id.slice(0, 6)}`;
    db.prepare(
      `insert into performers (id, name, description, image_url, is_available, location, email, tags, available_for) values (?, ?, 'The bio the agency wrote.', '/performers/arthit-1.webp', 1, 'bangkok', ?, '["Male Stripper"]', '["topless"]')`,
    ).run(id, name, email);
    return { id, name };
  } finally {
    db.close();
  }
}

const drafts = (databasePath: string, id: string) => {
  const db = new Database(databasePath, { readonly: true });
  try {
    return db.prepare('select description, status from performer_profile_drafts where performer_id = ?').all(id);
  } finally {
    db.close();
  }
};

test('a performer changes his bio and photo, the agency approves, the public profile shows it', async ({ page, browser, server }) => {
  const email = `profile-${randomUUID().slice(0, 8)}@example.com`;
  const performer = seedPerformer(server.databasePath, email);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, { role: 'performer', email }, { baseURL: server.url, databasePath: server.databasePath });

  // Thai first: markup beyond the allowed is refused in Thai, and nothing is stored.
  await page.goto('/th/me');
  const profileTh = page.getByTestId('my-profile');
  await profileTh.getByLabel('ประวัติ (ภาษาอังกฤษ)').fill('สวัสดี <img src=x onerror=alert(1)>');
  await profileTh.getByRole('button', { name: 'ส่งให้เอเจนซี' }).click();
  await expect(profileTh.getByTestId('profile-error')).toContainText('ไม่อนุญาต <img src=x onerror=alert(1)>');
  expect(drafts(server.databasePath, performer.id)).toEqual([]);

  await page.goto('/me');
  const profile = page.getByTestId('my-profile');
  await expect(profile.getByLabel('Bio (English)')).toHaveValue('The bio the agency wrote.');
  await profile.getByLabel('Bio (English)').fill('<p>Hi <script>alert(1)</script></p>');
  await profile.getByRole('button', { name: 'Send to the agency' }).click();
  await expect(profile.getByTestId('profile-error')).toHaveText(
    'Only paragraphs, emphasis, line breaks and links to this site, wa.me or line.me are allowed: <script> is not',
  );
  expect(drafts(server.databasePath, performer.id)).toEqual([]);

  // A new bio with the allowed markup and a new main photo.
  const bio = '<p>Hello from <strong>the portal</strong>.</p><p>Ask on <a href="https://wa.me/66812345678">WhatsApp</a>.</p>';
  await profile.getByLabel('Bio (English)').fill(bio);
  await profile.getByLabel('Languages (one a line)').fill('English\nThai');
  const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#a33' } })
    .png()
    .toBuffer();
  await profile.getByLabel('Replace the main photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  const main = profile.getByRole('img', { name: 'Main photo' });
  await expect(main).toHaveAttribute('src', /\/uploads\/[0-9a-f]{32}\.webp$/);
  const upload = (await main.getAttribute('src'))!.match(/[0-9a-f]{32}/)![0];
  await profile.getByRole('button', { name: 'Send to the agency' }).click();
  await expect(profile.getByRole('status').filter({ hasText: 'Sent: the agency will check your changes.' })).toBeVisible();
  await expect(profile.getByTestId('profile-waiting')).toContainText("waiting for the agency's approval");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await scan(page);

  // Nothing public before approval.
  const visitor = await (await browser.newContext({ baseURL: server.url })).newPage();
  await visitor.goto(`/performer/${performer.id}`);
  await expect(visitor.getByText('The bio the agency wrote.')).toBeVisible();
  expect(await visitor.content()).not.toContain(upload);

  // The owner sees the draft beside the live profile; a note is required to send it back; he approves.
  const admin = await (await browser.newContext({ baseURL: server.url })).newPage();
  await signIn(admin, 'profiles');
  await openTab(admin, 'Profili');
  const card = admin.getByTestId('profile-draft').filter({ hasText: performer.name });
  await expect(card.getByRole('row', { name: /Bio \(inglese\)/ })).toContainText('The bio the agency wrote.');
  await expect(card.getByRole('row', { name: /Bio \(inglese\)/ })).toContainText('Hello from <strong>the portal</strong>');
  await card.getByRole('button', { name: 'Rimanda al performer' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Rimanda' }).click();
  await expect(admin.getByRole('dialog')).toContainText('Scrivi al performer cosa cambiare');
  await admin.getByRole('dialog').getByRole('button', { name: 'Annulla' }).click();
  await card.getByRole('button', { name: 'Approva' }).click();
  await expect(admin.getByText('Profilo approvato e pubblicato')).toBeVisible();
  await expect(admin.getByText('Nessuna modifica in attesa.')).toBeVisible();
  await scan(admin);

  // The public profile shows it at once: the bio's markup (and only it), the languages and the new photo.
  await visitor.goto(`/performer/${performer.id}`);
  const about = visitor.locator('[data-bio]');
  await expect(about.locator('strong')).toHaveText('the portal');
  await expect(about.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/66812345678');
  await expect(visitor.getByText('The bio the agency wrote.')).toHaveCount(0);
  await expect(visitor.locator('dl > div', { has: visitor.locator('dt', { hasText: 'Languages' }) }).locator('dd')).toHaveText(
    'English, Thai',
  );
  expect(await visitor.content()).toContain(upload);
  await scan(visitor);

  // His page says nothing waits any more.
  await page.reload();
  await expect(page.getByTestId('my-profile').getByLabel('Bio (English)')).toHaveValue(bio);
  await expect(page.getByTestId('profile-waiting')).toHaveCount(0);

  const db = new Database(server.databasePath, { readonly: true });
  try {
    const actions = db.prepare('select action from audit_log where target = ? order by id').all(`performer ${performer.id}`);
    expect(actions).toEqual([{ action: 'performers.profile.submit' }, { action: 'performers.profile.approve' }]);
  } finally {
    db.close();
  }
});

test('a performer withdraws his waiting changes: the agency no longer sees them, his form is his live profile again', async ({
  page,
  browser,
  server,
}) => {
  const email = `withdraw-${randomUUID().slice(0, 8)}@example.com`;
  const performer = seedPerformer(server.databasePath, email);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, { role: 'performer', email }, { baseURL: server.url, databasePath: server.databasePath });
  await page.goto('/me');
  const profile = page.getByTestId('my-profile');
  await profile.getByLabel('Bio (English)').fill('A bio I will take back.');
  await profile.getByRole('button', { name: 'Send to the agency' }).click();
  await expect(profile.getByTestId('profile-waiting')).toBeVisible();

  await profile.getByRole('button', { name: 'Withdraw my changes' }).click();
  await expect(profile.getByRole('status').filter({ hasText: 'Withdrawn: the agency no longer sees your changes.' })).toBeVisible();
  await expect(profile.getByTestId('profile-waiting')).toHaveCount(0);
  await expect(profile.getByLabel('Bio (English)')).toHaveValue('The bio the agency wrote.');
  expect(drafts(server.databasePath, performer.id)).toEqual([]);
  await scan(page);

  const admin = await (await browser.newContext({ baseURL: server.url })).newPage();
  await signIn(admin, 'profiles');
  await openTab(admin, 'Profili');
  await expect(admin.getByText('Nessuna modifica in attesa.')).toBeVisible();
  await expect(admin.getByTestId('profile-draft').filter({ hasText: performer.name })).toHaveCount(0);
});
