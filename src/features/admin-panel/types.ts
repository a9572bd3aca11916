/**
 * The shapes the admin API answers, as the browser receives them: the server's own types through
 * Jsonify (dates arrive as ISO text). Type-only imports, so no server code reaches the island.
 */
import type { applications, contacts } from '@db/schema';
import type { AdminBooking as StoredAdminBooking } from '@/features/manage-bookings/manage-bookings.server';
import type { PricingParameter as StoredPricingParameter } from '@/features/pricing/parameters.server';
import type { AdminPerformer as StoredAdminPerformer } from '@/features/performers/manage-performers.server';
import type { ServicePrice as StoredServicePrice } from '@/features/pricing/service-prices.server';
import type { OverlappingBooking as StoredOverlappingBooking, TimeOff } from '@/features/scheduling/time-off.server';
import type { Jsonify } from '@/lib/jsonify';
import type { OutboxEntry as StoredOutboxEntry } from '@/features/notifications/outbox.server';
import type { AdminReview as StoredAdminReview } from '@/features/reviews/review-moderation.server';
import type { ReplacementOptions as StoredReplacementOptions } from '@/features/manage-bookings/replacement.server';

/** A performer as the admin list returns it (unavailable ones included). */
export type AdminPerformer = Jsonify<StoredAdminPerformer>;

/** A booking with the performers it holds and the admin-only slip address. */
export type AdminBooking = Jsonify<StoredAdminBooking>;

/** What "Sostituisci" offers for one performer of a booking: who is free, of the city and the role, with their answers. */
export type ReplacementOptions = Jsonify<StoredReplacementOptions>;

/** One page of a list. */
export interface Page<T> {
  items: T[];
  total: number;
  totalPages: number;
}

/** A pricing parameter. */
export type PricingParameter = Jsonify<StoredPricingParameter>;

/** A service price (pricing card). */
export type ServicePrice = Jsonify<StoredServicePrice>;

/** A contact-form message. */
export type ContactMessage = Jsonify<typeof contacts.$inferSelect>;

/** A performer's application. */
export type Application = Jsonify<typeof applications.$inferSelect>;

/** An outbox message as Posta in uscita lists it. */
export type OutboxEntry = Jsonify<StoredOutboxEntry>;

/** One view of the outbox with the count of each status. */
export interface OutboxPage {
  items: OutboxEntry[];
  counts: Record<'queued' | 'sent' | 'failed', number>;
}

/** A stretch of a performer's time off (instants as ISO text). */
export type AdminTimeOff = Jsonify<TimeOff>;

/** A held booking that new time off overlaps: reference, Bangkok date and start time. */
export type OverlappingBooking = StoredOverlappingBooking;

/** A written review as the Recensioni tab shows it. */
export type AdminReview = Jsonify<StoredAdminReview>;
