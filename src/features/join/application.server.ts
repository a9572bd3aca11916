/** Storing a performer application and telling the agency about it. */
import { applications } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { notifyAgency } from '@/lib/server/notify-agency';
import { applicationNotification } from './application.mail';
import type { ApplicationInput } from './application.schema';

/** Stores the application (status new), then e-mails the agency; returns the new id once stored. */
export async function submitApplication(db: Db, input: ApplicationInput): Promise<{ id: string; notified: boolean }> {
  const { id } = db
    .insert(applications)
    .values({ ...input, phone: input.phone ?? null, additionalDetails: input.additionalDetails ?? null })
    .returning({ id: applications.id })
    .get();
  const notified = await notifyAgency(applicationNotification(id, input), `application ${id}`);
  return { id, notified };
}
