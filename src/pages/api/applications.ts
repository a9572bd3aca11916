import type { APIRoute } from 'astro';
import { applicationSchema } from '@/features/join/application.schema';
import { submitApplication } from '@/features/join/application.server';
import { readPublicForm } from '@/features/spam/public-form.server';
import { getDb } from '@/lib/server/db';
import { json, validationError } from '@/lib/server/http';

export const prerender = false;

/** A performer application from /join: 201 {id} once stored (the agency is e-mailed). */
export const POST: APIRoute = async (context) => {
  const body = await readPublicForm(context, 'application');
  if (!body.ok) return body.response;
  const parsed = applicationSchema.safeParse(body.data);
  if (!parsed.success) return validationError(parsed.error);
  const { id } = await submitApplication(getDb(), parsed.data);
  return json({ id }, 201);
};
