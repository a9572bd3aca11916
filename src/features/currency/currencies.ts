/**
 * The currencies a visitor may see prices in beside the baht, and the one rule that turns baht into the
 * approximate line ("≈ £123"). Client-safe and tiny: the pages' currency script imports it, and no island does
 * (a module shared with an island would become a chunk of its own, and the script a request instead of inline).
 */

/** The currencies other than baht, in the order the choice lists them. */
export const CURRENCIES = ['GBP', 'AUD', 'EUR', 'USD'] as const;

/** A currency other than baht. */
export type Currency = (typeof CURRENCIES)[number];

/** The sign each currency is written with ('A$' and 'US$' so that neither reads as the other). */
export const CURRENCY_SIGNS: Record<Currency, string> = { GBP: '£', AUD: 'A$', EUR: '€', USD: 'US$' };

/** Baht for one unit of each currency that has a rate. */
export type BahtPerUnit = Partial<Record<Currency, number>>;

/** The currencies with a usable rate in `rates`, in the order of CURRENCIES: the only ones the choice offers. */
export function offeredCurrencies(rates: BahtPerUnit): Currency[] {
  return CURRENCIES.filter((code) => {
    const rate = rates[code];
    return typeof rate === 'number' && Number.isFinite(rate) && rate > 0;
  });
}

/** True for one of CURRENCIES. */
export function isCurrency(value: unknown): value is Currency {
  return (CURRENCIES as readonly unknown[]).includes(value);
}

/**
 * "≈ £123": `baht` in `currency` at `bahtPerUnit` baht per unit, rounded to whole units (an approximation
 * needs no pence), grouped by thousands; at least 1, so a small amount never reads as nothing. Empty for no
 * amount (฿0) and when the currency has no usable rate.
 */
export function approxLine(baht: number, currency: Currency, bahtPerUnit: number | undefined): string {
  if (!bahtPerUnit || !(bahtPerUnit > 0) || !(baht > 0) || !Number.isFinite(baht)) return '';
  const whole = Math.max(1, Math.round(baht / bahtPerUnit));
  return `≈ ${CURRENCY_SIGNS[currency]}${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
