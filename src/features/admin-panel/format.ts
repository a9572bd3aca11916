/** Small display rules of the admin panel, unit-tested in format.test.ts. */

const bahtFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** Integer THB with the baht sign and thousands grouping: 16000 → '฿16,000'. */
export function formatBaht(amount: number): string {
  return `฿${bahtFormat.format(amount)}`;
}

/** Text cut to at most `max` characters (then '...'), at a word boundary when one is near. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}...`;
}

/** The short booking reference: the last 8 characters of the id, upper-case. */
export function bookingReference(id: string): string {
  return id.slice(-8).toUpperCase();
}

/** 'pending' → 'Pending'; 'full monty' → 'Full monty'. */
export function capitalise(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/** A 70 % cash amount (the fallback when the price calculation fails). */
export function fallbackCashAmount(totalPrice: number): number {
  return Math.round(totalPrice * 0.7);
}

/** Where an image is: absolute URLs and root paths as they are, a bare file name under /performers/; null when blank. */
export function imageSrc(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  return /^(https?:)?\/\//i.test(value) || value.startsWith('/') ? value : `/performers/${value}`;
}
