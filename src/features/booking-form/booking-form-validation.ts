/** The booking form's validation, loaded on the form's first focus or tap (lazyRules in BookingPage). */
import { zodResolver } from '@hookform/resolvers/zod';
import { bookingFormSchema } from '@/features/booking/booking.schema';

export const resolver = zodResolver(bookingFormSchema);
