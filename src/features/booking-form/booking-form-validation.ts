/** The booking form's validation, loaded on the form's first focus or tap (lazyRules in BookingPage). */
import { codedRules } from '@/components/ui/coded-rules';
import { DURATION_ERRORS } from '@/features/availability/duration-errors';
import { BOOKING_RULE_ERRORS, BOOKING_STYLE_ERRORS } from '@/features/booking/booking-errors';
import { cityMessage } from '@/features/booking/option-labels';
import { priceErrors } from '@/features/pricing/price-errors';
import { bookingFormSchema } from '@/features/booking/booking.schema';

// The form's own rules, and those only the server checks for its 400's issues: the length, the style and the price
// engine's (a package or performer the agency changed while the form was open; PriceError answers an issue).
export const { validate, words } = codedRules(bookingFormSchema, {
  ...BOOKING_RULE_ERRORS,
  ...DURATION_ERRORS,
  ...BOOKING_STYLE_ERRORS,
  ...priceErrors(cityMessage),
});
