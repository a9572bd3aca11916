/** The customer's e-mail when the agency replaces a performer ("Sostituisci"): the new stage name, profile and photo links. */
import type { Locale } from '@/lib/i18n';
import { localizePath } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { siteLink } from '@/lib/server/config';
import { bookingReference } from '@/lib/booking-reference';
import { enqueueMail, type OutboxWriter } from '@/features/notifications/outbox.server';
import { imageSources } from '@/features/images/image-url';
import type { CustomerMailBooking } from '@/features/booking/booking.mail';
import { eventRows, shortMail } from './customer-notices.mail';

/** The outbox kind of the replacement notice. */
export const REPLACEMENT_MAIL_KIND = 'customer-performer-replaced';

/** The new performer's public profile and photo as absolute links (a photo stored elsewhere is linked as it is). */
export function performerLinks(performer: { id: string; imageUrl: string }, locale: Locale): { profile: string; photo: string } {
  const photo = imageSources(performer.imageUrl, 1024).src;
  return {
    profile: siteLink(localizePath(`/performer/${encodeURIComponent(performer.id)}`, locale)),
    photo: photo.startsWith('/') ? siteLink(photo) : photo,
  };
}

/** Queues the customer's notice that `to` performs instead of `previous`, in the booking's language. */
export function queueReplacementNotice(
  db: OutboxWriter,
  booking: CustomerMailBooking,
  previous: string,
  to: { id: string; name: string; imageUrl: string },
): string {
  const ref = bookingReference(booking.id);
  const locale = booking.locale ?? 'en';
  const o = { locale };
  const links = performerLinks(to, locale);
  return enqueueMail(
    db,
    shortMail(booking, m.mail_replaced_subject({ ref }, o), [
      m.mail_replaced_text({ ref, name: to.name, previous }, o),
      { rows: eventRows(booking) },
      { href: links.profile, label: m.mail_replaced_profile({ name: to.name }, o) },
      { href: links.photo, label: m.mail_replaced_photo({ name: to.name }, o) },
    ]),
    { kind: REPLACEMENT_MAIL_KIND, bookingId: booking.id },
  );
}
