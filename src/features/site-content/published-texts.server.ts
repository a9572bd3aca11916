/**
 * The published texts as the server renders them: the latest version of each edited key, read from the database at
 * start and after each publish or undo into the process's overrides (lib/server/text-overrides.ts), so a page's
 * render reads memory, never the database. A key whose latest version brought the catalogue's text back renders the
 * catalogue itself.
 */
import { inArray, sql } from 'drizzle-orm';
import { markHTMLString } from 'astro/runtime/server/index.js';
import { siteTexts } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { escapeHtml } from '@/lib/html';
import { markupHtml } from '@/lib/markup';
import { setTextOverrides, type OverrideText, type TextOverride } from '@/lib/server/text-overrides';
import { contentEntry } from './registry';

/** The latest stored version of every edited key (the published one). */
export function latestVersions(db: Db) {
  const latest = db
    .select({ id: sql<number>`max(${siteTexts.id})` })
    .from(siteTexts)
    .groupBy(siteTexts.key);
  return db.select().from(siteTexts).where(inArray(siteTexts.id, latest)).all();
}

const fill = (text: string, inputs: Record<string, unknown>, say: (value: unknown) => string) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in inputs ? say(inputs[name]) : whole));

/**
 * A published text as its key renders it: plain text (escaped by the page like the catalogue's) or, for a text that
 * allows markup and carries some, the HTML the markup parser built, its paragraphs as line breaks (the page's own
 * element holds it), every placeholder's value escaped.
 */
function renderer(text: string, markup: boolean): OverrideText {
  if (!markup || !/[<&]/.test(text)) return (inputs) => fill(text, inputs, String);
  const html = markupHtml(text)
    .replace(/^<p>|<\/p>$/g, '')
    .replaceAll('</p><p>', '<br><br>');
  return (inputs) => markHTMLString(fill(html, inputs, (value) => escapeHtml(String(value)))) as unknown;
}

/** Reads the published texts into the server's overrides (at start, and after each publish or undo). */
export function loadPublishedTexts(db: Db): void {
  const overrides = new Map<string, TextOverride>();
  for (const row of latestVersions(db)) {
    const entry = contentEntry(row.key);
    if (!entry || row.restoresId === 0) continue;
    const en = renderer(row.en, entry.markup);
    overrides.set(row.key, { en, th: row.th ? renderer(row.th, entry.markup) : en });
  }
  setTextOverrides(overrides);
}
