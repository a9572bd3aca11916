/**
 * ESLint rule `house/feature-boundaries`: code outside a feature (pages, components, other features,
 * scripts) imports only the feature's public modules, which the rule's options list per feature
 * (`publicModules: { booking: ['booking.server', ...] }`). A module left off its feature's list is
 * internal: only the feature's own files (and tests) import it. A feature with no list has no public
 * modules. Imports through `@/features/...` and relative paths that reach into src/features/ are both checked.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importVisitors } from './import-visitors.mjs';

const FEATURES_DIR = fileURLToPath(new URL('../../src/features', import.meta.url));

/**
 * The feature and module (path inside the feature, script extensions dropped) an absolute file path is in, or undefined.
 * @param {string} file
 */
function inFeatures(file) {
  const relative = path.relative(FEATURES_DIR, file);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [feature = '', ...rest] = relative.split(path.sep);
  return { feature, module: rest.join('/').replace(/\.(ts|tsx|js|mjs)$/, '') };
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature is used from outside only through its public modules' },
    schema: [
      {
        type: 'object',
        properties: { publicModules: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
        additionalProperties: false,
      },
    ],
    messages: {
      internal:
        "'{{module}}' is internal to features/{{feature}}: use one of its public modules ({{allowed}}), or, if other code is meant to use it, add it to the feature's public modules in eslint.config.js.",
    },
  },
  create(context) {
    /** @type {Record<string, string[]>} */
    const publicModules = context.options[0]?.publicModules ?? {};
    const own = inFeatures(context.filename)?.feature;
    /** @param {import('eslint').Rule.Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('@/features/')) target = inFeatures(path.join(FEATURES_DIR, source.slice('@/features/'.length)));
      else if (source.startsWith('.')) target = inFeatures(path.resolve(path.dirname(context.filename), source));
      if (!target || target.feature === own) return;
      const allowed = publicModules[target.feature] ?? [];
      if (allowed.includes(target.module)) return;
      context.report({
        node,
        messageId: 'internal',
        data: { module: target.module, feature: target.feature, allowed: allowed.join(', ') || 'none' },
      });
    };
    return importVisitors(check);
  },
};

export default rule;
