/** The routes of the site's editable texts (Contenuti), as the panel calls them. */
import type { z } from 'zod';
import type { Jsonify } from '@/lib/jsonify';
import { route } from '@/lib/route-contract';
import type { saveContentBody, undoContentBody } from './site-content.schema';
import type { ContentItem as StoredItem, ContentVersion as StoredVersion } from './site-content.server';

/** An editable text as the list gives it: `{ key, page, section, en, th, updatedAt, updatedBy, thFallback, limit, markup }`. */
export type ContentItem = Jsonify<StoredItem>;
/** One version of a text (the history, newest first; the last is the catalogue's, updatedAt null). */
export type ContentVersion = Jsonify<StoredVersion>;

/** Every editable text with what the public pages show now (the owner, and staff the owner lets edit them). */
export const contentRoute = route<{ items: ContentItem[] }>()('GET', '/api/admin/content');
/** Publishes a new version of a text ({ en?, th?, updatedAt }: the version read, null when never edited); answers the text. */
export const saveContentRoute = route<ContentItem, z.input<typeof saveContentBody>>()('PUT', '/api/admin/content/[key]');
/** A text's versions, newest first, ending with the catalogue's. */
export const contentHistoryRoute = route<{ items: ContentVersion[] }>()('GET', '/api/admin/content/[key]/history');
/** Publishes again the version before the one shown now ({ updatedAt }: the version read); answers the text. */
export const undoContentRoute = route<ContentItem, z.input<typeof undoContentBody>>()('POST', '/api/admin/content/[key]/undo');
