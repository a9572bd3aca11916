import { contactSchema } from '@/features/contact/contact.schema';
import { submitContact } from '@/features/contact/contact.server';
import { readPublicForm, trappedResponse } from '@/features/spam/public-form.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';

export const prerender = false;

/** A contact inquiry from /contact: 201 {id} once stored (the agency is e-mailed). */
export const POST = route(async (context) => {
  const input = await readPublicForm(context, 'contact', contactSchema);
  if (!input) return trappedResponse();
  const { id } = await submitContact(getDb(), input);
  return json({ id }, 201);
});
