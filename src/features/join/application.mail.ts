/** The agency's e-mail about a new performer application, in Italian like the panel: plain text plus escaped HTML. */
import { CITY_NAMES } from '@/content/cities';
import { renderMail } from '@/lib/server/mail-layout';
import type { AgencyNotification } from '@/features/notifications/agency.server';
import { site } from '@/lib/site';
import type { ApplicationInput } from './application.schema';

/** Builds the notification; the subject holds only our own city name, never applicant text. */
export function applicationNotification(id: string, application: ApplicationInput): AgencyNotification {
  const body = renderMail({
    title: `Nuova candidatura di un performer su ${site.name}`,
    blocks: [
      {
        rows: [
          ['Nome', application.name],
          ["Nome d'arte", application.stageName],
          ['E-mail', application.email],
          ['Telefono', application.phone ?? 'non indicato'],
          ['Età', application.age],
          ['Città', CITY_NAMES[application.location]],
          ['Interessato a', application.interestedIn.join(', ')],
          ['Riferimento', id],
        ],
      },
      { title: 'Altri dettagli', body: application.additionalDetails ?? 'nessuno' },
      'Rispondi a questa e-mail per rispondere al candidato.',
    ],
  });
  return { subject: `Nuova candidatura di un performer (${CITY_NAMES[application.location]})`, ...body, replyTo: application.email };
}
