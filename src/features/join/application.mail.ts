/** The agency's e-mail about a new performer application: plain text plus escaped HTML. */
import { CITY_NAMES } from '@/content/cities';
import { renderMail } from '@/lib/server/mail-layout';
import type { AgencyNotification } from '@/features/notifications/agency.server';
import { site } from '@/lib/site';
import type { ApplicationInput } from './application.schema';

/** Builds the notification; the subject holds only our own city name, never applicant text. */
export function applicationNotification(id: string, application: ApplicationInput): AgencyNotification {
  const body = renderMail({
    title: `New performer application on ${site.name}`,
    blocks: [
      {
        rows: [
          ['Name', application.name],
          ['Stage name', application.stageName],
          ['Email', application.email],
          ['Phone', application.phone ?? 'not given'],
          ['Age', application.age],
          ['Location', CITY_NAMES[application.location]],
          ['Interested in', application.interestedIn.join(', ')],
          ['Reference', id],
        ],
      },
      { title: 'Additional details', body: application.additionalDetails ?? 'none' },
      'Reply to this e-mail to answer the applicant.',
    ],
  });
  return { subject: `New performer application (${CITY_NAMES[application.location]})`, ...body, replyTo: application.email };
}
