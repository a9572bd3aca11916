/** Storing a performer application and telling the agency about it. */
import { applications } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { notifyAgency } from '@/features/notifications/agency.server';
import { applicationNotification } from './application.mail';
import type { ApplicationInput } from './application.schema';

/** Stores the application (status new) and queues the agency's e-mail in the same transaction; returns the new id. */
export async function submitApplication(db: Db, input: ApplicationInput): Promise<{ id: string }> {
  return db.transaction(
    (tx) => {
      const { id } = tx
        .insert(applications)
        .values({ ...input, phone: input.phone ?? null, additionalDetails: input.additionalDetails ?? null })
        .returning({ id: applications.id })
        .get();
      notifyAgency(tx, applicationNotification(id, input), 'agency-application');
      return { id };
    },
    { behavior: 'immediate' },
  );
}
