/** The agency's e-mail about a new contact inquiry, in Italian like the panel: plain text plus escaped HTML. */
import { renderMail } from '@/lib/server/mail-layout';
import type { AgencyNotification } from '@/features/notifications/agency.server';
import { site } from '@/lib/site';
import { agencyInquiryLabel } from './contact-fields';
import type { ContactInput } from './contact.schema';

/** Builds the notification; the subject holds only our own label, never customer text. */
export function contactNotification(id: string, contact: ContactInput): AgencyNotification {
  const body = renderMail({
    title: `Nuovo messaggio di contatto su ${site.name}`,
    blocks: [
      {
        rows: [
          ['Nome', `${contact.firstName} ${contact.lastName}`],
          ['E-mail', contact.email],
          ['Telefono', contact.phone ?? 'non indicato'],
          ['Tipo di richiesta', agencyInquiryLabel(contact.inquiryType)],
          ['Riferimento', id],
        ],
      },
      { title: 'Messaggio', body: contact.message },
      'Rispondi a questa e-mail per rispondere al cliente.',
    ],
  });
  return { subject: `Nuovo messaggio di contatto: ${agencyInquiryLabel(contact.inquiryType)}`, ...body, replyTo: contact.email };
}
