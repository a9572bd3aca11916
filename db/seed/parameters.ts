/**
 * Seed pricing parameters per city. Rates are THB per minute beyond a package's standard
 * duration; the double-duty discount applies to a performer booked as stripper and waiter.
 */
import { CITIES, CITY_FACTS } from '@/content/cities';
import type { SeedPricingParameter } from './types';

const stripperRates = { TOPLESS: 100, UNDERWEAR: 120, 'FULL MONTY': 150, DUO: 250 } as const;

/** Every pricing parameter the seed upserts. */
export const seedPricingParameters: SeedPricingParameter[] = CITIES.flatMap((location) => [
  ...Object.entries(stripperRates).map(([serviceType, rate]) => ({
    parameterType: 'male_stripper_rate',
    location,
    serviceType,
    value: Math.round(rate * CITY_FACTS[location].seed.rateFactor),
    isActive: true,
  })),
  {
    parameterType: 'waiter_rate',
    location,
    serviceType: 'NONE',
    value: Math.round(50 * CITY_FACTS[location].seed.rateFactor),
    isActive: true,
  },
  { parameterType: 'double_duty_supplement', location, serviceType: 'NONE', value: 0, isActive: true },
  { parameterType: 'double_duty_discount', location, serviceType: 'NONE', value: 2000, isActive: true },
]);
