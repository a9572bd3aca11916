/**
 * The pages rendered for one visitor that are held to the page budget (page-css.ts names them: the e-mailed links'
 * pages, the summary, a cached page asked for with a cookie) are compressed here, not by the server's compressor,
 * because only the whole answer says whether it fits: brotli at level 8 (about 2 ms for a 48 KB page), and again
 * at level 10 when level 8 leaves too little of the budget for the headers. Level 8's size moves by up to 200
 * bytes with a page's random parts (two Thai share pages differing only in their reference and date: 12,857 and
 * 13,052 bytes, the second over the budget with its 1,024 bytes of headers), and level 10 takes about 800 bytes off
 * for about 21 ms of the thread pool's time, paid only by a page near the budget. The page cache compresses the
 * pages it stores at level 11 once (page-cache.ts). A client that takes no brotli gets the server's compression
 * (server/serve.mjs), which leaves an answer already encoded alone.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { acceptedEncoding } from './accept-encoding.mjs';
import { PAGE_BUDGET, PAGE_HEADER_ALLOWANCE } from './page-budget.mjs';

const brotli = promisify(brotliCompress);

/** The largest brotli body kept at the quick level; a larger one is compressed at FITTING_QUALITY. */
export const QUICK_BODY_LIMIT = PAGE_BUDGET - PAGE_HEADER_ALLOWANCE;
const QUICK_QUALITY = 8;
const FITTING_QUALITY = 10;

/** `bytes` brotli-compressed at `quality`, on the thread pool (the page cache's stored pages at 11 too). */
export const brotliAt = (bytes: Buffer, quality: number) =>
  brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });

/** The HTML answer brotli-encoded to fit the page budget when the client takes brotli; any other answer as it is. */
export async function withPageEncoding(response: Response, acceptEncoding: string | null): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (!/^text\/html/i.test(type) || response.headers.has('content-encoding') || acceptedEncoding(acceptEncoding) !== 'br') return response;
  const html = Buffer.from(await response.arrayBuffer());
  let body = await brotliAt(html, QUICK_QUALITY);
  if (body.length > QUICK_BODY_LIMIT) body = await brotliAt(html, FITTING_QUALITY);
  const headers = new Headers(response.headers);
  headers.set('content-encoding', 'br');
  headers.set('content-length', String(body.length));
  if (!/accept-encoding/i.test(headers.get('vary') ?? '')) headers.append('vary', 'Accept-Encoding');
  return new Response(new Uint8Array(body), { status: response.status, statusText: response.statusText, headers });
}
