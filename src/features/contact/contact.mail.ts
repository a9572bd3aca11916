/** The agency's e-mail about a new contact inquiry, in its reader's panel language: plain text plus escaped HTML. */
import type { PanelLocale } from '@db/locales';
import { renderMail } from '@/lib/server/mail-layout';
import type { AgencyNotification } from '@/features/notifications/agency.server';
import { site } from '@/lib/site';
import { m as pm } from '@/paraglide-panel/messages';
import type { InquiryType } from './contact-fields';
import type { ContactInput } from './contact.schema';

const INQUIRY_WORDS: Record<InquiryType, (inputs: object, options: { locale: PanelLocale }) => string> = {
  booking: pm.agency_mail_inquiry_booking,
  performer: pm.agency_mail_inquiry_performer,
  custom: pm.agency_mail_inquiry_custom,
  general: pm.agency_mail_inquiry_general,
};

/** Builds the notification in `locale` (Italian unless told); the subject holds only our own label, never customer text. */
export function contactNotification(id: string, contact: ContactInput, locale: PanelLocale = 'it'): AgencyNotification {
  const o = { locale };
  const type = INQUIRY_WORDS[contact.inquiryType]({}, o);
  const body = renderMail({
    title: pm.agency_mail_contact_title({ brand: site.name }, o),
    blocks: [
      {
        rows: [
          [pm.agency_mail_name({}, o), `${contact.firstName} ${contact.lastName}`],
          [pm.agency_mail_email({}, o), contact.email],
          [pm.agency_mail_phone({}, o), contact.phone ?? pm.agency_mail_not_given({}, o)],
          [pm.agency_mail_inquiry_type({}, o), type],
          [pm.agency_mail_reference({}, o), id],
        ],
      },
      { title: pm.agency_mail_message({}, o), body: contact.message },
      pm.agency_mail_reply_customer({}, o),
    ],
    lang: locale,
  });
  return { subject: pm.agency_mail_contact_subject({ type }, o), ...body, replyTo: contact.email };
}
