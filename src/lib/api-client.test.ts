import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, NetworkError } from './api-client';

const answer = (status: number, body: string, statusText = '') =>
  vi.fn(() => Promise.resolve(new Response(body || null, { status, statusText })));

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON and answers the parsed JSON', async () => {
    const fetch = answer(200, '{"id":"b1"}');
    vi.stubGlobal('fetch', fetch);
    await expect(apiRequest('POST', '/api/bookings', { a: 1 })).resolves.toEqual({ id: 'b1' });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/bookings');
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}', cache: 'no-store', headers: { 'Content-Type': 'application/json' } });
  });

  it('answers null for an empty body', async () => {
    vi.stubGlobal('fetch', answer(200, ''));
    await expect(apiRequest('DELETE', '/api/dashboard/session')).resolves.toBeNull();
  });

  it("throws an ApiError '{status}: {text}' with the server's message and field issues", async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, '{"error":"Validation failed","issues":[{"path":"email","message":"Email is required"},{"bad":1}]}'),
    );
    const error = await apiRequest('POST', '/api/contacts', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: '400: {"error":"Validation failed","issues":[{"path":"email","message":"Email is required"},{"bad":1}]}',
      serverMessage: 'Validation failed',
      issues: [{ path: 'email', message: 'Email is required' }],
    });
  });

  it('uses the status text when the answer has no body', async () => {
    vi.stubGlobal('fetch', answer(503, '', 'Service Unavailable'));
    await expect(apiRequest('GET', '/api/performers')).rejects.toMatchObject({
      message: '503: Service Unavailable',
      serverMessage: 'Service Unavailable',
    });
  });

  it('throws a NetworkError (not an ApiError) when the server is not reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('NetworkError when attempting to fetch resource.'))),
    );
    const error = await apiRequest('GET', '/api/performers').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('passes an abort through as is', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError'))),
    );
    const error = await apiRequest('GET', '/api/performers', undefined, { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect((error as Error).name).toBe('AbortError');
  });
});
