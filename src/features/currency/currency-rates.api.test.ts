// The owner's exchange rates (GET|PUT /api/admin/currency-rates, GET /api/currency-rates) over the real routes on
// the real SQLite file: set with who and when, read by the pages, refused in Italian with nothing stored, recorded
// in the audit log, and reported stale after 14 days (a fake clock).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditLog, currencyRates } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { addPerson, clientAs } from '@test/staff';
import { RATE_RULES } from './rates.schema';

useTempApp();
const admin = useAdminClient();
const DAY = 24 * 60 * 60 * 1000;
const rows = () => getDb().select().from(currencyRates).orderBy(currencyRates.currency).all();
const report = async () => (await admin.call('GET', '/api/admin/currency-rates')).body;

afterEach(() => {
  vi.useRealTimers();
});

describe('the exchange rates', () => {
  it('a fresh install has none: each is missing, the pages get an empty set', async () => {
    expect(await report()).toEqual({ rates: [], missing: ['GBP', 'AUD', 'EUR', 'USD'], stale: [], staleAfterDays: 14 });
    const pages = await new TestClient().call('GET', '/api/currency-rates');
    expect(pages.status).toBe(200);
    expect(pages.body).toEqual({});
    // An empty answer is not kept by the browser, or the owner's first rates would wait 5 minutes.
    expect(pages.headers.get('cache-control')).toBe('no-store');
  });

  it('sets the given rates with the date and the person, keeps the others, and the pages read them', async () => {
    const at = Date.parse('2026-11-02T09:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
    const owner = await clientAs(addPerson('Giulia Rossi', 'giulia@example.com', 'owner'), 'owner');
    const set = await owner.mutate('PUT', '/api/admin/currency-rates', { GBP: 44.25, AUD: 22.8, EUR: 37.5, USD: 33.8 });
    expect(set.status).toBe(200);
    expect(set.body.rates).toEqual([
      { currency: 'GBP', bahtPerUnit: 44.25, setAt: new Date(at).toISOString(), setBy: 'Giulia Rossi', source: 'owner' },
      { currency: 'AUD', bahtPerUnit: 22.8, setAt: new Date(at).toISOString(), setBy: 'Giulia Rossi', source: 'owner' },
      { currency: 'EUR', bahtPerUnit: 37.5, setAt: new Date(at).toISOString(), setBy: 'Giulia Rossi', source: 'owner' },
      { currency: 'USD', bahtPerUnit: 33.8, setAt: new Date(at).toISOString(), setBy: 'Giulia Rossi', source: 'owner' },
    ]);
    expect(set.body.missing).toEqual([]);

    vi.setSystemTime(at + DAY);
    const one = await admin.mutate('PUT', '/api/admin/currency-rates', { GBP: 44.5 });
    expect(one.status).toBe(200);
    const gbp = rows().find((row) => row.currency === 'GBP')!;
    expect(gbp).toMatchObject({ bahtPerUnit: 44.5, setAt: new Date(at + DAY), source: 'owner' });
    expect(rows().find((row) => row.currency === 'EUR')).toMatchObject({ bahtPerUnit: 37.5, setAt: new Date(at), setBy: 'Giulia Rossi' });

    const pages = await new TestClient().call('GET', '/api/currency-rates');
    expect(pages.body).toEqual({ GBP: 44.5, AUD: 22.8, EUR: 37.5, USD: 33.8 });
    expect(pages.headers.get('cache-control')).toBe('public, max-age=300');

    const entries = getDb()
      .select()
      .from(auditLog)
      .all()
      .filter((entry) => entry.action.includes('currency-rates'));
    expect(entries.map((entry) => entry.actor)).toEqual(['Giulia Rossi', expect.any(String)]);
    expect(entries[1]!.changes).toEqual([{ field: 'GBP', to: '44.5' }]);
  });

  it('refuses a non-number, zero or less, an absurd figure, an unknown currency or nothing, with the 400 and the rule, and stores nothing', async () => {
    const before = rows();
    const cases: [unknown, string, string][] = [
      [{ GBP: '44.25' }, 'GBP', RATE_RULES.number],
      [{ GBP: null }, 'GBP', RATE_RULES.number],
      [{ AUD: 0 }, 'AUD', RATE_RULES.positive],
      [{ EUR: -37 }, 'EUR', RATE_RULES.positive],
      [{ USD: 0.0296 }, 'USD', RATE_RULES.absurd],
      [{ GBP: 4425 }, 'GBP', RATE_RULES.absurd],
      [{}, '', RATE_RULES.none],
    ];
    for (const [body, path, message] of cases) {
      // A good rate beside the bad one is not stored either.
      const refused = await admin.mutate('PUT', '/api/admin/currency-rates', path === 'GBP' ? { ...(body as object), EUR: 40 } : body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.issues, JSON.stringify(body)).toContainEqual({ path, message });
    }
    expect((await admin.mutate('PUT', '/api/admin/currency-rates', { JPY: 0.22 })).status).toBe(400);
    expect(rows()).toEqual(before);
  });

  it('reports a rate set more than 14 days ago as stale, and a fresh one not', async () => {
    const setAt = rows()
      .find((row) => row.currency === 'EUR')!
      .setAt.getTime();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(setAt + 14 * DAY);
    expect((await report()).stale).toEqual([]);
    vi.setSystemTime(setAt + 14 * DAY + 60_000);
    expect((await report()).stale).toEqual(['AUD', 'EUR', 'USD']);
    expect((await admin.mutate('PUT', '/api/admin/currency-rates', { AUD: 23, EUR: 38, USD: 34 })).status).toBe(200);
    expect((await report()).stale).toEqual([]);
  });
});
