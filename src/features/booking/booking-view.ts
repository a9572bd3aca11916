/** How a booking reads to people (summary page, e-mails, dashboard): labels, reference and amounts. */
import { CITY_NAMES, isCity } from '@/content/cities';
import { serviceTitles as titlesOf } from '@/content/services';
import { OCCASIONS, SOUND_SYSTEM, VENUE_TYPES } from './booking-options';
import type { BookingView, LinkView } from './booking.server';
import { formatEventDate } from '@/lib/event-time';
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { cityMessage, optionMessage } from './option-labels';
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
 */
export function summarySections(booking: BookingView | LinkView, locale: Locale = 'en'): { title: string; rows: [string, string][] }[] {
  const o = { locale };
  const notSpecified = m.sum_not_specified({}, o);
  const none = m.sum_none({}, o);
  const personal = !('personal' in booking) || booking.personal;
  const s = booking.services;
  const people = (list: { name: string }[] | undefined) =>
    list?.length ? list.map((p) => p.name).join(', ') : m.sum_to_be_assigned({}, o);
  const customer: { title: string; rows: [string, string][] }[] = personal
    ? [
        {
          title: m.sum_customer_information({}, o),
          rows: [
            [m.sum_name({}, o), booking.customerName ?? ''],
            [m.sum_email({}, o), booking.customerEmail ?? ''],
            [m.sum_phone({}, o), booking.customerPhone || notSpecified],
          ],
        },
      ]
    : [];
  const venue: [string, string][] = personal
    ? [
        [m.sum_address({}, o), booking.address || notSpecified],
        [m.sum_venue_type({}, o), optionLabelIn('venue', VENUE_TYPES, booking.venueType ?? null, locale)],
        [m.sum_sound_system({}, o), optionLabelIn('sound', SOUND_SYSTEM, booking.soundSystem ?? null, locale)],
        [m.sum_occasion({}, o), optionLabelIn('occasion', OCCASIONS, booking.occasion ?? null, locale)],
        [m.sum_special_requests({}, o), booking.specialRequests || none],
      ]
    : [];
  return [
    ...customer,
    {
      title: m.sum_event_details({}, o),
      rows: [
        [m.sum_date({}, o), formatEventDate(booking.eventDate, locale)],
        [m.sum_time({}, o), booking.eventTime],
        [m.sum_duration({}, o), m.sum_minutes({ minutes: booking.duration ?? 120 }, o)],
        [m.sum_city({}, o), locale === 'en' ? cityLabel(booking.location) : cityLabelIn(booking.location, locale)],
        ...venue,
      ],
    },
    {
      title: m.sum_services_performers({}, o),
      rows: [
        [
          m.sum_male_strippers({}, o),
          s && s.selectedMaleStripper !== 'none'
            ? `${serviceTitles({ services: { ...s, selectedToplessWaiter: 'none' } })[0]} (${people(s.selectedStrippers)})`
            : none,
        ],
        [
          m.sum_topless_waiters({}, o),
          s && s.selectedToplessWaiter !== 'none'
            ? `${serviceTitles({ services: { ...s, selectedMaleStripper: 'none' } })[0]} (${people(s.selectedWaiters)})`
            : none,
        ],
      ],
    },
    {
      title: m.sum_pricing({}, o),
      rows: priceLines(booking, locale),
    },
  ];
}

/** A stored option's label in the reader's language (option-labels.ts); optionLabel's rules otherwise. */
export function optionLabelIn(
  group: 'venue' | 'sound' | 'occasion',
  options: Record<string, string>,
  value: string | null | undefined,
  locale: Locale,
): string {
  return optionMessage(group, value, locale) ?? optionLabel(options, value, m.sum_not_specified({}, { locale }));
}

/** A stored city in the reader's language ('bangkok' → 'กรุงเทพฯ'); other text as stored. */
function cityLabelIn(value: string | null | undefined, locale: Locale): string {
  const key = value?.trim().toLowerCase() ?? '';
  return (isCity(key) ? cityMessage(key, locale) : undefined) ?? cityLabel(value, m.sum_not_specified({}, { locale }));
}

/**
 * What a change did, as summary rows that read differently before and after: [label, old, new],
 * with the summary's own labels and formats (a date as the customer reads it, venue labels).
 */
export function changedRows(before: BookingView, after: BookingView, locale: Locale = 'en'): [label: string, from: string, to: string][] {
  const old = new Map(
    summarySections(before, locale).flatMap((s) => s.rows.map(([label, value]) => [`${s.title}\n${label}`, value] as const)),
  );
  return summarySections(after, locale).flatMap((s) =>
    s.rows.flatMap(([label, value]): [string, string, string][] => {
      const was = old.get(`${s.title}\n${label}`);
      return was !== undefined && was !== value ? [[label, was, value]] : [];
    }),
  );
}
