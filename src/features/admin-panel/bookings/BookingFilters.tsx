/** The Manage Bookings search, status and advance filters: any change goes back to page 1. */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { BOOKING_STATUSES } from '@/features/booking/booking-status';
import { $bookingsQuery } from '@/features/admin-panel/api';
import { capitalise } from '@/features/admin-panel/format';
import { Field } from '@/features/admin-panel/ui';
import { ADVANCE_FILTERS } from './advance-actions';

/** The filter bar. */
export function BookingFilters() {
  const query = useStore($bookingsQuery);
  const [search, setSearch] = useState(query.q);

  useEffect(() => {
    // Typing waits a moment before asking the server; a new search starts at page 1.
    const timer = setTimeout(() => {
      if (search !== $bookingsQuery.get().q) $bookingsQuery.set({ ...$bookingsQuery.get(), q: search, page: 1 });
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_14rem_14rem]">
      <Field label="Search bookings" hint="Name, e-mail, phone or reference" className="sm:col-span-2 lg:col-span-1">
        {(aria) => <input {...aria} type="search" className={controlClass} value={search} maxLength={200} onChange={(e) => setSearch(e.target.value)} />}
      </Field>
      <Field label="Status filter">
        {(aria) => (
          <select {...aria} className={controlClass} value={query.status} onChange={(e) => $bookingsQuery.set({ ...query, status: e.target.value, page: 1 })}>
            <option value="all">All statuses</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {capitalise(status)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Advance filter">
        {(aria) => (
          <select {...aria} className={controlClass} value={query.advance} onChange={(e) => $bookingsQuery.set({ ...query, advance: e.target.value, page: 1 })}>
            {ADVANCE_FILTERS.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.value === 'all' ? 'All advances' : filter.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
