import { type Page } from '@playwright/test';
import { outboxMessages, queryDb, uniqueEmail } from './contact-support';
import { expect, holdRequests, test } from './fixtures';
import { describeFormPage } from './form-fixtures';

// The contact page and its form against the production server (spec sections 2, 5 and 8): the cases
// every form page shares (e2e/form-fixtures.ts), then what only the contact page does.
async function fillValid(page: Page, email: string) {
  const f = page.getByRole('form', { name: 'Contact form' });
  await f.getByLabel('First Name').fill('Jane');
  await f.getByLabel('Last Name').fill('Doe');
  await f.getByLabel('Email').fill(email);
  await f.getByLabel('Phone').fill('+66 81 234 5678');
  await f.getByLabel('Inquiry Type').selectOption('booking');
  await f.getByLabel('Message').fill('Hens night for 10 in Bangkok on a Saturday.');
  await f.getByRole('checkbox', { name: /I accept the privacy policy/ }).check();
}

test.describe('contact page', () => {
  const form = describeFormPage({
    path: '/contact',
    formName: 'Contact form',
    island: 'ContactForm',
    api: '/api/contacts',
    table: 'contacts',
    submit: 'SEND MESSAGE',
    success: 'Message Sent Successfully',
    failure: 'Failed to Send Message',
    failureAdvice: 'Please try again or contact us directly.',
    fillValid,
    blurCases: [
      ['First Name', '', 'First name is required'],
      ['Last Name', '', 'Last name is required'],
      ['Email', '', 'Email is required'],
      ['Email', 'jane@', 'Please enter a valid email address'],
      ['Inquiry Type', null, 'Please select an inquiry type'],
      ['Message', '', 'Please describe your luxury experience'],
    ],
    afterBlurCases: async (f) => {
      const privacy = f.getByRole('checkbox', { name: /I accept the privacy policy/ });
      await privacy.focus();
      await privacy.blur();
      await expect(privacy).toHaveAccessibleDescription('You must accept the privacy policy and terms of service');
      await f.getByLabel('First Name').fill('Jane');
      await f.getByLabel('First Name').blur();
      await expect(f.getByLabel('First Name')).not.toHaveAttribute('aria-invalid');
    },
    rules: {
      chunk: 'contact-form-validation',
      interaction: 'focus',
      interact: (f) => f.getByLabel('First Name').focus(),
      next: 'Last Name',
      message: 'First name is required',
    },
    from: { honeypot: '127.0.5.1', limit: '127.0.5.2' },
    emptyMessage: 'First name is required',
  });

  test('shows Get in Touch, the info cards and the legal links', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    const info = page.getByRole('complementary', { name: 'Contact information' });
    await expect(info.getByRole('link', { name: 'bookings@siamhunks.example' })).toHaveAttribute(
      'href',
      'mailto:bookings@siamhunks.example',
    );
    await expect(info).toContainText('Bangkok, Phuket, Pattaya');
    await expect(info).toContainText('Arrangements available for other destinations');
    await expect(info).toContainText('Daily 10:00 AM - 2:00 AM');
    await expect(info).toContainText('Customer service always available');
    await expect(info).toContainText('within 48 hours');
    for (const reason of [
      'Professional vetted performers',
      'Discreet and confidential',
      'Flexible scheduling and locations',
      'Professional customer support',
    ]) {
      await expect(info.getByRole('listitem').filter({ hasText: reason })).toBeVisible();
    }
    await expect(info.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(info.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });

  test('the inquiry types carry the spec labels; ?type=custom pre-selects Custom Request', async ({ page }) => {
    await page.goto('/contact');
    const select = form(page).getByLabel('Inquiry Type');
    await expect(select.locator('option')).toHaveText([
      'Select an inquiry type',
      'Booking Inquiry',
      'Performer Information',
      'Custom Request',
      'General Information',
    ]);
    await expect(select).toHaveValue('');
    await page.goto('/contact?type=custom');
    await expect(form(page).getByLabel('Inquiry Type')).toHaveValue('custom');
  });

  test('sends the inquiry: success toast, form reset, stored without the privacy flag', async ({ page }) => {
    await page.goto('/contact?type=custom');
    const email = uniqueEmail('contact-ok');
    await fillValid(page, email);
    const request = page.waitForRequest('**/api/contacts');
    await form(page).getByRole('button', { name: 'SEND MESSAGE' }).click();
    const sent = (await request).postDataJSON();
    expect(sent).not.toHaveProperty('privacy');
    expect(sent).toMatchObject({ firstName: 'Jane', email, inquiryType: 'booking', website: '', locale: 'en' });
    const toast = page.getByRole('status');
    await expect(toast).toContainText('Message Sent Successfully');
    // One reply time (CONTACT_REPLY_HOURS, default 48) in the toast and on the info card.
    await expect(toast).toContainText("Thank you for your inquiry! We'll respond within 48 hours.");
    await expect(page.getByText('We respond to every inquiry within 48 hours.')).toBeVisible();
    await expect(form(page).getByLabel('First Name')).toHaveValue('');
    await expect(form(page).getByLabel('Message')).toHaveValue('');
    await expect(form(page).getByRole('checkbox', { name: /I accept/ })).not.toBeChecked();
    const rows = queryDb<{ first_name: string; inquiry_type: string; status: string }>(
      'select first_name, inquiry_type, status from contacts where email = ?',
      email,
    );
    expect(rows).toEqual([{ first_name: 'Jane', inquiry_type: 'booking', status: 'new' }]);
    await expect.poll(() => outboxMessages(`Reply-To: ${email}`).length).toBe(1);
    const [mail] = outboxMessages(`Reply-To: ${email}`);
    expect(mail).toMatch(/^To: "bookings@siamhunks\.example" <bookings@siamhunks\.example>$/m);
    expect(mail).toMatch(/^Subject: Nuovo messaggio di contatto: Richiesta di prenotazione$/m);
  });

  test('the button reads SENDING... and is disabled while sending', async ({ page }) => {
    await page.goto('/contact');
    await fillValid(page, uniqueEmail('contact-wait'));
    const release = await holdRequests(page, '**/api/contacts', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"x"}' }),
    );
    await form(page).getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(form(page).getByRole('button', { name: 'SENDING...' })).toBeDisabled();
    release();
    await expect(page.getByRole('status')).toContainText('Message Sent Successfully');
  });

  test('rules that cannot load (connection lost) give the failure toast on SEND MESSAGE; nothing is sent', async ({ page }) => {
    await page.route(/\/_astro\/contact-form-validation\./, (route) => route.abort('internetdisconnected'));
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
    await page.goto('/contact');
    await fillValid(page, 'offline@example.com');
    await form(page).getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(page.getByRole('status')).toContainText('Failed to Send Message');
    await expect(form(page).getByLabel('Email')).toHaveValue('offline@example.com');
    expect(posts).toEqual([]);
  });

  test('the honeypot is out of reach: not focusable, hidden from assistive technology', async ({ page }) => {
    await page.goto('/contact');
    const trap = page.locator('input[name="website"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
  });

  test('server field messages land on their fields', async ({ page }) => {
    await page.goto('/contact');
    await page.route('**/api/contacts', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'Please enter a valid email address',
          issues: [{ path: 'email', message: 'Please enter a valid email address' }],
        }),
      }),
    );
    await fillValid(page, 'jane@example.com');
    await form(page).getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(form(page).getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(page.getByRole('status')).toContainText('Failed to Send Message');
  });
});
