import { describe, expect, it } from 'vitest';
import { codedError } from '@/lib/server/http';
import { UNAVAILABLE_ERRORS } from '@/lib/unavailable-errors';
import { REVIEW_ERRORS } from '@/features/reviews/review-errors';
import { refusalOf } from '@test/refusal';
import { refusalText } from './link-form';

describe('refusalText', () => {
  it("says the server's 503 in the page's language, and keeps a link's own refusal as the server said it", async () => {
    const unavailable = await refusalOf(codedError(503, UNAVAILABLE_ERRORS, { code: 'sign_ins_busy', params: {} }));
    expect(refusalText(unavailable, 'th')).toBe(UNAVAILABLE_ERRORS.sign_ins_busy({}, 'th'));
    expect(refusalText(unavailable, 'th')).not.toBe(unavailable.serverMessage);
    const expired = await refusalOf(codedError(410, REVIEW_ERRORS, { code: 'review_expired', params: {} }, {}, 'th'));
    expect(refusalText(expired, 'th')).toBe(expired.serverMessage);
  });
});
