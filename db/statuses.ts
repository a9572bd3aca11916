/**
 * The status lists the database stores, as plain values: the bottom layer, so the schema types its
 * columns with them and features, routes and islands import them from here (no drizzle, no server code).
 */

/** The statuses a booking can have. */
export const BOOKING_STATUSES = ['requested', 'pending', 'confirmed', 'completed', 'cancelled'] as const;
/** A booking's status. */
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/**
 * The statuses that hold a booking's performers (a requested booking holds nobody until its address is
 * confirmed). Kept here, the bottom layer, so the conflict check (features/availability) and the booking's
 * life (features/booking-life, which imports that check) both read it without an import loop.
 */
export const HOLDS_PERFORMERS: readonly BookingStatus[] = ['pending', 'confirmed'];

/** Statuses of a contact message or an application. */
export const INBOX_STATUSES = ['new', 'read', 'replied', 'archived'] as const;
/** The status of a contact message or an application. */
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** Every advance status, in the order a payment normally goes through them. */
export const ADVANCE_STATUSES = ['unpaid', 'reported', 'received', 'refunded'] as const;
/** An advance status. */
export type AdvanceStatus = (typeof ADVANCE_STATUSES)[number];

/** Where one share of a split advance stands: pending (not paid), reported (the guest says she paid), received (the agency saw it). */
export const SHARE_STATUSES = ['pending', 'reported', 'received'] as const;
/** A share's status. */
export type ShareStatus = (typeof SHARE_STATUSES)[number];
