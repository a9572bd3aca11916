/**
 * Seed pricing parameters per city. Rates are THB per minute beyond a package's standard
 * duration; the double-duty discount applies to a performer booked as stripper and waiter.
 */
import type { SeedPricingParameter } from './types';

const stripperRates = { TOPLESS: 100, UNDERWEAR: 120, 'FULL MONTY': 150, DUO: 250 } as const;
const cityFactor = { bangkok: 1, pattaya: 1.1, phuket: 1.3 } as const;

/** Every pricing parameter the seed upserts. */
export const seedPricingParameters: SeedPricingParameter[] = (
  Object.keys(cityFactor) as (keyof typeof cityFactor)[]
).flatMap((location) => [
  ...Object.entries(stripperRates).map(([serviceType, rate]) => ({
    parameterType: 'male_stripper_rate',
    location,
    serviceType,
    value: Math.round(rate * cityFactor[location]),
    isActive: true,
  })),
  { parameterType: 'waiter_rate', location, serviceType: 'NONE', value: Math.round(50 * cityFactor[location]), isActive: true },
  { parameterType: 'double_duty_supplement', location, serviceType: 'NONE', value: 0, isActive: true },
  { parameterType: 'double_duty_discount', location, serviceType: 'NONE', value: 2000, isActive: true },
]);
