/**
 * The text side of Contenuti's preview: how a published text is found on its page (the words a reader sees, its
 * placeholders standing for whatever the page filled in) and what the draft puts there instead (the same values in its
 * placeholders; its allowed markup rendered by the one renderer, so nothing else is ever shown). Browser-safe and
 * pure: the frame that applies it is preview-frame.ts.
 */
import { escapeHtml } from '@/lib/html';
import { markupHtml, parseMarkup, type ParsedMarkup } from '@/lib/markup';

type MarkupNode = Extract<ParsedMarkup, { ok: true }>['nodes'][number];

// A catalogue placeholder as written in a text: `{brand}`.
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

function visible(nodes: MarkupNode[]): string {
  return nodes.map((node) => ('text' in node ? node.text : 'br' in node ? ' ' : ` ${visible(node.children)} `)).join('');
}

/** The words of a text as a reader sees them on the page: a text with allowed markup without its tags (an entity as its character). */
export function visibleText(text: string, markup: boolean): string {
  if (!markup) return text;
  const parsed = parseMarkup(text);
  return parsed.ok ? visible(parsed.nodes) : text;
}

/** A published text as a pattern over a page's text: its placeholders (in order of `names`) match anything, any run of spaces any spacing. */
export interface TextPattern {
  source: string;
  names: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Words escaped, each run of spaces any spacing at all.
const literal = (text: string) =>
  text
    .split(/(\s+)/)
    .map((piece) => (/^\s*$/.test(piece) ? (piece ? '\\s*' : '') : escapeRegExp(piece)))
    .join('');

/**
 * The pattern of a text's visible words. Spacing is loose (`\s*`): the page's markup puts line breaks and
 * indentation between words, and nothing between two paragraphs. Null for a text with no words (nothing to find).
 */
export function textPattern(words: string): TextPattern | null {
  if (!words.replace(PLACEHOLDER, '').trim()) return null;
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of words.matchAll(PLACEHOLDER)) {
    source += literal(words.slice(last, match.index));
    names.push(match[1]!);
    source += '([\\s\\S]+?)';
    last = match.index + match[0].length;
  }
  source += literal(words.slice(last));
  return { source, names };
}

/** The values a page gave a text's placeholders, from a match of its pattern (`match` as RegExp#exec answers it). */
export function placeholderValues(pattern: TextPattern, match: readonly (string | undefined)[]): Record<string, string> {
  return Object.fromEntries(pattern.names.map((name, index) => [name, match[index + 1] ?? '']));
}

/** A text with its placeholders filled from `values` (a placeholder the page did not fill stays as written). */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/**
 * The HTML a draft shows in the preview: plain text escaped, or allowed markup as the site renders it (markup.ts;
 * what is not allowed is shown as its plain text, escaped). `inline` leaves out the paragraph of a one-paragraph text
 * (it goes inside an element that already is one: a heading, a `<p>`).
 */
export function draftHtml(text: string, markup: boolean, inline: boolean): string {
  if (!markup) return escapeHtml(text);
  const html = markupHtml(text);
  const single = /^<p>((?:(?!<\/?p>).)*)<\/p>$/s.exec(html);
  return inline && single ? single[1]! : html;
}

/** The text a page shows in a language: Thai left empty shows English (the site's fallback). */
export function shownText(texts: { en: string; th: string }, lang: 'en' | 'th'): string {
  return lang === 'th' && !texts.th.trim() ? texts.en : texts[lang];
}

// The public page each group of texts is shown on, by the registry's page name; the rest are on the home page (its
// own, the promise, and the footer and buttons every page shares).
const PAGE_PATHS: Record<string, string> = {
  about: '/about-us',
  pricing: '/pricing',
  // A city's listing: the city pages share their texts (Bangkok's shows them all).
  city: '/male-strippers/bangkok',
};

/** The address of the public page that shows a page's texts, in English or under /th/. */
export function previewPath(page: string, lang: 'en' | 'th'): string {
  const path = PAGE_PATHS[page] ?? '/';
  if (lang === 'en') return path;
  return path === '/' ? '/th/' : `/th${path}`;
}
