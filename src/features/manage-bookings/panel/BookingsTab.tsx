/**
 * The Manage Bookings tab: search, status and advance filters, 10 per page with pagination, the advance badge, the status dropdown
 * (pending and cancelled apply at once; confirmed and completed open Confirm Booking), delete and
 * Booking Details. A table on wide screens, cards on a phone.
 */
import type { BookingStatus } from '@db/statuses';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { formatDateTime, formatEventDateTime } from '@/lib/dates';
import { $adminRole, usePanelLocale } from '@/features/admin-panel/session-store';
import { m as pm } from '@/paraglide-panel/messages';
import { $bookings, $bookingsShown, $bookingsExportPath, $bookingsQuery, deleteBooking, setBookingStatus } from './bookings-api';
import { bookingReference, formatBaht } from '@/features/admin-panel/format';
import type { AdminBooking } from './bookings-api';
import {
  ConfirmButton,
  Empty,
  LoadError,
  Loading,
  ResponsiveTable,
  smallButton,
  StatusBadge,
  toastOutcome,
  TabSection,
} from '@/features/admin-panel/ui';
import { Options } from '@/components/ui/ChoiceField';
import { BookingFilters } from './BookingFilters';
import { serviceName } from '@/features/booking/service-name';
import { answerLines } from './performer-answers';
import { emailParts, statusChoices, statusLabel } from './booking-row';
import { cityLabel } from '@/features/booking/booking-view';
import { adminAdvanceLabel } from './advance-actions';

// The dialogs (with the booking form's rules) load when one opens: the panel's first screen is this list.
const AgencyBookingDialog = lazy(async () => ({ default: (await import('./AgencyBookingDialog')).AgencyBookingDialog }));
const BookingDetailsDialog = lazy(async () => ({ default: (await import('./BookingDetailsDialog')).BookingDetailsDialog }));
const ConfirmBookingDialog = lazy(async () => ({ default: (await import('./ConfirmBookingDialog')).ConfirmBookingDialog }));

/** Statuses reached only through the Confirm Booking dialog (it e-mails the customer). */
const NEEDS_CONFIRMATION = new Set(['confirmed', 'completed'] as const);
const needsConfirmation = (status: BookingStatus): status is 'confirmed' | 'completed' => (NEEDS_CONFIRMATION as Set<string>).has(status);

/** An address that may wrap before its '@' and its domain's dots, never inside a word. */
const email = (address: string) =>
  emailParts(address).map((part, index) => (
    <span key={index}>
      {index > 0 && <wbr />}
      {part}
    </span>
  ));

/** The tab. */
export function BookingsTab() {
  const query = useStore($bookingsQuery);
  const { data, error, loading } = useStore($bookingsShown);
  const exportPath = useStore($bookingsExportPath);
  // Deleting and exporting are the owner's; staff do not see the buttons (the server refuses them too).
  const isOwner = useStore($adminRole) === 'owner';
  const [details, setDetails] = useState<AdminBooking | null>(null);
  const [confirming, setConfirming] = useState<{ booking: AdminBooking; status: 'confirmed' | 'completed' } | null>(null);
  const [creating, setCreating] = useState(false);
  const locale = usePanelLocale();
  const o = { locale };
  const reference = (booking: AdminBooking) => ({ reference: bookingReference(booking.id) });

  const changeStatus = async (booking: AdminBooking, status: BookingStatus) => {
    if (status === booking.status) return;
    if (needsConfirmation(status)) return setConfirming({ booking, status });
    await toastOutcome(() => setBookingStatus(booking.id, status), pm.bookings_status_updated({}, o), pm.bookings_status_failed({}, o));
  };
  const remove = (booking: AdminBooking) =>
    toastOutcome(() => deleteBooking(booking.id), pm.bookings_deleted({}, o), pm.bookings_delete_failed({}, o));

  const filtering = Boolean(query.q.trim()) || query.status !== 'all' || query.advance !== 'all' || query.year !== 'all';
  const statusSelect = (booking: AdminBooking) => (
    <select
      aria-label={pm.bookings_status_of(reference(booking), o)}
      className={`${controlClass} w-auto min-w-36`}
      value={booking.status}
      onChange={(e) => changeStatus(booking, e.target.value as BookingStatus)}
    >
      <Options choices={statusChoices(booking.status)} text={(status) => statusLabel(status, locale)} />
    </select>
  );
  // A request whose address was never confirmed holds nobody: the admin sees it before calling the customer.
  const unconfirmedMark = (booking: AdminBooking) =>
    booking.status === 'requested' && (
      <span data-testid="unconfirmed" className="mt-1 block">
        <StatusBadge status="requested" label={pm.bookings_unconfirmed({}, o)} />
      </span>
    );
  // Each performer's answer from their own page: the agency sees who still has to answer or declined, and why.
  const answersOf = (booking: AdminBooking) =>
    booking.performerAnswers.length > 0 && (
      <ul data-testid="performer-answers" className="mt-1 text-sm">
        {answerLines(booking, locale).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    );
  // The confirmation was saved but the mail server refused its e-mail for good (Posta in uscita can retry it).
  const undeliveredMark = (booking: AdminBooking) =>
    booking.confirmationFailed && (
      <span data-testid="confirmation-undelivered" className="mt-1 block">
        <StatusBadge status="undelivered" label={pm.bookings_undelivered({}, o)} />
      </span>
    );
  // An unpaid hold that was reminded: the booking is cancelled at holdExpiresAt unless paid, extended or exempted.
  const expiringMark = (booking: AdminBooking) =>
    booking.holdExpiresAt && (
      <span data-testid="hold-expiring" className="mt-1 block">
        <StatusBadge status="undelivered" label={pm.bookings_expiring({ when: formatDateTime(booking.holdExpiresAt, locale) }, o)} />
      </span>
    );
  const advanceBadge = (booking: AdminBooking) => (
    <span data-testid="advance-badge">
      <StatusBadge status={`advance-${booking.advanceStatus}`} label={adminAdvanceLabel(booking.advanceStatus, locale)} />
    </span>
  );
  const actions = (booking: AdminBooking) => (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={smallButton}
        onClick={() => setDetails(booking)}
        aria-label={pm.bookings_details_of(reference(booking), o)}
      >
        {pm.bookings_details({}, o)}
      </button>
      {isOwner && (
        <ConfirmButton
          label={pm.bookings_delete({}, o)}
          accessibleLabel={pm.bookings_delete_of(reference(booking), o)}
          title={pm.bookings_delete_title({}, o)}
          description={pm.bookings_delete_text({ ...reference(booking), name: booking.customerName }, o)}
          confirmLabel={pm.bookings_delete({}, o)}
          onConfirm={() => remove(booking)}
        />
      )}
    </div>
  );

  return (
    <TabSection title={pm.tab_bookings({}, o)}>
      <BookingFilters />
      <p className="mb-4 flex flex-wrap gap-2">
        <button type="button" className="btn-gold" onClick={() => setCreating(true)}>
          {pm.bookings_new({}, o)}
        </button>
        {/* A plain link: the browser downloads with the session cookie, and the file name comes from the server. */}
        {isOwner && (
          <a href={exportPath} download className={smallButton}>
            {pm.bookings_csv({}, o)}
            <span className="sr-only">{pm.bookings_csv_hint({}, o)}</span>
          </a>
        )}
      </p>

      {error && !loading ? (
        <LoadError title={pm.bookings_load_failed({}, o)} error={error} onRetry={() => $bookings.revalidate()} />
      ) : !data ? (
        <Loading>{pm.bookings_loading({}, o)}</Loading>
      ) : data.items.length === 0 ? (
        <Empty title={filtering ? pm.bookings_no_match({}, o) : pm.bookings_none({}, o)} />
      ) : (
        // While a new search loads the last rows stay, dimmed and marked busy, and still take clicks.
        <div aria-busy={loading} className={loading ? 'opacity-60' : undefined} data-testid="bookings-list">
          <ResponsiveTable
            items={data.items}
            columns={[
              pm.bookings_column_reference({}, o),
              pm.bookings_column_customer({}, o),
              pm.bookings_column_event({}, o),
              pm.bookings_column_service({}, o),
              pm.bookings_column_total({}, o),
              pm.bookings_column_advance({}, o),
              pm.bookings_column_status({}, o),
              pm.bookings_column_actions({}, o),
            ]}
            flushLastHeader
            rowTestId="booking-row"
            cardTestId="booking-card"
            row={(booking) => (
              <>
                <td className="py-3 pr-3 font-mono text-white">#{bookingReference(booking.id)}</td>
                <td className="py-3 pr-3">
                  <span className="block text-white">{booking.customerName}</span>
                  <span className="block break-words">{email(booking.customerEmail)}</span>
                  {booking.customerPhone && <span className="block">{booking.customerPhone}</span>}
                  {unconfirmedMark(booking)}
                </td>
                <td className="py-3 pr-3">
                  <span className="block text-white">{formatEventDateTime(booking.eventDate, booking.eventTime, locale)}</span>
                  <span className="block">{cityLabel(booking.location, '—')}</span>
                  {answersOf(booking)}
                </td>
                <td className="py-3 pr-3">{serviceName(booking)}</td>
                <td className="py-3 pr-3 text-white">{formatBaht(booking.totalPrice)}</td>
                <td className="py-3 pr-3">
                  {advanceBadge(booking)}
                  {expiringMark(booking)}
                </td>
                <td className="py-3 pr-3">
                  {statusSelect(booking)}
                  {undeliveredMark(booking)}
                </td>
                <td className="py-3">{actions(booking)}</td>
              </>
            )}
            card={(booking) => (
              <>
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold text-white">{booking.customerName}</p>
                    <p className="text-sm break-words">{email(booking.customerEmail)}</p>
                    {unconfirmedMark(booking)}
                  </div>
                  <StatusBadge status={booking.status} label={statusLabel(booking.status, locale)} />
                </div>
                <p className="mt-2 text-sm">
                  <span className="font-mono">#{bookingReference(booking.id)}</span> ·{' '}
                  {formatEventDateTime(booking.eventDate, booking.eventTime, locale)} · {cityLabel(booking.location, '—')}
                </p>
                {answersOf(booking)}
                <p className="text-sm">
                  {serviceName(booking)} · <span className="text-white">{formatBaht(booking.totalPrice)}</span>
                </p>
                <p className="mt-2">{advanceBadge(booking)}</p>
                {expiringMark(booking)}
                {undeliveredMark(booking)}
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  {statusSelect(booking)}
                  {actions(booking)}
                </div>
              </>
            )}
          />
          <Pagination
            page={query.page}
            totalPages={data.totalPages}
            total={data.total}
            onPage={(page) => $bookingsQuery.set({ ...query, page })}
          />
        </div>
      )}
      <Suspense fallback={null}>
        {creating && <AgencyBookingDialog onClose={() => setCreating(false)} />}
        {details && <BookingDetailsDialog booking={details} onClose={() => setDetails(null)} />}
        {confirming && (
          <ConfirmBookingDialog booking={confirming.booking} finalStatus={confirming.status} onClose={() => setConfirming(null)} />
        )}
      </Suspense>
    </TabSection>
  );
}

/** Previous / next with the page position. */
export function Pagination(props: { page: number; totalPages: number; total: number; onPage: (page: number) => void }) {
  const o = { locale: usePanelLocale() };
  if (props.totalPages <= 1) return <p className="mt-4 text-sm">{pm.pagination_total({ total: props.total }, o)}</p>;
  return (
    <nav aria-label={pm.pagination_label({}, o)} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p>{pm.pagination_position({ page: props.page, pages: props.totalPages, total: props.total }, o)}</p>
      <div className="flex gap-2">
        <button type="button" className={smallButton} disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
          {pm.pagination_previous({}, o)}
        </button>
        <button
          type="button"
          className={smallButton}
          disabled={props.page >= props.totalPages}
          onClick={() => props.onPage(props.page + 1)}
        >
          {pm.pagination_next({}, o)}
        </button>
      </div>
    </nav>
  );
}
