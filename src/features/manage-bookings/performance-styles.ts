/** The performance styles the agency confirms a booking with: plain lists, safe for islands (no zod, no server code). */
import { performanceStyleFor, stripperServiceForTitle } from '@/features/pricing/services';

/** The three performance styles. */
export const PERFORMANCE_STYLES = ['topless', 'underwear', 'full monty'] as const;
/** One performance style. */
export type PerformanceStyle = (typeof PERFORMANCE_STYLES)[number];

/**
 * The styles a service type offers: a one-stripper show is its own style (TOPLESS is topless), a
 * waiters-only booking (NONE) topless, a DUO any; a type the site does not sell any (it cannot be judged).
 */
export function stylesForService(serviceType: string): readonly PerformanceStyle[] {
  const type = serviceType.trim().toUpperCase();
  if (type === 'NONE') return [performanceStyleFor('none')];
  const service = stripperServiceForTitle(type);
  return !service || service === 'duo' ? PERFORMANCE_STYLES : [performanceStyleFor(service)];
}

/** Trim, lower-case, first hyphen to a space: 'Full-Monty' becomes 'full monty'. */
export function normalisePerformanceStyle(value: string): string {
  return value.trim().toLowerCase().replace('-', ' ');
}
