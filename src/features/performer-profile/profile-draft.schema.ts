/**
 * What a performer may change of his own profile (the portal's "My profile"), and its rules: the bio in English and
 * Thai (with the small allowed markup, lib/markup.ts), his facts, languages, costumes and photos. Each rule gives its
 * code (ruleMessage), so the portal says a refusal in the page's language. Browser-safe. A key the performer may not
 * change (name, city, styles, availability) is refused (strict object).
 */
import { z } from 'zod';
import { ruleMessage } from '@/lib/error-codes';
import { refuseMarkup } from '@/lib/markup';
import { MAX_BIO, MAX_COSTUMES, MAX_FACT, MAX_ITEM, MAX_LANGUAGES, MAX_MORE_PHOTOS } from './profile-limits';

const bio = z
  .string({ error: ruleMessage('bio_required') })
  .trim()
  .min(1, ruleMessage('bio_required'))
  .max(MAX_BIO, ruleMessage('bio_too_long', { max: MAX_BIO }))
  .superRefine(refuseMarkup);

// Optional: an empty text clears it (the Thai profile then shows the English bio, marked as such).
const bioTh = z
  .string({ error: ruleMessage('bio_too_long', { max: MAX_BIO }) })
  .trim()
  .max(MAX_BIO, ruleMessage('bio_too_long', { max: MAX_BIO }))
  .superRefine(refuseMarkup)
  .nullable()
  .transform((v) => v || null);

const fact = z
  .string({ error: ruleMessage('profile_text_required') })
  .trim()
  .min(1, ruleMessage('profile_text_required'))
  .max(MAX_FACT, ruleMessage('profile_text_too_long', { max: MAX_FACT }));

/** A list as the agency's form keeps it: trimmed, blanks dropped, the first spelling of a duplicate kept. */
const list = (max: number) =>
  z
    .array(
      z
        .string()
        .trim()
        .max(MAX_ITEM, ruleMessage('profile_item_too_long', { max: MAX_ITEM })),
      {
        error: ruleMessage('profile_list_too_long', { max }),
      },
    )
    .max(max, ruleMessage('profile_list_too_long', { max }))
    .transform((values) => {
      const seen = new Set<string>();
      return values.filter((value) => value !== '' && !seen.has(value.toLowerCase()) && seen.add(value.toLowerCase()));
    });

// A photo is named by its address; which addresses he may use (his uploads, his current photos) the server checks.
const photo = z
  .string({ error: ruleMessage('profile_photo_unknown') })
  .trim()
  .min(1, ruleMessage('profile_photo_unknown'))
  .max(2000);

/** PUT /api/performer/profile: the whole proposed profile. */
export const profileDraftSchema = z.strictObject({
  description: bio,
  bioTh: bioTh.default(null),
  height: fact,
  eyeColor: fact,
  hairColor: fact,
  tattoos: fact,
  languages: list(MAX_LANGUAGES).default([]),
  costumes: list(MAX_COSTUMES).default([]),
  imageUrl: photo,
  additionalImages: z
    .array(photo, { error: ruleMessage('profile_list_too_long', { max: MAX_MORE_PHOTOS }) })
    .max(MAX_MORE_PHOTOS, ruleMessage('profile_list_too_long', { max: MAX_MORE_PHOTOS }))
    .default([]),
});
/** A validated proposed profile. */
export type ProfileFields = z.infer<typeof profileDraftSchema>;

/** The profile fields a performer may change, in the order the panel compares them. */
export const PROFILE_FIELDS = [
  'description',
  'bioTh',
  'height',
  'eyeColor',
  'hairColor',
  'tattoos',
  'languages',
  'costumes',
  'imageUrl',
  'additionalImages',
] as const satisfies readonly (keyof ProfileFields)[];
