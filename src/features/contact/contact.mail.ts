/** The agency's e-mail about a new contact inquiry: plain text plus escaped HTML. */
import { renderMail } from '@/lib/server/mail-layout';
import type { AgencyNotification } from '@/features/notifications/agency.server';
import { site } from '@/lib/site';
import { inquiryLabel } from './contact-fields';
import type { ContactInput } from './contact.schema';

/** Builds the notification; the subject holds only our own label, never customer text. */
export function contactNotification(id: string, contact: ContactInput): AgencyNotification {
  const body = renderMail({
    title: `New contact inquiry on ${site.name}`,
    blocks: [
      {
        rows: [
          ['Name', `${contact.firstName} ${contact.lastName}`],
          ['Email', contact.email],
          ['Phone', contact.phone ?? 'not given'],
          ['Inquiry type', inquiryLabel(contact.inquiryType)],
          ['Reference', id],
        ],
      },
      { title: 'Message', body: contact.message },
      'Reply to this e-mail to answer the customer.',
    ],
  });
  return { subject: `New contact inquiry: ${inquiryLabel(contact.inquiryType)}`, ...body, replyTo: contact.email };
}
