// The per-visitor pages' encoding: brotli at the quick level, at the fitting level when the quick one leaves too
// little of the page budget for the headers; an answer a client cannot take brotli for, or no page, as it is.
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { QUICK_BODY_LIMIT, withPageEncoding } from './page-encoding';

const brotliAt = (text: string, quality: number) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;

/** A page of `words` words drawn from a fixed sequence: text that compresses as a page's does, not to nothing. */
function pageOf(words: number): string {
  let seed = 7;
  const word = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return 'กขคงจฉชซabcdefghijklmnopqrstuvwxyz'.slice(seed % 30, (seed % 30) + 2 + (seed % 5));
  };
  return `<!doctype html><html><body><main>${Array.from({ length: words }, word).join(' ')}</main></body></html>`;
}

const answerOf = (html: string) =>
  new Response(html, { status: 200, headers: { 'content-type': 'text/html', 'cache-control': 'private, no-store', 'x-kept': '1' } });

async function encoded(html: string, acceptEncoding: string | null) {
  const answer = await withPageEncoding(answerOf(html), acceptEncoding);
  const body = Buffer.from(await answer.arrayBuffer());
  return { answer, body };
}

describe('withPageEncoding', () => {
  it('sends a page that fits at the quick level (8) as it compresses there, its headers kept', async () => {
    const html = pageOf(2_000);
    expect(brotliAt(html, 8)).toBeLessThanOrEqual(QUICK_BODY_LIMIT);
    const { answer, body } = await encoded(html, 'gzip, deflate, br');
    expect([answer.headers.get('content-encoding'), answer.headers.get('vary'), answer.headers.get('x-kept')]).toEqual([
      'br',
      'Accept-Encoding',
      '1',
    ]);
    expect(answer.headers.get('content-length')).toBe(String(body.length));
    expect(body.length).toBe(brotliAt(html, 8));
    expect(brotliDecompressSync(body).toString()).toBe(html);
  });

  it('compresses a page again at the fitting level (10) when the quick level leaves too little for the headers', async () => {
    const html = pageOf(20_000);
    expect(brotliAt(html, 8)).toBeGreaterThan(QUICK_BODY_LIMIT);
    const { answer, body } = await encoded(html, 'br');
    expect(body.length).toBe(brotliAt(html, 10));
    expect(body.length).toBeLessThan(brotliAt(html, 8));
    expect(answer.headers.get('content-length')).toBe(String(body.length));
    expect(brotliDecompressSync(body).toString()).toBe(html);
  });

  it('leaves to the server a client that takes no brotli, and any answer that is no page or is encoded already', async () => {
    const html = pageOf(2_000);
    for (const header of [null, 'gzip', 'br;q=0, gzip']) {
      const { answer, body } = await encoded(html, header);
      expect([header, answer.headers.get('content-encoding'), body.toString()]).toEqual([header, null, html]);
    }
    const json = await withPageEncoding(new Response('{"a":1}', { headers: { 'content-type': 'application/json' } }), 'br');
    expect([json.headers.get('content-encoding'), await json.text()]).toEqual([null, '{"a":1}']);
    const gzipped = new Response('already', { headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' } });
    expect(await withPageEncoding(gzipped, 'br')).toBe(gzipped);
  });
});
