/** A booking's statuses and performance styles: plain lists, safe for islands (no zod, no server code). */

/** The statuses a booking can have. */
export const BOOKING_STATUSES = ['requested', 'pending', 'confirmed', 'completed', 'cancelled'] as const;
/** The three performance styles. */
export const PERFORMANCE_STYLES = ['topless', 'underwear', 'full monty'] as const;

/** Trim, lower-case, first hyphen to a space: 'Full-Monty' becomes 'full monty'. */
export function normalisePerformanceStyle(value: string): string {
  return value.trim().toLowerCase().replace('-', ' ');
}
