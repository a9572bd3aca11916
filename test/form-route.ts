/** Test support: posts to a public form route the way a browser does, from a client address of the test's choosing. */
import { expect } from 'vitest';
import { TestClient } from './client';

/** Options of one call: body as JSON (or raw text), content type, client address. */
export interface PostOptions {
  raw?: string;
  contentType?: string;
  address?: string;
}

/** Posts body to the route at path and returns status, headers and the parsed JSON answer. */
export async function postRoute(path: string, body: unknown, options: PostOptions = {}) {
  const response = await new TestClient(options.address ?? '203.0.113.1').send('POST', path, {
    headers: { 'content-type': options.contentType ?? 'application/json' },
    body: options.raw ?? JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined, text };
}

let counter = 0;
/** A fresh client address for each test, so rate limits of one test never leak into another. */
export function freshAddress(): string {
  counter += 1;
  return `198.51.100.${counter}`;
}

/** Asserts a 400 whose error is `message`, reported as the one issue of `field`. */
export function expectFieldRefused(answer: { status: number; body: { error?: string; issues?: unknown } }, field: string, message: string): void {
  expect(answer.status).toBe(400);
  expect(answer.body.error).toBe(message);
  expect(answer.body.issues).toEqual([{ path: field, message }]);
}
