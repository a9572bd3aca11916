import { existsSync, readFileSync } from 'node:fs';
import { postJson } from '@test/reliability/server-process';
import { expect, openTab, signIn, test } from './admin-panel-fixtures';
import { scan } from './helpers';

// Messaggi: what the public contact and join forms collect, read by the admin.

test('the inbox badge counts new messages; the detail marks one read; the status can change; reply opens mail', async ({ page }) => {
  const tag = `${Date.now() % 100000}`;
  const contact = await page.request.post('/api/contacts', {
    data: {
      firstName: 'Ines',
      lastName: `Inbox${tag}`,
      email: `ines${tag}@example.com`,
      phone: '',
      inquiryType: 'booking',
      message: 'Can you do a hens night in Pattaya next month?',
    },
  });
  expect(contact.status(), await contact.text()).toBeLessThan(300);
  const application = await page.request.post('/api/applications', {
    data: {
      name: `Arun ${tag}`,
      stageName: 'Thunder',
      email: `arun${tag}@example.com`,
      phone: '',
      location: 'phuket',
      interestedIn: ['Becoming a Topless Waiter'],
      additionalDetails: 'Weekends free',
      age: '27',
    },
  });
  expect(application.status(), await application.text()).toBeLessThan(300);

  await signIn(page);
  const badge = page.getByTestId('new-messages');
  await expect(badge).toBeVisible();
  // The badge adds two counts loaded apart (contacts, applications): wait for both.
  const count = async () => Number((await badge.textContent())!.replace(/\D/g, ''));
  await expect.poll(count).toBeGreaterThanOrEqual(2);
  const before = await count();

  await openTab(page, 'Messaggi');
  const contactsList = page.getByRole('region', { name: 'Messaggi di contatto' });
  const item = contactsList.getByRole('button', { name: new RegExp(`Inbox${tag}`) });
  await expect(item).toContainText('Nuovo');
  // Labels, never stored keys: the inquiry type reads as the admin's words.
  await expect(item).toContainText('Richiesta di prenotazione');
  await item.click();
  const dialog = page.getByRole('dialog', { name: 'Messaggio di contatto' });
  await expect(dialog).toContainText('Can you do a hens night in Pattaya next month?');
  await expect(dialog.getByRole('link', { name: 'Rispondi via e-mail' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:ines${tag}%40example\\.com\\?subject=`),
  );
  await expect(dialog.getByLabel('Stato')).toHaveValue('read');
  await expect(badge).toHaveText(new RegExp(`^${before - 1}`));

  await dialog.getByLabel('Stato').selectOption('replied');
  await expect(page.getByText('Stato aggiornato')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(item).toContainText('Risposto');

  const applications = page.getByRole('region', { name: 'Candidature' });
  await applications.getByRole('button', { name: new RegExp(`Arun ${tag}`) }).click();
  const appDialog = page.getByRole('dialog', { name: 'Candidatura' });
  await expect(appDialog).toContainText('Becoming a Topless Waiter');
  await appDialog.getByLabel('Stato').selectOption('archived');
  await expect(page.getByText('Stato aggiornato')).toBeVisible();
  // With nothing new left, the badge goes away.
  if (before === 2) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(new RegExp(`^${before - 2}`));
});

for (const width of [1280, 360]) {
  test(`the admin deletes one contact message, then several selected entries, after a confirmation (${width} px)`, async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const tag = `${width}x${Date.now() % 100000}`;
    const names = [`Del${tag}a`, `Del${tag}b`, `Del${tag}c`];
    // Each width's messages come from a client of their own: the contact form allows 5 per client in 10
    // minutes, and a worker's server also takes the other inbox tests' messages.
    const port = Number(new URL(server.url).port);
    for (const lastName of names) {
      const body = {
        firstName: 'Dora',
        lastName,
        email: `dora${tag}@example.com`,
        phone: '',
        inquiryType: 'general',
        message: `Please forget ${lastName}`,
      };
      const response = await postJson(port, '/api/contacts', body, `127.0.${width === 1280 ? 12 : 36}.80`);
      expect(response.status, response.body).toBeLessThan(300);
    }
    await signIn(page);
    await openTab(page, 'Messaggi');
    const list = page.getByRole('region', { name: 'Messaggi di contatto' });

    // One, from its detail dialog.
    await list.getByRole('button', { name: new RegExp(names[0]!) }).click();
    const dialog = page.getByRole('dialog', { name: 'Messaggio di contatto' });
    await dialog.getByRole('button', { name: 'Elimina', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Eliminare questo messaggio di contatto?' });
    await expect(confirm).toBeVisible();
    await scan(page);
    await confirm.getByRole('button', { name: 'Elimina' }).click();
    await expect(page.getByText('Eliminazione completata: 1 messaggio di contatto')).toBeVisible();
    await expect(list.getByRole('button', { name: new RegExp(names[0]!) })).toHaveCount(0);

    // Several, selected in the list.
    const deleteSelected = list.getByRole('button', { name: /^Elimina selezionati/ });
    await expect(deleteSelected).toBeDisabled();
    for (const name of names.slice(1)) await list.getByRole('checkbox', { name: new RegExp(`Seleziona Dora ${name}`) }).check();
    await expect(list.getByText('Selezionati: 2 messaggi di contatto')).toBeVisible();
    await expect(deleteSelected).toHaveText('Elimina selezionati (2)');
    await scan(page);
    await deleteSelected.click();
    const confirmMany = page.getByRole('alertdialog', { name: 'Eliminare 2 messaggi di contatto?' });
    await confirmMany.getByRole('button', { name: 'Elimina' }).click();
    await expect(page.getByText('Eliminazione completata: 2 messaggi di contatto')).toBeVisible();
    for (const name of names) await expect(list.getByRole('button', { name: new RegExp(name) })).toHaveCount(0);

    // The text is gone from the database file and its WAL too.
    for (const file of [server.databasePath, `${server.databasePath}-wal`]) {
      if (existsSync(file))
        for (const name of names) expect(readFileSync(file).includes(Buffer.from(name)), `${name} in ${file}`).toBe(false);
    }
  });
}
