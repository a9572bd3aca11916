/**
 * The booking's choice fields (value → label), without zod: the booking form shows them before any
 * validation is loaded; booking.schema.ts checks answers against the same keys.
 */

/** Venue types (value → label). */
export const VENUE_TYPES = {
  'house-apartment': 'Private Residence',
  hotel: 'Hotel Suite',
  'bar-club': 'Bar/Club',
  'function-room': 'Function Room',
} as const;
/** Occasions (value → label). */
export const OCCASIONS = {
  hens: 'Hens Party',
  birthday: 'Birthday Celebration',
  'girls-night': 'Girls Night',
  other: 'Other Event',
} as const;
/** Sound system answers (value → label). */
export const SOUND_SYSTEM = { yes: 'Yes', no: 'No' } as const;
