/** The owner's channels as the panel and its route take them (Italian messages: only the owner sets them). */
import '@/lib/zod-csp';
import { z } from 'zod';

/** The rule of the WhatsApp number. */
export const WHATSAPP_RULE = 'Il numero WhatsApp va scritto con il prefisso del paese, es. +66 81 234 5678 (da 8 a 15 cifre)';
/** The rule of the number to call. */
export const PHONE_RULE = 'Il numero da chiamare va scritto con il prefisso del paese, es. +66 2 123 4567 (da 8 a 15 cifre)';
/** The rule of the LINE id. */
export const LINE_RULE = "L'ID LINE è quello dell'account ufficiale: inizia con @, es. @siamhunks (lettere, cifre, punto, trattino)";

const text = z.string({ error: 'Deve essere un testo' }).trim().max(60, 'Al massimo 60 caratteri');

/** An international number as digits ('' stays ''): spaces, dashes, dots and brackets dropped, a leading + or 00 taken as the country prefix. */
function internationalDigits(rule: string) {
  return text.transform((value, ctx) => {
    if (value === '') return '';
    const compact = value.replace(/[\s().-]/g, '');
    const digits = /^(\+|00)\d+$/.test(compact) ? compact.replace(/^(\+|00)/, '') : null;
    if (!digits || digits.length < 8 || digits.length > 15 || digits.startsWith('0')) {
      ctx.addIssue({ code: 'custom', message: rule });
      return z.NEVER;
    }
    return digits;
  });
}

/** `{ whatsapp, line, phone }`, each '' (not shown) or valid; stored as wa.me, LINE and tel: take them. */
export const agencyChannelsSchema = z.strictObject({
  whatsapp: internationalDigits(WHATSAPP_RULE),
  line: text.transform((value) => value.toLowerCase()).refine((value) => value === '' || /^@[a-z0-9._-]{2,20}$/.test(value), LINE_RULE),
  phone: internationalDigits(PHONE_RULE).transform((digits) => (digits ? `+${digits}` : '')),
});
