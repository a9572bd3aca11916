// @ts-check
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../src/lib/server/environment.mjs';
import { forwardedClient, fromTrustedProxy } from './forwarded.mjs';

describe('TRUST_PROXY', () => {
  it('is off when unset or 0, a hop count when a number, else a list of addresses', () => {
    expect(parseTrustProxy(undefined).kind).toBe('none');
    expect(parseTrustProxy('0').kind).toBe('none');
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8, ::1').kind).toBe('addresses');
  });

  it('refuses values of its old yes/no meaning and anything else that is not an address', () => {
    for (const raw of ['true', 'yes', '1.2.3', '10.0.0.0/33', '99']) expect(() => parseTrustProxy(raw), raw).toThrow(/TRUST_PROXY/);
  });
});

describe('forwardedClient', () => {
  const forged = '203.0.113.7, 127.0.0.1';

  it('is the socket address without a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(forwardedClient(parseTrustProxy(''), '::ffff:198.51.100.4', forged)).toBe('198.51.100.4');
    expect(fromTrustedProxy(parseTrustProxy(''), '127.0.0.1')).toBe(false);
  });

  it('with one hop takes the entry the proxy appended, never what the client wrote before it', () => {
    const trust = parseTrustProxy('1');
    expect(forwardedClient(trust, '127.0.0.1', `${forged}, 198.51.100.4`)).toBe('198.51.100.4');
    expect(forwardedClient(trust, '127.0.0.1', '198.51.100.4')).toBe('198.51.100.4');
    expect(forwardedClient(parseTrustProxy('2'), '127.0.0.1', [forged, '198.51.100.4, 10.0.0.2'])).toBe('198.51.100.4');
  });

  it('with addresses walks from the right past trusted proxies only', () => {
    const trust = parseTrustProxy('127.0.0.1, 10.0.0.0/8');
    expect(fromTrustedProxy(trust, '::ffff:127.0.0.1')).toBe(true);
    expect(forwardedClient(trust, '::ffff:127.0.0.1', `${forged}, 198.51.100.4, 10.1.2.3`)).toBe('198.51.100.4');
    // A forged trusted-looking entry left of the real client changes nothing.
    expect(forwardedClient(trust, '127.0.0.1', '127.0.0.1, 198.51.100.4')).toBe('198.51.100.4');
    // Not from a trusted proxy: the socket.
    expect(fromTrustedProxy(trust, '198.51.100.9')).toBe(false);
    expect(forwardedClient(trust, '198.51.100.9', forged)).toBe('198.51.100.9');
    // A garbage entry ends the walk at the last trusted proxy.
    expect(forwardedClient(trust, '127.0.0.1', 'not-an-ip')).toBe('127.0.0.1');
  });
});
