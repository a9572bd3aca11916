import { bookingIcs, icsFileName } from '@/features/booking/booking-event';
import { bookingAccess } from '@/features/dashboard/booking-access.server';
import { siteLink } from '@/lib/server/config';
import { getDb } from '@/lib/server/db';
import { route } from '@/lib/server/http';

export const prerender = false;

/** The booking as an iCalendar file ('Add to calendar'), the venue only with the customer's session: 400 malformed id, 404 unknown. */
export const GET = route((context) => {
  const { view } = bookingAccess(getDb(), context, context.params.id);
  return new Response(bookingIcs(view, siteLink('/')), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${icsFileName(view.id)}"`,
      'Cache-Control': 'no-store',
    },
  });
});
