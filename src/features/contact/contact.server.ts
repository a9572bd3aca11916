/** Storing a contact inquiry and telling the agency about it. */
import { contacts } from '@db/schema';
import type { FormCommit } from '@/features/spam/public-form.server';
import { contactNotification } from './contact.mail';
import type { ContactInput } from './contact.schema';
import { notifyAgency } from '@/lib/server/notify-agency';

/** Stores the inquiry (status new), then e-mails the agency; returns the new id once stored. */
export async function submitContact(input: ContactInput, commit: FormCommit): Promise<{ id: string; notified: boolean }> {
  const { id } = await commit((db) => db.insert(contacts).values({ ...input, phone: input.phone ?? null }).returning({ id: contacts.id }).get());
  const notified = await notifyAgency(contactNotification(id, input), `contact ${id}`);
  return { id, notified };
}
