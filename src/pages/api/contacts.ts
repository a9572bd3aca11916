import type { APIRoute } from 'astro';
import { contactSchema } from '@/features/contact/contact.schema';
import { submitContact } from '@/features/contact/contact.server';
import { readPublicForm } from '@/features/spam/public-form.server';
import { getDb } from '@/lib/server/db';
import { json, validationError } from '@/lib/server/http';

export const prerender = false;

/** A contact inquiry from /contact: 201 {id} once stored (the agency is e-mailed). */
export const POST: APIRoute = async (context) => {
  const body = await readPublicForm(context, 'contact');
  if (!body.ok) return body.response;
  const parsed = contactSchema.safeParse(body.data);
  if (!parsed.success) return validationError(parsed.error);
  const { id } = await submitContact(getDb(), parsed.data);
  return json({ id }, 201);
};
