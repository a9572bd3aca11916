import { handleAdvanceReport } from '@/features/advance/report-advance.server';
import { requireCustomerAccess } from '@/features/dashboard/booking-access.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { clientKey } from '@/lib/server/request';

export const prerender = false;

/** 'I have paid' (customer's session only, 403 otherwise): multipart with an optional image field `slip` (or a JSON `{}`) → {advanceStatus, advanceReportedAt, slip}. */
export const POST = route(async (context) => {
  const db = getDb();
  return json(
    await handleAdvanceReport(
      db,
      context.params.id,
      context.request,
      clientKey(context),
      (id) => void requireCustomerAccess(db, context, id),
    ),
  );
});
