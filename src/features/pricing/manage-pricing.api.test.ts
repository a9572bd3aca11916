// Pricing parameters, service prices and the seed endpoint on a real database.
import { describe, expect, it } from 'vitest';
import { GET as publicPricing } from '@/pages/api/pricing';
import { POST as calculate } from '@/pages/api/pricing/calculate';
import { fakeContext } from '@test/context';
import { useAdminClient, useTempApp } from '@test/client';
import { seedPerformers } from '@db/seed/performers';

useTempApp();
const admin = useAdminClient();
const RULE = "serviceType must be specified for male_stripper_rate and 'NONE' for other parameter types";

describe('pricing parameters', () => {
  it('lists, creates, updates and deletes; 409 on a duplicate type + location + service type', async () => {
    const list = (await admin.call('GET', '/api/admin/pricing-parameters')).body;
    expect(list.length).toBeGreaterThan(0);
    const existing = list.find((p: { parameterType: string }) => p.parameterType === 'waiter_rate');
    const duplicate = await admin.mutate('POST', '/api/admin/pricing-parameters', {
      parameterType: existing.parameterType,
      location: existing.location.toUpperCase(),
      serviceType: 'none',
      value: 5,
    });
    expect(duplicate).toMatchObject({
      status: 409,
      body: {
        error: 'A pricing parameter with this type, location and service type already exists',
        code: 'pricing_parameter_taken',
        params: {},
      },
    });

    await admin.mutate('DELETE', `/api/admin/pricing-parameters/${existing.id}`);
    const created = await admin.mutate('POST', '/api/admin/pricing-parameters', {
      parameterType: 'waiter_rate',
      location: existing.location,
      value: 77,
    });
    expect(created).toMatchObject({ status: 201, body: { serviceType: 'NONE', value: 77, isActive: true } });
    const updated = await admin.mutate('PATCH', `/api/admin/pricing-parameters/${created.body.id}`, { value: 80, isActive: false });
    expect(updated).toMatchObject({ status: 200, body: { value: 80, isActive: false, parameterType: 'waiter_rate' } });
    const other = list.find((p: { id: string; parameterType: string }) => p.parameterType === 'male_stripper_rate');
    const clash = await admin.mutate('PATCH', `/api/admin/pricing-parameters/${other.id}`, {
      serviceType: list.find(
        (p: { parameterType: string; location: string; serviceType: string; id: string }) =>
          p.parameterType === 'male_stripper_rate' && p.location === other.location && p.id !== other.id,
      ).serviceType,
    });
    expect(clash.status).toBe(409);
    expect((await admin.mutate('DELETE', `/api/admin/pricing-parameters/${created.body.id}`)).status).toBe(200);
    expect(await admin.mutate('DELETE', `/api/admin/pricing-parameters/${created.body.id}`)).toMatchObject({
      status: 404,
      body: { error: 'Pricing parameter not found', code: 'pricing_parameter_not_found', params: {} },
    });
    expect((await admin.mutate('PATCH', `/api/admin/pricing-parameters/${created.body.id}`, { value: 1 })).status).toBe(404);
  });

  it.each([
    [{ parameterType: 'waiter_rate', location: 'bangkok', value: 0 }, 'Value must be positive'],
    [{ parameterType: 'waiter_rate', location: 'bangkok', value: -5 }, 'Value must be positive'],
    [{ parameterType: 'waiter_rate', location: 'bangkok', value: 1.5 }, 'Value must be a whole number of baht'],
    [{ parameterType: 'waiter_rate', location: 'bangkok', value: '10' }, 'Value must be a number'],
    [{ parameterType: 'male_stripper_rate', location: 'bangkok', value: 10 }, RULE],
    [{ parameterType: 'male_stripper_rate', location: 'bangkok', serviceType: 'NONE', value: 10 }, RULE],
    [{ parameterType: 'male_stripper_rate', location: 'bangkok', serviceType: 'NAKED', value: 10 }, RULE],
    [{ parameterType: 'waiter_rate', location: 'bangkok', serviceType: 'TOPLESS', value: 10 }, RULE],
    [
      { parameterType: 'tip_rate', location: 'bangkok', value: 10 },
      'parameterType must be male_stripper_rate, waiter_rate, double_duty_supplement or double_duty_discount',
    ],
    [{ parameterType: 'waiter_rate', location: 'hanoi', value: 10 }, 'Location must be bangkok, pattaya or phuket'],
  ])('refuses %j with 400', async (input, error) => {
    const response = await admin.mutate('POST', '/api/admin/pricing-parameters', input);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(error);
  });

  it('accepts a male stripper rate with a service type in any case', async () => {
    const list = (await admin.call('GET', '/api/admin/pricing-parameters')).body;
    const rate = list.find((p: { parameterType: string }) => p.parameterType === 'male_stripper_rate');
    await admin.mutate('DELETE', `/api/admin/pricing-parameters/${rate.id}`);
    const created = await admin.mutate('POST', '/api/admin/pricing-parameters', {
      ...rate,
      id: undefined,
      createdAt: undefined,
      serviceType: rate.serviceType.toLowerCase(),
    });
    expect(created).toMatchObject({ status: 201, body: { serviceType: rate.serviceType } });
  });
});

describe('service prices', () => {
  it('filters by category and location (both optional, "all" means none)', async () => {
    const all = (await admin.call('GET', '/api/admin/pricing')).body;
    expect(all).toHaveLength(24);
    expect((await admin.call('GET', '/api/admin/pricing?category=all&location=all')).body).toHaveLength(24);
    const some = (await admin.call('GET', '/api/admin/pricing?category=topless-waiters&location=Pattaya')).body;
    expect(some.map((i: { price: number }) => i.price)).toEqual([7000, 13000, 18000, 23000]);
    expect((await admin.call('GET', '/api/admin/pricing?category=male-strippers')).body).toHaveLength(12);
    expect((await admin.call('GET', '/api/admin/pricing?location=atlantis')).status).toBe(400);
  });

  it('updates a price (whole number ≥ 1) and the public pricing changes at once', async () => {
    const [item] = (await admin.call('GET', '/api/admin/pricing?category=topless-waiters&location=phuket')).body;
    for (const [price, error] of [
      [0, 'Price must be greater than 0'],
      [-1, 'Price must be greater than 0'],
      [99.5, 'Price must be a whole number of baht'],
      ['9000', 'Invalid price'],
      [null, 'Invalid price'],
    ] as const) {
      const response = await admin.mutate('PUT', `/api/admin/pricing/${item.id}`, { price });
      expect(response.status, String(price)).toBe(400);
      expect(response.body.error).toBe(error);
    }
    expect((await admin.mutate('PUT', `/api/admin/pricing/${item.id}`, { price: 8500 })).body.price).toBe(8500);
    const publicItems = await (
      await publicPricing(fakeContext(new Request('http://x/api/pricing?category=topless-waiters&location=phuket')))
    ).json();
    expect(publicItems.find((i: { id: string }) => i.id === item.id).price).toBe(8500);
    // The price engine reads the same row: a SEXY HOST quote in Phuket now costs 8,500.
    const quote = await calculate(
      fakeContext(
        new Request('http://x/api/pricing/calculate', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            location: 'phuket',
            selectedMaleStripper: 'none',
            selectedToplessWaiter: 'sexy-host',
            stripperIds: [],
            waiterIds: [],
          }),
        }),
      ),
    );
    expect(item.title).toBe('SEXY HOST');
    expect(await quote.json()).toMatchObject({ totalPrice: 8500, waiterSubtotal: 8500, agencyCommission: 2550, performerPayment: 5950 });
    expect(await admin.mutate('PUT', '/api/admin/pricing/nope', { price: 5 })).toMatchObject({
      status: 404,
      body: { error: 'Service price not found', code: 'service_price_not_found', params: {} },
    });
  });
});

describe('seed endpoint', () => {
  it('reports a dry run without changing anything, then seeds', async () => {
    const [item] = (await admin.call('GET', '/api/admin/pricing?category=topless-waiters&location=phuket')).body;
    await admin.mutate('PUT', `/api/admin/pricing/${item.id}`, { price: 1234 });
    const dry = await admin.mutate('POST', '/api/admin/seed-database?dryRun=true');
    expect(dry).toMatchObject({
      status: 200,
      body: { success: true, result: { dryRun: true, performersUpserted: seedPerformers.length, pricingUpserted: 24 } },
    });
    expect(dry.body.result.finalCounts).toMatchObject({ pricingItems: 24 });
    const price = async () => (await admin.call('GET', '/api/admin/pricing?category=topless-waiters&location=phuket')).body[0].price;
    expect(await price()).toBe(1234);
    expect(await admin.mutate('POST', '/api/admin/seed-database?dryRun=maybe')).toMatchObject({
      status: 400,
      body: { error: 'dryRun must be true or false', code: 'seed_dry_run_invalid', params: {} },
    });
    const real = await admin.mutate('POST', '/api/admin/seed-database');
    expect(real.body.result.dryRun).toBe(false);
    expect(await price()).toBe(8000);
  });
});
