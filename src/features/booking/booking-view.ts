/** How a booking reads to people (summary page, e-mails, dashboard): labels, reference and amounts. */
import { CITY_NAMES, isCity } from '@/content/cities';
import { formatBaht } from '@/lib/money';
import { splitPayment } from '@/features/advance/payment-split';
import { STRIPPER_TITLES, WAITER_TITLES } from '@/features/pricing/services';
import { OCCASIONS, SOUND_SYSTEM, VENUE_TYPES } from './booking.schema';
import type { BookingView, LinkView } from './booking.server';
import { formatEventDate } from './event-time';

const label = (map: Record<string, string>, value: string | null) => (value ? (map[value] ?? value) : 'Not specified');
const city = (value: string | null) => (value && isCity(value) ? CITY_NAMES[value] : (value ?? 'Not specified'));

/** Titles of the chosen services, e.g. ['DUO', 'SEXY HOST']. */
export function serviceTitles(booking: Pick<BookingView, 'services'>): string[] {
  const s = booking.services;
  if (!s) return [];
  return [
    STRIPPER_TITLES[s.selectedMaleStripper as keyof typeof STRIPPER_TITLES],
    WAITER_TITLES[s.selectedToplessWaiter as keyof typeof WAITER_TITLES],
  ].filter((t): t is string => Boolean(t));
}

/** Total, advance and cash on show day, each formatted in baht. */
export function paymentLines(total: number): { total: string; advance: string; cash: string } {
  const { advance, cash } = splitPayment(total);
  return { total: formatBaht(total), advance: formatBaht(advance), cash: formatBaht(cash) };
}

/**
 * The summary as titled sections of label/value rows (rendered to HTML, plain text and the page);
 * a link view without the customer's session gets no customer section and no personal event rows.
 */
export function summarySections(booking: BookingView | LinkView): { title: string; rows: [string, string][] }[] {
  const personal = !('personal' in booking) || booking.personal;
  const pay = paymentLines(booking.totalPrice);
  const s = booking.services;
  const people = (list: { name: string }[] | undefined) => (list?.length ? list.map((p) => p.name).join(', ') : 'To be assigned');
  const customer: { title: string; rows: [string, string][] }[] = personal
    ? [
        {
          title: 'Customer Information',
          rows: [
            ['Name', booking.customerName ?? ''],
            ['Email', booking.customerEmail ?? ''],
            ['Phone', booking.customerPhone || 'Not specified'],
          ],
        },
      ]
    : [];
  const venue: [string, string][] = personal
    ? [
        ['Address', booking.address || 'Not specified'],
        ['Venue Type', label(VENUE_TYPES, booking.venueType ?? null)],
        ['Sound System', label(SOUND_SYSTEM, booking.soundSystem ?? null)],
        ['Occasion', label(OCCASIONS, booking.occasion ?? null)],
        ['Special Requests', booking.specialRequests || 'None'],
      ]
    : [];
  return [
    ...customer,
    {
      title: 'Event Details',
      rows: [
        ['Date', formatEventDate(booking.eventDate)],
        ['Time', booking.eventTime],
        ['Duration', `${booking.duration ?? 120} minutes`],
        ['City', city(booking.location)],
        ...venue,
      ],
    },
    {
      title: 'Services & Performers',
      rows: [
        ['Male Strippers', s && s.selectedMaleStripper !== 'none' ? `${serviceTitles({ services: { ...s, selectedToplessWaiter: 'none' } })[0]} (${people(s.selectedStrippers)})` : 'None'],
        ['Topless Waiters', s && s.selectedToplessWaiter !== 'none' ? `${serviceTitles({ services: { ...s, selectedMaleStripper: 'none' } })[0]} (${people(s.selectedWaiters)})` : 'None'],
      ],
    },
    {
      title: 'Pricing',
      rows: [
        ['Total', pay.total],
        ['Advance Payment (30%)', pay.advance],
        ['Collect in cash on show day', pay.cash],
      ],
    },
  ];
}

/**
 * What a change did, as summary rows that read differently before and after: [label, old, new],
 * with the summary's own labels and formats (a date as the customer reads it, venue labels).
 */
export function changedRows(before: BookingView, after: BookingView): [label: string, from: string, to: string][] {
  const old = new Map(summarySections(before).flatMap((s) => s.rows.map(([label, value]) => [`${s.title}\n${label}`, value] as const)));
  return summarySections(after).flatMap((s) =>
    s.rows.flatMap(([label, value]): [string, string, string][] => {
      const was = old.get(`${s.title}\n${label}`);
      return was !== undefined && was !== value ? [[label, was, value]] : [];
    }),
  );
}
