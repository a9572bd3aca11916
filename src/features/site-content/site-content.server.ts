/**
 * The site's editable texts (Contenuti): the list with what each page shows now, a save that publishes a new version,
 * a key's history and the undo that publishes the version before (as a new one, so the history stays whole). Every
 * refusal leaves the stored texts as they were; each publish and undo reaches the public pages at once (the server's
 * overrides are read again and the cached pages that show the key are forgotten).
 */
import { and, desc, eq, lt } from 'drizzle-orm';
import { siteTexts, staff } from '@db/schema';
import type { Db } from '@/lib/server/db';
import type { AdminSession } from '@/lib/server/session';
import { refuse } from '@/lib/server/http';
import { forgetCachedPages } from '@/lib/server/page-cache';
import { markupRefusal, parseMarkup } from '@/lib/markup';
import * as clock from '@/lib/clock';
import { catalogueText, CONTENT_REGISTRY, contentEntry, placeholdersOf, type ContentEntry, type ContentPage } from './registry';
import { latestVersions, loadPublishedTexts } from './published-texts.server';

/** An editable text as Contenuti lists it: what the public pages show now, and who published it when (null: the catalogue's). */
export interface ContentItem {
  key: string;
  page: ContentPage;
  section: string;
  en: string;
  th: string;
  updatedAt: Date | null;
  updatedBy: string | null;
  /** Whether the Thai text is empty and the Thai page shows the English one. */
  thFallback: boolean;
  limit: number;
  markup: boolean;
}

/** One version of a text, newest first; the last is the catalogue's own (updatedAt and updatedBy null). */
export interface ContentVersion {
  en: string;
  th: string;
  updatedAt: Date | null;
  updatedBy: string | null;
}

type Row = typeof siteTexts.$inferSelect;

/** Who saves: the session's person (the password owner has no staff id). */
type Editor = Pick<AdminSession, 'staffId' | 'name' | 'role'>;

/** Whether the person may edit the site's texts: the owner always, anyone else when the owner let them. */
export function canEditContent(db: Db, editor: Editor): boolean {
  if (editor.role === 'owner') return true;
  const person = editor.staffId
    ? db.select({ may: staff.canEditContent }).from(staff).where(eq(staff.id, editor.staffId)).get()
    : undefined;
  return person?.may === true;
}

/** Throws 403 `content_not_allowed` unless the person may edit the site's texts (canEditContent). */
export function requireContentEditor(db: Db, editor: Editor): void {
  if (!canEditContent(db, editor)) throw refuse(403, { code: 'content_not_allowed', params: {} });
}

function itemOf(entry: ContentEntry, row: Row | undefined): ContentItem {
  const en = row?.en ?? catalogueText(entry.key, 'en');
  const th = row ? row.th : catalogueText(entry.key, 'th');
  return {
    key: entry.key,
    page: entry.page,
    section: entry.section,
    en,
    th: th || en,
    updatedAt: row?.createdAt ?? null,
    updatedBy: row?.createdBy ?? null,
    thFallback: !th,
    limit: entry.limit,
    markup: entry.markup,
  };
}

/** Every editable text with what the pages show now, in the registry's order. */
export function listContent(db: Db): ContentItem[] {
  const latest = new Map(latestVersions(db).map((row) => [row.key, row]));
  return CONTENT_REGISTRY.map((entry) => itemOf(entry, latest.get(entry.key)));
}

function knownEntry(key: string): ContentEntry {
  const entry = contentEntry(key);
  if (!entry) throw refuse(404, { code: 'content_not_found', params: {} });
  return entry;
}

/** What a key's text is now, as the list shows it; 404 for a key that is not editable. */
export function currentContent(db: Db, key: string): ContentItem {
  return itemOf(knownEntry(key), latestOf(db, key));
}

/** The record's changes of a publish or undo: each language whose text changed, before and after. */
export function contentChanges(before: ContentItem, after: ContentItem) {
  return (['en', 'th'] as const)
    .filter((field) => before[field] !== after[field])
    .map((field) => ({ field, from: before[field], to: after[field] }));
}

function latestOf(db: Db, key: string): Row | undefined {
  return db.select().from(siteTexts).where(eq(siteTexts.key, key)).orderBy(desc(siteTexts.id)).limit(1).get();
}

/** Throws 409 `content_changed` unless `read` (ISO time, or null while never edited) is the version stored now. */
function requireRead(latest: Row | undefined, read: string | null): void {
  const stored = latest ? latest.createdAt.toISOString() : null;
  if (stored !== read) throw refuse(409, { code: 'content_changed', params: {} });
}

/** Throws the 400 of a text that its key does not allow: over its limit, markup beyond the allowed, an unknown placeholder. */
function checkText(entry: ContentEntry, field: 'en' | 'th', text: string): void {
  if (field === 'en' && !text.trim()) throw refuse(400, { code: 'content_en_required', params: {} }, { field: field });
  if (text.length > entry.limit) throw refuse(400, { code: 'content_too_long', params: { max: entry.limit } }, { field: field });
  const refusal = markupRefusal(text);
  if (refusal) throw refuse(400, refusal, { field: field });
  if (!entry.markup) {
    const parsed = parseMarkup(text);
    const tag = parsed.ok ? parsed.nodes.find((node) => !('text' in node)) : undefined;
    const piece = tag ? /<[^>]*>/.exec(text)?.[0] : /&(?:amp|lt|gt|quot|#39);/.exec(text)?.[0];
    if (piece) throw refuse(400, { code: 'markup_not_allowed', params: { piece } }, { field: field });
  }
  const unknown = placeholdersOf(text).find((name) => !entry.placeholders.includes(name));
  if (unknown) throw refuse(400, { code: 'content_placeholder', params: { placeholder: `{${unknown}}` } }, { field: field });
}

// Each version's time is later than the one before, so the time a reader was given names one version.
const versionTime = (latest: Row | undefined, now: number) => new Date(Math.max(now, (latest?.createdAt.getTime() ?? 0) + 1));

/** The public paths that show a page's texts, for the page cache: the footer, the promise and the buttons are on every page. */
const PAGE_PATHS: Record<ContentPage, RegExp> = {
  home: /^(\/th)?\/?$/,
  about: /^(\/th)?\/about-us\/?$/,
  pricing: /^(\/th)?\/pricing(\/|$)/,
  city: /^(\/th)?\/(male-strippers|topless-waiters)\//,
  promise: /^(?!\/api\/)/,
  footer: /^(?!\/api\/)/,
  buttons: /^(?!\/api\/)/,
};

function published(db: Db, entry: ContentEntry): void {
  loadPublishedTexts(db);
  forgetCachedPages(db, (path) => PAGE_PATHS[entry.page].test(path));
}

/**
 * Publishes a new version of a key's texts: `en` and/or `th` (the other language kept; '' Thai shows the English),
 * while `updatedAt` is the version stored now (else 409 `content_changed`). 404 for a key that is not editable; 400 on
 * the field for a text its key does not allow. Answers the text as the list shows it.
 */
export function saveContent(
  db: Db,
  key: string,
  change: { en?: string; th?: string; updatedAt: string | null },
  editor: Editor,
  now = clock.now(),
) {
  const entry = knownEntry(key);
  if (change.en !== undefined) checkText(entry, 'en', change.en);
  if (change.th !== undefined) checkText(entry, 'th', change.th);
  const row = db.transaction((tx) => {
    const latest = latestOf(tx as unknown as Db, key);
    requireRead(latest, change.updatedAt);
    const before = itemOf(entry, latest);
    const stored = latest ? latest.th : catalogueText(key, 'th');
    return tx
      .insert(siteTexts)
      .values({
        key,
        en: change.en ?? before.en,
        th: change.th ?? stored,
        createdAt: versionTime(latest, now),
        createdById: editor.staffId,
        createdBy: editor.name,
      })
      .returning()
      .get();
  });
  published(db, entry);
  return itemOf(entry, row);
}

/** A key's versions, newest first, ending with the catalogue's own; 404 for a key that is not editable. */
export function contentHistory(db: Db, key: string): ContentVersion[] {
  const entry = knownEntry(key);
  const rows = db.select().from(siteTexts).where(eq(siteTexts.key, key)).orderBy(desc(siteTexts.id)).all();
  const catalogue = { en: catalogueText(entry.key, 'en'), th: catalogueText(entry.key, 'th'), updatedAt: null, updatedBy: null };
  return [...rows.map((row) => ({ en: row.en, th: row.th, updatedAt: row.createdAt, updatedBy: row.createdBy })), catalogue];
}

/**
 * Publishes again the version before the one published now (an undo after an undo goes one further back, down to the
 * catalogue's text), as a new version; `updatedAt` must be the version stored now. 409 `content_changed` when it is
 * not, 409 `content_nothing_to_undo` when the catalogue's text is published; 404 for a key that is not editable.
 */
export function undoContent(db: Db, key: string, read: string | null, editor: Editor, now = clock.now()) {
  const entry = knownEntry(key);
  const row = db.transaction((tx) => {
    const latest = latestOf(tx as unknown as Db, key);
    requireRead(latest, read);
    // The version the published text is (an undo's row stands for the one it brought back); 0 is the catalogue's.
    const shown = latest?.restoresId ?? latest?.id ?? 0;
    if (!latest || shown === 0) throw refuse(409, { code: 'content_nothing_to_undo', params: {} });
    const previous = tx
      .select()
      .from(siteTexts)
      .where(and(eq(siteTexts.key, key), lt(siteTexts.id, shown)))
      .orderBy(desc(siteTexts.id))
      .limit(1)
      .get();
    return tx
      .insert(siteTexts)
      .values({
        key,
        en: previous?.en ?? catalogueText(key, 'en'),
        th: previous ? previous.th : catalogueText(key, 'th'),
        createdAt: versionTime(latest, now),
        createdById: editor.staffId,
        createdBy: editor.name,
        restoresId: previous ? (previous.restoresId ?? previous.id) : 0,
      })
      .returning()
      .get();
  });
  published(db, entry);
  return itemOf(entry, row);
}
