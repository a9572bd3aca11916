/** The booking form's validation, loaded on the form's first focus or tap (lazyRules in BookingPage). */
import { codedRules } from '@/components/ui/coded-rules';
import { DURATION_ERRORS } from '@/features/availability/availability-errors';
import { BOOKING_RULE_ERRORS, BOOKING_STYLE_ERRORS } from '@/features/booking/booking-errors';
import { REQUEST_VALUE_ERRORS } from '@/lib/request-errors';
import { bookingFormSchema } from '@/features/booking/booking.schema';

// The form's own rules, and those only the server checks (the length, the style, zod's own), for its 400's issues.
export const { resolver, said } = codedRules(bookingFormSchema, {
  ...BOOKING_RULE_ERRORS,
  ...DURATION_ERRORS,
  ...BOOKING_STYLE_ERRORS,
  ...REQUEST_VALUE_ERRORS,
});
