/** How a booking reads to people (summary page, e-mails, dashboard): labels, reference and amounts. */
import { CITY_NAMES, isCity } from '@/content/cities';
import { serviceTitles as titlesOf } from '@/content/services';
import type { BookingView, LinkView } from './booking.server';
import type { Locale } from '@/lib/i18n';
import { priceLines } from './price-lines';
import { customerWords, type OptionGroup, type SummaryWords } from './summary-words';

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
 * The summary as titled sections of label/value rows (rendered to HTML, plain text and the page), in the
 * reader's words (a customer's language, or the agency's catalogue); a link view without the customer's
 * session gets no customer section and no personal event rows.
 */
export function summarySections(
  booking: BookingView | LinkView,
  reader: Locale | SummaryWords = 'en',
): { title: string; rows: [string, string][] }[] {
  const w = typeof reader === 'string' ? customerWords(reader) : reader;
  const personal = !('personal' in booking) || booking.personal;
  const s = booking.services;
  const people = (list: { name: string }[] | undefined) => (list?.length ? list.map((p) => p.name).join(', ') : w.toBeAssigned);
  const option = (group: OptionGroup, value: string | null | undefined) => (value ? (w.option(group, value) ?? value) : w.notSpecified);
  const city = booking.location?.trim().toLowerCase() ?? '';
  const customer: { title: string; rows: [string, string][] }[] = personal
    ? [
        {
          title: w.customerInformation,
          rows: [
            [w.name, booking.customerName ?? ''],
            [w.email, booking.customerEmail ?? ''],
            [w.phone, booking.customerPhone || w.notSpecified],
          ],
        },
      ]
    : [];
  const venue: [string, string][] = personal
    ? [
        [w.address, booking.address || w.notSpecified],
        [w.venueType, option('venue', booking.venueType)],
        [w.soundSystem, option('sound', booking.soundSystem)],
        [w.occasion, option('occasion', booking.occasion)],
        [w.specialRequests, booking.specialRequests || w.none],
      ]
    : [];
  return [
    ...customer,
    {
      title: w.eventDetails,
      rows: [
        [w.date, w.eventDate(booking.eventDate)],
        [w.time, booking.eventTime],
        [w.duration, w.minutes(booking.duration ?? 120)],
        [w.city, (isCity(city) ? w.cityName(city) : undefined) ?? cityLabel(booking.location, w.notSpecified)],
        ...venue,
      ],
    },
    {
      title: w.servicesPerformers,
      rows: [
        [
          w.maleStrippers,
          s && s.selectedMaleStripper !== 'none'
            ? `${serviceTitles({ services: { ...s, selectedToplessWaiter: 'none' } })[0]} (${people(s.selectedStrippers)})`
            : w.none,
        ],
        [
          w.toplessWaiters,
          s && s.selectedToplessWaiter !== 'none'
            ? `${serviceTitles({ services: { ...s, selectedMaleStripper: 'none' } })[0]} (${people(s.selectedWaiters)})`
            : w.none,
        ],
      ],
    },
    {
      title: w.pricing,
      rows: priceLines(booking, w),
    },
  ];
}

/**
 * What a change did, as summary rows that read differently before and after: [label, old, new],
 * with the summary's own labels and formats (a date as the customer reads it, venue labels).
 */
export function changedRows(
  before: BookingView,
  after: BookingView,
  reader: Locale | SummaryWords = 'en',
): [label: string, from: string, to: string][] {
  const old = new Map(
    summarySections(before, reader).flatMap((s) => s.rows.map(([label, value]) => [`${s.title}\n${label}`, value] as const)),
  );
  return summarySections(after, reader).flatMap((s) =>
    s.rows.flatMap(([label, value]): [string, string, string][] => {
      const was = old.get(`${s.title}\n${label}`);
      return was !== undefined && was !== value ? [[label, was, value]] : [];
    }),
  );
}
