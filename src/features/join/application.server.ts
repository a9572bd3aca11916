/** Storing a performer application and telling the agency about it. */
import { applications } from '@db/schema';
import type { FormCommit } from '@/lib/server/public-form';
import { notifyAgency } from '@/features/notifications/agency.server';
import { applicationNotification } from './application.mail';
import type { ApplicationInput } from './application.schema';

/** Stores the application (status new) and queues the agency's e-mail in the same commit; returns the new id once stored. */
export async function submitApplication(input: ApplicationInput, commit: FormCommit): Promise<{ id: string }> {
  return commit((db) => {
    const { id } = db
      .insert(applications)
      .values({ ...input, phone: input.phone ?? null, additionalDetails: input.additionalDetails ?? null, locale: input.locale ?? 'en' })
      .returning({ id: applications.id })
      .get();
    notifyAgency(db, (locale) => applicationNotification(id, input, locale), 'agency-application', id);
    return { id };
  });
}
