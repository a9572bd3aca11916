/** The agency's e-mail about a new performer application, in its reader's panel language: plain text plus escaped HTML. */
import type { PanelLocale } from '@db/locales';
import { CITY_NAMES } from '@/content/cities';
import { renderMail } from '@/lib/server/mail-layout';
import type { AgencyNotification } from '@/features/notifications/agency.server';
import { site } from '@/lib/site';
import { m as pm } from '@/paraglide-panel/messages';
import type { ApplicationInput } from './application.schema';

/** Builds the notification in `locale` (Italian unless told); the subject holds only our own city name, never applicant text. */
export function applicationNotification(id: string, application: ApplicationInput, locale: PanelLocale = 'it'): AgencyNotification {
  const o = { locale };
  const city = CITY_NAMES[application.location];
  const body = renderMail({
    title: pm.agency_mail_application_title({ brand: site.name }, o),
    blocks: [
      {
        rows: [
          [pm.agency_mail_name({}, o), application.name],
          [pm.agency_mail_stage_name({}, o), application.stageName],
          [pm.agency_mail_email({}, o), application.email],
          [pm.agency_mail_phone({}, o), application.phone ?? pm.agency_mail_not_given({}, o)],
          [pm.agency_mail_age({}, o), application.age],
          [pm.agency_mail_city({}, o), city],
          [pm.agency_mail_interested_in({}, o), application.interestedIn.join(', ')],
          [pm.agency_mail_reference({}, o), id],
        ],
      },
      { title: pm.agency_mail_other_details({}, o), body: application.additionalDetails ?? pm.agency_mail_none({}, o) },
      pm.agency_mail_reply_applicant({}, o),
    ],
    lang: locale,
  });
  return { subject: pm.agency_mail_application_subject({ city }, o), ...body, replyTo: application.email };
}
