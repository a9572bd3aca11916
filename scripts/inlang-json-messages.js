// An inlang plugin that reads messages/{locale}.json: flat `"key": "text with {placeholder}"` pairs. A project may
// name another place (`"plugin.siam.jsonMessages": { "pathPattern": "./messages/panel/{locale}.json" }`) and ask for
// complete catalogues (`"complete": true`): then a message missing from a locale, or whose placeholders differ from the
// base locale's, stops the compile (the build, `npm run messages`) with the key named.
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
   * @param {{ settings: { baseLocale?: string; locales: string[]; 'plugin.siam.jsonMessages'?: { pathPattern?: string; complete?: boolean } }; nodeishFs: { readFile: (path: string, options: { encoding: 'utf-8' }) => Promise<string> } }} args
   */
  async loadMessages({ settings, nodeishFs }) {
    const options = settings['plugin.siam.jsonMessages'] ?? {};
    const pathPattern = options.pathPattern ?? './messages/{locale}.json';
    /** @type {Map<string, { id: string; alias: {}; selectors: []; variants: { languageTag: string; match: []; pattern: ReturnType<typeof toPattern> }[] }>} */
    const messages = new Map();
    /** @type {Record<string, Record<string, string>>} */
    const texts = {};
    for (const locale of settings.locales) {
      const text = await nodeishFs.readFile(pathPattern.replace('{locale}', locale), { encoding: 'utf-8' });
      texts[locale] = {};
      for (const [id, value] of Object.entries(JSON.parse(text))) {
        if (id.startsWith('$')) continue;
        texts[locale][id] = String(value);
        const message = messages.get(id) ?? { id, alias: {}, selectors: [], variants: [] };
        message.variants.push({ languageTag: locale, match: [], pattern: toPattern(String(value)) });
        messages.set(id, message);
      }
    }
    if (options.complete) {
      const names = (/** @type {string} */ text) =>
        [...text.matchAll(PLACEHOLDER)]
          .map((m) => m[1])
          .sort()
          .join();
      const base = texts[settings.baseLocale ?? settings.locales[0] ?? ''] ?? {};
      const problems = [];
      for (const id of messages.keys())
        for (const locale of settings.locales) {
          const said = texts[locale]?.[id];
          if (!said?.trim()) problems.push(`${locale}: no "${id}"`);
          else if (base[id] !== undefined && names(said) !== names(base[id])) problems.push(`${locale}: "${id}" has other placeholders`);
        }
      if (problems.length) throw new Error(`Incomplete catalogues (${pathPattern}): ${problems.join('; ')}`);
    }
    return [...messages.values()];
  },
  // The catalogues are edited by hand; the compiler never writes them back.
  saveMessages() {},
};
