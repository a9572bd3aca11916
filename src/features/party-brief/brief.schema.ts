/** The party brief form's body (its shape; what it says is checked by brief-rules.ts in the booking's language). */
import '@/lib/zod-csp';
import { z } from 'zod';
import { linkTokenBody } from '@/lib/link-token';
import { localeField } from '@/lib/locale-field';

// Longer texts are refused with the form's own message (brief-rules.ts); this only caps what is read.
const answer = z.string().max(5000).default('');

/** POST /api/brief: the link's token and the organiser's answers. */
export const briefBody = linkTokenBody.extend({
  guests: z.number(),
  allAdults: z.boolean(),
  menPresent: z.boolean(),
  honoreeFirstName: answer,
  access: answer,
  music: answer,
  theme: answer,
  nightPhone: answer,
  locale: localeField,
});
