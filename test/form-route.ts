/** Test support: posts to a public form route the way a browser does, from a client address of the test's choosing. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { TestClient } from './client';
import { expectNothingStoredOrMailed, whileMailRefused } from './hooks';
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

/** A rule's code and params, as a 400 answers them beside the English message. */
export type RuleReason = { code: string; params: Record<string, unknown> };

/** Asserts a 400 whose error is `message` with the rule's code and params, reported as the one issue of `field`. */
export function expectFieldRefused(
  answer: { status: number; body: { error?: string; issues?: unknown } },
  field: string,
  message: string,
  reason: RuleReason,
): void {
  expect(answer.status).toBe(400);
  expect(answer.body).toEqual({ error: message, ...reason, issues: [{ path: field, message, ...reason }] });
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
    expect(
      getDb()
        .select()
        .from(outbox)
        .where(eq(outbox.kind, `agency-${kind}`))
        .all()
        .filter((m) => m.status === 'queued' && m.tries === 1),
    ).toHaveLength(1);
  });
  return answer!;
}

/** A public form route, as the cases every such route shares (describeFormRoute) need to know it. */
export interface FormRouteSpec {
  /** The route, e.g. /api/contacts. */
  path: string;
  /** What one submission is called in test names: "inquiry", "application". */
  noun: string;
  /** The outbox kind of the agency's e-mail is `agency-<kind>`. */
  kind: string;
  /** Who the agency answers (Reply-To): "customer", "applicant". */
  sender: string;
  smtp: Pick<TestSmtp, 'url' | 'messages'>;
  /** A body the route accepts. */
  valid: Record<string, unknown>;
  /** Rows in the route's table. */
  count: () => number;
  /** The stored row of a submission, undefined when there is none. */
  stored: (id: string) => Record<string, unknown> | undefined;
  /** A valid body that the route normalises, and the row it must store (status new is checked too). */
  storesAs: { body: Record<string, unknown>; row: Record<string, unknown> };
  /** The agency e-mail of `valid`: subject, Reply-To, text and HTML it contains; `rawHtml` must be escaped. */
  mail: { subject: string; replyTo: string; text: string[]; html: string[]; rawHtml: string; htmlRow: (id: string) => RegExp };
  /** Two name fields of the form, filled with header-injection strings. */
  nameFields: [string, string];
  /** [field, change to valid, message, its code and params] of each refused body: a 400 naming that one field. */
  refusals: [string, Record<string, unknown>, string, RuleReason][];
  /** The messages of an empty object, in form order. */
  emptyMessages: string[];
  /** A free-text field that a 100k-character value makes too large (413). */
  longField: string;
  /** The 429 message. */
  limitMessage: string;
}

/** A poster for `path` that sends each call from a fresh client address unless options give one. */
export function formPoster(path: string): FormPoster {
  return (body, options = {}) => postRoute(path, body, { address: freshAddress(), ...options });
}

/**
 * The cases every public form route shares (stored as new, the agency's e-mail, header injection, a
 * failed mail, each refusal with nothing stored or mailed, bad bodies, the honeypot, the rate limit),
 * in a "success" and a "refused" describe block. Returns the route's poster for the route's own cases.
 */
export function describeFormRoute(spec: FormRouteSpec): FormPoster {
  const { smtp, valid } = spec;
  const post = formPoster(spec.path);

  describe(`POST ${spec.path}: success`, () => {
    it(`stores the ${spec.noun} with status new and answers 201 {id}`, async () => {
      const { status, body } = await post(spec.storesAs.body);
      expect(status).toBe(201);
      expect(body).toEqual({ id: expect.any(String) });
      expect(spec.stored(body.id)).toMatchObject({ ...spec.storesAs.row, status: 'new' });
    });

    it(`e-mails the agency: fixed subject, Reply-To the ${spec.sender}, text and escaped HTML`, async () => {
      const { body } = await post(valid);
      expect(smtp.messages).toHaveLength(1);
      const [mail] = smtp.messages;
      expect(mail!.envelopeTo).toEqual(['agency@siamhunks.example']);
      expect(mail!.parsed.subject).toBe(spec.mail.subject);
      expect(mail!.parsed.replyTo?.[0]?.address).toBe(spec.mail.replyTo);
      // The agency's e-mail is Italian, like the panel.
      for (const text of [...spec.mail.text, `Riferimento: ${body.id}`, 'Rispondi a questa e-mail per rispondere al'])
        expect(mail!.parsed.text).toContain(text);
      for (const html of spec.mail.html) expect(mail!.parsed.html).toContain(html);
      expect(mail!.parsed.html).not.toContain(spec.mail.rawHtml);
      expect(mail!.parsed.html).toMatch(spec.mail.htmlRow(body.id));
    });

    it('stores header-injection strings in names as text; they never reach a mail header', async () => {
      const [first, second] = spec.nameFields;
      const names = { [first]: 'Eve\r\nBcc: victim@example.com', [second]: 'X\r\nSubject: pwned' };
      const { status, body } = await post({ ...valid, ...names });
      expect(status).toBe(201);
      expect(spec.stored(body.id)).toMatchObject(names);
      const [mail] = smtp.messages;
      expect(mail!.envelopeTo).toEqual(['agency@siamhunks.example']);
      expect(mail!.raw.split(/\r?\n\r?\n/)[0]).not.toMatch(/victim|pwned/);
      expect(mail!.parsed.subject).toBe(spec.mail.subject);
    });

    it(`still answers 201 when the mail fails: the ${spec.noun} is stored and the failure logged`, async () => {
      const before = spec.count();
      const { body } = await postWhileMailRefused(smtp, post, valid, spec.kind);
      expect(spec.count()).toBe(before + 1);
      expect(spec.stored(body.id)).toBeDefined();
    });
  });

  describe(`POST ${spec.path}: refused, nothing stored or mailed`, () => {
    expectNothingStoredOrMailed(spec.count, smtp);

    it.each(spec.refusals)('400 for a bad %s (case %#)', async (field, change, message, reason) => {
      expectFieldRefused(await post({ ...valid, ...change }), field, message, reason);
    });

    it('400 with every field message for an empty object', async () => {
      const { status, body } = await post({});
      expect(status).toBe(400);
      expect(body.issues.map((i: { message: string }) => i.message)).toEqual(spec.emptyMessages);
    });

    it('400 for invalid JSON and for a JSON array', async () => {
      expect(await post(undefined, { raw: '{"name": "Jane",' })).toMatchObject({ status: 400, body: { error: 'Invalid JSON body' } });
      expect(await post(undefined, { raw: 'not json' })).toMatchObject({ status: 400, body: { error: 'Invalid JSON body' } });
      expect((await post([valid])).status).toBe(400);
    });

    it('415 for a form post, a multipart or a text body', async () => {
      const form = await post(undefined, { raw: 'name=Jane', contentType: 'application/x-www-form-urlencoded' });
      expect(form).toMatchObject({ status: 415, body: { error: 'Content-Type must be application/json' } });
      expect((await post(valid, { contentType: 'multipart/form-data; boundary=x' })).status).toBe(415);
      expect((await post(valid, { contentType: 'text/plain' })).status).toBe(415);
    });

    it(`413 for a 100k-character ${spec.longField}, never a 500`, async () => {
      const { status, body } = await post({ ...valid, [spec.longField]: 'x'.repeat(100_000) });
      expect(status).toBe(413);
      expect(body.error).toMatch(/too large/);
    });

    it('a filled honeypot gets a 201-looking answer and nothing is stored or mailed', async () => {
      const { status, body } = await post({ ...valid, website: 'http://spam.example' });
      expect(status).toBe(201);
      expect(body).toEqual({ id: expect.any(String) });
      expect(spec.stored(body.id)).toBeUndefined();
    });

    it('the sixth submission from one address within 10 minutes gets 429 with Retry-After; other addresses are not limited', async () => {
      const limited = await sixthPostFromOneAddress(post, valid);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(590);
      expect(limited.body).toEqual({
        error: spec.limitMessage,
        code: 'form_rate_limited',
        params: { minutes: 10, email: 'bookings@siamhunks.example' },
      });
      expect((await post({}, { address: freshAddress() })).status).toBe(400);
    });
  });

  return post;
}
