// @ts-check
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.mjs';

describe('securityHeaders', () => {
  it('forbids framing and sniffing and limits referrers', () => {
    const headers = securityHeaders({ https: false });
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['Content-Security-Policy']).toContain("object-src 'none'");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Strict-Transport-Security']).toBeUndefined();
  });

  it('allows scripts only from the site itself: no inline script, no eval', () => {
    const scriptSrc = securityHeaders({ https: false })
      ['Content-Security-Policy']?.split('; ')
      .find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
  });

  it('adds HSTS and upgrades requests on https', () => {
    const headers = securityHeaders({ https: true });
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(headers['Content-Security-Policy']).toContain('upgrade-insecure-requests');
  });
});
