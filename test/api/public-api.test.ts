// The public data endpoints, called as Astro calls them, on a real database file.
import { describe, expect, it } from 'vitest';
import { fakeContext } from '@test/context';
import { useTempApp } from '@test/client';
import { GET as getPerformers } from '@/pages/api/performers';
import { GET as getPricing } from '@/pages/api/pricing';

useTempApp();

const call = async (route: typeof getPricing, url: string) => {
  const response = await route(fakeContext(new Request(new URL(url, 'http://localhost'))));
  return { status: response.status, body: await response.json(), headers: response.headers };
};

describe('GET /api/performers', () => {
  it('returns the seeded available performers as JSON, in display order, without the availability flag', async () => {
    const { status, body, headers } = await call(getPerformers, '/api/performers');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/application\/json/);
    expect(body.length).toBeGreaterThanOrEqual(15);
    expect(body[0]).toMatchObject({ id: expect.any(String), name: expect.any(String), tags: expect.any(Array) });
    const orders = body.map((p: { displayOrder: number }) => p.displayOrder);
    expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));
    expect(body[0]).not.toHaveProperty('isAvailable');
  });
});

describe('GET /api/pricing', () => {
  it('returns the four Pattaya waiter cards with the spec prices', async () => {
    const { status, body } = await call(getPricing, '/api/pricing?category=topless-waiters&location=pattaya');
    expect(status).toBe(200);
    expect(body.map((i: { title: string; price: number }) => [i.title, i.price])).toEqual([
      ['SEXY HOST', 7000],
      ['DOUBLE TROUBLE', 13000],
      ['FULL PARTY MODE', 18000],
      ['TOTAL DOMINATION', 23000],
    ]);
  });

  it('defaults to bangkok', async () => {
    const { body } = await call(getPricing, '/api/pricing?category=male-strippers');
    expect(body.every((i: { location: string }) => i.location === 'bangkok')).toBe(true);
    expect(body).toHaveLength(4);
  });

  it.each([
    ['/api/pricing', 'category is required (male-strippers or topless-waiters)'],
    ['/api/pricing?category=ladyboys', 'Unknown category: use male-strippers or topless-waiters'],
    ['/api/pricing?category=male-strippers&location=hanoi', 'Unknown location: use bangkok, pattaya or phuket'],
    ["/api/pricing?category=male-strippers'--&location=bangkok", 'Unknown category: use male-strippers or topless-waiters'],
  ])('answers 400 for %s', async (url, error) => {
    const { status, body } = await call(getPricing, url);
    expect(status).toBe(400);
    expect(body.error).toBe(error);
    expect(body.issues).toHaveLength(1);
  });
});
