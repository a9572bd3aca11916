/** Storing a contact inquiry and telling the agency about it. */
import { contacts } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { notifyAgency } from '@/features/notifications/agency.server';
import { contactNotification } from './contact.mail';
import type { ContactInput } from './contact.schema';

/** Stores the inquiry (status new) and queues the agency's e-mail in the same transaction; returns the new id. */
export async function submitContact(db: Db, input: ContactInput): Promise<{ id: string }> {
  return db.transaction(
    (tx) => {
      const { id } = tx
        .insert(contacts)
        .values({ ...input, phone: input.phone ?? null })
        .returning({ id: contacts.id })
        .get();
      notifyAgency(tx, contactNotification(id, input), 'agency-contact');
      return { id };
    },
    { behavior: 'immediate' },
  );
}
