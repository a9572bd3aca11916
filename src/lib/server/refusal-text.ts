/**
 * A refusal's `error` text on the server, from its code: a customer's or performer's from the catalogues
 * (`error_<code>` in messages/en.json, th.json), in English unless the route answers in its reader's language; one
 * only the agency meets from the panel catalogues (lib/panel-refusal.ts), in English. The islands say the same codes
 * from their own tables (each ships only the messages of the codes it can meet): error-codes.test.ts holds them to this.
 * Server-only: a message looked up by its key would bring every message into an island's script.
 */
import { formatDayInSentence } from '@/lib/event-time';
import type { ErrorCode, ErrorParams, ErrorReason } from '@/lib/error-codes';
import { BASE_LOCALE, type Locale } from '@/lib/i18n';
import { panelRefusal, type AgencyCode } from '@/lib/panel-refusal';
import { variantKey } from '@/lib/refusal-variants';
import { m } from '@/paraglide/messages';

type Inputs = Record<string, unknown>;
type Said = (inputs: Inputs, options: { locale: Locale }) => string;

// A message of the customers' catalogues by its key (a refusal's key is made of its code).
const messageOf = (key: string): Said | undefined =>
  Object.hasOwn(m, key) ? (m as unknown as Record<string, Said | undefined>)[key] : undefined;

/** A code the customers' catalogues say (`error_<code>` in messages/en.json and th.json). */
type CustomerCode = { [C in ErrorCode]: `error_${C}` extends keyof typeof m ? C : never }[ErrorCode];

/** A code some catalogue says: the only codes a refusal may be thrown with. */
export type RefusalCode = CustomerCode | AgencyCode;

/** Whether the customers' catalogues say a code. */
export const customerSays = (code: string): boolean => Boolean(messageOf(`error_${code}`));

/** A city key in a sentence: as it is in English (as the server always wrote it), else its name. */
const cityWord = (city: string, locale: Locale) => (locale === BASE_LOCALE ? city : (messageOf(`city_${city}`)?.({}, { locale }) ?? city));

type Words<C extends ErrorCode> = (params: ErrorParams[C], locale: Locale) => { key?: string; inputs: Inputs };

/** The customers' codes whose parameters are said in words (a variant, `_one` or `_minutes`, is lib/refusal-variants.ts's). */
const WORDS: { [C in ErrorCode]?: Words<C> } = {
  performer_booked: ({ name, date }, locale) => ({ inputs: { name, day: formatDayInSentence(date, locale) } }),
  performer_off: ({ name, date }, locale) => ({ inputs: { name, day: formatDayInSentence(date, locale) } }),
  advance_nothing_to_report: ({ status }, locale) => ({ inputs: { status: messageOf(`adv_${status}`)?.({}, { locale }) ?? status } }),
  price_not_offered: ({ service, city }, locale) => ({ inputs: { service, city: cityWord(city, locale) } }),
  price_performer_elsewhere: ({ name, city }, locale) => ({ inputs: { name, city: cityWord(city, locale) } }),
};

/** A customer's code in `locale`, from the catalogues; undefined for a code they do not say. */
function customerRefusal(reason: ErrorReason, locale: Locale): string | undefined {
  if (!customerSays(reason.code)) return undefined;
  const words = (WORDS as Record<string, Words<ErrorCode> | undefined>)[reason.code];
  const { key, inputs } = words ? words(reason.params, locale) : variantKey(reason.code, reason.params);
  return (messageOf(key ?? `error_${reason.code}`) ?? messageOf(`error_${reason.code}`))!(inputs, { locale });
}

/**
 * The `error` text of a refusal in `locale` (English by default): the customers' catalogues when they say its code
 * (a code both say, such as `booking_not_found`, reads the same in both), else the panel's.
 */
export function refusalText(reason: ErrorReason, locale: Locale = BASE_LOCALE): string {
  return customerRefusal(reason, locale) ?? panelRefusal(reason, locale) ?? reason.code;
}
