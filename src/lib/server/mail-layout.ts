/**
 * The one e-mail layout. A message is a list of blocks (paragraphs, label/value tables, titled
 * text, links, an inline image); this renders both bodies from it, so the plain text and the HTML
 * say the same thing and every value reaches HTML through escapeHtml, never by hand.
 */
import { escapeHtml } from '@/lib/html';

/** One label/value row of a table. */
export type MailRow = [label: string, value: string];

/** A piece of an e-mail body, rendered in order; blocks are separated by a blank line in plain text. */
export type MailBlock =
  /** A paragraph. */
  | string
  /** A paragraph that must stand out (bold in HTML). */
  | { strong: string }
  /** A table of rows under an optional heading (the heading is upper case in plain text). */
  | { title?: string; rows: MailRow[] }
  /** Free text under a heading, line breaks kept (e.g. a customer's message). */
  | { title: string; body: string }
  /** A link: a button on its own, or the end of the sentence `before`; plain text shows `label:` and the address. */
  | { href: string; label: string; before?: string }
  /** An inline image attached with this content id; plain text shows `text` instead. */
  | { image: { cid: string; alt: string; width: number; height: number }; text: string };

/** What an e-mail says: an optional heading, the blocks, and a sign-off line. */
export interface MailLayout {
  title?: string;
  blocks: MailBlock[];
  footer?: string;
  /** The e-mail's language (`<html lang>`); English when not given. */
  lang?: string;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif';
/** The head every HTML part starts with; sendMail adds the subject as its <title> (withTitle). */
const HEAD = '<meta charset="utf-8">';
const H2 = `margin:24px 0 8px;font-size:16px;${FONT}`;

function blockText(block: MailBlock): string {
  if (typeof block === 'string') return block;
  if ('strong' in block) return block.strong;
  if ('rows' in block) return [...(block.title ? [block.title.toUpperCase()] : []), ...block.rows.map(([k, v]) => `${k}: ${v}`)].join('\n');
  if ('body' in block) return `${block.title.toUpperCase()}\n${block.body}`;
  // A button's address goes on a line of its own: short lines keep it whole in the raw message too.
  if ('href' in block) return block.before ? `${block.before} ${block.label}: ${block.href}` : `${block.label}:\n${block.href}`;
  return block.text;
}

function blockHtml(block: MailBlock): string {
  if (typeof block === 'string') return `<p>${escapeHtml(block)}</p>`;
  if ('strong' in block) return `<p><strong>${escapeHtml(block.strong)}</strong></p>`;
  if ('rows' in block) {
    const rows = block.rows
      .map(
        ([k, v]) =>
          `<tr><th align="left" valign="top" width="200" style="padding:4px 12px 4px 0">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
      )
      .join('');
    return `${block.title ? `<h2 style="${H2}">${escapeHtml(block.title)}</h2>` : ''}<table cellpadding="0" cellspacing="0" style="border-collapse:collapse;${FONT};font-size:14px">${rows}</table>`;
  }
  if ('body' in block)
    return `<h2 style="${H2}">${escapeHtml(block.title)}</h2><p style="white-space:pre-wrap">${escapeHtml(block.body)}</p>`;
  if ('href' in block) {
    const href = escapeHtml(block.href);
    if (block.before) return `<p>${escapeHtml(block.before)} <a href="${href}">${escapeHtml(block.label)}</a></p>`;
    return `<p style="margin:20px 0"><a href="${href}" style="display:inline-block;padding:10px 18px;border-radius:4px;background:#222;color:#fff;text-decoration:none;font-weight:bold">${escapeHtml(block.label)}</a></p>`;
  }
  const { cid, alt, width, height } = block.image;
  return `<p><img src="cid:${escapeHtml(cid)}" width="${width}" height="${height}" alt="${escapeHtml(alt)}"></p>`;
}

/** Renders the plain-text and the HTML body of an e-mail from one layout. */
export function renderMail(layout: MailLayout): { text: string; html: string } {
  const parts = [...(layout.title ? [layout.title] : []), ...layout.blocks.map(blockText), ...(layout.footer ? [layout.footer] : [])];
  const html = [
    `<!doctype html><html lang="${escapeHtml(layout.lang ?? 'en')}"><head>${HEAD}</head>`,
    `<body style="margin:0;padding:16px;background:#f4f4f4"><div style="max-width:600px;margin:0 auto;padding:24px;background:#fff;color:#222;${FONT};font-size:14px;line-height:1.5">`,
    ...(layout.title ? [`<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(layout.title)}</h1>`] : []),
    ...layout.blocks.map(blockHtml),
    ...(layout.footer ? [`<p style="margin-top:24px;color:#666">${escapeHtml(layout.footer)}</p>`] : []),
    '</div></body></html>',
  ].join('\n');
  return { text: parts.join('\n\n'), html };
}

/**
 * An HTML part with the message's subject as its `<title>` (validators and some clients want one), added to a
 * head that has none; a part without a head is left as it is.
 */
export function withTitle(html: string, subject: string): string {
  if (/<title[\s>]/i.test(html)) return html;
  return html.replace('</head>', `<title>${escapeHtml(subject)}</title></head>`);
}
