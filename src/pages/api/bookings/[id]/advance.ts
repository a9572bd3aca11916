import { handleAdvanceReport } from '@/features/advance/report-advance.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { clientAddress } from '@/lib/server/request';

export const prerender = false;

/** 'I have paid': multipart with an optional image field `slip` (or a JSON `{}`) → {advanceStatus, advanceReportedAt, slip}. */
export const POST = route(async (context) => json(await handleAdvanceReport(getDb(), context.params.id, context.request, clientAddress(context))));
