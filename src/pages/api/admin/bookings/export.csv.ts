import { panelLocaleOf } from '@/features/admin/panel-locale.server';
import { bookingListQuerySchema } from '@/features/manage-bookings/manage-bookings.schema';
import { bookingsCsv, bookingsCsvFileName } from '@/features/manage-bookings/bookings-csv.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { parse, queryObject } from '@/lib/server/http';

export const prerender = false;

/**
 * Every booking matching ?q&status&advance (the Manage Bookings filters) as a CSV download, in the panel language of
 * the staff member who asks; 400 for a bad filter.
 */
export const GET = withAdmin(
  ({ url }, session) => {
    const query = parse(bookingListQuerySchema, queryObject(url));
    return new Response(bookingsCsv(getDb(), query, panelLocaleOf(getDb(), session.staffId)), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${bookingsCsvFileName()}"`,
        'Cache-Control': 'no-store',
      },
    });
  },
  { role: 'owner', audit: true },
);
