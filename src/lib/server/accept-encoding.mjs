// @ts-check
// The one reading of Accept-Encoding, shared by the page cache of rendered public reads
// (page-cache.ts) and the production server's pre-compressed static files (server/precompressed.mjs).
// Plain JavaScript in the app's bottom layer, so the unbundled server can import it without the app
// ever importing server/.

/**
 * The best of our encodings a client accepts (brotli, then gzip), or undefined for identity.
 * @param {string | null | undefined} header Accept-Encoding
 * @returns {'br' | 'gzip' | undefined}
 */
export function acceptedEncoding(header) {
  /** @type {Map<string, number>} */
  const accepted = new Map();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  /** @param {string} name */
  const wants = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return undefined;
}
