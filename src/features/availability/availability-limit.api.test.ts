// GET /api/availability per client: a person's burst passes, a crawler gets 429 with Retry-After and a
// message the booking form shows; other clients are not affected.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { TestClient, useTempApp } from '@test/client';
import { AVAILABILITY_BURST as burst, AVAILABILITY_HOURLY as hourly } from './availability-limit.server';

useTempApp();
afterEach(() => {
  vi.useRealTimers();
});

const query = () =>
  `/api/availability?${new URLSearchParams({ city: 'bangkok', date: addDays(todayInBangkok(), 30), time: '21:00', duration: '60' })}`;

/** n calls from client, answering their statuses. */
async function ask(client: TestClient, n: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await client.send('GET', query())).status);
  return statuses;
}

describe('GET /api/availability limits', () => {
  it('the attack: a crawler gets 429 after the burst, then after the hourly cap; a person and other clients are not affected', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T03:00:00Z'));
    const crawler = new TestClient('192.0.2.150');
    crawler.waitForMail = false;

    expect(await ask(crawler, burst.limit)).toEqual(Array(burst.limit).fill(200));
    const refused = await crawler.call('GET', query());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(refused.body.error).toMatch(/^Availability was checked too often from your connection\. Please try again in \d+ seconds\.$/);
    expect(refused.body).toMatchObject({ code: 'availability_too_often', params: { seconds: Number(refused.headers.get('retry-after')) } });

    // Someone else, meanwhile, is answered.
    expect((await new TestClient('192.0.2.151').call('GET', query())).status).toBe(200);

    // Minute after minute the crawler gets its burst, until the hour's cap.
    let answered = burst.limit;
    while (answered < hourly.limit) {
      vi.setSystemTime(Date.now() + burst.windowMs);
      const statuses = await ask(crawler, Math.min(burst.limit, hourly.limit - answered));
      expect(statuses.every((s) => s === 200)).toBe(true);
      answered += statuses.length;
    }
    vi.setSystemTime(Date.now() + burst.windowMs);
    const capped = await crawler.call('GET', query());
    expect(capped.status).toBe(429);
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(capped.body.error).toMatch(/Please try again in \d+ minutes\.$/);

    // The next hour it is answered again.
    vi.setSystemTime(Date.now() + hourly.windowMs);
    expect((await crawler.call('GET', query())).status).toBe(200);
  }, 120_000);

  it('a bad query counts too, so malformed calls cannot be made for free', async () => {
    const client = new TestClient('192.0.2.152');
    client.waitForMail = false;
    const statuses: number[] = [];
    for (let i = 0; i <= burst.limit; i++) statuses.push((await client.send('GET', '/api/availability?city=nowhere')).status);
    expect(statuses.slice(0, burst.limit).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
