/**
 * The split of an advance across a group (browser-safe): equal shares in whole baht, the remainder on share 1
 * (the organiser's); when one guest goes free her share is spread over the others. The amounts always add up
 * to the stored advance. The organiser's split (advance/) and the one writer of a booking's money
 * (booking-money.server.ts) both split with it.
 */

/** The amount of each paying share, share 1 first: `advance` over `count` guests (one fewer paying when one goes free). */
export function splitShares(advance: number, count: number, oneGoesFree = false): number[] {
  const paying = count - (oneGoesFree ? 1 : 0);
  const base = Math.floor(advance / paying);
  const amounts = Array.from({ length: paying }, () => base);
  amounts[0]! += advance - base * paying;
  return amounts;
}
