/** The booking form's validation, loaded on the form's first focus or tap (lazyRules in BookingPage). */
import { codedRules } from '@/components/ui/coded-rules';
import { BOOKING_RULE_ERRORS } from '@/features/booking/booking-errors';
import { bookingFormSchema } from '@/features/booking/booking.schema';

export const { resolver, said } = codedRules(bookingFormSchema, BOOKING_RULE_ERRORS);
