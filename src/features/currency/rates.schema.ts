/** The exchange rates as the owner sets them (Italian messages: only the agency sets them). */
import '@/lib/zod-csp';
import { z } from 'zod';
import { CURRENCIES, type Currency } from './currencies';

/** The lowest and highest baht per unit taken: outside them a figure is a slip (units per baht typed, a lost decimal point). */
export const RATE_BOUNDS = { min: 5, max: 200 } as const;

/** The messages of a refused rate, by rule. */
export const RATE_RULES = {
  number: 'Il cambio deve essere un numero (baht per 1 unità della valuta, es. 44,25 per la sterlina)',
  positive: 'Il cambio deve essere maggiore di zero',
  absurd: `Il cambio è fuori scala: scrivi i baht per 1 unità della valuta, tra ${RATE_BOUNDS.min} e ${RATE_BOUNDS.max} (es. 44,25 per la sterlina, non 0,0226)`,
  none: 'Indica almeno un cambio',
} as const;

const rate = z
  .number({ error: RATE_RULES.number })
  .refine(Number.isFinite, RATE_RULES.number)
  .refine((value) => value > 0, { message: RATE_RULES.positive, abort: true })
  .refine((value) => value >= RATE_BOUNDS.min && value <= RATE_BOUNDS.max, RATE_RULES.absurd);

/** `{ GBP?, AUD?, EUR?, USD? }`: baht per one unit of each currency set now (at least one); the others keep theirs. */
export const currencyRatesSchema = z
  .strictObject(Object.fromEntries(CURRENCIES.map((code) => [code, rate.optional()])) as Record<Currency, z.ZodOptional<typeof rate>>)
  .refine((rates) => CURRENCIES.some((code) => rates[code] !== undefined), RATE_RULES.none);

/** The rates a PUT sets. */
export type CurrencyRatesInput = z.infer<typeof currencyRatesSchema>;
