/** Test support: posts to a public form route the way a browser does, from a client address of the test's choosing. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { TestClient } from './client';
import { whileMailRefused } from './hooks';
import type { TestSmtp } from './smtp';

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

/** A form route's poster as the form tests write it: a body and per-call options. */
export type FormPoster = (body: unknown, options?: PostOptions) => ReturnType<typeof postRoute>;

/** Sends five refused posts from one fresh address, then `valid` from it, and returns that sixth answer. */
export async function sixthPostFromOneAddress(post: FormPoster, valid: unknown) {
  const address = freshAddress();
  for (let i = 0; i < 5; i += 1) expect((await post({}, { address })).status).toBe(400);
  return post(valid, { address });
}

/**
 * Posts `valid` while the mail server refuses every message: the answer must still be 201, the
 * failure logged (as "agency-<kind>") and the e-mail kept queued for a retry. Returns the answer so
 * the test can check what was stored.
 */
export async function postWhileMailRefused(smtp: Pick<TestSmtp, 'url'>, post: FormPoster, valid: unknown, kind: string) {
  let answer: Awaited<ReturnType<FormPoster>> | undefined;
  await whileMailRefused(smtp, async (log) => {
    answer = await post(valid);
    expect(answer.status).toBe(201);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`agency-${kind} not sent`), expect.any(String));
    expect(getDb().select().from(outbox).where(eq(outbox.kind, `agency-${kind}`)).all().filter((m) => m.status === 'queued' && m.tries === 1)).toHaveLength(1);
  });
  return answer!;
}
