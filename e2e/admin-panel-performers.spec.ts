import { adminCall, expect, makePerformer, openTab, pngFile, signIn, test } from './admin-panel-fixtures';

// Add Performer and Manage Performers against the real server: uploads, the public list, order.

test('add a performer with a main and two additional photos; it is listed on the public site', async ({ page }) => {
  await signIn(page, 'add-performer');
  const name = `Zed ${Date.now() % 100000}`;

  // The form reads Italian; the spec's own words (toasts, 'Please complete all required fields') stay English.
  await expect(
    page
      .getByRole('tabpanel')
      .getByText(
        /\b(Name|Description|Location|Height|Eye colour|Hair colour|Tattoos|Costumes|Categories|Available for|Main photo|Additional photos|Upload)\b/,
      ),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Aggiungi performer' }).click();
  await expect(page.getByText('Please complete all required fields')).toBeVisible();
  await expect(page.getByText('Il nome è obbligatorio')).toBeVisible();
  await expect(page.getByText('La descrizione è obbligatoria')).toBeVisible();
  await expect(page.getByText('La foto principale è obbligatoria')).toBeVisible();
  // Each message is on its field, and the first field in error has the focus.
  const nameField = page.getByLabel('Nome (obbligatorio)');
  await expect(nameField).toBeFocused();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(nameField).toHaveAccessibleDescription('Il nome è obbligatorio');
  await expect(page.getByLabel(/^Descrizione/)).toHaveAccessibleDescription('La descrizione è obbligatoria');
  await expect(page.getByRole('group', { name: 'Foto principale (obbligatoria)' })).toHaveAttribute('aria-invalid', 'true');

  await expect(page.getByLabel('Città')).toHaveValue('bangkok');
  await expect(page.getByLabel('Altezza')).toHaveValue("5'10");
  await expect(page.getByLabel('Colore degli occhi')).toHaveValue('Brown');
  await expect(page.getByLabel('Colore dei capelli')).toHaveValue('Brown');
  await expect(page.getByLabel('Tatuaggi')).toHaveValue('None');
  await expect(page.getByRole('group', { name: 'Categorie' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Disponibile per' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Foto principale (obbligatoria)' })).toContainText('Ancora nessuna foto principale.');
  await expect(page.getByRole('group', { name: 'Foto aggiuntive' })).toContainText('Nessuna foto aggiuntiva.');

  await page.getByLabel('Nome (obbligatorio)').fill(name);
  await page.getByLabel('Descrizione (obbligatoria)').fill('A tall and charming dancer from Phuket who loves a good party.');
  await page.getByLabel('Città').selectOption('Phuket');

  await page.getByLabel('Carica la foto principale').setInputFiles(await pngFile('main.png'));
  await expect(page.getByText('Photo uploaded successfully!')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Anteprima della foto principale' })).toBeVisible();
  await expect(page.getByText('Sostituisci la foto principale')).toBeVisible();
  await page.getByLabel('Carica foto aggiuntive').setInputFiles([await pngFile('a.png', '#3a3'), await pngFile('b.png', '#33a')]);
  await expect(page.getByText('2 additional photos uploaded successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Rimuovi la foto aggiuntiva 2' }).click();
  await expect(page.getByText('Photo removed successfully!')).toBeVisible();
  await expect(page.getByRole('img', { name: /Foto aggiuntiva/ })).toHaveCount(1);

  const costume = page.getByRole('textbox', { name: 'Costumi' });
  for (const text of ['Fireman', '   ', 'fireman', 'Pilot']) {
    await costume.fill(text);
    await costume.press('Enter');
  }
  const chosenCostumes = page.getByRole('list', { name: 'Costumi scelti' });
  await expect(chosenCostumes.getByRole('button')).toHaveText([/Fireman/, /Pilot/]);
  await page.getByRole('button', { name: 'Rimuovi Pilot' }).click();
  await expect(chosenCostumes.getByRole('button')).toHaveCount(1);

  await page.getByRole('button', { name: 'Aggiungi Male Stripper' }).click();
  await page.getByRole('button', { name: 'Aggiungi Topless Waiter' }).click();
  await page.getByRole('button', { name: 'Rimuovi Topless Waiter' }).click();
  await page.getByRole('button', { name: 'Aggiungi Full Monty' }).click();

  await page.getByRole('button', { name: 'Aggiungi performer' }).click();
  await expect(page.getByText('Performer added successfully')).toBeVisible();
  await expect(page.getByLabel('Nome (obbligatorio)')).toHaveValue('');

  const listed = (await (await page.request.get('/api/performers')).json()) as Record<string, unknown>[];
  const created = listed.find((p) => p.name === name)!;
  expect(created).toMatchObject({ location: 'phuket', tags: ['Male Stripper'], availableFor: ['fullmonty'] });
  expect(created.imageUrl).toMatch(/^\/uploads\/.+\.webp$/);
  const photo = await page.request.get(created.imageUrl as string);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toBe('image/webp');

  await openTab(page, 'Manage Performers');
  await expect(page.getByTestId('admin-performer').filter({ hasText: name })).toBeVisible();

  await page.goto('/male-strippers/phuket');
  await expect(page.getByText(name, { exact: true })).toBeVisible();
});

test('an upload the server refuses shows Error uploading photo', async ({ page }) => {
  await signIn(page, 'add-performer');
  await page
    .getByLabel('Carica la foto principale')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(page.getByText('Error uploading photo')).toBeVisible();
});

test('unavailable performers disappear from the public list and come back', async ({ page }) => {
  await signIn(page);
  const performer = await makePerformer(page);
  const publicNames = async () => ((await (await page.request.get('/api/performers')).json()) as { name: string }[]).map((p) => p.name);
  expect(await publicNames()).toContain(performer.name);

  await openTab(page, 'Manage Performers');
  const card = page.getByTestId('admin-performer').filter({ hasText: performer.name });
  await card.getByRole('switch').click();
  await expect(page.getByText('Performer updated successfully')).toBeVisible();
  await expect(card.getByText('Non disponibile')).toBeVisible();
  expect(await publicNames()).not.toContain(performer.name);
  const cityPage = await page.request.get('/male-strippers/phuket');
  expect(await cityPage.text()).not.toContain(performer.name);

  const madeAvailable = page.waitForResponse(
    (r) => r.url().endsWith(`/api/admin/performers/${performer.id}`) && r.request().method() === 'PUT',
  );
  await card.getByRole('switch').click();
  expect((await madeAvailable).status()).toBe(200);
  await expect(card.getByText('Disponibile', { exact: true }).first()).toBeVisible();
  await expect(card.getByText(/Available/)).toHaveCount(0);
  expect(await publicNames()).toContain(performer.name);
  await page.goto('/male-strippers/phuket');
  await expect(page.getByText(performer.name, { exact: true })).toBeVisible();
});

test('move down reorders the grid and the public order; a refused move is rolled back', async ({ page }) => {
  await signIn(page, 'performers');
  const cards = page.getByTestId('admin-performer');
  await expect(cards.first()).toBeVisible();
  const names = async () => cards.locator('h3').allTextContents();
  const before = await names();

  // The swap shows at once (optimistic); the public order is read only once the server has answered.
  const reordered = page.waitForResponse((r) => r.url().endsWith('/api/admin/performers/reorder') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: `Sposta ${before[0]} giù` }).click();
  await expect.poll(names).toEqual([before[1], before[0], ...before.slice(2)]);
  expect((await reordered).status()).toBe(200);
  const publicOrder = ((await (await page.request.get('/api/performers')).json()) as { name: string }[]).map((p) => p.name);
  expect(publicOrder.indexOf(before[0]!)).toBeGreaterThan(publicOrder.indexOf(before[1]!));
  await expect(page.getByRole('button', { name: `Sposta ${before[1]} su` })).toBeDisabled();

  // The server refuses the next move: the swap shown at once is undone.
  await page.route('**/api/admin/performers/reorder', (route) => route.fulfill({ status: 500, body: 'Server error' }));
  await page.getByRole('button', { name: `Sposta ${before[0]} su` }).click();
  await expect(page.getByText('Error updating performer order')).toBeVisible();
  await expect.poll(names).toEqual([before[1], before[0], ...before.slice(2)]);
  await page.unroute('**/api/admin/performers/reorder');

  const restored = page.waitForResponse((r) => r.url().endsWith('/api/admin/performers/reorder') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: `Sposta ${before[0]} su` }).click();
  await expect.poll(names).toEqual(before);
  expect((await restored).status()).toBe(200);
  const restoredOrder = ((await (await page.request.get('/api/performers')).json()) as { name: string }[]).map((p) => p.name);
  expect(restoredOrder.indexOf(before[0]!)).toBeLessThan(restoredOrder.indexOf(before[1]!));
});

test('edit in the dialog (Escape closes it), then delete with confirmation', async ({ page }) => {
  await signIn(page);
  const performer = await makePerformer(page, { location: 'Pattaya' });
  await openTab(page, 'Manage Performers');
  const card = page.getByTestId('admin-performer').filter({ hasText: performer.name });
  await expect(card.getByText(/\.\.\.$/)).toBeVisible();
  expect((await card.locator('p.text-sm').textContent())!.length).toBeLessThanOrEqual(103);

  await card.getByRole('button', { name: `Modifica ${performer.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Performer' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Città')).toHaveValue('pattaya');
  await expect(dialog.getByText(`Modifica i dati di ${performer.name}.`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Chiudi' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A bad e-mail address: the message is on the e-mail field, inside the dialog, scrolled to and focused.
  await card.getByRole('button', { name: `Modifica ${performer.name}` }).click();
  const email = dialog.getByLabel(/^E-mail/);
  await email.fill('non-un-indirizzo');
  await dialog.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Inserisci un indirizzo e-mail valido');
  await expect(email).toBeInViewport();
  await expect(dialog.getByText('Inserisci un indirizzo e-mail valido')).toBeVisible();
  // Changing the field clears its message.
  await email.fill('');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Nome (obbligatorio)').fill(`${performer.name} Jr`);
  await dialog.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(page.getByText('Performer updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const renamed = page.getByTestId('admin-performer').filter({ hasText: `${performer.name} Jr` });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: `Elimina ${performer.name} Jr` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Annulla' }).click();
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: `Elimina ${performer.name} Jr` }).click();
  await page
    .getByRole('alertdialog', { name: `Eliminare ${performer.name} Jr?` })
    .getByRole('button', { name: 'Elimina' })
    .click();
  await expect(page.getByText('Performer deleted successfully')).toBeVisible();
  await expect(renamed).toHaveCount(0);
  const check = await adminCall(page, 'PUT', '/api/admin/performers/reorder', { performerId: 'none', direction: 'up' }).catch(
    (e: Error) => e.message,
  );
  expect(String(check)).toContain('404');
});
