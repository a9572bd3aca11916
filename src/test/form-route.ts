/** Test helper: calls a POST route handler the way Astro does, with a real Request and a client address. */
import type { APIRoute } from 'astro';

/** Options of one call: body as JSON (or raw text), content type, client address. */
export interface PostOptions {
  raw?: string;
  contentType?: string;
  address?: string;
}

/** Posts body to route and returns status, headers and the parsed JSON answer. */
export async function postRoute(route: APIRoute, path: string, body: unknown, options: PostOptions = {}) {
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': options.contentType ?? 'application/json' },
    body: options.raw ?? JSON.stringify(body),
  });
  const response = await route({ request, clientAddress: options.address ?? '203.0.113.1' } as Parameters<APIRoute>[0]);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined, text };
}

let counter = 0;
/** A fresh client address for each test, so rate limits of one test never leak into another. */
export function freshAddress(): string {
  counter += 1;
  return `198.51.100.${counter}`;
}
