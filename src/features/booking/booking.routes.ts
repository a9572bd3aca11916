/** The booking routes: the price of a request (the agency's desk calls it as the booking form does), the e-mailed link's confirmation and the summary by e-mail. */
import type { z } from 'zod';
import type { calculatePrice } from '@/features/pricing/price-engine.server';
import type { linkTokenBody } from '@/lib/link-token';
import { route, type EmptyBody } from '@/lib/route-contract';
import type { BookingStatus } from '@db/statuses';
import type { priceRequestSchema } from './price-request.schema';

/** Prices a request's services and performers with the engine. */
export const priceCalculationRoute = route<ReturnType<typeof calculatePrice>, z.input<typeof priceRequestSchema>>()(
  'POST',
  '/api/pricing/calculate',
);
/** Confirms a booking request with its e-mailed link's token and signs the address in. */
export const confirmRequestRoute = route<{ id: string; status: BookingStatus }, z.input<typeof linkTokenBody>>()(
  'POST',
  '/api/bookings/confirm',
);
/** Queues the summary e-mail to the booking's own address (the body is ignored). */
export const sendSummaryRoute = route<{ sent: true }, EmptyBody>()('POST', '/api/bookings/[id]/send-summary');
