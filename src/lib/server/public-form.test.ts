import { describe, expect, it } from 'vitest';
import { formRateLimited, PUBLIC_FORM_RATE_LIMIT } from './public-form';

describe('public form rate limit', () => {
  it('allows 5 submissions per 10 minutes', () => {
    expect(PUBLIC_FORM_RATE_LIMIT).toEqual({ limit: 5, windowMs: 600_000 });
  });

  it('answers 429 with Retry-After and a message a person understands', async () => {
    const response = formRateLimited(61).toResponse();
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('61');
    expect(await response.json()).toEqual({
      error: 'You have sent several messages in a short time. Please try again in 2 minutes or e-mail us at bookings@siamhunks.example.',
      code: 'form_rate_limited',
      params: { minutes: 2, email: 'bookings@siamhunks.example' },
    });
    expect((await formRateLimited(30).toResponse().json()).error).toContain('in 1 minute or');
  });
});
