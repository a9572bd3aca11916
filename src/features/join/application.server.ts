/** Storing a performer application and telling the agency about it. */
import { applications } from '@db/schema';
import type { FormCommit } from '@/features/spam/public-form.server';
import { notifyAgency } from '@/lib/server/notify-agency';
import { applicationNotification } from './application.mail';
import type { ApplicationInput } from './application.schema';

/** Stores the application (status new), then e-mails the agency; returns the new id once stored. */
export async function submitApplication(input: ApplicationInput, commit: FormCommit): Promise<{ id: string; notified: boolean }> {
  const { id } = await commit((db) => db.insert(applications).values({ ...input, phone: input.phone ?? null, additionalDetails: input.additionalDetails ?? null }).returning({ id: applications.id }).get());
  const notified = await notifyAgency(applicationNotification(id, input), `application ${id}`);
  return { id, notified };
}
