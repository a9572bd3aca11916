// Kept apart from booking.schema.ts: the form imports these values at once, and the schema (zod) only on interaction.
import type { BookingFormInput } from '@/features/booking/booking.schema';

/** The booking form before the customer has filled in anything (its default values). */
export const EMPTY_BOOKING_FORM = {
  name: '',
  email: '',
  phone: '',
  location: '',
  address: '',
  venueType: '',
  soundSystem: '',
  occasion: '',
  eventDate: '',
  eventTime: '',
  specialRequests: '',
  selectedMaleStripper: 'none',
  selectedToplessWaiter: 'none',
  selectedStrippers: [],
  selectedWaiters: [],
} as BookingFormInput;
