/** The admin performer form, shared by the Add/Edit Performer form and the admin performer routes. */
import { z } from 'zod';
import { CITIES, citiesText, CITY_DISPLAY_NAMES, CITY_NAMES, DEFAULT_CITY } from '@/content/cities';
import { PERFORMER_STYLES } from '@/content/services';
import { ruleMessage } from '@/lib/error-codes';
import { refuseMarkup } from '@/lib/markup';

/** The cities a performer may work in (keys; the admin performer form shows their names). */
export const PERFORMER_LOCATIONS = CITIES;

// An image is an absolute http(s) URL, a root-relative path, or a bare file name under the
// performers folder; anything else (javascript:, data:, //host) could run or leak on public pages.
const IMAGE_SOURCE = /^(https?:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*|[\w.-]+\.(?:jpe?g|png|webp|avif|gif))$/i;
const imageUrl = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(2000, 'Image URL is too long')
    .regex(IMAGE_SOURCE, 'Image must be an http(s) URL, a path starting with / or an image file name');

/** Trims, drops blanks and removes duplicates (case-insensitive), keeping the first spelling. */
const uniqueList = (item: z.ZodType<string>, max: number) =>
  z
    .array(item, { error: 'Must be a list' })
    .max(max, `At most ${max} entries`)
    .transform((values) => {
      const seen = new Set<string>();
      return values.filter((value) => value !== '' && !seen.has(value.toLowerCase()) && seen.add(value.toLowerCase()));
    });

const shortText = (field: string, fallback: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(60, `${field} is too long`)
    .transform((v) => v || fallback);

// Coded (email_invalid), so the panel says it in Italian on the e-mail field; the API answers the same English.
const EMAIL_INVALID = ruleMessage('email_invalid');

/**
 * The performer's private address (they sign in and get their bookings with it): lower-cased, blank
 * or null for none. Never part of a public answer.
 */
const performerEmail = z
  .union([z.null(), z.string({ error: EMAIL_INVALID })], { error: EMAIL_INVALID })
  .transform((v) => v?.trim().toLowerCase() || null)
  .pipe(z.union([z.null(), z.string().max(254, EMAIL_INVALID).pipe(z.email(EMAIL_INVALID))]))
  .default(null);

const description = z
  .string({ error: 'Description is required' })
  .trim()
  .min(1, 'Description is required')
  .max(5000, 'Description is too long');
// Optional; an empty text clears it. Left out of a partial update, it stays as it is.
const thaiBio = (markupRule: boolean) =>
  z
    .string({ error: 'bioTh must be text or null' })
    .trim()
    .max(5000, 'Thai bio is too long')
    .superRefine((text, context) => {
      if (markupRule) refuseMarkup(text, context);
    })
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

/** All fields of a performer as the admin enters them (create: every required field present). */
export const performerSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name is too long'),
  // The bio's small markup only (lib/markup.ts), as the performer's own form: anything else is refused, never stored.
  description: description.superRefine(refuseMarkup),
  bioTh: thaiBio(true),
  imageUrl: imageUrl('Main photo is required'),
  additionalImages: uniqueList(imageUrl('Image URL is required'), 20).default([]),
  tags: uniqueList(z.string().trim().max(40, 'Tag is too long'), 20).default([]),
  isAvailable: z.boolean({ error: 'isAvailable must be true or false' }).default(true),
  // Stored as the city's key (the rule of worksIn); its key or its name is accepted, in any case.
  location: z
    .string({ error: 'Location is required' })
    .transform((v) => PERFORMER_LOCATIONS.find((city) => [city, CITY_NAMES[city].toLowerCase()].includes(v.trim().toLowerCase())) ?? v)
    .pipe(z.enum(PERFORMER_LOCATIONS, { error: `Location must be ${citiesText('or', CITY_DISPLAY_NAMES)}` }))
    .default(DEFAULT_CITY),
  height: shortText('Height', "5'10").default("5'10"),
  eyeColor: shortText('Eye colour', 'Brown').default('Brown'),
  hairColor: shortText('Hair colour', 'Brown').default('Brown'),
  tattoos: shortText('Tattoos', 'None').default('None'),
  costumes: uniqueList(z.string().trim().max(60, 'Costume name is too long'), 30).default([]),
  languages: uniqueList(z.string().trim().max(60, 'Language is too long'), 10).default([]),
  availableFor: uniqueList(z.enum(PERFORMER_STYLES, { error: `availableFor takes ${citiesText('or', PERFORMER_STYLES)}` }), 4).default([]),
  email: performerEmail,
});
/** A validated performer. */
export type PerformerInput = z.infer<typeof performerSchema>;

/** Body of PUT /api/admin/performers/reorder. */
export const reorderSchema = z.object({
  performerId: z.string({ error: 'performerId is required' }).min(1, 'performerId is required').max(100),
  direction: z.enum(['up', 'down'], { error: 'direction must be up or down' }),
});

/**
 * The performer form for an update of `changes` to `stored`: a bio stored before the markup rule is kept as it is (an
 * availability switch or a new photo must not be refused for it); a bio the update changes follows the rule.
 */
export function performerUpdateSchema(stored: { description: string; bioTh: string | null }, changes: Record<string, unknown>) {
  const kept = (field: 'description' | 'bioTh') => !(field in changes) || changes[field] === stored[field];
  return performerSchema.extend({
    description: kept('description') ? description : description.superRefine(refuseMarkup),
    bioTh: thaiBio(!kept('bioTh')),
  });
}
