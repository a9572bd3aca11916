/** Messaggi's calls: a page of each inbox, the counts of new entries, and the writes, which refresh them. */
import { atom, computed } from 'nanostores';
import { callRoute, refreshRoute, routeStore } from '@/features/admin-panel/client';
import type { RouteInput } from '@/lib/route-contract';
import { INBOX_ROUTES } from '../inbox.routes';

export type { Application, ContactMessage, Page } from '../inbox.routes';

/** Inbox page size. */
export const INBOX_PAGE_SIZE = 10;

/** The page of each inbox. */
export const $contactsPage = atom(1);
export const $applicationsPage = atom(1);
/** Contact messages, newest first. */
export const $contacts = routeStore(
  INBOX_ROUTES.contacts.list,
  computed($contactsPage, (page) => ({ query: { page, pageSize: INBOX_PAGE_SIZE } })),
);
/** Applications, newest first. */
export const $applications = routeStore(
  INBOX_ROUTES.applications.list,
  computed($applicationsPage, (page) => ({ query: { page, pageSize: INBOX_PAGE_SIZE } })),
);
/** How many contact messages are new (for the Messaggi badge). */
export const $newContacts = routeStore(INBOX_ROUTES.contacts.list, { query: { status: 'new', pageSize: 1 } });
/** How many applications are new. */
export const $newApplications = routeStore(INBOX_ROUTES.applications.list, { query: { status: 'new', pageSize: 1 } });

/** Sets the status of a contact message or an application. */
export async function setInboxStatus(
  kind: keyof typeof INBOX_ROUTES,
  id: string,
  status: RouteInput<typeof INBOX_ROUTES.contacts.status>['body']['status'],
): Promise<void> {
  await callRoute(INBOX_ROUTES[kind].status, { params: { id }, body: { status } });
  refreshRoute(INBOX_ROUTES[kind].list);
}

/** Deletes contact messages or applications for good; answers how many went. */
export async function deleteInboxEntries(kind: keyof typeof INBOX_ROUTES, ids: string[]): Promise<number> {
  try {
    return (await callRoute(INBOX_ROUTES[kind].remove, { body: { ids } })).deleted;
  } finally {
    refreshRoute(INBOX_ROUTES[kind].list);
  }
}
