/** The agency's e-mail about a new contact inquiry: plain text plus escaped HTML. */
import { escapeHtml } from '@/lib/html';
import { site } from '@/lib/site';
import type { AgencyNotification } from './notify-agency.server';
import { inquiryLabel, type ContactInput } from './contact.schema';

/** Builds the notification; the subject holds only our own label, never customer text. */
export function contactNotification(id: string, contact: ContactInput): AgencyNotification {
  const rows: [string, string][] = [
    ['Name', `${contact.firstName} ${contact.lastName}`],
    ['Email', contact.email],
    ['Phone', contact.phone ?? 'not given'],
    ['Inquiry type', inquiryLabel(contact.inquiryType)],
    ['Reference', id],
  ];
  const text = [
    `New contact inquiry on ${site.name}`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    contact.message,
    '',
    'Reply to this e-mail to answer the customer.',
  ].join('\n');
  const html = `<h1>New contact inquiry</h1>
<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
<h2>Message</h2>
<p style="white-space:pre-wrap">${escapeHtml(contact.message)}</p>
<p>Reply to this e-mail to answer the customer.</p>`;
  return { subject: `New contact inquiry: ${inquiryLabel(contact.inquiryType)}`, text, html, replyTo: contact.email };
}
