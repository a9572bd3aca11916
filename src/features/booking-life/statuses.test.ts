// The table of moves read as a whole: what it promises everyone who asks it.
import { describe, expect, it } from 'vitest';
import { bangkokInstant } from '@/lib/event-time';
import { BOOKING_STATUSES, hasEnded, hasStarted, isClosed, MOVES, OPEN, performersToldOf, statusListMove } from './statuses';

describe("a booking's statuses and moves", () => {
  it('every move into one status tells the performers the same, and a completed show tells them nothing', () => {
    for (const status of BOOKING_STATUSES) {
      const told = new Set(
        Object.values(MOVES)
          .filter((m) => m.to === status)
          .map((m) => m.performers),
      );
      expect(told.size, status).toBeLessThanOrEqual(1);
    }
    expect(performersToldOf('completed')).toBe('nothing');
    expect(performersToldOf('cancelled')).toBe('cancelled');
    expect(performersToldOf('confirmed')).toBe('assigned');
  });

  it('completes only once the show has started, confirms only an open booking, cancels only an open one', () => {
    for (const move of Object.values(MOVES)) {
      if (move.to === 'completed') expect(move.guards).toContain('show-started');
      if (move.to === 'confirmed') expect(move.from.every((s) => OPEN.includes(s))).toBe(true);
      if (move.to === 'cancelled') expect(move.from.every((s) => !isClosed(s))).toBe(true);
    }
    expect(statusListMove('cancelled', 'completed')).toBeUndefined();
    expect(statusListMove('pending', 'confirmed')).toBeUndefined();
    expect(statusListMove('confirmed', 'completed')).toBe('complete');
  });

  it('a show starts at its Bangkok minute and ends after its length, past midnight too', () => {
    const show = { eventDate: '2026-03-14', eventTime: '23:30', duration: 90 };
    const start = bangkokInstant('2026-03-14', 23 * 60 + 30);
    expect(hasStarted(show, start - 1)).toBe(false);
    expect(hasStarted(show, start)).toBe(true);
    expect(hasEnded(show, start + 90 * 60_000 - 1)).toBe(false);
    expect(hasEnded(show, start + 90 * 60_000)).toBe(true);
  });
});
