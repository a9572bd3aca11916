/**
 * The split of an advance across a group (browser-safe): 2 to 30 shares, equal in whole baht, the remainder
 * on share 1 (the organiser's); when one guest goes free her share is spread over the others. The amounts
 * always add up to the stored advance.
 */

/** The fewest and the most shares a split may have (guests, counting one who goes free). */
export const SHARE_LIMITS = { min: 2, max: 30 } as const;

/** The message of a share count outside the limits. */
export const SHARE_COUNT_RULE = 'Choose between 2 and 30 shares';
/** The message of a guest going free in a split of 2 (the organiser would pay it all). */
export const FREE_GUEST_RULE = 'With one guest going free, choose at least 3 shares';

/** The amount of each paying share, share 1 first: `advance` over `count` guests (one fewer paying when one goes free). */
export function splitShares(advance: number, count: number, oneGoesFree = false): number[] {
  const paying = count - (oneGoesFree ? 1 : 0);
  const base = Math.floor(advance / paying);
  const amounts = Array.from({ length: paying }, () => base);
  amounts[0]! += advance - base * paying;
  return amounts;
}

/** A share's own reference: the booking's reference and the share's number (quoted with the payment). */
export const shareReference = (bookingReference: string, number: number): string => `${bookingReference}-${number}`;
