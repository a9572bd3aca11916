import { describe, expect, it } from 'vitest';
import { refuse } from '@/lib/server/http';
import { UNAVAILABLE_ERRORS } from '@/lib/unavailable-errors';
import { refusalOf } from '@test/refusal';
import { refusalText } from './link-form';

describe('refusalText', () => {
  it("says the server's 503 in the page's language, and keeps a link's own refusal as the server said it", async () => {
    const unavailable = await refusalOf(refuse(503, { code: 'sign_ins_busy', params: {} }));
    expect(refusalText(unavailable, 'th')).toBe(UNAVAILABLE_ERRORS.sign_ins_busy({}, 'th'));
    expect(refusalText(unavailable, 'th')).not.toBe(unavailable.serverMessage);
    const expired = await refusalOf(refuse(410, { code: 'review_expired', params: {} }, { locale: 'th' }));
    expect(refusalText(expired, 'th')).toBe(expired.serverMessage);
  });
});
