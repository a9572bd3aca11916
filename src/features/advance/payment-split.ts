/** The one advance rule: advance (agency commission) = round(30% of total); the rest is cash on show day. */
export function splitPayment(total: number): { advance: number; cash: number } {
  const advance = Math.round(total * 0.3);
  return { advance, cash: total - advance };
}
