/** Formats integer THB with a baht sign and thousands grouping: 7000 → '฿7,000'. */
export function formatBaht(amount: number): string {
  return `฿${Math.round(amount).toLocaleString('en-US')}`;
}
