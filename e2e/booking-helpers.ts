// Shared steps of the booking end-to-end specs (not a spec itself: Playwright only runs *.spec.ts).
import { expect, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { waitForLoadIslands } from './fixtures';

/** A date `days` from today as YYYY-MM-DD. */
export const futureDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The .eml files the server wrote (no SMTP in e2e), newest last. */
export function outbox(): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  try {
    return readdirSync(dir).sort().map((f) => readFileSync(path.join(dir, f), 'utf8'));
  } catch {
    return [];
  }
}

/** Waits until the booking island has hydrated (its NEXT button reacts). */
export async function openBooking(page: Page, query = '') {
  await page.goto(`/booking${query}`);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
}

/** Fills the contact details with valid values for a unique customer. */
export async function fillContact(page: Page, email: string, days: number, time = '20:00') {
  await page.getByLabel('Full Name').fill('Anna Smith');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+66 81 234 5678');
  await page.getByLabel('Address').fill('88 Beach Road');
  await page.getByLabel('Venue Type').selectOption('hotel');
  await page.getByLabel('Sound System').selectOption('yes');
  await page.getByLabel('Occasion').selectOption('hens');
  await page.getByLabel('Event Date').fill(futureDate(days));
  await page.getByLabel('Event Time').fill(time);
}

/** Ticks performers by name inside one group. */
export async function tick(page: Page, group: 'Male Strippers' | 'Topless Waiters', names: string[]) {
  const box = page.getByRole('group', { name: group });
  for (const name of names) await box.getByLabel(name, { exact: true }).check();
}

/** Submits and waits for the summary; returns its URL. */
export async function submitAndReachSummary(page: Page) {
  await page.getByRole('button', { name: 'SUBMIT BOOKING' }).click();
  await page.waitForURL(/\/booking\/[0-9a-f-]{36}\/summary$/);
  await expect(page.getByRole('heading', { name: 'SUMMARY' })).toBeVisible();
  // The summary's buttons (SEND, I have paid) are islands: a press before they hydrate is lost.
  await waitForLoadIslands(page);
  return page.url();
}
