// Log lines never carry a booking id, a link (a sign-in token) or an e-mail address.
import { describe, expect, it } from 'vitest';
import { logMessage, redact } from './redact';

describe('redact', () => {
  it('masks links and addresses and shortens booking ids to their reference', () => {
    const id = '3f2b8c1e-9a4d-4e5f-8a7b-1c2d3e4f5a6b';
    expect(redact(`/api/bookings/${id}/advance`)).toBe('/api/bookings/3E4F5A6B/advance');
    expect(redact('550 5.1.1 <Secret.Guest@Example.com>: Recipient address rejected')).toBe(
      '550 5.1.1 <<address>>: Recipient address rejected',
    );
    expect(redact(`see https://siamhunks.example/dashboard?token=abc and http://x/booking/${id}/summary`)).toBe('see <link> and <link>');
    expect(redact('Mailbox unavailable')).toBe('Mailbox unavailable');
  });

  it("reads an error's message, or any thrown value", () => {
    expect(logMessage(new Error("Can't send mail - all recipients were rejected: a@b.co"))).toBe(
      "Can't send mail - all recipients were rejected: <address>",
    );
    expect(logMessage('to x@y.org')).toBe('to <address>');
  });
});
