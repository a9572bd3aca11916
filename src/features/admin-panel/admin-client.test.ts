import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { adminRequest, clearCsrfToken, onAdminUnauthorized } from './admin-client';
import { errorText } from './errors';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const headerOf = (call: unknown[]) => ((call[1] as RequestInit).headers as Record<string, string>)['X-CSRF-Token'];

beforeEach(() => clearCsrfToken());
afterEach(() => vi.unstubAllGlobals());

describe('adminRequest', () => {
  it('sends the CSRF token on writes and retries once with a fresh one after a CSRF 403', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(200, { csrfToken: 'old' }))
      .mockResolvedValueOnce(json(403, { error: 'Invalid CSRF token', code: 'csrf_invalid', params: {} }))
      .mockResolvedValueOnce(json(200, { csrfToken: 'new' }))
      .mockResolvedValueOnce(json(200, { ok: true }));
    vi.stubGlobal('fetch', fetch);
    await expect(adminRequest('DELETE', '/api/admin/performers/p1')).resolves.toEqual({ ok: true });
    expect(fetch.mock.calls.map((c) => c[0])).toEqual([
      '/api/admin/csrf-token',
      '/api/admin/performers/p1',
      '/api/admin/csrf-token',
      '/api/admin/performers/p1',
    ]);
    expect(headerOf(fetch.mock.calls[1]!)).toBe('old');
    expect(headerOf(fetch.mock.calls[3]!)).toBe('new');
  });

  it("has the refusal's words loaded by the time a refused call throws, so the panel says it at once in its language", async () => {
    const refused = json(404, { error: 'Booking not found', code: 'booking_not_found', params: {} });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(refused));
    const error: unknown = await adminRequest('GET', '/api/admin/bookings/b1').catch((thrown: unknown) => thrown);
    expect(errorText(error)).toBe('Prenotazione non trovata');
  });

  it('does not retry a 403 that is not about CSRF, and sends no token on reads', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(json(403, { error: 'Forbidden' }));
    vi.stubGlobal('fetch', fetch);
    await expect(adminRequest('GET', '/api/admin/bookings')).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(headerOf(fetch.mock.calls[0]!)).toBeUndefined();
  });

  it('reports a 401 of a guarded admin call, but not of the status call', async () => {
    const handler = vi.fn();
    onAdminUnauthorized(handler);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(401, { error: 'Unauthorized' }))),
    );
    await expect(adminRequest('GET', '/api/admin/status')).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
    await expect(adminRequest('GET', '/api/admin/bookings')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
