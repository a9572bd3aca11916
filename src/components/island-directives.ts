/**
 * What each of Astro's inline directive scripts does (astro/runtime/client/*.prebuilt.js), for the `client:load` and
 * `client:idle` islands of a page that loads its island runtime from a file (IslandRuntime.astro). Imported before
 * the runtime: the runtime's islands start as soon as it defines their element, and read `Astro` then.
 */
import idle from 'astro/runtime/client/idle.js';
import load from 'astro/runtime/client/load.js';

const astro = ((self as unknown as { Astro?: Record<string, unknown> }).Astro ??= {});
for (const [name, directive] of [
  ['load', load],
  ['idle', idle],
] as const) {
  astro[name] = directive;
  window.dispatchEvent(new Event(`astro:${name}`));
}
