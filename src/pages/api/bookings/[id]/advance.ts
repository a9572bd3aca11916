import type { APIRoute } from 'astro';
import { handleAdvanceReport } from '@/features/advance/report-advance.server';
import { getDb } from '@/lib/server/db';
import { clientAddress } from '@/lib/server/request';

export const prerender = false;

/** 'I have paid': multipart with an optional image field `slip` (or a JSON `{}`) → {advanceStatus, advanceReportedAt, slip}. */
export const POST: APIRoute = (context) => handleAdvanceReport(getDb(), context.params.id, context.request, clientAddress(context));
