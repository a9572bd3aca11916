import { describe, expect, it } from 'vitest';
import { defaultDuration, performersNeeded } from '@/content/services';
import { preselectFromQuery, profileBookingQuery, retryQuery } from './booking-rules';
import { instantEstimate } from './instant-estimate';
import { formatEventDay } from '@/lib/dates';
import { splitPayment } from '@/features/booking-life/payment-split';
import { addDays, isPastEvent, isRealDate, isValidTime, timeInBangkok, todayInBangkok } from '@/lib/event-time';

const pre = (query: string) => preselectFromQuery(new URLSearchParams(query));

describe('preselectFromQuery', () => {
  it.each([
    ['city=Phuket&service=male-stripper&title=TOPLESS', { location: 'phuket', selectedMaleStripper: 'topless' }],
    ['service=male-stripper&title=UNDERWEAR', { selectedMaleStripper: 'underwear' }],
    ['service=male-stripper&title=FULL%20MONTY', { selectedMaleStripper: 'full-monty' }],
    ['service=male-stripper&title=The%20Monty', { selectedMaleStripper: 'full-monty' }],
    ['service=male-stripper&title=DUO', { selectedMaleStripper: 'duo' }],
    ['service=male-stripper&title=Double%20act', { selectedMaleStripper: 'duo' }],
    ['service=topless-waiter&title=SEXY%20HOST', { selectedToplessWaiter: 'sexy-host' }],
    ['service=topless-waiter&title=DOUBLE%20TROUBLE', { selectedToplessWaiter: 'double-trouble' }],
    ['city=pattaya&service=topless-waiter&title=TRIPLE%20THREAT', { location: 'pattaya', selectedToplessWaiter: 'full-party-mode' }],
    ['service=topless-waiter&title=FULL%20PARTY%20MODE', { selectedToplessWaiter: 'full-party-mode' }],
    ['service=topless-waiter&title=TOTAL%20DOMINATION', { selectedToplessWaiter: 'total-domination' }],
    ['service=topless-waiter&title=Orgy', { selectedToplessWaiter: 'total-domination' }],
    ['service=topless-waiter&title=VIP%20special', { selectedToplessWaiter: 'total-domination' }],
    ['city=hanoi&service=dancer&price=7000', {}],
  ])('%s', (query, expected) => {
    expect(pre(query)).toEqual(expected);
  });
});

describe('profileBookingQuery', () => {
  const marco = { id: 'marco-1', location: 'phuket', availableFor: ['underwear', 'fullmonty', 'duo'] };
  it("pre-selects the profile's city, the first one-man service he offers and him", () => {
    expect(pre(profileBookingQuery(marco, false))).toEqual({
      location: 'phuket',
      selectedMaleStripper: 'underwear',
      selectedStrippers: ['marco-1'],
    });
    expect(pre(profileBookingQuery(marco, true))).toEqual({ location: 'phuket' });
    expect(pre(profileBookingQuery({ ...marco, availableFor: ['topless'] }, true))).toEqual({
      location: 'phuket',
      selectedToplessWaiter: 'sexy-host',
      selectedWaiters: ['marco-1'],
    });
  });

  it('leaves out a city the form does not know', () => {
    expect(pre(profileBookingQuery({ ...marco, location: 'hanoi' }, false))).toEqual({
      selectedMaleStripper: 'underwear',
      selectedStrippers: ['marco-1'],
    });
  });
});

describe('counts, durations and the advance', () => {
  it('needs 2 strippers for duo, 1 otherwise, and the waiters each package declares', () => {
    expect(['duo', 'topless', 'full-monty', 'none'].map(performersNeeded)).toEqual([2, 1, 1, 0]);
    expect(['sexy-host', 'double-trouble', 'full-party-mode', 'total-domination', 'none'].map(performersNeeded)).toEqual([1, 2, 3, 4, 0]);
  });

  it('defaults durations to 60 for a stripper alone and 120 otherwise', () => {
    expect(defaultDuration('topless', 'none')).toBe(60);
    expect(defaultDuration('duo', 'sexy-host')).toBe(120);
    expect(defaultDuration('none', 'double-trouble')).toBe(120);
  });

  it('splits the advance as round(rate) and the rest in cash', () => {
    expect(splitPayment(7000, 30)).toEqual({ advance: 2100, cash: 4900 });
    expect(splitPayment(10005, 30)).toEqual({ advance: 3002, cash: 7003 });
    expect(splitPayment(10002, 25)).toEqual({ advance: 2501, cash: 7501 });
  });

  it('estimates at the rate last quoted, and the total alone before any quote', () => {
    expect(instantEstimate(7000, 6000, 30)).toEqual({ total: 13000, advance: 3900, cash: 9100 });
    expect(instantEstimate(7000, 6000, 25)).toEqual({ total: 13000, advance: 3250, cash: 9750 });
    expect(instantEstimate(7000, 6000, null)).toEqual({ total: 13000 });
  });
});

describe('event dates and times', () => {
  it('accepts real dates and times only', () => {
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2027-02-29')).toBe(false);
    expect(isRealDate('2027-2-1')).toBe(false);
    expect(isValidTime('23:59')).toBe(true);
    expect(isValidTime('24:00')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it("uses Bangkok's calendar for today", () => {
    expect(todayInBangkok(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
  });

  it('judges a time today against the time in Bangkok, whatever the server zone', () => {
    // 12:20 UTC is 19:20 in Bangkok.
    const at1920 = new Date('2026-12-20T12:20:00Z');
    expect(timeInBangkok(at1920)).toBe('19:20');
    expect(isPastEvent('2026-12-20', '08:00', at1920)).toBe(true);
    expect(isPastEvent('2026-12-20', '19:19', at1920)).toBe(true);
    expect(isPastEvent('2026-12-20', '19:20', at1920)).toBe(false);
    expect(isPastEvent('2026-12-20', '23:30', at1920)).toBe(false);
    expect(isPastEvent('2026-12-19', '23:30', at1920)).toBe(true);
    expect(isPastEvent('2026-12-21', '00:00', at1920)).toBe(false);
    expect(isPastEvent('2026-12-20', undefined, at1920)).toBe(false);
  });

  it('turns the day at midnight in Bangkok (17:00 UTC), not at midnight UTC', () => {
    const justAfter = new Date('2026-12-20T17:05:00Z'); // 00:05 on the 21st in Bangkok
    expect(isPastEvent('2026-12-20', '23:59', justAfter)).toBe(true);
    expect(isPastEvent('2026-12-21', '00:04', justAfter)).toBe(true);
    expect(isPastEvent('2026-12-21', '00:05', justAfter)).toBe(false);
    expect(timeInBangkok(new Date('2026-12-20T16:59:00Z'))).toBe('23:59');
  });
});

describe('a request carried over after its performer was taken', () => {
  const request = {
    location: 'bangkok',
    eventDate: addDays(todayInBangkok(), 30),
    eventTime: '20:00',
    venueType: 'hotel',
    soundSystem: 'yes',
    occasion: 'birthday',
    services: {
      selectedMaleStripper: 'topless',
      selectedToplessWaiter: 'double-trouble',
      selectedStrippers: [{ id: 'ryan-id' }],
      selectedWaiters: [{ id: 'jake-id' }, { id: 'nont-id' }],
    },
  };

  it('keeps every choice but the taken performer and the personal fields, and the booking page reads it back', () => {
    expect(pre(retryQuery(request, ['ryan-id']))).toEqual({
      location: 'bangkok',
      selectedMaleStripper: 'topless',
      selectedToplessWaiter: 'double-trouble',
      eventDate: request.eventDate,
      eventTime: '20:00',
      selectedWaiters: ['jake-id', 'nont-id'],
    });
  });

  it('ignores what is not a choice of the form', () => {
    expect(pre('stripper=none&waiter=vip&date=2020-01-01&time=25:00&venue=castle&strippers=a,b')).toEqual({});
    expect(pre('stripper=duo&strippers=<x>,ok-id')).toEqual({ selectedMaleStripper: 'duo', selectedStrippers: ['ok-id'] });
  });
});

describe('dates for people', () => {
  it('writes an event day as "Sat 12 Dec 2026" whatever the zone, and leaves other text alone', () => {
    expect(formatEventDay('2026-12-12')).toBe('Sat 12 Dec 2026');
    expect(formatEventDay('2030-07-15')).toBe('Mon 15 Jul 2030');
    expect(formatEventDay('2033-09-27')).toBe('Tue 27 Sep 2033');
    expect(formatEventDay('soon')).toBe('soon');
  });
});
