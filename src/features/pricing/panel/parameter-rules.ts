/**
 * Pricing parameter form rules and the generated description behind the table's Preview (spec section 5), as the
 * panel catalogues' keys with their values: the tab says them in the reader's language (`rules_…` in
 * messages/panel/*.json; a type's name is `rules_type_<type>`, what it is for `rules_purpose_<type>`).
 */
import { CITIES, cityDisplayName } from '@/content/cities';
import { NO_STRIPPER_SERVICE_TYPE, STRIPPER_SERVICE_TYPES } from '@/content/services';
import { formatBaht } from '@/features/admin-panel/format';
import { family, wordOf, type Family } from '@/lib/panel-families';
import type { PanelLocale } from '@db/locales';
import type { PARAMETER_TYPES } from '../parameters.schema';

/** The tab's words (`rules_…`): the messages it looks up by a key built from a stored type. */
const RULES_WORDS = family(() => import.meta.glob<Family>('/src/paraglide-panel/messages/rules_*.js', { eager: true }));

/** A `rules_…` message said in the reader's language; its key when the catalogues have none by that name. */
export const sayRule = (key: `rules_${string}`, params: Record<string, string | number>, locale: PanelLocale): string =>
  wordOf(RULES_WORDS, key)?.(params, { locale }) ?? key;

/** A kind of pricing parameter. */
export type ParameterType = (typeof PARAMETER_TYPES)[number];

/** What the value of each parameter type counts, as the form's hint says it (a new type without its unit fails the type check). */
export const PARAMETER_UNITS: Record<ParameterType, 'rules_unit_minute' | 'rules_unit_booking'> = {
  male_stripper_rate: 'rules_unit_minute',
  waiter_rate: 'rules_unit_minute',
  double_duty_supplement: 'rules_unit_booking',
  double_duty_discount: 'rules_unit_booking',
};

/** Cities of the parameters (lower-case keys). */
export const PARAMETER_LOCATIONS = CITIES;
/** Preview length (spec section 9). */
export const PREVIEW_LENGTH = 50;

/** The service type a new type starts with: TOPLESS for male_stripper_rate, NONE otherwise. */
export function defaultServiceType(parameterType: string): string {
  return parameterType === 'male_stripper_rate' ? STRIPPER_SERVICE_TYPES[0] : NO_STRIPPER_SERVICE_TYPE;
}

/** Whether a stored type is one the panel has words for (an unknown one is shown as stored). */
export const isParameterType = (value: string): value is ParameterType => Object.hasOwn(PARAMETER_UNITS, value);

/**
 * The sentence saying what a parameter does: its type's key (`rules_describe_<type>`, `rules_describe_other` for a
 * type the panel does not know) and the values it names.
 */
export function describeParameter(p: { parameterType: string; location: string; serviceType: string; value: number }) {
  const params = { type: p.parameterType, service: p.serviceType, city: cityDisplayName(p.location), price: formatBaht(p.value) };
  const type = p.parameterType;
  return { key: isParameterType(type) ? (`rules_describe_${type}` as const) : ('rules_describe_other' as const), params };
}

/** The Preview of a said description: its first 50 characters ('...' when cut). */
export function parameterPreview(text: string): string {
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}...` : text;
}

/** The form's values. */
export interface ParameterForm {
  parameterType: string;
  location: string;
  serviceType: string;
  value: string;
  isActive: boolean;
}

/** The key of the form's first problem (the spec's words), or null when it can be sent. */
export function parameterFormError(form: ParameterForm): 'rules_required' | 'rules_service_type_required' | null {
  const value = Number(form.value);
  if (!form.parameterType || !form.location || form.value.trim() === '' || !Number.isFinite(value) || value <= 0) {
    return 'rules_required';
  }
  if (form.parameterType === 'male_stripper_rate' && !STRIPPER_SERVICE_TYPES.includes(form.serviceType)) {
    return 'rules_service_type_required';
  }
  return null;
}
