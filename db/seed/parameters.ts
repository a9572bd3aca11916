/**
 * Seed pricing parameters per city. Rates are THB per minute beyond a package's standard
 * duration; the double-duty discount applies to a performer booked as stripper and waiter.
 */
import { CITIES, CITY_FACTS } from '@/content/cities';
import { NO_STRIPPER_SERVICE_TYPE, STRIPPER_PACKAGES, STRIPPER_TITLES, type StripperPackage } from '@/content/services';
import type { SeedPricingParameter } from './types';

// The base per-minute rate of each stripper service (THB), times the city's rate factor.
const stripperRates: Record<StripperPackage, number> = { topless: 100, underwear: 120, 'full-monty': 150, duo: 250 };

/** Every pricing parameter the seed upserts. */
export const seedPricingParameters: SeedPricingParameter[] = CITIES.flatMap((location) => [
  ...STRIPPER_PACKAGES.map((key) => ({
    parameterType: 'male_stripper_rate',
    location,
    serviceType: STRIPPER_TITLES[key],
    value: Math.round(stripperRates[key] * CITY_FACTS[location].seed.rateFactor),
    isActive: true,
  })),
  {
    parameterType: 'waiter_rate',
    location,
    serviceType: NO_STRIPPER_SERVICE_TYPE,
    value: Math.round(50 * CITY_FACTS[location].seed.rateFactor),
    isActive: true,
  },
  { parameterType: 'double_duty_supplement', location, serviceType: NO_STRIPPER_SERVICE_TYPE, value: 0, isActive: true },
  { parameterType: 'double_duty_discount', location, serviceType: NO_STRIPPER_SERVICE_TYPE, value: 2000, isActive: true },
]);
