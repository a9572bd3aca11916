/** The Add/Edit Performer form's values and rules (spec sections 3 and 5), kept apart from the UI. */
import type { PerformerFields } from './performers-api';
import type { AdminPerformer } from './performers-api';
import { CITIES, CITY_NAMES, DEFAULT_CITY } from '@/content/cities';
import { PERFORMER_STYLES, performerStyleLabel } from '@/content/services';
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';
import { fieldErrors } from '@/features/admin-panel/errors';
import { sayValue, type ValueWords } from '@/lib/value-words';

/** Cities of the performer form: their keys (stored), shown by name. */
export const PERFORMER_LOCATIONS = CITIES.map((city) => ({ value: city, label: CITY_NAMES[city] }));
/** Categories (tags) the admin can add. */
export const PERFORMER_CATEGORIES = ['Male Stripper', 'Topless Waiter'] as const;

// Each category in the reader's words (stored in English: the public pages read the tags).
const CATEGORY_WORDS: ValueWords<(typeof PERFORMER_CATEGORIES)[number]> = {
  'Male Stripper': pm.performers_category_male_stripper,
  'Topless Waiter': pm.performers_category_topless_waiter,
};

/** A performer's tag in the reader's words: a category the panel offers in their language, any other tag as written. */
export const tagLabel = (tag: string, locale: PanelLocale): string => sayValue(CATEGORY_WORDS, tag, locale);
/** Style keys a performer may be available for, with their labels. */
export const AVAILABLE_FOR = PERFORMER_STYLES.map((style) => ({ value: style, label: performerStyleLabel(style) }));

/** An empty form with the admin defaults: the default city, 5'10, Brown, Brown, None, available. */
export function emptyPerformer(): PerformerFields {
  return {
    name: '',
    description: '',
    bioTh: null,
    imageUrl: '',
    additionalImages: [],
    tags: [],
    isAvailable: true,
    location: DEFAULT_CITY,
    height: "5'10",
    eyeColor: 'Brown',
    hairColor: 'Brown',
    tattoos: 'None',
    costumes: [],
    languages: [],
    availableFor: [],
    email: null,
  };
}

/** The form values of an existing performer. */
export function performerToFields(performer: AdminPerformer): PerformerFields {
  const { id: _id, displayOrder: _order, createdAt: _created, locale: _locale, ...fields } = performer;
  return { ...emptyPerformer(), ...fields };
}

/** The list with the trimmed entry added; blanks and duplicates (any case) leave it unchanged. */
export function addUnique(list: string[], entry: string): string[] {
  const value = entry.trim();
  if (!value || list.some((item) => item.toLowerCase() === value.toLowerCase())) return list;
  return [...list, value];
}

/** A form's problems by field name, each in the reader's panel language. */
export type FieldProblems = Partial<Record<keyof PerformerFields, string>>;

/** A field the form requires before sending. */
export type RequiredField = 'name' | 'description' | 'imageUrl';

/** The required fields still empty, in the form's order (the form says each on its field): the name, the description, the main photo. */
export function missingFields(fields: PerformerFields): RequiredField[] {
  return (['name', 'description', 'imageUrl'] as const).filter((field) => !fields[field].trim());
}

/** What a refused save says on each field in the reader's language: the server's issues by their path (an address another performer has, on the e-mail field). */
export const saveProblems = (error: unknown): FieldProblems => fieldErrors(error);

/** The spec's toast after additional photos are uploaded, in the singular for one photo ('1 additional photo uploaded successfully!'). */
export function additionalPhotosToast(count: number, locale: PanelLocale): string {
  return (count === 1 ? pm.photos_additional_uploaded_one : pm.photos_additional_uploaded_many)({ count }, { locale });
}
