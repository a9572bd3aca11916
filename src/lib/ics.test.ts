import { describe, expect, it } from 'vitest';
import { bookingIcs, icsFileName } from '@/features/booking/booking-event';
import { buildIcs, type CalendarEvent } from './ics';

const booking = {
  id: '0b7c2f4e-1a2b-4c3d-8e9f-a1b2c3d4e5f6',
  customerName: 'Anna Smith',
  customerEmail: 'anna@example.com',
  customerPhone: null,
  occasion: 'hens',
  eventDate: '2026-12-31',
  eventTime: '23:00',
  duration: 120,
  totalPrice: 10000,
  advanceAmount: 3000,
  cashAmount: 7000,
  advancePercent: 30,
  specialRequests: null,
  location: 'pattaya',
  address: 'Villa 5; Soi 7, Jomtien\\Beach',
  venueType: 'villa',
  soundSystem: 'yes',
  performanceStyle: 'full monty',
  serviceType: 'FULL MONTY',
  status: 'confirmed',
  advanceStatus: 'unpaid',
  advanceReportedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  services: {
    selectedMaleStripper: 'full-monty',
    selectedToplessWaiter: 'none',
    selectedStrippers: [{ id: 'p1', name: 'Nathan' }],
    selectedWaiters: [],
  },
  price: null,
};
const now = new Date(Date.UTC(2026, 10, 21, 6, 15, 30));
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('.ics output', () => {
  const ics = bookingIcs(booking, 'https://siamhunks.example/', now);
  const lines = unfold(ics).split('\r\n');

  it('uses CRLF everywhere, ends with CRLF, and keeps every physical line within 75 octets', () => {
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
  });

  it('has an opaque UID (stable, not the booking id) and no link to the booking', () => {
    const uid = lines.find((l) => l.startsWith('UID:'))!;
    expect(uid).toMatch(/^UID:[0-9a-f]{32}@siamhunks\.example$/);
    expect(uid).not.toContain(booking.id);
    expect(unfold(bookingIcs(booking, 'https://siamhunks.example/', new Date()))).toContain(uid);
    expect(unfold(ics)).not.toContain(booking.id);
    expect(unfold(ics)).not.toContain('/booking/');
    expect(lines.some((l) => l.startsWith('URL:'))).toBe(false);
  });

  it('has DTSTAMP in UTC and start/end in Asia/Bangkok with its VTIMEZONE, crossing midnight', () => {
    expect(lines).toContain('DTSTAMP:20261121T061530Z');
    expect(lines).toContain('DTSTART;TZID=Asia/Bangkok:20261231T230000');
    expect(lines).toContain('DTEND;TZID=Asia/Bangkok:20270101T010000');
    expect(unfold(ics)).toContain(
      'BEGIN:VTIMEZONE\r\nTZID:Asia/Bangkok\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0700\r\nTZOFFSETTO:+0700',
    );
    expect(lines).toContain('STATUS:CONFIRMED');
  });

  it('has a discreet SUMMARY and an escaped LOCATION and DESCRIPTION', () => {
    const summary = lines.find((l) => l.startsWith('SUMMARY:'))!;
    expect(summary).toBe('SUMMARY:Private party (C3D4E5F6)');
    expect(summary).not.toMatch(/strip|monty|topless|nude|hunk/i);
    expect(lines).toContain('LOCATION:Villa 5\\; Soi 7\\, Jomtien\\\\Beach\\, Pattaya');
    const description = lines.find((l) => l.startsWith('DESCRIPTION:'))!;
    expect(description).toContain('Cash due on the day: ฿7\\,000\\n');
    expect(icsFileName(booking.id)).toBe('booking-C3D4E5F6.ics');
  });

  it('marks pending bookings tentative and cancelled ones cancelled', () => {
    expect(bookingIcs({ ...booking, status: 'pending' }, 'https://x.example/', now)).toContain('STATUS:TENTATIVE');
    expect(bookingIcs({ ...booking, status: 'cancelled' }, 'https://x.example/', now)).toContain('STATUS:CANCELLED');
  });

  it('keeps one UID and raises SEQUENCE from the request to the confirmation to the cancellation, so each file replaces the last', () => {
    const file = (status: 'pending' | 'confirmed' | 'cancelled') =>
      unfold(bookingIcs({ ...booking, status }, 'https://x.example/', now)).split('\r\n');
    const [request, confirmation, cancellation] = (['pending', 'confirmed', 'cancelled'] as const).map(file);
    const field = (lines: string[], name: string) => lines.find((l) => l.startsWith(`${name}:`));
    expect(new Set([request, confirmation, cancellation].map((lines) => field(lines!, 'UID'))).size).toBe(1);
    const sequences = [request, confirmation, cancellation].map((lines) => Number(field(lines!, 'SEQUENCE')?.slice('SEQUENCE:'.length)));
    expect(sequences.every(Number.isInteger)).toBe(true);
    expect(sequences[0]).toBeLessThan(sequences[1]!);
    expect(sequences[1]).toBeLessThan(sequences[2]!);
  });
});

describe('calendar events', () => {
  const event: CalendarEvent = {
    uid: 'u@x',
    date: '2026-01-01',
    time: '10:00',
    durationMinutes: 30,
    summary: 's',
    location: 'l',
    description: 'd',
    status: 'CONFIRMED',
    sequence: 0,
  };

  it('folds a long line at 75 octets without splitting a multi-byte character, and unfolds to the original', () => {
    const ics = buildIcs({ ...event, description: 'ก'.repeat(60) }, now);
    const physical = ics.split('\r\n');
    const from = physical.findIndex((line) => line.startsWith('DESCRIPTION:'));
    const folded = [
      physical[from]!,
      ...physical.slice(from + 1).filter((line, i, rest) => rest.slice(0, i + 1).every((l) => l.startsWith(' '))),
    ];
    expect(folded.length).toBeGreaterThan(2);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`\r\nDESCRIPTION:${'ก'.repeat(60)}\r\n`);
  });

  it('writes a URL only when given', () => {
    expect(buildIcs(event, now)).not.toContain('URL:');
    expect(buildIcs({ ...event, url: 'https://x.example/a' }, now)).toContain('\r\nURL;VALUE=URI:https://x.example/a\r\n');
  });
});
