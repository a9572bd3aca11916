/** How a booking reads to people (summary page, e-mails, dashboard): labels, reference and amounts. */
import { CITY_NAMES, isCity } from '@/content/cities';
import { serviceTitles as titlesOf } from '@/features/pricing/services';
import { OCCASIONS, SOUND_SYSTEM, VENUE_TYPES } from './booking-options';
import type { BookingView, LinkView } from './booking.server';
import { formatEventDate } from '@/lib/event-time';
import { priceLines } from './price-lines';

/** The label the customer chose for a stored option key (VENUE_TYPES, SOUND_SYSTEM, OCCASIONS); the key itself if unknown; `empty` when none. */
export function optionLabel(options: Record<string, string>, value: string | null | undefined, empty = 'Not specified'): string {
  return value ? (options[value] ?? value) : empty;
}

/** A stored city as customers read it ('bangkok' → 'Bangkok'); other text as stored; `empty` when none. */
export function cityLabel(value: string | null | undefined, empty = 'Not specified'): string {
  const key = value?.trim().toLowerCase() ?? '';
  return isCity(key) ? CITY_NAMES[key] : value || empty;
}

/** Titles of the chosen services, e.g. ['DUO', 'SEXY HOST']. */
export function serviceTitles(booking: { services: { selectedMaleStripper: string; selectedToplessWaiter: string } | null }): string[] {
  const s = booking.services;
  return s ? titlesOf(s.selectedMaleStripper, s.selectedToplessWaiter) : [];
}

/**
 * The summary as titled sections of label/value rows (rendered to HTML, plain text and the page);
 * a link view without the customer's session gets no customer section and no personal event rows.
 * `cash` is the amount the agency set to collect on the day, when it set one.
 */
export function summarySections(booking: BookingView | LinkView, cash?: number): { title: string; rows: [string, string][] }[] {
  const personal = !('personal' in booking) || booking.personal;
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
        ['Venue Type', optionLabel(VENUE_TYPES, booking.venueType ?? null)],
        ['Sound System', optionLabel(SOUND_SYSTEM, booking.soundSystem ?? null)],
        ['Occasion', optionLabel(OCCASIONS, booking.occasion ?? null)],
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
        ['City', cityLabel(booking.location)],
        ...venue,
      ],
    },
    {
      title: 'Services & Performers',
      rows: [
        [
          'Male Strippers',
          s && s.selectedMaleStripper !== 'none'
            ? `${serviceTitles({ services: { ...s, selectedToplessWaiter: 'none' } })[0]} (${people(s.selectedStrippers)})`
            : 'None',
        ],
        [
          'Topless Waiters',
          s && s.selectedToplessWaiter !== 'none'
            ? `${serviceTitles({ services: { ...s, selectedMaleStripper: 'none' } })[0]} (${people(s.selectedWaiters)})`
            : 'None',
        ],
      ],
    },
    {
      title: 'Pricing',
      rows: priceLines(booking, cash),
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
