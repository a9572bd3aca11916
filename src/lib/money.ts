/** Money display: prices are integer Thai baht, shown with the baht sign and thousands grouping. */

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Formats an integer THB amount as '฿7,000' (rounded to whole baht). */
export function formatBaht(amount: number): string {
  return `฿${grouping.format(Math.round(amount))}`;
}
