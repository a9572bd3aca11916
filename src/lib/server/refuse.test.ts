// The one way to refuse: a code and its parameters, answered with the `error` its catalogue entry says.
import { describe, expect, it } from 'vitest';
import { refuse } from './http';

/** The JSON answer of a refusal, with its status and headers. */
async function answerOf(error: ReturnType<typeof refuse>) {
  const response = error.toResponse();
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe('refuse', () => {
  it("answers a customer's code in English from the catalogue, with its code, params and headers", async () => {
    const refused = await answerOf(refuse(429, { code: 'review_too_many', params: { minutes: 7 } }, { headers: { 'Retry-After': '420' } }));
    expect(refused).toEqual({
      status: 429,
      retryAfter: '420',
      body: {
        error: 'Too many reviews were sent from your connection. Please try again in 7 minutes.',
        code: 'review_too_many',
        params: { minutes: 7 },
      },
    });
  });

  it("answers in the reader's language when the route does, and says a code's variant", async () => {
    const thai = await answerOf(refuse(400, { code: 'brief_link_invalid', params: {} }, { locale: 'th' }));
    expect(thai.body.error).toBe('ลิงก์แบบฟอร์มนี้ไม่ถูกต้อง กรุณาใช้ลิงก์ในอีเมลล่าสุดจากเรา');
    const one = await answerOf(refuse(429, { code: 'too_many_requests', params: { minutes: 1 } }));
    expect(one.body.error).toBe('Too many requests. Please try again in 1 minute.');
  });

  it("answers an agency's code in English from the panel catalogues", async () => {
    const refused = await answerOf(refuse(409, { code: 'booking_move', params: { from: 'cancelled', to: 'confirmed' } }));
    expect(refused.body).toEqual({
      error: 'A booking cannot go from «cancelled» to «confirmed».',
      code: 'booking_move',
      params: { from: 'cancelled', to: 'confirmed' },
    });
  });

  it('answers a refusal of one field as that field’s issue too', async () => {
    const refused = await answerOf(refuse(400, { code: 'profile_note_too_long', params: { max: 500 } }, { field: 'note' }));
    const reason = { code: 'profile_note_too_long', params: { max: 500 } };
    expect(refused.body).toEqual({
      error: 'The note can be at most 500 characters',
      ...reason,
      issues: [{ path: 'note', message: 'The note can be at most 500 characters', ...reason }],
    });
  });
});
