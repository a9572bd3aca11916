/** The Manage Bookings search, status, advance and year filters, in the reader's panel language: any change goes back to page 1. */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { BOOKING_STATUSES } from '@db/statuses';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { $bookingsQuery } from './bookings-api';
import { statusLabel } from './booking-row';
import { Field } from '@/components/ui/Field';
import { ChoiceField } from '@/components/ui/ChoiceField';
import { PAYMENT_RECORD_RETENTION_YEARS } from '@/features/privacy/retention';
import { todayInBangkok } from '@/lib/event-time';
import { advanceFilters } from './advance-actions';

/** Next year's events back to the oldest year the retention rule keeps a record of, newest first. */
function eventYears(): { value: string; label: string }[] {
  const next = Number(todayInBangkok().slice(0, 4)) + 1;
  return Array.from({ length: PAYMENT_RECORD_RETENTION_YEARS + 2 }, (_, i) => String(next - i)).map((year) => ({
    value: year,
    label: year,
  }));
}

/** The filter bar. */
export function BookingFilters() {
  const query = useStore($bookingsQuery);
  const [search, setSearch] = useState(query.q);
  const locale = usePanelLocale();
  const o = { locale };

  useEffect(() => {
    // Typing waits a moment before asking the server; a new search starts at page 1.
    const timer = setTimeout(() => {
      if (search !== $bookingsQuery.get().q) $bookingsQuery.set({ ...$bookingsQuery.get(), q: search, page: 1 });
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_13rem_13rem_10rem]">
      <Field label={pm.status_search({}, o)} hint={pm.status_search_hint({}, o)} className="sm:col-span-2 lg:col-span-1">
        {(aria) => (
          <input
            {...aria}
            type="search"
            className={controlClass}
            value={search}
            maxLength={200}
            onChange={(e) => setSearch(e.target.value)}
          />
        )}
      </Field>
      <ChoiceField
        label={pm.status_filter({}, o)}
        value={query.status}
        onChange={(status) => $bookingsQuery.set({ ...query, status, page: 1 })}
        choices={[{ value: 'all', label: pm.status_all({}, o) }, ...BOOKING_STATUSES]}
        text={(status) => statusLabel(status, locale)}
      />
      <ChoiceField
        label={pm.advance_filter({}, o)}
        value={query.advance}
        onChange={(advance) => $bookingsQuery.set({ ...query, advance, page: 1 })}
        choices={advanceFilters(locale)}
      />
      <ChoiceField
        label={pm.status_year({}, o)}
        value={query.year}
        onChange={(year) => $bookingsQuery.set({ ...query, year, page: 1 })}
        choices={[{ value: 'all', label: pm.status_all_years({}, o) }, ...eventYears()]}
      />
    </div>
  );
}
