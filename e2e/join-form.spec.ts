import { type Page } from '@playwright/test';
import { queryDb, uniqueEmail } from './contact-support';
import { expect, holdRequests, test } from './fixtures';
import { describeFormPage } from './form-fixtures';

// The join page and its application form against the production server (spec sections 2, 5 and 8):
// the cases every form page shares (e2e/form-fixtures.ts), then what only the join page does.
async function fillValid(page: Page, email: string) {
  const f = page.getByRole('form', { name: 'Application form' });
  await f.getByLabel('Full Name').fill('Somchai Jaidee');
  await f.getByLabel('Stage Name').fill('Tiger');
  await f.getByLabel('Email').fill(email);
  await f.getByLabel('Location').selectOption('phuket');
  await f.getByLabel('Age', { exact: true }).fill('27');
  await f.getByRole('checkbox', { name: 'Becoming a Topless Waiter' }).check();
  await f.getByLabel('Additional Details').fill('Two years of dance shows.');
}

test.describe('join page', () => {
  const form = describeFormPage({
    path: '/join',
    formName: 'Application form',
    island: 'ApplicationForm',
    api: '/api/applications',
    table: 'applications',
    submit: 'SUBMIT APPLICATION',
    success: 'Application Submitted Successfully',
    failure: 'Failed to Submit Application',
    failureAdvice: 'Please try again or contact us directly',
    fillValid,
    // A pattern, not the whole description: the Age field is also described by its hint.
    blurCases: [
      ['Full Name', 'A', /Name must be at least 2 characters/],
      ['Stage Name', '', /Stage name must be at least 2 characters/],
      ['Email', 'tiger@', /Please enter a valid email address/],
      ['Email', '', /Email is required/],
      ['Location', null, /Please select your location/],
      ['Age', '', /Please enter your age/],
      ['Age', '17', /You must be at least 18 years old to apply/],
      ['Age', '2x', /Age must be a whole number/],
    ],
    afterBlurCases: async (f) => {
      const stripper = f.getByRole('checkbox', { name: 'Becoming a Male Stripper' });
      await stripper.focus();
      await stripper.blur();
      await expect(stripper).toHaveAccessibleDescription('Please select at least one option');
      await expect(f.getByRole('group', { name: 'I am interested in' })).toContainText('Please select at least one option');
      await stripper.check();
      await stripper.blur();
      await expect(f.getByRole('group', { name: 'I am interested in' })).not.toContainText('Please select at least one option');
    },
    rules: {
      chunk: 'application-form-validation',
      interaction: 'tap',
      interact: (f) => f.getByLabel('Full Name').click(),
      next: 'Stage Name',
      message: 'Name must be at least 2 characters',
    },
    from: { honeypot: '127.0.6.1', limit: '127.0.6.2' },
    emptyMessage: 'Please enter your age',
  });

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
      {
        name: 'Somchai Jaidee',
        stage_name: 'Tiger',
        age: '27',
        location: 'phuket',
        interested_in: '["Becoming a Topless Waiter"]',
        status: 'new',
      },
    ]);
  });

  for (const width of [390, 1280]) {
    test(`the age error shown on the way to the next box does not move it under the pointer at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/join');
      const f = form(page);
      await f.getByLabel('Age', { exact: true }).fill('16');
      const label = f.getByText('Becoming a Male Stripper');
      await label.scrollIntoViewIfNeeded();
      const box = (await label.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      // Mouse-down blurs Age: its error appears while the button is held; mouse-up must still land on the box.
      await page.mouse.down();
      await expect(f.getByText('You must be at least 18 years old to apply')).toBeVisible();
      await page.mouse.up();
      await expect(f.getByRole('checkbox', { name: 'Becoming a Male Stripper' })).toBeChecked();
    });
  }
});
