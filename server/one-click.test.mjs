// @ts-check
// RFC 8058's one-click POST comes from the mail provider without our Origin: Astro's own origin check (the real
// module) lets it reach the opt-out route once relabelled, and still refuses every other cross-site form POST.
import { describe, expect, it } from 'vitest';
import { isForbiddenCrossOriginRequest } from '../node_modules/astro/dist/core/app/origin-check.js';
import { allowOneClick } from './one-click.mjs';

const SITE = 'https://siamhunks.example';

/**
 * Whether Astro refuses a form POST to `path` from the mail provider (no Origin) after allowOneClick.
 * @param {string} path
 * @param {string} [method]
 */
function refused(path, method = 'POST') {
  /** @type {Record<string, string>} */
  const headers = { 'content-type': 'application/x-www-form-urlencoded' };
  const req = { method, url: path, headers };
  allowOneClick(req);
  const url = new URL(path, SITE);
  const request = new Request(url, { method, headers: req.headers, body: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined });
  return isForbiddenCrossOriginRequest(request, url, false);
}

describe('one-click unsubscribe', () => {
  it("reaches the share mail's opt-out route through Astro's origin check", () => {
    expect(refused('/api/shares/opt-out?token=abc')).toBe(false);
  });

  it('leaves every other cross-site form POST refused', () => {
    for (const path of ['/api/shares/report', '/api/shares/opt-out/x', '/api/contacts?to=/api/shares/opt-out'])
      expect(refused(path), path).toBe(true);
  });
});
