import { sendShareSchema } from '@/features/advance/shares.schema';
import { sendShareLink, shareNotFound } from '@/features/advance/shares.server';
import { requireCustomerAccess } from '@/features/dashboard/booking-access.server';
import { sharesDeadline } from '@/features/holds/hold-rules';
import { holdSettings } from '@/features/holds/holds.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** Sends a share's link to a guest's e-mail `{ email }` (customer's session only) → `{ number, url, share }`; the old link stops working. */
export const POST = route(async (context) => {
  const db = getDb();
  const { booking } = requireCustomerAccess(db, context, context.params.id);
  const { email } = await readJson(context.request, { schema: sendShareSchema, limit: 1024 });
  const number = Number(context.params.number);
  if (!Number.isInteger(number) || number < 1) throw shareNotFound();
  return json(sendShareLink(db, booking.id, number, email, (row) => sharesDeadline(row, holdSettings())));
});
