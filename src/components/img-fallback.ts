/**
 * The inline script (in every page's head, so it listens before any image loads) that swaps a broken
 * <img data-fallback> for its fallback. A listener, not an onerror attribute: the CSP blocks inline
 * event handlers; astro.config.mjs allows this exact text by its hash. Image errors do not bubble,
 * so it listens in the capture phase.
 */
export const IMG_FALLBACK_SCRIPT =
  "document.addEventListener('error',function(e){var i=e.target,f=i instanceof HTMLImageElement&&i.dataset.fallback;" +
  "if(f&&i.getAttribute('src')!==f){i.removeAttribute('srcset');i.src=f}},true)";
