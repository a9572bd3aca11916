/**
 * A refusal in the agency's words (browser-safe): the panel catalogues' `error_<code>` (messages/panel/*.json) with the
 * code's parameters, in a panel language. The server's English `error` text of an agency refusal (`refuse`) and
 * the panel's toasts and field errors (admin-panel/errors.ts) both come from here, so a refusal is one catalogue entry
 * per language plus its throw. A parameter that is a stored value (a status, an amount, a day, a role) is said in the
 * reader's words first; a few codes pick a variant of their message (`_off`, `_no_city`; `_one` is
 * lib/refusal-variants.ts's, as the customers' are).
 */
import type { PanelLocale } from '@db/locales';
import type * as pm from '@/paraglide-panel/messages';
import { formatAgencyDay } from './dates';
import type { ErrorCode, ErrorParams } from './error-codes';
import { formatBaht } from './money';
import { ERROR_WORDS, VALUE_WORDS, wordOf } from './panel-families';
import { variantKey } from './refusal-variants';

type Inputs = Record<string, string | number>;

// A message of the panel catalogues by its key (a refusal's key is made of its code; a stored value's, of the value).
const messageOf = (key: string) => wordOf(key.startsWith('audit_value_') ? VALUE_WORDS : ERROR_WORDS, key);

/** A word of the catalogues by key (a stored value's), else the value as it is. */
const word = (key: string, value: string, locale: PanelLocale) => messageOf(key)?.({}, { locale }) ?? value;

/** A stored status said inside a sentence: "è «annullata»" (Italian and English lower their capital). */
const statusWord = (status: string, locale: PanelLocale) => word(`audit_value_${status}`, status, locale).toLocaleLowerCase(locale);

/** A city key as its name ('bangkok' → 'Bangkok'). */
const cityWord = (city: string) => city.charAt(0).toUpperCase() + city.slice(1);

/** "a, b or c" in the reader's language (the engine's English lists of choices). */
const orList = (items: string[], locale: PanelLocale) => new Intl.ListFormat(locale, { type: 'disjunction' }).format(items);

/** A performer's city said by name, or the message's variant for a booking without a city. */
const inCity = (noCity: string, name: string, city: string | null): { key?: string; inputs: Inputs } =>
  city ? { inputs: { name, city: cityWord(city) } } : { key: noCity, inputs: { name } };

type Words<C extends ErrorCode> = (params: ErrorParams[C], locale: PanelLocale) => { key?: string; inputs: Inputs };

/** The codes whose parameters are stored values to say in words, or whose message has variants. */
const WORDS: { [C in ErrorCode]?: Words<C> } = {
  owner_only_action: ({ action }, locale) => ({ inputs: { action: word(`error_owner_action_${action}`, action, locale) } }),
  advance_move: ({ from, to }, locale) => ({
    inputs: { from: word(`audit_value_${from}`, from, locale), to: word(`audit_value_${to}`, to, locale) },
  }),
  booking_move: ({ from, to }, locale) => ({ inputs: { from: statusWord(from, locale), to: statusWord(to, locale) } }),
  booking_closed: ({ status }, locale) => ({ inputs: { status: statusWord(status, locale) } }),
  replacement_closed: ({ status }, locale) => ({ inputs: { status: statusWord(status, locale) } }),
  booking_not_started: ({ date, time }, locale) => ({ inputs: { date: formatAgencyDay(date, locale), time } }),
  total_below_paid_advance: ({ total, paid }) => ({ inputs: { total: formatBaht(total), paid: formatBaht(paid) } }),
  advance_below_paid_shares: ({ advance, paid }) => ({ inputs: { advance: formatBaht(advance), paid: formatBaht(paid) } }),
  cash_is_rest: ({ advance, cash }) => ({ inputs: { advance: formatBaht(advance), cash: formatBaht(cash) } }),
  style_unfit: ({ style, service, offered }, locale) => ({ inputs: { style, service, offered: orList(offered, locale) } }),
  performer_elsewhere: ({ name, city }) => inCity('error_performer_elsewhere_no_city', name, city),
  replacement_to_elsewhere: ({ name, city }) => inCity('error_replacement_to_elsewhere_no_city', name, city),
  replacement_to_role: ({ name, role }, locale) => ({ inputs: { name, role: word(`error_role_${role}`, role, locale) } }),
  replacement_clash: ({ kind, name, date }, locale) => ({
    key: kind === 'off' ? 'error_replacement_clash_off' : undefined,
    inputs: { name, date: formatAgencyDay(date, locale) },
  }),
  performer_booked: ({ name, date }, locale) => ({ inputs: { name, date: formatAgencyDay(date, locale) } }),
  performer_off: ({ name, date }, locale) => ({ inputs: { name, date: formatAgencyDay(date, locale) } }),
  price_not_offered: ({ service, city }) => ({ inputs: { service, city: cityWord(city) } }),
  price_performer_elsewhere: ({ name, city }) => ({ inputs: { name, city: cityWord(city) } }),
  price_city_unknown: ({ cities }, locale) => ({ inputs: { cities: orList(cities.split(/, | or /), locale) } }),
  performance_style_invalid: ({ styles }, locale) => ({ inputs: { styles: orList(styles.split(/, | or /), locale) } }),
};

/** A code the panel catalogues say (`error_<code>` in messages/panel/*.json): the only codes an agency refusal may throw. */
export type AgencyCode = { [C in ErrorCode]: `error_${C}` extends keyof typeof pm ? C : never }[ErrorCode];

/** Whether the panel catalogues say a code (every code an agency refusal throws: panel-refusal.test.ts). */
export const panelSays = (code: string): boolean => Boolean(messageOf(`error_${code}`));

/**
 * A coded answer (or one field's issue) in `locale`, from the panel catalogues; undefined for an answer without a code
 * they say.
 */
export function panelRefusal(answer: { code?: unknown; params?: unknown }, locale: PanelLocale): string | undefined {
  const { code, params } = answer;
  if (typeof code !== 'string' || !panelSays(code) || typeof params !== 'object' || params === null) return undefined;
  const words = (WORDS as Record<string, Words<ErrorCode> | undefined>)[code];
  const { key, inputs } = words ? words(params as never, locale) : variantKey(code, params);
  return (messageOf(key ?? `error_${code}`) ?? messageOf(`error_${code}`))!(inputs, { locale });
}
