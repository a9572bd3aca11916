/** Pricing parameter form rules and the generated description behind the table's Preview (spec section 5). */
import { CITIES, cityDisplayName } from '@/content/cities';
import { NO_STRIPPER_SERVICE_TYPE, STRIPPER_SERVICE_TYPES } from '@/content/services';
import { formatBaht } from '@/features/admin-panel/format';

/** The kinds of pricing parameter, with their labels. */
export const PARAMETER_TYPES = [
  { value: 'male_stripper_rate', label: 'Male Stripper Rate' },
  { value: 'waiter_rate', label: 'Waiter Rate' },
  { value: 'double_duty_supplement', label: 'Double Duty Supplement' },
  { value: 'double_duty_discount', label: 'Double Duty Discount' },
] as const;
/** What each parameter is for, as the Parametri Prezzi tab explains it (the engine's rules, in the admin's language). */
export const PARAMETER_PURPOSES: Record<(typeof PARAMETER_TYPES)[number]['value'], string> = {
  male_stripper_rate:
    'Tempo extra: THB per ogni minuto oltre la durata del pacchetto spogliarellista di quel tipo (una volta per spettacolo, anche DUO). Il cliente lo vede come riga «Extra time: 30 min × ฿100».',
  waiter_rate:
    'Tempo extra: THB per ogni minuto oltre la durata del pacchetto camerieri, per ciascun cameriere. Il cliente lo vede come riga «Extra time».',
  double_duty_supplement: 'Aggiunto al totale per ogni performer prenotato sia come spogliarellista sia come cameriere.',
  double_duty_discount:
    'Sottratto dal totale per ogni performer prenotato sia come spogliarellista sia come cameriere (il modulo di prenotazione lo propone).',
};

/** The value field's label, in the admin's Italian. */
export const VALUE_LABEL = 'Valore (THB)';
/** What the value of each parameter type counts, as the form's hint says it (a new type without its words fails the type check). */
export const PARAMETER_UNITS: Record<(typeof PARAMETER_TYPES)[number]['value'], string> = {
  male_stripper_rate: 'Al minuto',
  waiter_rate: 'Al minuto',
  double_duty_supplement: 'Per prenotazione',
  double_duty_discount: 'Per prenotazione',
};

/** Cities of the parameters (lower-case keys). */
export const PARAMETER_LOCATIONS = CITIES;
/** Preview length (spec section 9). */
export const PREVIEW_LENGTH = 50;

/** The service type a new type starts with: TOPLESS for male_stripper_rate, NONE otherwise. */
export function defaultServiceType(parameterType: string): string {
  return parameterType === 'male_stripper_rate' ? STRIPPER_SERVICE_TYPES[0] : NO_STRIPPER_SERVICE_TYPE;
}

/** The label of a parameter type. */
export function typeLabel(parameterType: string): string {
  return PARAMETER_TYPES.find((t) => t.value === parameterType)?.label ?? parameterType;
}

const city = cityDisplayName;

/** A sentence saying what a parameter does. */
export function describeParameter(p: { parameterType: string; location: string; serviceType: string; value: number }): string {
  const price = formatBaht(p.value);
  switch (p.parameterType) {
    case 'male_stripper_rate':
      return `${p.serviceType} male stripper shows in ${city(p.location)} cost ${price} per minute.`;
    case 'waiter_rate':
      return `Topless waiters in ${city(p.location)} cost ${price} per minute.`;
    case 'double_duty_supplement':
      return `In ${city(p.location)}, ${price} is added when one performer both strips and waits.`;
    case 'double_duty_discount':
      return `In ${city(p.location)}, ${price} is taken off the waiter service when one performer does both.`;
    default:
      return `${typeLabel(p.parameterType)} in ${city(p.location)}: ${price}.`;
  }
}

/** The first 50 characters of the description ('...' when cut). */
export function parameterPreview(p: Parameters<typeof describeParameter>[0]): string {
  const text = describeParameter(p);
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

/** The form's first problem in the spec's words, or null when it can be sent. */
export function parameterFormError(form: ParameterForm): string | null {
  const value = Number(form.value);
  if (!form.parameterType || !form.location || form.value.trim() === '' || !Number.isFinite(value) || value <= 0) {
    return 'Please complete all required fields';
  }
  if (form.parameterType === 'male_stripper_rate' && !STRIPPER_SERVICE_TYPES.includes(form.serviceType)) {
    return 'Service type is required for Male Stripper Rate';
  }
  return null;
}
