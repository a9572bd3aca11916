/** The two inboxes' routes (contact messages, applications), as the panel calls them. */
import type { z } from 'zod';
import type { applications, contacts } from '@db/schema';
import type { Jsonify } from '@/lib/jsonify';
import { route } from '@/lib/route-contract';
import type { inboxDeleteSchema, inboxQuerySchema, inboxStatusSchema } from './inbox.schema';

/** A contact-form message. */
export type ContactMessage = Jsonify<typeof contacts.$inferSelect>;
/** A performer's application. */
export type Application = Jsonify<typeof applications.$inferSelect>;
/** One page of an inbox. */
export interface Page<T> {
  items: T[];
  total: number;
  totalPages: number;
}
/** An inbox page's address values. */
type InboxQuery = { [K in keyof z.input<typeof inboxQuerySchema>]?: string | number };

const routesOf = <Entry, P extends string>(pattern: P) => ({
  /** One page, newest first. */
  list: route<Page<Entry>, never, InboxQuery>()('GET', pattern),
  /** Deletes entries for good; answers how many went. */
  remove: route<{ success: true; deleted: number }, z.input<typeof inboxDeleteSchema>>()('DELETE', pattern),
  /** Sets an entry's status. */
  status: route<{ success: true }, z.input<typeof inboxStatusSchema>>()('PATCH', `${pattern}/[id]/status`),
});

/** The routes of each inbox. */
export const INBOX_ROUTES = {
  contacts: routesOf<ContactMessage, '/api/admin/contacts'>('/api/admin/contacts'),
  applications: routesOf<Application, '/api/admin/applications'>('/api/admin/applications'),
};
