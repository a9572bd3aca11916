/**
 * The one clock of the product: code asks here for "now" instead of calling Date.now() or new Date(),
 * so a test can set the time in one place. Browser-safe (no imports). By default it reads Date.now() at
 * every call, so Vitest's fake timers keep moving it.
 */

type Source = () => number;

const systemTime: Source = () => Date.now();
let source: Source = systemTime;

/** Now, in milliseconds since the epoch (the system time unless a test set the clock). */
export function now(): number {
  return source();
}

/** Now as a new Date (each call a fresh object, safe to change). */
export function currentDate(): Date {
  return new Date(now());
}

/** For tests: fix the clock at an instant (ms since the epoch) or read it from a function. */
export function setClock(time: number | (() => number)): void {
  source = typeof time === 'number' ? () => time : time;
}

/** For tests: back to the system time. */
export function resetClock(): void {
  source = systemTime;
}
