/**
 * The small markup a written text may carry (a performer's bio): paragraphs `<p>`, emphasis `<em>` and
 * `<strong>`, a line break `<br>`, and links `<a href="…">` to the site's own pages or to `https://wa.me/…` and
 * `https://line.me/…`. Anything else is refused with the piece that is not allowed (so it is never stored), and
 * rendering writes only what this parser built, every text escaped (so nothing else is ever rendered). The tags
 * carry no other attribute: no style, no handler, nothing the CSP would have to allow. Browser-safe.
 */
import { escapeHtml } from './html';
import { ruleMessage } from './error-codes';

/** Why a text was refused: a piece that is not allowed (a tag, an attribute, a link), or a tag left open or closed twice. */
export type MarkupRefusal =
  { code: 'markup_not_allowed'; params: { piece: string } } | { code: 'markup_unclosed'; params: { tag: string } };

type Inline = 'em' | 'strong' | 'a';
type Node = { text: string } | { br: true } | { tag: 'p' | Inline; href?: string; children: Node[] };

/** The parsed text, or why it is refused. */
export type ParsedMarkup = { ok: true; nodes: Node[] } | { ok: false; refusal: MarkupRefusal };

// The only entities a text may spell out; any other `&` is a plain ampersand (escaped when rendered).
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const ENTITY = /^&(?:amp|lt|gt|quot|#39);/;
// A tag as written: `<p>`, `</em>`, `<br>` or `<br/>`, `<a href="…">`. Lower case, double quotes, one attribute.
const TAG = /^<(\/?)([a-z]+)((?:\s+[^\s>]*)*)\s*(\/?)>/;
const HREF = /^\s+href="([^"]*)"$/;
// The site's own pages: a root-relative path of plain URL characters (never `//host`, never a backslash).
const OWN_PAGE = /^\/(?!\/)[A-Za-z0-9\-._~/?#=&%+]*$/;
// The chat links the agency uses: WhatsApp's and LINE's own addresses, https only.
const CHAT_LINK = /^https:\/\/(?:wa\.me|line\.me)(?:\/[A-Za-z0-9\-._~/?#=&%+@]*)?$/;

/** Whether `href` is a link the markup allows: one of the site's pages, or a wa.me or line.me address. */
export function isAllowedHref(href: string): boolean {
  return OWN_PAGE.test(href) || CHAT_LINK.test(href);
}

const shown = (piece: string) => (piece.length > 40 ? `${piece.slice(0, 39)}…` : piece);
const notAllowed = (piece: string): ParsedMarkup => ({
  ok: false,
  refusal: { code: 'markup_not_allowed', params: { piece: shown(piece) } },
});
const unclosed = (tag: string): ParsedMarkup => ({ ok: false, refusal: { code: 'markup_unclosed', params: { tag: `<${tag}>` } } });

/**
 * Parses `text` by the rules above: `<` always opens a tag that must be one allowed (else the refusal names it);
 * `<p>` only outside any other tag, `<a>` never inside a link, every tag closed in order.
 */
export function parseMarkup(text: string): ParsedMarkup {
  const root: Node[] = [];
  const open: { tag: 'p' | Inline; href?: string; children: Node[] }[] = [];
  const here = () => open.at(-1)?.children ?? root;
  let plain = '';
  const flush = () => {
    if (plain) here().push({ text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '&') {
      const entity = ENTITY.exec(text.slice(i))?.[0];
      plain += entity ? ENTITIES[entity] : '&';
      i += entity?.length ?? 1;
      continue;
    }
    if (char !== '<' && char !== '>') {
      plain += char;
      i += 1;
      continue;
    }
    if (char === '>') return notAllowed('>');
    const tag = TAG.exec(text.slice(i));
    if (!tag) return notAllowed(text.slice(i, i + 12));
    const [whole, closing, name, attributes = '', selfClosing] = tag;
    flush();
    i += whole.length;
    if (name === 'br' && !closing && !attributes.trim()) {
      here().push({ br: true });
      continue;
    }
    if (selfClosing || !['p', 'em', 'strong', 'a'].includes(name!)) return notAllowed(whole);
    if (closing) {
      if (attributes.trim() || open.at(-1)?.tag !== name) return notAllowed(whole);
      const done = open.pop()!;
      (open.at(-1)?.children ?? root).push(done);
      continue;
    }
    let href: string | undefined;
    if (name === 'a') {
      href = HREF.exec(attributes)?.[1];
      if (href === undefined || !isAllowedHref(href)) return notAllowed(whole);
    } else if (attributes.trim()) return notAllowed(whole);
    if (name === 'p' && open.length > 0) return notAllowed(whole);
    if (name === 'a' && open.some((o) => o.tag === 'a')) return notAllowed(whole);
    open.push({ tag: name as 'p' | Inline, href, children: [] });
  }
  flush();
  const left = open.at(-1);
  if (left) return unclosed(left.tag);
  return { ok: true, nodes: root };
}

/** The refusal of `text`, or undefined when its markup is allowed. */
export function markupRefusal(text: string): MarkupRefusal | undefined {
  const parsed = parseMarkup(text);
  return parsed.ok ? undefined : parsed.refusal;
}

/**
 * The markup rule as a form's refinement (zod's `superRefine`, for the performer's own form and the agency's): a text
 * beyond the allowed markup is an issue with its code and the piece (ruleMessage), said in the reader's language.
 */
export function refuseMarkup(text: string, context: { addIssue: (issue: { code: 'custom'; message: string }) => void }): void {
  const refusal = markupRefusal(text);
  if (refusal) context.addIssue({ code: 'custom', message: ruleMessage(refusal.code, refusal.params as never) });
}

function html(nodes: Node[]): string {
  return nodes
    .map((node) => {
      if ('text' in node) return escapeHtml(node.text);
      if ('br' in node) return '<br>';
      const inner = html(node.children);
      if (node.tag !== 'a') return `<${node.tag}>${inner}</${node.tag}>`;
      // A chat link leaves the site: it shares no referrer and gets no say over this page.
      const external = node.href!.startsWith('https:') ? ' rel="noopener noreferrer nofollow"' : '';
      return `<a href="${escapeHtml(node.href)}"${external}>${inner}</a>`;
    })
    .join('');
}

/**
 * The HTML of a text: its allowed markup, with the text outside any `<p>` made into paragraphs at its blank lines.
 * A text whose markup is not allowed (an older one, written before the rule) is shown as plain text, escaped.
 */
export function markupHtml(text: string): string {
  const parsed = parseMarkup(text);
  const nodes: Node[] = parsed.ok ? parsed.nodes : [{ text }];
  const blocks: string[] = [];
  let loose: Node[] = [];
  const paragraphs = () => {
    // Loose text and inline tags between paragraphs: split at blank lines (a link keeps its place in its paragraph).
    let current: Node[] = [];
    const end = () => {
      const inner = html(current).trim();
      if (inner) blocks.push(`<p>${inner}</p>`);
      current = [];
    };
    for (const node of loose) {
      if (!('text' in node)) {
        current.push(node);
        continue;
      }
      const parts = node.text.split(/\n\s*\n/);
      parts.forEach((part, index) => {
        if (index > 0) end();
        current.push({ text: part });
      });
    }
    end();
    loose = [];
  };
  for (const node of nodes) {
    if ('tag' in node && node.tag === 'p') {
      paragraphs();
      blocks.push(html([node]));
    } else loose.push(node);
  }
  paragraphs();
  return blocks.join('');
}

/** The plain text of a text's markup (tags dropped, entities read), for a page's description. */
export function markupText(text: string): string {
  const parsed = parseMarkup(text);
  if (!parsed.ok) return text;
  const walk = (nodes: Node[]): string =>
    nodes
      .map((node) => ('text' in node ? node.text : 'br' in node ? ' ' : `${walk(node.children)}${node.tag === 'p' ? ' ' : ''}`))
      .join('');
  return walk(parsed.nodes).replace(/\s+/g, ' ').trim();
}
