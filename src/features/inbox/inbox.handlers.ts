/** The handlers of the two inbox resources (contacts, applications); their routes only pick one. */
import type { AgencyCode } from '@/lib/panel-refusal';
import { getDb } from '@/lib/server/db';
import { withAdmin, type AdminRouteOptions } from '@/lib/server/guards';
import { refuse, json, parse, queryObject } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';
import { inboxDeleteSchema, inboxQuerySchema, inboxStatusSchema } from './inbox.schema';
import { deleteInboxEntries, listInbox, setInboxStatus, type InboxKind } from './inbox.server';

const NOT_FOUND = { contacts: 'contact_not_found', applications: 'application_not_found' } as const satisfies Record<InboxKind, AgencyCode>;
const notFound = (kind: InboxKind) => refuse(404, { code: NOT_FOUND[kind], params: {} });

/** GET: one page, newest first ({items, total, totalPages}). */
export const listHandler = (kind: InboxKind, options: AdminRouteOptions) =>
  withAdmin(({ url }) => json(listInbox(getDb(), kind, parse(inboxQuerySchema, queryObject(url)))), options);

/** PATCH {status}: new, read, replied or archived. */
export const statusHandler = (kind: InboxKind, options: AdminRouteOptions) =>
  withAdmin(async ({ request, params }) => {
    const { status } = await readJson(request, { schema: inboxStatusSchema });
    if (!setInboxStatus(getDb(), kind, params.id ?? '', status)) throw notFound(kind);
    return json({ success: true, status });
  }, options);

/** DELETE {ids}: deletes one or many entries for good; 404 when none of them exists. */
export const deleteHandler = (kind: InboxKind, options: AdminRouteOptions) =>
  withAdmin(async ({ request, locals }) => {
    const { ids } = await readJson(request, { schema: inboxDeleteSchema, limit: 16 * 1024 });
    const deleted = deleteInboxEntries(getDb(), kind, [...new Set(ids)]);
    if (!deleted) throw notFound(kind);
    locals.audit = { target: `${kind} (${deleted})` };
    return json({ success: true, deleted });
  }, options);
