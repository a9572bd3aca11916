import { describe, expect, it } from 'vitest';
import { storageFailureResponse } from './storage-errors';

const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });

describe('storageFailureResponse', () => {
  it("answers a page's 503 in the path's language, with Retry-After", async () => {
    const thai = storageFailureResponse(full, '/th/booking/abc/confirm')!;
    expect(thai.status).toBe(503);
    expect(thai.headers.get('retry-after')).toBe('30');
    const page = await thai.text();
    expect(page).toContain('<html lang="th">');
    expect(page).toContain('ระบบการจองขัดข้องชั่วคราว');
    expect(page).not.toMatch(/temporarily|unavailable/i);
    expect(await storageFailureResponse(full, '/booking/abc/confirm')!.text()).toContain('<title>Temporarily unavailable</title>');
  });

  it('leaves any other error to the caller', () => {
    expect(storageFailureResponse(new Error('a bug'), '/th/')).toBeNull();
  });
});
