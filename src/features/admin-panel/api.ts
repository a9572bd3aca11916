/**
 * The admin panel's calls (spec section 7, admin calls): cached lists as nanoquery fetcher stores
 * (enabled only while the session store says admin) and the writes, which refresh what they change.
 */
import type { ReplicaReport } from '@/features/operations/replica-words';
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { z } from 'zod';
import type { agencyConfirmationUpdatesSchema } from '@/features/manage-bookings/manage-bookings.schema';
import type { AdminAdvanceTarget } from '@/features/advance/advance-status';
import type { PaymentMethods } from '@/features/advance/payment-methods';
import type { RatesReport } from '@/features/currency/rates.server';
import type { Jsonify } from '@/lib/jsonify';
import type { AgencyChannels } from '@/features/reach-agency/agency-channels';
import type { ShareView } from '@/features/advance/shares.server';
import type { SlipReuseView } from '@/features/advance/slip-reuse.server';
import type { AdvanceStatus } from '@db/statuses';
import { adminRequest } from './admin-client';
import { createFetcherStore, invalidateKeys, mutateCache } from './query';
import { keepingRows } from './kept-rows';
import { $isAdmin } from './session-store';
import type {
  AdminBooking,
  AdminPerformer,
  AdminReview,
  AdminTimeOff,
  Application,
  ContactMessage,
  OutboxPage,
  OverlappingBooking,
  Page,
  PricingParameter,
  ReplacementOptions,
  ServicePrice,
} from './types';

/** Admin bookings page size (spec section 9). */
export const BOOKINGS_PAGE_SIZE = 10;
/** Inbox page size. */
export const INBOX_PAGE_SIZE = 10;

/** A cache key that exists only while the browser is admin (so nothing is fetched otherwise). */
export const adminKey = (path: ReadableAtom<string> | string): ReadableAtom<string | null> =>
  computed([$isAdmin, typeof path === 'string' ? atom(path) : path], (isAdmin, value) => (isAdmin ? value : null));

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const PERFORMERS_KEY = '/api/admin/performers';
/** Every performer, in display order. */
export const $performers = createFetcherStore<AdminPerformer[]>([adminKey(PERFORMERS_KEY)]);

/** The bookings list's search, filters and page. */
export const $bookingsQuery = atom({ q: '', status: 'all', advance: 'all', year: 'all', page: 1 });
// The search and filters, as the list and the CSV export both send them.
const bookingFilters = ({ q, status, advance, year }: { q: string; status: string; advance: string; year: string }) => ({
  q: q.trim(),
  status: status === 'all' ? undefined : status,
  advance: advance === 'all' ? undefined : advance,
  year: year === 'all' ? undefined : year,
});
const bookingsPath = computed(
  $bookingsQuery,
  (current) => `/api/admin/bookings${query({ page: current.page, pageSize: BOOKINGS_PAGE_SIZE, ...bookingFilters(current) })}`,
);
/** The CSV download of every booking matching the list's search and filters. */
export const $bookingsExportPath = computed($bookingsQuery, (current) => `/api/admin/bookings/export.csv${query(bookingFilters(current))}`);
/** The current page of bookings. */
export const $bookings = createFetcherStore<Page<AdminBooking>>([adminKey(bookingsPath)]);
/** The bookings as Manage Bookings shows them: the last rows stay (marked busy) while a new search loads. */
export const $bookingsShown = keepingRows($bookings);

export const PARAMETERS_KEY = '/api/admin/pricing-parameters';
/** Every pricing parameter. */
export const $parameters = createFetcherStore<PricingParameter[]>([adminKey(PARAMETERS_KEY)]);

/** The Modifica Prezzi filters ('all' sends nothing). */
export const $priceFilters = atom({ location: 'all', category: 'all' });
const pricesPath = computed(
  $priceFilters,
  ({ location, category }) =>
    `/api/admin/pricing${query({ category: category === 'all' ? undefined : category, location: location === 'all' ? undefined : location })}`,
);
/** The service prices matching the filters. */
export const $servicePrices = createFetcherStore<ServicePrice[]>([adminKey(pricesPath)]);

/** The page of each inbox. */
export const $contactsPage = atom(1);
export const $applicationsPage = atom(1);
/** Contact messages, newest first. */
export const $contacts = createFetcherStore<Page<ContactMessage>>([
  adminKey(computed($contactsPage, (page) => `/api/admin/contacts${query({ page, pageSize: INBOX_PAGE_SIZE })}`)),
]);
/** Applications, newest first. */
export const $applications = createFetcherStore<Page<Application>>([
  adminKey(computed($applicationsPage, (page) => `/api/admin/applications${query({ page, pageSize: INBOX_PAGE_SIZE })}`)),
]);
/** How many contact messages are new (for the Messaggi badge). */
export const $newContacts = createFetcherStore<Page<ContactMessage>>([adminKey('/api/admin/contacts?status=new&pageSize=1')]);
/** How many applications are new. */
export const $newApplications = createFetcherStore<Page<Application>>([adminKey('/api/admin/applications?status=new&pageSize=1')]);

/** Which outbox messages Posta in uscita shows. */
export const $outboxView = atom<'queued' | 'sent' | 'failed'>('failed');
/** The outbox messages of the chosen status, newest first, with the counts. */
export const $outbox = createFetcherStore<OutboxPage>([
  adminKey(computed($outboxView, (status) => `/api/admin/outbox${query({ status })}`)),
]);

/** The server's health as the owner reads it (/api/health answers her the detail): the replica's line in Posta in uscita. */
export const $health = createFetcherStore<{ replica?: ReplicaReport }>([adminKey('/api/health')]);

const refresh = (prefix: string) => invalidateKeys((key) => key.startsWith(prefix));

/** Puts a failed e-mail back in the queue; the outbox view and the bookings list refresh. */
export async function retryOutboxMail(id: string): Promise<void> {
  try {
    await adminRequest('POST', `/api/admin/outbox/${encodeURIComponent(id)}/retry`, {});
  } finally {
    refresh('/api/admin/outbox');
    refresh('/api/admin/bookings');
  }
}

/** Performer fields as the form sends them (not `locale`: the performer's own sign-in sets it). */
export type PerformerFields = Omit<AdminPerformer, 'id' | 'displayOrder' | 'createdAt' | 'locale'>;

/** Adds a performer. */
export async function createPerformer(fields: PerformerFields): Promise<AdminPerformer> {
  const created = await adminRequest<AdminPerformer>('POST', '/api/admin/performers', fields);
  refresh(PERFORMERS_KEY);
  return created;
}

/** Changes some or all fields of a performer. */
export async function updatePerformer(id: string, fields: Partial<PerformerFields>): Promise<AdminPerformer> {
  const updated = await adminRequest<AdminPerformer>('PUT', `/api/admin/performers/${encodeURIComponent(id)}`, fields);
  refresh(PERFORMERS_KEY);
  return updated;
}

/** Deletes a performer. */
export async function deletePerformer(id: string): Promise<void> {
  await adminRequest('DELETE', `/api/admin/performers/${encodeURIComponent(id)}`);
  refresh(PERFORMERS_KEY);
}

/** Revokes a performer's private calendar feed; answers whether there was one. */
export async function revokePerformerFeed(id: string): Promise<boolean> {
  const { revoked } = await adminRequest<{ revoked: boolean }>('DELETE', `/api/admin/performers/${encodeURIComponent(id)}/feed`);
  return revoked;
}

/** Moves a performer one place, shown at once and rolled back if the server refuses. */
export async function movePerformer(list: AdminPerformer[], id: string, direction: 'up' | 'down'): Promise<void> {
  const index = list.findIndex((p) => p.id === id);
  const other = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || other < 0 || other >= list.length) return;
  const moved = [...list];
  [moved[index], moved[other]] = [moved[other]!, moved[index]!];
  mutateCache(PERFORMERS_KEY, moved);
  try {
    const fresh = await adminRequest<AdminPerformer[]>('PUT', '/api/admin/performers/reorder', { performerId: id, direction });
    mutateCache(PERFORMERS_KEY, fresh);
  } catch (error) {
    mutateCache(PERFORMERS_KEY, list);
    throw error;
  }
}

const timeOffPath = (performerId: string) => `/api/admin/performers/${encodeURIComponent(performerId)}/time-off`;

/** A performer's time off that has not ended yet, earliest first. */
export function listTimeOff(performerId: string): Promise<AdminTimeOff[]> {
  return adminRequest<AdminTimeOff[]>('GET', timeOffPath(performerId));
}

/** Adds time off; answers it and the held bookings it overlaps (saved all the same). */
export function addTimeOff(performerId: string, body: { startsAt: string; endsAt: string; note?: string }) {
  return adminRequest<{ timeOff: AdminTimeOff; overlapping: OverlappingBooking[] }>('POST', timeOffPath(performerId), body);
}

/** Removes one stretch of time off. */
export async function removeTimeOff(performerId: string, timeOffId: string): Promise<void> {
  await adminRequest('DELETE', `${timeOffPath(performerId)}/${encodeURIComponent(timeOffId)}`);
}

/** Uploads one photo; answers its URL. Any failure is thrown as 'Upload failed' with the reason. */
export async function uploadPhoto(file: File): Promise<string> {
  const body = new FormData();
  body.append('photo', file);
  try {
    return (await adminRequest<{ url: string }>('POST', '/api/upload/photo', body)).url;
  } catch (error) {
    throw new Error('Upload failed', { cause: error });
  }
}

/** Sets a booking's status. */
export async function setBookingStatus(id: string, status: string): Promise<void> {
  await adminRequest('PATCH', `/api/admin/bookings/${encodeURIComponent(id)}/status`, { status });
  refresh('/api/admin/bookings');
}

/** Sets a booking's advance status (received, refunded or unpaid); answers the updated booking. */
export async function setAdvanceStatus(id: string, status: AdminAdvanceTarget): Promise<AdminBooking> {
  const booking = await adminRequest<AdminBooking>('POST', `/api/admin/bookings/${encodeURIComponent(id)}/advance`, { status });
  refresh('/api/admin/bookings');
  return booking;
}

/** A booking's shares of the advance (none when it is paid as one payment) and its slips refused as used before. */
export async function bookingSharesOf(id: string): Promise<{ shares: ShareView[]; slipReuses: SlipReuseView[] }> {
  return adminRequest<{ shares: ShareView[]; slipReuses: SlipReuseView[] }>('GET', `/api/admin/bookings/${encodeURIComponent(id)}/shares`);
}

/** Marks a share received; answers it with the booking's advance status after it (the bookings list refreshes). */
export async function receiveShareOf(id: string, number: number): Promise<ShareView & { advanceStatus: AdvanceStatus }> {
  const share = await adminRequest<ShareView & { advanceStatus: AdvanceStatus }>(
    'POST',
    `/api/admin/bookings/${encodeURIComponent(id)}/shares/${number}`,
    { status: 'received' },
  );
  refresh('/api/admin/bookings');
  return share;
}

/** Sets the agency's note to a booking's performers; answers the updated booking. */
export async function setPerformerNote(id: string, note: string): Promise<AdminBooking> {
  const booking = await adminRequest<AdminBooking>('PUT', `/api/admin/bookings/${encodeURIComponent(id)}/performer-note`, { note });
  refresh('/api/admin/bookings');
  return booking;
}

/** Deletes a booking. */
export async function deleteBooking(id: string): Promise<void> {
  await adminRequest('DELETE', `/api/admin/bookings/${encodeURIComponent(id)}`);
  refresh('/api/admin/bookings');
}

/** The fields the Confirm Booking dialog may change (only changed ones are sent). */
export type ConfirmationUpdates = z.input<typeof agencyConfirmationUpdatesSchema>;

/**
 * E-mails the customer the confirmation with the cash due (or, for completed, the thank-you with the
 * receipt); the server saves the changes and the final status in one step. The list is refreshed after.
 */
export async function sendAgencyConfirmation(
  id: string,
  cashAmount: number,
  updates: ConfirmationUpdates,
  finalStatus: string,
): Promise<void> {
  try {
    await adminRequest('POST', `/api/admin/bookings/${encodeURIComponent(id)}/send-confirmation`, { cashAmount, updates, finalStatus });
  } finally {
    refresh('/api/admin/bookings');
    refresh('/api/admin/outbox');
  }
}

export const ADVANCE_RATE_KEY = '/api/admin/advance-rate';
/** The owner's advance rate (whole percent). */
export const $advanceRate = createFetcherStore<{ percent: number }>([adminKey(ADVANCE_RATE_KEY)]);

/** Sets the advance rate; answers how many unpaid upcoming bookings were repriced. */
export async function saveAdvanceRate(percent: number): Promise<{ percent: number; repriced: number }> {
  const answer = await adminRequest<{ percent: number; repriced: number }>('PUT', ADVANCE_RATE_KEY, { percent });
  refresh(ADVANCE_RATE_KEY);
  refresh('/api/admin/bookings');
  return answer;
}

export const PAYMENT_METHODS_KEY = '/api/admin/payment-methods';
/** The owner's ways to pay the advance ("Pagamenti"). */
export const $paymentMethods = createFetcherStore<PaymentMethods>([adminKey(PAYMENT_METHODS_KEY)]);

export const CURRENCY_RATES_KEY = '/api/admin/currency-rates';
/** The owner's exchange rates (baht per unit) with who set each and when, and which are missing or stale. */
export const $currencyRates = createFetcherStore<Jsonify<RatesReport>>([adminKey(CURRENCY_RATES_KEY)]);

/** Stores the given rates (baht per unit); answers the report as stored. */
export async function saveCurrencyRates(rates: Record<string, number>): Promise<Jsonify<RatesReport>> {
  const answer = await adminRequest<Jsonify<RatesReport>>('PUT', CURRENCY_RATES_KEY, rates);
  mutateCache(CURRENCY_RATES_KEY, answer);
  return answer;
}

export const AGENCY_CHANNELS_KEY = '/api/admin/agency-channels';
/** The owner's WhatsApp, LINE and phone the customers reach the agency by. */
export const $agencyChannels = createFetcherStore<AgencyChannels>([adminKey(AGENCY_CHANNELS_KEY)]);

/** Stores the channels; answers them as stored (normalised). */
export async function saveAgencyChannels(channels: AgencyChannels): Promise<AgencyChannels> {
  const answer = await adminRequest<AgencyChannels>('PUT', AGENCY_CHANNELS_KEY, channels);
  mutateCache(AGENCY_CHANNELS_KEY, answer);
  return answer;
}

/** Stores the ways to pay; answers them as stored. */
export async function savePaymentMethods(methods: PaymentMethods): Promise<PaymentMethods> {
  const answer = await adminRequest<PaymentMethods>('PUT', PAYMENT_METHODS_KEY, methods);
  mutateCache(PAYMENT_METHODS_KEY, answer);
  return answer;
}

/** Pricing parameter fields as the form sends them. */
export type ParameterFields = Omit<PricingParameter, 'id' | 'createdAt'>;

/** Creates (no id) or updates a pricing parameter. */
export async function saveParameter(id: string | null, fields: ParameterFields): Promise<void> {
  if (id) await adminRequest('PATCH', `${PARAMETERS_KEY}/${encodeURIComponent(id)}`, fields);
  else await adminRequest('POST', PARAMETERS_KEY, fields);
  refresh(PARAMETERS_KEY);
}

/** Deletes a pricing parameter. */
export async function deleteParameter(id: string): Promise<void> {
  await adminRequest('DELETE', `${PARAMETERS_KEY}/${encodeURIComponent(id)}`);
  refresh(PARAMETERS_KEY);
}

/** Sets a service price. */
export async function setServicePrice(id: string, price: number): Promise<void> {
  await adminRequest('PUT', `/api/admin/pricing/${encodeURIComponent(id)}`, { price });
  invalidateKeys((key) => key === '/api/admin/pricing' || key.startsWith('/api/admin/pricing?'));
}

/** Sets the status of a contact message or an application. */
export async function setInboxStatus(kind: 'contacts' | 'applications', id: string, status: string): Promise<void> {
  await adminRequest('PATCH', `/api/admin/${kind}/${encodeURIComponent(id)}/status`, { status });
  refresh(`/api/admin/${kind}`);
}

/** Deletes contact messages or applications for good; answers how many went. */
export async function deleteInboxEntries(kind: 'contacts' | 'applications', ids: string[]): Promise<number> {
  try {
    return (await adminRequest<{ deleted: number }>('DELETE', `/api/admin/${kind}`, { ids })).deleted;
  } finally {
    refresh(`/api/admin/${kind}`);
  }
}

/** The body of a booking the agency takes or edits (POST /api/admin/bookings, PATCH /api/admin/bookings/{id}). */
export type AgencyBookingBody = Record<string, unknown>;

/** Takes a booking for the agency (confirmed at once); answers its id. The list and the calendar refresh. */
export async function createAgencyBooking(body: AgencyBookingBody): Promise<{ id: string }> {
  const created = await adminRequest<{ id: string }>('POST', '/api/admin/bookings', body);
  refresh('/api/admin/bookings');
  refresh('/api/admin/calendar');
  return created;
}

/** Changes any field of a booking; answers the updated booking. The list and the calendar refresh. */
export async function editAgencyBooking(id: string, body: AgencyBookingBody): Promise<AdminBooking> {
  const booking = await adminRequest<AdminBooking>('PATCH', `/api/admin/bookings/${encodeURIComponent(id)}`, body);
  refresh('/api/admin/bookings');
  refresh('/api/admin/calendar');
  return booking;
}

/** Extends an unpaid hold, or exempts a booking from the release / includes it again (the owner's); answers the booking. */
export async function holdAction(id: string, action: 'extend' | 'exempt' | 'include'): Promise<AdminBooking> {
  const booking = await adminRequest<AdminBooking>('POST', `/api/admin/bookings/${encodeURIComponent(id)}/hold`, { action });
  refresh('/api/admin/bookings');
  return booking;
}

/** "Sostituisci": the performers who could take `from`'s place on the booking, with their answers history. */
export function replacementOptions(id: string, from: string): Promise<ReplacementOptions> {
  return adminRequest<ReplacementOptions>('GET', `/api/admin/bookings/${encodeURIComponent(id)}/replace?from=${encodeURIComponent(from)}`);
}

/** Moves the booking from one performer to another (one transaction on the server); answers the booking. */
export async function replacePerformer(id: string, from: string, to: string): Promise<AdminBooking> {
  const booking = await adminRequest<AdminBooking>('POST', `/api/admin/bookings/${encodeURIComponent(id)}/replace`, { from, to });
  refresh('/api/admin/bookings');
  return booking;
}

/** Which reviews Recensioni shows: pending (default), published or hidden. */
export const $reviewsView = atom<'pending' | 'published' | 'hidden'>('pending');
/** The written reviews of the chosen status, newest first. */
export const $reviews = createFetcherStore<{ items: AdminReview[] }>([
  adminKey(computed($reviewsView, (status) => `/api/admin/reviews${query({ status })}`)),
]);

/** A moderation action on a review: publish (the version read), hide with a reason, or reply ('' removes the reply); the lists refresh. */
export async function moderateReview(
  id: string,
  action: 'publish' | 'hide' | 'reply',
  body: Record<string, string | number> = {},
): Promise<void> {
  try {
    await adminRequest('POST', `/api/admin/reviews/${encodeURIComponent(id)}/${action}`, body);
  } finally {
    refresh('/api/admin/reviews');
  }
}
