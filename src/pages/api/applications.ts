import { applicationSchema } from '@/features/join/application.schema';
import { submitApplication } from '@/features/join/application.server';
import { readPublicForm, trappedResponse } from '@/features/spam/public-form.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';

export const prerender = false;

/** A performer application from /join: 201 {id} once stored (the agency is e-mailed). */
export const POST = route(async (context) => {
  const input = await readPublicForm(context, 'application', applicationSchema);
  if (!input) return trappedResponse();
  const { id } = await submitApplication(getDb(), input);
  return json({ id }, 201);
});
