import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, expectRulesLoadOnInteraction, holdRequests, test } from './fixtures';
import { postTimes, queryDb, submitFrom, uniqueEmail } from './contact-support';

// The join page and its application form against the production server (spec sections 2, 5 and 8).
const form = (page: Page) => page.getByRole('form', { name: 'Application form' });

async function fillValid(page: Page, email: string) {
  const f = form(page);
  await f.getByLabel('Full Name').fill('Somchai Jaidee');
  await f.getByLabel('Stage Name').fill('Tiger');
  await f.getByLabel('Email').fill(email);
  await f.getByLabel('Location').selectOption('phuket');
  await f.getByLabel('Age', { exact: true }).fill('27');
  await f.getByRole('checkbox', { name: 'Becoming a Topless Waiter' }).check();
  await f.getByLabel('Additional Details').fill('Two years of dance shows.');
}

test.describe('join page', () => {
  test('shows the hiring copy: Friday and Saturday, own licence and vehicle, 18 or over', async ({ page }) => {
    await page.goto('/join');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Our Team');
    const main = page.getByRole('main');
    await expect(main).toContainText('Available on Friday and Saturday nights');
    await expect(main).toContainText('Your own driving licence and vehicle');
    await expect(main).toContainText('Aged 18 or over');
    await expect(form(page).getByLabel('Age', { exact: true })).toHaveAccessibleDescription('You must be 18 or over to apply.');
    await expect(form(page).getByLabel('Location').locator('option')).toHaveText(['Select your location', 'Bangkok', 'Pattaya', 'Phuket']);
  });

  test('each field shows its message on blur, tied to the field by aria-describedby', async ({ page }) => {
    await page.goto('/join');
    const f = form(page);
    const cases: [string, string, string][] = [
      ['Full Name', 'A', 'Name must be at least 2 characters'],
      ['Stage Name', '', 'Stage name must be at least 2 characters'],
      ['Email', 'tiger@', 'Please enter a valid email address'],
      ['Email', '', 'Email is required'],
      ['Location', '', 'Please select your location'],
      ['Age', '', 'Please enter your age'],
      ['Age', '17', 'You must be at least 18 years old to apply'],
      ['Age', '2x', 'Age must be a whole number'],
    ];
    for (const [label, value, message] of cases) {
      const field = f.getByLabel(label, { exact: true });
      if (label !== 'Location') await field.fill(value);
      await field.focus();
      await field.blur();
      await expect(field).toHaveAccessibleDescription(new RegExp(message));
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    const stripper = f.getByRole('checkbox', { name: 'Becoming a Male Stripper' });
    await stripper.focus();
    await stripper.blur();
    await expect(stripper).toHaveAccessibleDescription('Please select at least one option');
    await expect(f.getByRole('group', { name: 'I am interested in' })).toContainText('Please select at least one option');
    await stripper.check();
    await stripper.blur();
    await expect(f.getByRole('group', { name: 'I am interested in' })).not.toContainText('Please select at least one option');
  });

  test('submits the application: SUBMITTING..., success toast, reset, stored with status new', async ({ page }) => {
    await page.goto('/join');
    const email = uniqueEmail('join-ok');
    await fillValid(page, email);
    const release = await holdRequests(page, '**/api/applications');
    const request = page.waitForRequest('**/api/applications');
    await form(page).getByRole('button', { name: 'SUBMIT APPLICATION' }).click();
    await expect(form(page).getByRole('button', { name: 'SUBMITTING...' })).toBeDisabled();
    release();
    expect((await request).postDataJSON()).toMatchObject({ age: '27', location: 'phuket', interestedIn: ['Becoming a Topless Waiter'] });
    const toast = page.getByRole('status');
    await expect(toast).toContainText('Application Submitted Successfully');
    await expect(toast).toContainText("We'll review your application and contact you within 48 hours");
    await expect(form(page).getByLabel('Full Name')).toHaveValue('');
    await expect(form(page).getByLabel('Location')).toHaveValue('');
    await expect(form(page).getByRole('checkbox', { name: 'Becoming a Topless Waiter' })).not.toBeChecked();
    await expect(form(page).getByRole('button', { name: 'SUBMIT APPLICATION' })).toBeEnabled();
    const rows = queryDb('select name, stage_name, age, location, interested_in, status from applications where email = ?', email);
    expect(rows).toEqual([
      { name: 'Somchai Jaidee', stage_name: 'Tiger', age: '27', location: 'phuket', interested_in: '["Becoming a Topless Waiter"]', status: 'new' },
    ]);
  });

  for (const [what, fail] of [
    ['answers 500', { status: 500, body: 'Internal Server Error' }],
    ['is unreachable', null],
  ] as const) {
    test(`failure toast when the server ${what}`, async ({ page }) => {
      await page.goto('/join');
      await page.route('**/api/applications', (route) => (fail ? route.fulfill(fail) : route.abort('connectionrefused')));
      await fillValid(page, 'keep@example.com');
      await form(page).getByRole('button', { name: 'SUBMIT APPLICATION' }).click();
      const toast = page.getByRole('status');
      await expect(toast).toContainText('Failed to Submit Application');
      await expect(toast).toContainText('Please try again or contact us directly');
      await expect(form(page).getByLabel('Email')).toHaveValue('keep@example.com');
    });
  }

  test('the form rules (zod) load on the first tap, not with the page; a blur then validates', async ({ page }) => {
    await expectRulesLoadOnInteraction(page, '/join', 'application-form-validation', () => form(page).getByLabel('Full Name').click());
    await form(page).getByLabel('Stage Name').focus();
    await expect(form(page).getByText('Name must be at least 2 characters')).toBeVisible();
  });

  test('a filled honeypot looks like success to the bot but nothing is stored', async ({ page }) => {
    await submitFrom(page, '/api/applications', '127.0.6.1');
    await page.goto('/join');
    const email = uniqueEmail('join-bot');
    await fillValid(page, email);
    await page.locator('input[name="website"]').fill('spam', { force: true });
    await form(page).getByRole('button', { name: 'SUBMIT APPLICATION' }).click();
    await expect(page.getByRole('status')).toContainText('Application Submitted Successfully');
    expect(queryDb('select id from applications where email = ?', email)).toEqual([]);
  });

  test('after 5 applications in 10 minutes the server refuses with 429 and the toast says why', async ({ page }) => {
    const from = '127.0.6.2';
    expect(await postTimes(from, '/api/applications', {}, 5)).toEqual([400, 400, 400, 400, 400]);
    await submitFrom(page, '/api/applications', from);
    await page.goto('/join');
    const email = uniqueEmail('join-limited');
    await fillValid(page, email);
    await form(page).getByRole('button', { name: 'SUBMIT APPLICATION' }).click();
    const toast = page.getByRole('status');
    await expect(toast).toContainText('Failed to Submit Application');
    await expect(toast).toContainText('Please try again in 10 minutes');
    expect(queryDb('select id from applications where email = ?', email)).toEqual([]);
  });

  test('has no axe violations, with and without errors, and fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/join');
    await expect(form(page)).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await form(page).getByRole('button', { name: 'SUBMIT APPLICATION' }).click();
    await expect(form(page).getByText('Please enter your age')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
