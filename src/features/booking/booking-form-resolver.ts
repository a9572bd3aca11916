/**
 * The booking form's validation (zod with the field rules of booking.schema.ts). BookingPage imports it
 * on the form's first focus or tap, so its script (about 40 KB compressed) is neither downloaded nor run
 * while the page loads: nothing is validated before a first submit.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { bookingFormSchema } from './booking.schema';

export const bookingFormResolver = zodResolver(bookingFormSchema);
