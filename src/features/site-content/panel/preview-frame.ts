/**
 * The page side of Contenuti's preview. Every response of the site denies framing (frame-ancestors 'none',
 * X-Frame-Options DENY) and that stays so: the panel fetches the public page's HTML itself (same origin, as a visitor
 * gets it) and shows a copy in a sandboxed iframe through `srcdoc`, so no response's headers change and no page can be
 * framed by anyone. The copy has its scripts removed and the sandbox runs none (no `allow-scripts`, no forms, no
 * navigation of the panel); `allow-same-origin` only lets the panel reach into the copy to put the draft in place as
 * the owner types and scroll to it, which a document without scripts cannot use for anything. The copy inherits the
 * panel's CSP, as strict as the site's. What goes in is the draft escaped, or its allowed markup as markup.ts renders it.
 */
import { draftHtml, fillPlaceholders, placeholderValues, textPattern, visibleText, type TextPattern } from './preview-text';

/** Where a published text stands on the page copy: a whole element, or a piece of one text node. */
export type PreviewTarget =
  { element: Element; values: Record<string, string> } | { node: Text; before: string; after: string; values: Record<string, string> };

// What a page copy leaves out: its scripts (they would not run) and what only they use.
const DROPPED = 'script, link[rel="modulepreload"], link[rel="preload"][as="script"], noscript';
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'TITLE', 'HEAD']);
const TARGET = 'data-preview-target';

/** The page's HTML as the iframe's `srcdoc`: without scripts, its addresses resolved against the site, the draft's place outlined. */
export function pageCopy(html: string, origin: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const element of doc.querySelectorAll(DROPPED)) element.remove();
  const base = doc.createElement('base');
  base.href = `${origin}/`;
  doc.head.prepend(base);
  const style = doc.createElement('style');
  style.textContent = `[${TARGET}]{outline:3px dashed #d4af37;outline-offset:3px}`;
  doc.head.append(style);
  return `<!doctype html>${doc.documentElement.outerHTML}`;
}

const anchored = (pattern: TextPattern) => new RegExp(`^\\s*${pattern.source}\\s*$`);

/**
 * Where the published text stands on the page: each innermost element whose words are exactly the text's, else each
 * text node that holds it among other words. None when the page does not show it (a text of another page, a title).
 */
export function findTargets(doc: Document, published: string, markup: boolean): PreviewTarget[] {
  const pattern = textPattern(visibleText(published, markup));
  if (!pattern || !doc.body) return [];
  const whole = anchored(pattern);
  const elements = [...doc.body.querySelectorAll('*')].filter(
    (element) => !SKIPPED.has(element.tagName) && whole.test(element.textContent ?? ''),
  );
  const innermost = elements.filter((element) => !elements.some((other) => other !== element && element.contains(other)));
  if (innermost.length > 0)
    return innermost.map((element) => ({ element, values: placeholderValues(pattern, whole.exec(element.textContent ?? '') ?? []) }));
  const part = new RegExp(pattern.source);
  const targets: PreviewTarget[] = [];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (node.parentElement && SKIPPED.has(node.parentElement.tagName)) continue;
    const match = part.exec(node.data);
    if (!match) continue;
    const before = node.data.slice(0, match.index);
    targets.push({ node, before, after: node.data.slice(match.index + match[0].length), values: placeholderValues(pattern, match) });
  }
  return targets;
}

/** Puts the draft where the published text stood (each place with the values its placeholders had there), outlined. */
export function applyDraft(targets: readonly PreviewTarget[], draft: string, markup: boolean): void {
  for (const target of targets) {
    const text = fillPlaceholders(draft, target.values);
    if ('node' in target) {
      target.node.data = `${target.before}${visibleText(text, markup)}${target.after}`;
      target.node.parentElement?.setAttribute(TARGET, '');
      continue;
    }
    // An element that holds paragraphs takes the draft's; a heading or a paragraph takes one paragraph's content.
    target.element.innerHTML = draftHtml(text, markup, !target.element.querySelector('p'));
    target.element.setAttribute(TARGET, '');
  }
}

/** Scrolls the copy so the first place of the draft is in view (a third down), without scrolling the panel around it. */
export function scrollToTarget(doc: Document, targets: readonly PreviewTarget[]): void {
  const first = targets[0];
  const element = first && ('node' in first ? first.node.parentElement : first.element);
  const view = doc.defaultView;
  if (!element || !view) return;
  view.scrollTo(0, element.getBoundingClientRect().top + view.scrollY - view.innerHeight / 3);
}

// The pages fetched for the preview, by address; a publish or an undo forgets them (the page shows the new text).
const pages = new Map<string, Promise<string>>();

/** The public page's HTML as a visitor gets it now (fetched once per address until forgotten). */
export function fetchPage(path: string): Promise<string> {
  let page = pages.get(path);
  if (!page) {
    page = fetch(path, { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'text/html' } }).then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${path}`);
      return response.text();
    });
    page.catch(() => pages.delete(path));
    pages.set(path, page);
  }
  return page;
}

/** Forgets the fetched pages (after a publish or an undo). */
export function forgetPages(): void {
  pages.clear();
}
