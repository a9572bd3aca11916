/**
 * A booking's additionalData: the JSON text stored beside its columns (spec section 3) with the services
 * chosen and how the engine reached the total. Its performers are not in it: they are stored once, in
 * booking_performers (line-up.server.ts), and named where shown. One zod schema, bookingDataSchema, is its shape: every
 * reader parses it with readBookingData and every writer makes it with writeBookingData (browser-safe:
 * no server imports).
 */
import '@/lib/zod-csp';
import { z } from 'zod';

const amount = z.number().int().nonnegative();

/** A list that keeps the entries reading as `item` and leaves the others out; anything but a list reads as empty. */
const lenientList = <T extends z.ZodType>(item: T) =>
  z
    .unknown()
    .optional()
    .transform((value) =>
      (Array.isArray(value) ? value : []).flatMap((entry): z.output<T>[] => {
        const read = item.safeParse(entry);
        return read.success ? [read.data] : [];
      }),
    );

/** Minutes beyond a package, priced at the city's rate (the engine's ExtraTime). */
const extraTimeSchema = z.object({ service: z.string(), minutes: amount, rate: amount, performers: amount, amount });

/** How the engine reached the total: four whole non-negative amounts and the extra time (empty for bookings made before it was kept). */
const priceBreakdownSchema = z.object({
  stripperSubtotal: amount,
  waiterSubtotal: amount,
  discount: amount,
  supplement: amount,
  extraTime: lenientList(extraTimeSchema),
  /** What a partner's code took off (absent before partner codes, and without one). */
  partnerDiscount: amount.optional(),
});

/** A service key that does not read is 'none'. */
const serviceKey = z.string().catch('none');

/** The services chosen (service keys); anything else stored with them (older rows' copies of the performers) is not read. */
const servicesSchema = z.object({ selectedMaleStripper: serviceKey, selectedToplessWaiter: serviceKey });

/** The one schema of additionalData: what a writer stores (a part it gives that does not fit is an error). */
export const bookingDataSchema = z.object({ services: servicesSchema.nullable(), price: priceBreakdownSchema.nullable() });

/**
 * The same schema as a reader takes it, never failing: a part that is missing or does not read is null
 * (older or hand-made rows), and so is the whole when the text is not an object.
 */
const readableSchema = z
  .object({ services: bookingDataSchema.shape.services.catch(null), price: bookingDataSchema.shape.price.catch(null) })
  .catch({ services: null, price: null });

/** The services a booking chose (service keys). */
export type StoredServices = z.output<typeof servicesSchema>;

/** How the engine reached a booking's total, stored with the booking when it is priced (read, it always has its extra time). */
export type PriceBreakdown = Omit<z.output<typeof priceBreakdownSchema>, 'extraTime'> &
  Partial<Pick<z.output<typeof priceBreakdownSchema>, 'extraTime'>>;

/** The parsed additionalData: each part null when missing or unreadable (older or hand-made rows). */
export type BookingData = z.output<typeof bookingDataSchema>;

/** What a writer gives: the parts, each with anything more (an engine result's totals) left out when stored. */
export type BookingDataInput = z.input<typeof bookingDataSchema>;

/** A price breakdown read from any value (a stored one, or the engine's answer), or null unless it reads as one. */
export function priceBreakdownOf(value: unknown): PriceBreakdown | null {
  return priceBreakdownSchema.nullable().catch(null).parse(value);
}

/** Parses a booking's additionalData; missing, unreadable or malformed parts are null, never an error. */
export function readBookingData(text: string | null): BookingData {
  let stored: unknown = null;
  try {
    stored = text ? JSON.parse(text) : null;
  } catch {
    stored = null;
  }
  return readableSchema.parse(stored);
}

/** The additionalData text of a booking through the same schema: its services and price breakdown (a part that is null is left out). */
export function writeBookingData(data: BookingDataInput): string {
  const { services, price } = bookingDataSchema.parse(data);
  return JSON.stringify({ ...(services && { services }), ...(price && { price }) });
}
