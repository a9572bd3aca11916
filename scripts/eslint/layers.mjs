/**
 * ESLint rule `house/layers`: src/ is built in layers and a module imports only from its own layer or the
 * ones below it, so no two folders of src/ import each other. The options list the layers from the bottom
 * up, each as the names of the src/ folders in it (a file directly in src/ is named without its extension):
 * `layers: [['paraglide', 'styles'], ['lib'], ['content'], ['components'], ['features'], ['layouts'], ['pages', 'startup']]`.
 * A file, or an import target, in a part of src/ that no layer names is reported too, so a new folder gets
 * its place on purpose. Imports through `@/...` and relative paths are both checked; packages are not.
 * Nothing in src/ imports the production wrapper in server/ (it may import src/lib/server/*.mjs, not the reverse).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importVisitors } from './import-visitors.mjs';

const SRC_DIR = fileURLToPath(new URL('../../src', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('../../server', import.meta.url));

/**
 * The name of the src/ folder (or root file, extension dropped) an absolute path is in, or undefined outside src/.
 * @param {string} file
 */
function srcPart(file) {
  const relative = path.relative(SRC_DIR, file);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [first = ''] = relative.split(path.sep);
  return first === relative ? first.replace(/\.(ts|tsx|js|mjs|astro)$/, '') : first;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'A module in src/ imports only from its own layer or the layers below it' },
    schema: [
      {
        type: 'object',
        properties: { layers: { type: 'array', items: { type: 'array', items: { type: 'string' } } } },
        additionalProperties: false,
      },
    ],
    messages: {
      upward:
        'src/{{from}} must not import from src/{{to}}, a layer above it (layers, bottom to top: {{order}}). Move the shared part down, or pass it in as data (props, arguments).',
      unplaced: "src/{{part}} is in no layer: give it its place in house/layers' list in eslint.config.js.",
      server:
        'src/ never imports server/ (the production wrapper sits on top of the app): move what both need into src/lib/server/ as a .mjs module, which server/ may import.',
    },
  },
  create(context) {
    /** @type {string[][]} */
    const layers = context.options[0]?.layers ?? [];
    /** @param {string} part */
    const level = (part) => layers.findIndex((names) => names.includes(part));
    const order = layers.map((names) => names.join('/')).join(' → ');
    const own = srcPart(context.filename);
    if (own === undefined) return {};
    const ownLevel = level(own);
    /** @param {import('eslint').Rule.Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const specifier = source.split('?')[0] ?? '';
      let target;
      if (specifier.startsWith('@/')) target = srcPart(path.join(SRC_DIR, specifier.slice(2)));
      else if (specifier.startsWith('.')) {
        const resolved = path.resolve(path.dirname(context.filename), specifier);
        const fromServer = path.relative(SERVER_DIR, resolved);
        if (!fromServer.startsWith('..') && !path.isAbsolute(fromServer)) {
          context.report({ node, messageId: 'server' });
          return;
        }
        target = srcPart(resolved);
      }
      if (target === undefined || target === own) return;
      const targetLevel = level(target);
      if (targetLevel < 0) context.report({ node, messageId: 'unplaced', data: { part: target } });
      else if (ownLevel >= 0 && targetLevel > ownLevel)
        context.report({ node, messageId: 'upward', data: { from: own, to: target, order } });
    };
    return {
      Program: (node) => {
        if (ownLevel < 0) context.report({ node, messageId: 'unplaced', data: { part: own } });
      },
      ...importVisitors(check),
    };
  },
};

export default rule;
