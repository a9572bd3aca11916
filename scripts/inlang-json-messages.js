// An inlang plugin that reads messages/{locale}.json: flat `"key": "text with {placeholder}"` pairs.
// Local (not fetched from a CDN) so the messages compile offline; the inlang SDK imports it as a data:
// URL, so it must stay self-contained (no imports).
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/**
 * Splits a text into the legacy pattern of text and variable references.
 * @param {string} text
 */
function toPattern(text) {
  /** @type {({ type: 'Text'; value: string } | { type: 'VariableReference'; name: string })[]} */
  const pattern = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > last) pattern.push({ type: 'Text', value: text.slice(last, match.index) });
    pattern.push({ type: 'VariableReference', name: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) pattern.push({ type: 'Text', value: text.slice(last) });
  return pattern;
}

export default {
  key: 'siam.jsonMessages',
  /**
   * @param {{ settings: { locales: string[] }; nodeishFs: { readFile: (path: string, options: { encoding: 'utf-8' }) => Promise<string> } }} args
   */
  async loadMessages({ settings, nodeishFs }) {
    /** @type {Map<string, { id: string; alias: {}; selectors: []; variants: { languageTag: string; match: []; pattern: ReturnType<typeof toPattern> }[] }>} */
    const messages = new Map();
    for (const locale of settings.locales) {
      const text = await nodeishFs.readFile(`./messages/${locale}.json`, { encoding: 'utf-8' });
      for (const [id, value] of Object.entries(JSON.parse(text))) {
        if (id.startsWith('$')) continue;
        const message = messages.get(id) ?? { id, alias: {}, selectors: [], variants: [] };
        message.variants.push({ languageTag: locale, match: [], pattern: toPattern(String(value)) });
        messages.set(id, message);
      }
    }
    return [...messages.values()];
  },
  // The catalogues are edited by hand; the compiler never writes them back.
  saveMessages() {},
};
