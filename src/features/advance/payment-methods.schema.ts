/** The ways to pay as "Pagamenti" and its route take them (Italian messages: only the owner sets them). */
import '@/lib/zod-csp';
import { z } from 'zod';
import { parsePromptPayId } from './promptpay';

/** A field a switched-on way to pay needs. */
export const REQUIRED_WHEN_ON = 'Obbligatorio quando questo metodo è attivo';
/** The PromptPay id rule. */
export const PROMPTPAY_ID_RULE =
  "L'ID PromptPay è un numero di cellulare thailandese (10 cifre che iniziano con 0) o un codice di 13 cifre";
/** The SWIFT/BIC rule. */
export const SWIFT_RULE = 'Il codice SWIFT/BIC ha 8 o 11 caratteri, lettere e cifre';
/** The payment page's rule. */
export const LINK_RULE = "L'indirizzo della pagina di pagamento deve iniziare con https://";

const text = z.string({ error: REQUIRED_WHEN_ON }).trim().max(300, 'Al massimo 300 caratteri');

/** Adds REQUIRED_WHEN_ON on each of `fields` left empty while the way is on. */
function requiredWhenOn<T extends { enabled: boolean }>(fields: (keyof T & string)[]) {
  return (value: T, ctx: z.core.$RefinementCtx<T>) => {
    if (!value.enabled) return;
    for (const field of fields) {
      if (value[field] === '') ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED_WHEN_ON });
    }
  };
}

const promptpaySchema = z
  .strictObject({ enabled: z.boolean(), id: text })
  .superRefine(requiredWhenOn(['id']))
  .transform((value, ctx) => {
    if (value.id === '') return value;
    try {
      return { ...value, id: parsePromptPayId(value.id) };
    } catch {
      ctx.addIssue({ code: 'custom', path: ['id'], message: PROMPTPAY_ID_RULE });
      return z.NEVER;
    }
  });

const bankSchema = z
  .strictObject({
    enabled: z.boolean(),
    accountName: text,
    bankName: text,
    accountNumber: text,
    swift: text
      .transform((value) => value.replace(/\s/g, '').toUpperCase())
      .refine((value) => value === '' || /^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(value), SWIFT_RULE),
    bankAddress: text,
  })
  .superRefine(requiredWhenOn(['accountName', 'bankName', 'accountNumber', 'swift', 'bankAddress']));

const linkSchema = z
  .strictObject({ enabled: z.boolean(), url: text.refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), LINK_RULE) })
  .superRefine(requiredWhenOn(['url']));

/** `{ promptpay, bank, link }`: every way to pay, on or off, with its details (kept while off). */
export const paymentMethodsSchema = z.strictObject({ promptpay: promptpaySchema, bank: bankSchema, link: linkSchema });
