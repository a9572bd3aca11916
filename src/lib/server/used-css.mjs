// @ts-check
// Each page inlines only the CSS rules it can use (issue 44): the site's one stylesheet (Tailwind, about
// 43 KB) was inlined whole in every page. A rule is kept when one of its selectors can match, judged by
// the class names it names: each must occur as a word in the page (its HTML, its inline scripts) or in
// the scripts the page runs (islands, which add classes as they render). Everything that names no
// class (elements, attributes, :root, @property, @keyframes, the theme's variables) is kept.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';

/** @type {Record<string, string>} The characters HTML escapes in attribute values (`&#39;` is the apostrophe). */
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"' };

/**
 * The words of a text that could be class names (letters, digits and Tailwind's punctuation).
 * @param {string} text
 * @returns {Set<string>}
 */
export function classWords(text) {
  return new Set([...(text.match(/[\w:/.[\]%#()&>=!@,*+-]+/g) ?? []), ...(text.match(/[\w:/.[\]%-]+/g) ?? [])]);
}

/**
 * The class names a selector requires, outside :not(...) (a class inside :not never has to be present).
 * @param {string} selector
 * @returns {string[]}
 */
function requiredClasses(selector) {
  const outside = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  return [...outside.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name = '']) => name.replace(/\\(.)/g, '$1'));
}

/**
 * Whether one selector of a rule can match given the words in use. A class like `sm:px-6` is looked up
 * as written; a word list holds it when the page's `class="…"` or a script's string does.
 * @param {string} selector
 * @param {(name: string) => boolean} used
 */
const canMatch = (selector, used) => requiredClasses(selector).every(used);

/**
 * The stylesheet with only the rules whose selectors can match, and without the at-rules left empty.
 * @param {string} css
 * @param {(name: string) => boolean} used
 * @returns {string}
 */
export function usedRules(css, used) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // Keyframe steps (from, 50%) are not selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(/** @type {postcss.AtRule} */ (rule.parent).name)) return;
    const kept = rule.selectors.filter((selector) => canMatch(selector, used));
    if (!kept.length) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  unusedVariablesRemoved(root, used);
  return root.toString();
}

/**
 * Removes the custom properties nothing reads (the theme's unused colours, the `--tw-*` defaults of
 * utilities the page does not use): a declaration or `@property` of a `--name` that no `var(--name)`
 * left in the stylesheet, and no word of the page, mentions; and the rules and at-rules left empty
 * (`@layer a, b;`, which has no body, stays). Repeated until nothing more goes, as a variable may be
 * read only by another unused one.
 * @param {postcss.Root} root
 * @param {(name: string) => boolean} used
 */
function unusedVariablesRemoved(root, used) {
  for (let removed = true; removed;) {
    removed = false;
    const read = new Set();
    root.walkDecls((decl) => {
      for (const [, name] of decl.value.matchAll(/var\((--[\w-]+)/g)) read.add(name);
    });
    const unread = (/** @type {string} */ name) => !read.has(name) && !used(name) && !used(`var(${name})`);
    root.walkDecls(/^--/, (decl) => {
      if (unread(decl.prop)) {
        decl.remove();
        removed = true;
      }
    });
    root.walkAtRules('property', (atRule) => {
      if (unread(atRule.params.trim())) {
        atRule.remove();
        removed = true;
      }
    });
    root.walkRules((rule) => {
      if (rule.nodes.length === 0) {
        rule.remove();
        removed = true;
      }
    });
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        removed = true;
      }
    });
  }
}

/**
 * The files a page loads code from: its islands and renderers, its module scripts (`/_astro/…`), and its
 * server islands (by name, `FeaturedPerformers`), whose HTML arrives after the page.
 * @param {string} html
 */
export function pageScripts(html) {
  const files = [...html.matchAll(/\b(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)].map(([, url = '']) => url);
  const serverIslands = [...new Set([...html.matchAll(/\/_server-islands\/(\w+)/g)].map(([, name = '']) => name))];
  return { files, serverIslands };
}

/**
 * The page with each inlined <style> cut to the rules it can use, or unchanged when the code of a
 * script it loads cannot be read (`scriptText` answers undefined): that code may add any class.
 * @param {string} html the whole document
 * @param {(script: { file?: string, serverIsland?: string }) => string | undefined} [scriptText] the code of
 *   a script the page loads, its imports included
 * @returns {string}
 */
export function withUsedCss(html, scriptText = () => undefined) {
  // Attribute values are HTML-escaped: `[&_h2]:pt-6` is written `[&amp;_h2]:pt-6`.
  const text = html
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_entity, /** @type {string} */ name) => ENTITIES[name] ?? "'");
  const words = classWords(text);
  const { files, serverIslands } = pageScripts(html);
  for (const script of [...files.map((file) => ({ file })), ...serverIslands.map((serverIsland) => ({ serverIsland }))]) {
    const text = scriptText(script);
    if (text === undefined) return html;
    for (const word of classWords(text)) words.add(word);
  }
  /** @param {string} name */
  const used = (name) => words.has(name);
  return html.replace(/(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi, (_whole, open, css, close) => `${open}${usedRules(css, used)}${close}`);
}

/**
 * A module's code and that of every module it imports from the same folder (a build's chunks), each once.
 * @param {string} file
 * @param {Set<string>} [seen]
 * @returns {string}
 */
export function moduleClosure(file, seen = new Set()) {
  if (seen.has(file)) return '';
  seen.add(file);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return '';
  }
  const dir = path.dirname(file);
  const imported = [...text.matchAll(/["'`](?:\.\/|_astro\/)?([\w.-]+\.m?js)["'`]/g)].map(([, name = '']) => path.join(dir, name));
  return [text, ...imported.filter((next) => existsSync(next)).map((next) => moduleClosure(next, seen))].join('\n');
}

/**
 * The integration: after the build, before the files are compressed, cuts the stylesheet of every
 * pre-rendered page to the rules it can use, reading the code of its islands and server islands from
 * the build. (Pages rendered on demand are cut when the page cache stores them, src/lib/server/page-cache.ts.)
 * @returns {import('astro').AstroIntegration}
 */
export function usedCssIntegration() {
  /** @type {import('astro').AstroConfig | undefined} */
  let config;
  return {
    name: 'used-css',
    hooks: {
      'astro:config:done': ({ config: done }) => {
        config = done;
      },
      'astro:build:done': ({ logger }) => {
        if (!config) return;
        const client = fileURLToPath(config.build.client);
        const chunks = fileURLToPath(new URL('chunks/', config.build.server));
        const serverChunks = existsSync(chunks) ? readdirSync(chunks) : [];
        /** @param {{ file?: string, serverIsland?: string }} script */
        const scriptText = ({ file, serverIsland }) => {
          if (file) return existsSync(path.join(client, file)) ? moduleClosure(path.join(client, file)) : undefined;
          const chunk = serverChunks.find((name) => name.startsWith(`${serverIsland}_`));
          return chunk ? moduleClosure(path.join(chunks, chunk)) : undefined;
        };
        let before = 0;
        let after = 0;
        for (const entry of readdirSync(client, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
          const file = path.join(entry.parentPath, entry.name);
          const html = readFileSync(file, 'utf8');
          const cut = withUsedCss(html, scriptText);
          before += html.length;
          after += cut.length;
          if (cut !== html) writeFileSync(file, cut);
        }
        logger.info(`pages' inlined CSS cut to the rules they use: ${before} -> ${after} characters of HTML`);
      },
    },
  };
}
