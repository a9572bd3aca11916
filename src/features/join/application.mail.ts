/** The agency's e-mail about a new performer application: plain text plus escaped HTML. */
import { CITY_NAMES } from '@/content/cities';
import { escapeHtml } from '@/lib/html';
import { site } from '@/lib/site';
import type { AgencyNotification } from '@/features/contact/notify-agency.server';
import type { ApplicationInput } from './application.schema';

/** Builds the notification; the subject holds only our own city name, never applicant text. */
export function applicationNotification(id: string, application: ApplicationInput): AgencyNotification {
  const rows: [string, string][] = [
    ['Name', application.name],
    ['Stage name', application.stageName],
    ['Email', application.email],
    ['Phone', application.phone ?? 'not given'],
    ['Age', application.age],
    ['Location', CITY_NAMES[application.location]],
    ['Interested in', application.interestedIn.join(', ')],
    ['Reference', id],
  ];
  const details = application.additionalDetails ?? 'none';
  const text = [
    `New performer application on ${site.name}`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Additional details:',
    details,
    '',
    'Reply to this e-mail to answer the applicant.',
  ].join('\n');
  const html = `<h1>New performer application</h1>
<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
<h2>Additional details</h2>
<p style="white-space:pre-wrap">${escapeHtml(details)}</p>
<p>Reply to this e-mail to answer the applicant.</p>`;
  return {
    subject: `New performer application (${CITY_NAMES[application.location]})`,
    text,
    html,
    replyTo: application.email,
  };
}
