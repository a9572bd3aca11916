import { Readable } from 'node:stream';
import { panelLocaleOf } from '@/features/admin/panel-locale.server';
import { commissionQuerySchema } from '@/features/partners/commission.schema';
import { partnerMonths, partnerMonthsCsvRows } from '@/features/partners/commission.server';
import { getDb } from '@/lib/server/db';
import { csvStream } from '@/lib/server/csv-stream';
import { withAdmin } from '@/lib/server/guards';
import { parse, queryObject } from '@/lib/server/http';

export const prerender = false;

/**
 * The same report as a CSV download (`partner-commissioni-FROM-TO.csv`), as the bookings' export writes it: in the panel
 * language of the staff member who asks.
 */
export const GET = withAdmin(
  ({ url }, session) => {
    const query = parse(commissionQuerySchema, queryObject(url));
    const rows = partnerMonthsCsvRows(partnerMonths(getDb(), query), panelLocaleOf(getDb(), session.staffId));
    return new Response(csvStream(Readable.from(rows)), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="partner-commissioni-${query.from}-${query.to}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  },
  { role: 'owner', audit: true },
);
