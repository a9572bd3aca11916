// @ts-check
/**
 * The server's message functions read the owner's published texts (features/site-content): in the server's bundles
 * only, each compiled message of the customers' catalogue (src/paraglide/messages/<key>.js) is wrapped by
 * `overridable` (src/lib/server/text-overrides.ts), which renders a published override of its key when one exists
 * and the catalogue's own function otherwise. The browser's bundles are never wrapped, so no island and no page
 * script carries the lookup; a site nobody edited renders exactly the catalogue.
 */
import { fileURLToPath } from 'node:url';

const OVERRIDES_MODULE = fileURLToPath(new URL('../src/lib/server/text-overrides.ts', import.meta.url));
const MESSAGE = /[\\/]src[\\/]paraglide[\\/]messages[\\/](?!_index)\w+\.js$/;
const EXPORT = /^export const (\w+) = /m;

/**
 * The message module `code` with its export wrapped, or undefined when it is not one message's module.
 * @param {string} code
 */
export function wrapMessage(code) {
  const found = EXPORT.exec(code);
  if (!found) return undefined;
  const key = found[1];
  return (
    `${code.replace(found[0], `const ${key}__catalogue = `)}\n` +
    `import { overridable as __overridable } from ${JSON.stringify(OVERRIDES_MODULE)};\n` +
    `export const ${key} = /* @__PURE__ */ __overridable(${JSON.stringify(key)}, ${key}__catalogue);\n`
  );
}

/**
 * The Vite plugin: wraps the customers' message modules in the server's environments (on-demand rendering and the
 * pre-rendering at build), never in the browser's.
 * @returns {import('vite').Plugin}
 */
export function serverTextOverrides() {
  return {
    name: 'server-text-overrides',
    transform(code, id, options) {
      if (!MESSAGE.test(id.split('?')[0] ?? '')) return undefined;
      const server = options?.ssr ?? this.environment?.config.consumer === 'server';
      if (!server) return undefined;
      const wrapped = wrapMessage(code);
      return wrapped && { code: wrapped, map: null };
    },
  };
}
