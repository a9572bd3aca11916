import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './http';
import { clientNetwork, readJson } from './request';

const post = (body: BodyInit | null, type = 'application/json', headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/x', {
    method: 'POST',
    body,
    headers: { 'content-type': type, ...headers },
    duplex: 'half',
  } as RequestInit);

async function errorOf(reading: Promise<unknown>) {
  const error = await reading.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error('expected an HttpError');
  const response = error.toResponse();
  return { status: response.status, body: await response.json() };
}

describe('readJson', () => {
  it('parses a JSON object', async () => {
    const result = await readJson(post('{"a":1}', 'application/json; charset=utf-8'));
    expect(result).toEqual({ a: 1 });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp'])(
    'answers 415 for %s',
    async (type) => {
      expect(await errorOf(readJson(post('{}', type)))).toEqual({
        status: 415,
        body: { error: 'Content-Type must be application/json', code: 'body_not_json', params: {} },
      });
    },
  );

  it.each([
    ['{"__proto__":{"isAdmin":true}}', '__proto__'],
    ['{"a":{"constructor":{"prototype":{"x":1}}}}', 'prototype'],
    ['{"list":[{"prototype":1}]}', 'prototype'],
    ['{"a":1,"__pro\\u0074o__":{"isAdmin":true}}', '__proto__'],
    ['{"\\u0063onstructor":1}', 'constructor'],
  ])('answers 400 for a prototype key anywhere: %s', async (body, key) => {
    expect(await errorOf(readJson(post(body)))).toEqual({
      status: 400,
      body: { error: `The key "${key}" is not allowed`, code: 'body_key_forbidden', params: { key } },
    });
  });

  it('answers 400 for invalid UTF-8 instead of replacing the bytes', async () => {
    const result = await errorOf(readJson(post(new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]))));
    expect(result).toEqual({ status: 400, body: { error: 'The request body must be valid UTF-8', code: 'body_not_utf8', params: {} } });
  });

  it('answers 400 for a body that breaks off while read', async () => {
    const broken = new ReadableStream({
      start(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    expect(await errorOf(readJson(post(broken)))).toEqual({
      status: 400,
      body: { error: 'The request body could not be read', code: 'body_unreadable', params: {} },
    });
  });

  it('answers 413 past the limit, declared or streamed', async () => {
    const big = JSON.stringify({ a: 'x'.repeat(2000) });
    expect(await errorOf(readJson(post(big), { limit: 1024 }))).toEqual({
      status: 413,
      body: { error: 'Request body too large (limit 1 KB)', code: 'body_too_large', params: { limitKb: 1 } },
    });
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(200)));
        controller.close();
      },
    });
    expect((await errorOf(readJson(post(stream), { limit: 1000 }))).status).toBe(413);
  });

  it.each([['{"a":'], ['']])('answers 400 for invalid JSON: %j', async (body) => {
    expect(await errorOf(readJson(post(body)))).toEqual({
      status: 400,
      body: { error: 'Invalid JSON body', code: 'body_invalid_json', params: {} },
    });
  });

  it.each([['[1,2]'], ['null'], ['"text"'], ['42']])('answers 400 for JSON that is not an object: %j', async (body) => {
    expect(await errorOf(readJson(post(body)))).toEqual({
      status: 400,
      body: { error: 'The request body must be a JSON object', code: 'body_not_object', params: {} },
    });
  });

  it('validates with a schema: the parsed value, or 400 with the issues', async () => {
    const schema = z.strictObject({ a: z.number() });
    expect(await readJson(post('{"a":1}'), { schema })).toEqual({ a: 1 });
    const { status, body } = await errorOf(readJson(post('{"a":"x"}'), { schema }));
    expect(status).toBe(400);
    expect(body.issues[0].path).toBe('a');
  });
});

describe('clientNetwork', () => {
  it('counts an IPv6 address by its /64 and an IPv4 address (mapped or not) whole', () => {
    expect(clientNetwork('2001:db8:41:6:1::1')).toBe('2001:db8:41:6::/64');
    expect(clientNetwork('2001:0db8:0041:0006:ffff:ffff:ffff:ffff')).toBe('2001:db8:41:6::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('[fe80::1%eth0]')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
