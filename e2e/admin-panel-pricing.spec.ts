import { expect, signIn, test } from './admin-panel-fixtures';

// Pricing Parameters and Modifica Prezzi against the real server: the table, the duplicate error,
// and a price edit reaching the public pricing data and the booking price.

test('create, edit and delete a parameter; a duplicate is refused with the server message', async ({ page }) => {
  await signIn(page, 'parameters');
  await expect(page.getByTestId('parameter-row').first()).toBeVisible();
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Add Pricing Parameter' }) });
  await expect(form.getByLabel('Service type')).toHaveValue('TOPLESS');
  await form.getByLabel('Parameter type').selectOption('waiter_rate');
  await expect(form.getByLabel('Service type')).toHaveValue('NONE');
  await form.getByLabel('Parameter type').selectOption('male_stripper_rate');
  await expect(form.getByLabel('Service type')).toHaveValue('TOPLESS');

  await page.getByRole('button', { name: 'Create Parameter' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please complete all required fields');

  // The seed already has a Bangkok TOPLESS stripper rate: 409 from the server, shown in the form.
  await form.getByLabel('Valore (THB)').fill('111');
  await page.getByRole('button', { name: 'Create Parameter' }).click();
  await expect(page.getByRole('alert')).toContainText('Esiste già un parametro di prezzo');
  await expect(page.getByText('Error creating parameter')).toBeVisible();

  // Delete the seeded waiter rate of Phuket, then create it again with a new value.
  const phuketWaiter = page.getByTestId('parameter-row').filter({ hasText: 'Waiter Rate' }).filter({ hasText: 'Phuket' });
  await phuketWaiter.getByRole('button', { name: /^Delete/ }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this pricing parameter?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Pricing parameter deleted successfully')).toBeVisible();
  await expect(phuketWaiter).toHaveCount(0);

  await form.getByLabel('Parameter type').selectOption('waiter_rate');
  await form.getByLabel('Location').selectOption('phuket');
  await form.getByLabel('Valore (THB)').fill('70');
  await page.getByRole('button', { name: 'Create Parameter' }).click();
  await expect(page.getByText('Pricing parameter created successfully')).toBeVisible();
  await expect(phuketWaiter).toContainText('฿70');
  await expect(phuketWaiter).toContainText('N/A');
  await expect(phuketWaiter).toContainText('Topless waiters in Phuket cost ฿70 per minute.');

  await phuketWaiter.getByRole('button', { name: /^Edit/ }).click();
  const editForm = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Edit Pricing Parameter' }) });
  await expect(editForm.getByLabel('Valore (THB)')).toHaveValue('70');
  await editForm.getByLabel('Valore (THB)').fill('75');
  await editForm.getByLabel('Active').uncheck();
  await page.getByRole('button', { name: 'Update Parameter' }).click();
  await expect(page.getByText('Pricing parameter updated successfully')).toBeVisible();
  await expect(phuketWaiter).toContainText('฿75');
  await expect(phuketWaiter).toContainText('Inactive');
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

  await phuketWaiter.getByRole('button', { name: /^Edit/ }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Add Pricing Parameter' })).toBeVisible();
});

test('edit a service price inline; the public pricing and the booking price follow', async ({ page }) => {
  await signIn(page, 'prices');
  await page.getByLabel('Location').selectOption('phuket');
  await page.getByLabel('Category').selectOption('male-strippers');
  await expect(page.getByRole('heading', { name: /Prezzi dei servizi \(4 servizi trovati\)/ })).toBeVisible();
  const row = page.getByTestId('price-row').filter({ hasText: 'UNDERWEAR' });

  await row.getByRole('button', { name: /^Modifica prezzo di / }).click();
  const input = row.getByRole('spinbutton');
  await expect(input).toHaveAttribute('min', '1');
  await input.fill('0');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invalid price')).toBeVisible();
  await expect(page.getByText('Price must be greater than 0')).toBeVisible();
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByRole('spinbutton')).toHaveCount(0);

  await row.getByRole('button', { name: /^Modifica prezzo di / }).click();
  await row.getByRole('spinbutton').fill('13500');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Service price updated successfully')).toBeVisible();
  await expect(row).toContainText('฿13,500');

  const cards = (await (await page.request.get('/api/pricing?category=male-strippers&location=phuket')).json()) as {
    title: string;
    price: number;
  }[];
  expect(cards.find((c) => c.title === 'UNDERWEAR')!.price).toBe(13500);
  const performers = (await (await page.request.get('/api/performers')).json()) as { id: string; location: string; tags: string[] }[];
  const phuket = performers.find((p) => p.location === 'phuket' && p.tags.includes('Male Stripper'))!;
  const quote = await (
    await page.request.post('/api/pricing/calculate', {
      data: {
        location: 'phuket',
        selectedMaleStripper: 'underwear',
        selectedToplessWaiter: 'none',
        stripperIds: [phuket.id],
        waiterIds: [],
      },
    })
  ).json();
  expect(quote.totalPrice).toBe(13500);
  const pricingPage = await page.request.get('/pricing/phuket');
  expect(await pricingPage.text()).toContain('13,500');

  await page.getByLabel('Category').selectOption('all');
  await page.getByLabel('Location').selectOption('all');
  await expect(page.getByRole('heading', { name: /servizi trovati/ })).toContainText('24');
});
