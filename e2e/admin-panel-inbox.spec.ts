import { expect, openTab, signIn, test } from './admin-panel-fixtures';

// Messaggi: what the public contact and join forms collect, read by the admin.

test('the inbox badge counts new messages; the detail marks one read; the status can change; reply opens mail', async ({ page }) => {
  const tag = `${Date.now() % 100000}`;
  const contact = await page.request.post('/api/contacts', {
    data: { firstName: 'Ines', lastName: `Inbox${tag}`, email: `ines${tag}@example.com`, phone: '', inquiryType: 'booking', message: 'Can you do a hens night in Pattaya next month?' },
  });
  expect(contact.status(), await contact.text()).toBeLessThan(300);
  const application = await page.request.post('/api/applications', {
    data: { name: `Arun ${tag}`, stageName: 'Thunder', email: `arun${tag}@example.com`, phone: '', location: 'phuket', interestedIn: ['Becoming a Topless Waiter'], additionalDetails: 'Weekends free', age: '27' },
  });
  expect(application.status(), await application.text()).toBeLessThan(300);

  await signIn(page);
  const badge = page.getByTestId('new-messages');
  await expect(badge).toBeVisible();
  const before = Number((await badge.textContent())!.replace(/\D/g, ''));
  expect(before).toBeGreaterThanOrEqual(2);

  await openTab(page, 'Messaggi');
  const contactsList = page.getByRole('region', { name: 'Messaggi di contatto' });
  const item = contactsList.getByRole('button', { name: new RegExp(`Inbox${tag}`) });
  await expect(item).toContainText('New');
  await item.click();
  const dialog = page.getByRole('dialog', { name: 'Contact message' });
  await expect(dialog).toContainText('Can you do a hens night in Pattaya next month?');
  await expect(dialog.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute('href', new RegExp(`^mailto:ines${tag}%40example\\.com\\?subject=`));
  await expect(dialog.getByLabel('Status')).toHaveValue('read');
  await expect(badge).toHaveText(new RegExp(`^${before - 1}`));

  await dialog.getByLabel('Status').selectOption('replied');
  await expect(page.getByText('Status updated successfully')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(item).toContainText('Replied');

  const applications = page.getByRole('region', { name: 'Candidature' });
  await applications.getByRole('button', { name: new RegExp(`Arun ${tag}`) }).click();
  const appDialog = page.getByRole('dialog', { name: 'Application' });
  await expect(appDialog).toContainText('Becoming a Topless Waiter');
  await appDialog.getByLabel('Status').selectOption('archived');
  await expect(page.getByText('Status updated successfully')).toBeVisible();
  // With nothing new left, the badge goes away.
  if (before === 2) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(new RegExp(`^${before - 2}`));
});
