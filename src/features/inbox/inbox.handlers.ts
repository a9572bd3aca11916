/** The handlers of the two inbox resources (contacts, applications); their routes only pick one. */
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { HttpError, json, parse, queryObject } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';
import { inboxQuerySchema, inboxStatusSchema } from './inbox.schema';
import { listInbox, setInboxStatus, type InboxKind } from './inbox.server';

const NOT_FOUND: Record<InboxKind, string> = { contacts: 'Contact message not found', applications: 'Application not found' };

/** GET: one page, newest first ({items, total, totalPages}). */
export const listHandler = (kind: InboxKind) =>
  withAdmin(({ url }) => json(listInbox(getDb(), kind, parse(inboxQuerySchema, queryObject(url)))));

/** PATCH {status}: new, read, replied or archived. */
export const statusHandler = (kind: InboxKind) =>
  withAdmin(async ({ request, params }) => {
    const { status } = await readJson(request, { schema: inboxStatusSchema });
    if (!setInboxStatus(getDb(), kind, params.id ?? '', status)) throw new HttpError(404, NOT_FOUND[kind]);
    return json({ success: true, status });
  });
