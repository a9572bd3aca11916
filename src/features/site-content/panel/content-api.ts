/**
 * Contenuti's calls: the editable texts, one text's history, publish and undo. A publish or an undo puts the server's
 * answer in the list at once, fetches the history again and forgets the pages the preview fetched (they show the new text).
 */
import { callRoute, refreshRoute, routeStore, setRouteCache } from '@/features/admin-panel/client';
import { invalidateKeys } from '@/features/admin-panel/query';
import { routePath } from '@/lib/route-contract';
import {
  contentHistoryRoute,
  contentRoute,
  saveContentRoute,
  undoContentRoute,
  type ContentItem,
  type ContentVersion,
} from '../site-content.routes';
import { forgetPages } from './preview-frame';

export type { ContentItem, ContentVersion };

/** Every editable text, in the registry's order (fetched only while signed in). */
export const $contentTexts = routeStore(contentRoute);

const histories = new Map<string, ReturnType<typeof historyStore>>();
const historyStore = (key: string) => routeStore(contentHistoryRoute, { params: { key } });
const historyPath = (key: string) => routePath(contentHistoryRoute, { params: { key } });

/** One text's versions, newest first (one store per text, made when first shown). */
export function contentHistory(key: string): ReturnType<typeof historyStore> {
  let store = histories.get(key);
  if (!store) histories.set(key, (store = historyStore(key)));
  return store;
}

// The list shows the saved text at once; the history gains a version; the pages fetched for the preview are stale.
function saved(item: ContentItem): ContentItem {
  const list = $contentTexts.get().data;
  if (list) setRouteCache(contentRoute, undefined, { items: list.items.map((one) => (one.key === item.key ? item : one)) });
  else refreshRoute(contentRoute);
  invalidateKeys((key) => key === historyPath(item.key));
  forgetPages();
  return item;
}

/** Publishes a text's English and Thai, over the version read (`updatedAt`, null when never edited): 409 when another save came in between. */
export const publishText = async (item: ContentItem, texts: { en: string; th: string }): Promise<ContentItem> =>
  saved(await callRoute(saveContentRoute, { params: { key: item.key }, body: { ...texts, updatedAt: item.updatedAt } }));

/** Restores the version before the one read (409 when another save came in between, or there is nothing to undo). */
export const undoText = async (item: ContentItem): Promise<ContentItem> =>
  saved(await callRoute(undoContentRoute, { params: { key: item.key }, body: { updatedAt: item.updatedAt } }));

/** Fetches the texts again (after a stale save: someone else's version). */
export const reloadTexts = (): void => {
  refreshRoute(contentRoute);
  forgetPages();
};
