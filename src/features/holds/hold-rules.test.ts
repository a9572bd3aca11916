// The advance's deadline as a payer reads it: the unpaid hold's deadline while that rule applies, else (and never
// later than) 12 hours before the event.
import { describe, expect, it } from 'vitest';
import { advanceDeadline, sharesDeadline, type HoldFacts } from './hold-rules';

const HOUR = 3_600_000;
const settings = { holdHours: 48, graceHours: 24 };
const held = (facts: Partial<HoldFacts> = {}): HoldFacts => ({
  status: 'pending',
  advanceStatus: 'unpaid',
  holdExempt: false,
  heldSince: new Date(Date.UTC(2030, 0, 1)),
  createdAt: new Date(Date.UTC(2030, 0, 1)),
  holdReminderSentAt: null,
  eventDate: '2030-02-01',
  eventTime: '20:00',
  ...facts,
});
// 20:00 in Bangkok is 13:00 UTC.
const guard = Date.UTC(2030, 1, 1, 13) - 12 * HOUR;

describe('advanceDeadline', () => {
  it('is the hold’s deadline while the rule applies (held since + N + M hours)', () => {
    expect(advanceDeadline(held(), settings).getTime()).toBe(Date.UTC(2030, 0, 1) + 72 * HOUR);
  });
  it('is 12 hours before the event when the rule does not apply (confirmed, exempt) or its deadline falls later', () => {
    expect(advanceDeadline(held({ status: 'confirmed' }), settings).getTime()).toBe(guard);
    expect(advanceDeadline(held({ holdExempt: true }), settings).getTime()).toBe(guard);
    expect(advanceDeadline(held({ heldSince: new Date(Date.UTC(2030, 0, 31)) }), settings).getTime()).toBe(guard);
  });
});

describe('sharesDeadline', () => {
  it('is 12 hours before the advance’s, leaving the organiser time to cover the shares still open', () => {
    expect(sharesDeadline(held(), settings).getTime()).toBe(Date.UTC(2030, 0, 1) + 60 * HOUR);
  });
});
