/**
 * The site's editable texts (Contenuti): every customer-facing text of the public pages, named by its catalogue key
 * (messages/en.json, th.json), with its page, its section, its length limit and whether the small markup is allowed.
 * Derived from the catalogue's keys by the rules below, never copied: a text added to the catalogue under one of
 * these prefixes is editable at once. Server-only (it reads the whole English catalogue).
 */
import english from '../../../messages/en.json';
import thai from '../../../messages/th.json';

/** The public page (or the part every page shows) a text belongs to. */
export type ContentPage = 'home' | 'about' | 'pricing' | 'city' | 'promise' | 'footer' | 'buttons';

/** One editable text as the registry describes it. */
export interface ContentEntry {
  key: string;
  page: ContentPage;
  section: string;
  /** The most characters each language's text may have. */
  limit: number;
  /** Whether the text may carry the small markup (lib/markup.ts): paragraphs, emphasis, links to the site and chats. */
  markup: boolean;
  /** The placeholders the page fills in (`{city}`, `{brand}`): an edit may use these and no other. */
  placeholders: string[];
}

// The texts of the performer's profile page share the `listing_` prefix but are not the city page's.
const EXCLUDED = /^listing_(mode|profile|crumb|back|book_online|enquire|about$|bio|fact|costumes|available|gallery|not_found)/;

// Prefix rules, first match wins: the page a key is on, and its section from the rest of the key.
const RULES: { prefix: RegExp; page: ContentPage; section: (key: string) => string }[] = [
  {
    prefix: /^home_/,
    page: 'home',
    section: (key) =>
      /^home_(title|description|keywords)$/.test(key)
        ? 'seo'
        : (/^home_(faq|reason|why|service|meet|hens|cta|favourite)/.exec(key)?.[1]?.replace(/^reason$/, 'why') ??
          (key === 'home_no_performers' ? 'meet' : key.startsWith('home_ready') ? 'favourite' : 'hero')),
  },
  {
    prefix: /^info_about_/,
    page: 'about',
    section: (key) =>
      /^info_about_(title|description|keywords)$/.test(key)
        ? 'seo'
        : ({
            faq: 'faq',
            city: 'cities',
            cities: 'cities',
            reason: 'reasons',
            reasons: 'reasons',
            party: 'parties',
            parties: 'parties',
            how: 'how',
            step: 'how',
            cta: 'cta',
            book: 'cta',
          }[key.split('_')[2] ?? ''] ?? 'intro'),
  },
  {
    prefix: /^info_pricing_/,
    page: 'pricing',
    section: (key) =>
      /^info_pricing_(title|description|description_soon|keywords)$/.test(key)
        ? 'seo'
        : ({ travel: 'travel', policy: 'policy', stat: 'stats', cta: 'cta', soon: 'soon' }[key.split('_')[2] ?? ''] ?? 'intro'),
  },
  {
    prefix: /^(listing|faq)_/,
    page: 'city',
    section: (key) =>
      /_seo_/.test(key)
        ? 'seo'
        : (/(faq|hens|showcase|cta|request|about|prices|packages)/.exec(key)?.[1]?.replace(/^(prices|packages)$/, 'prices') ?? 'intro'),
  },
  { prefix: /^promise_/, page: 'promise', section: () => 'promise' },
  {
    prefix: /^footer_/,
    page: 'footer',
    section: (key) =>
      /^footer_(services|solo|duo|group|custom)$/.test(key)
        ? 'services'
        : /^footer_(support|booking_help|faq|contact_us|privacy)$/.test(key)
          ? 'support'
          : 'about',
  },
  { prefix: /^cta_/, page: 'buttons', section: () => 'buttons' },
];

/** The three lengths a text may have: a title or label, a page's description for search engines, a paragraph. */
const LIMITS = { short: 160, description: 320, text: 1500 } as const;
// Paragraph-like texts (a section's text, an answer, an intro, an about or hens paragraph): markup allowed.
const PARAGRAPH =
  /(_text|_answer|_a|_intro|_intro_\w+|_about_\d|_hens_\d|_travel_\d|_policy_\d|^listing_request_text|^listing_empty_\w+|^listing_cta_\w*text)$/;
const DESCRIPTION = /(_description|_description_soon|_keywords|_blurb)$/;

/** The placeholders a catalogue text names (`{city}` → city). */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))];
}

function entryOf(key: string, text: string): ContentEntry | undefined {
  if (EXCLUDED.test(key)) return undefined;
  const rule = RULES.find((r) => r.prefix.test(key));
  if (!rule) return undefined;
  const paragraph = PARAGRAPH.test(key);
  const limit = paragraph ? LIMITS.text : DESCRIPTION.test(key) ? LIMITS.description : LIMITS.short;
  return { key, page: rule.page, section: rule.section(key), limit, markup: paragraph, placeholders: placeholdersOf(text) };
}

/** Every editable text, in the catalogue's order (page by page as the catalogue is written). */
export const CONTENT_REGISTRY: readonly ContentEntry[] = Object.entries(english as Record<string, string>)
  .filter(([key]) => !key.startsWith('$'))
  .flatMap(([key, text]) => entryOf(key, text) ?? []);

const BY_KEY = new Map(CONTENT_REGISTRY.map((entry) => [entry.key, entry]));

/** The registry's entry of a key, or undefined when the key is not an editable text. */
export function contentEntry(key: string): ContentEntry | undefined {
  return BY_KEY.get(key);
}

/** A text as the catalogue has it (what the page shows while no one has edited it); '' when the catalogue has none. */
export function catalogueText(key: string, locale: 'en' | 'th'): string {
  const text = (locale === 'en' ? english : thai) as Record<string, unknown>;
  return typeof text[key] === 'string' ? text[key] : '';
}
