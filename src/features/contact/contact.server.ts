/** Storing a contact inquiry and telling the agency about it. */
import { contacts } from '@db/schema';
import type { FormCommit } from '@/lib/server/public-form';
import { contactNotification } from './contact.mail';
import type { ContactInput } from './contact.schema';
import { notifyAgency } from '@/features/notifications/agency.server';

/** Stores the inquiry (status new) and queues the agency's e-mail in the same commit; returns the new id once stored. */
export async function submitContact(input: ContactInput, commit: FormCommit): Promise<{ id: string }> {
  return commit((db) => {
    const { id } = db
      .insert(contacts)
      .values({ ...input, phone: input.phone ?? null, locale: input.locale ?? 'en' })
      .returning({ id: contacts.id })
      .get();
    notifyAgency(db, (locale) => contactNotification(id, input, locale), 'agency-contact', id);
    return { id };
  });
}
