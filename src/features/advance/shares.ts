/**
 * The organiser's split of the advance across a group (browser-safe): its limits (2 to 30 shares, one guest
 * going free only from 3) and a share's reference. The arithmetic is `splitShares` (booking-life/share-split.ts).
 */

/** The fewest and the most shares a split may have (guests, counting one who goes free). */
export const SHARE_LIMITS = { min: 2, max: 30 } as const;

/** The message of a share count outside the limits. */
export const SHARE_COUNT_RULE = 'Choose between 2 and 30 shares';
/** The message of a guest going free in a split of 2 (the organiser would pay it all). */
export const FREE_GUEST_RULE = 'With one guest going free, choose at least 3 shares';

/** A share's own reference: the booking's reference and the share's number (quoted with the payment). */
export const shareReference = (bookingReference: string, number: number): string => `${bookingReference}-${number}`;
