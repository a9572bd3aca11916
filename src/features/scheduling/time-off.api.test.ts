// The admin's time-off routes on a real database file: guards, validation, the overlap warning, list and remove.
import { describe, expect, it } from 'vitest';
import { bookingPerformers } from '@db/schema';
import { seedPerformers } from '@db/seed/performers';
import { getDb } from '@/lib/server/db';
import { bookingReference } from '@/lib/booking-reference';
import { bookingFactory } from '@test/booking-rows';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { addDays, todayInBangkok } from '@/lib/event-time';

useTempApp();
const admin = useAdminClient('203.0.113.202');

const id = (name: string) => seedPerformers.find((p) => p.name === name)!.id;
const url = (performer: string) => `/api/admin/performers/${id(performer)}/time-off`;
const addBooking = bookingFactory(getDb);
const day = addDays(todayInBangkok(), 40);
const at = (date: string, time: string) => `${date}T${time}:00+07:00`;

/** A booking in `status` holding performer at date and time for 60 minutes. */
function hold(performer: string, date: string, time: string, status: 'requested' | 'pending' | 'confirmed' | 'cancelled') {
  const booking = addBooking({ eventDate: date, eventTime: time, duration: 60, status });
  const start = Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  for (const role of ['stripper', 'waiter'] as const) {
    getDb()
      .insert(bookingPerformers)
      .values({ bookingId: booking.id, performerId: id(performer), role, eventDate: date, startMinute: start, endMinute: start + 60 })
      .run();
  }
  return booking;
}

describe('time off routes', () => {
  it('need the admin session, and the CSRF token to change anything', async () => {
    const stranger = new TestClient('198.51.100.77');
    expect((await stranger.call('GET', url('Marco'))).status).toBe(401);
    expect(
      (await stranger.call('POST', url('Marco'), { json: { startsAt: at(day, '00:00'), endsAt: at(addDays(day, 1), '00:00') } })).status,
    ).toBe(401);
    const noToken = await admin.call('POST', url('Marco'), { json: { startsAt: at(day, '00:00'), endsAt: at(addDays(day, 1), '00:00') } });
    expect(noToken.status).toBe(403);
    expect(noToken.body.error).toMatch(/CSRF/);
  });

  it('adds time off, warns with the references of the held bookings it overlaps (each once), lists and removes it', async () => {
    const held = hold('Arthit', day, '23:30', 'confirmed'); // runs past midnight into the time off
    const pending = hold('Arthit', addDays(day, 1), '12:00', 'pending');
    hold('Arthit', addDays(day, 1), '14:00', 'requested'); // holds nobody
    hold('Arthit', addDays(day, 1), '16:00', 'cancelled');
    hold('Arthit', addDays(day, 2), '00:00', 'pending'); // starts when the time off ends

    const added = await admin.mutate('POST', url('Arthit'), {
      startsAt: at(addDays(day, 1), '00:00'),
      endsAt: at(addDays(day, 2), '00:00'),
      note: '  Family visit ',
    });
    expect(added.status).toBe(201);
    expect(added.body.timeOff).toMatchObject({
      performerId: id('Arthit'),
      startsAt: new Date(at(addDays(day, 1), '00:00')).toISOString(),
      endsAt: new Date(at(addDays(day, 2), '00:00')).toISOString(),
      note: 'Family visit',
    });
    expect(added.body.overlapping).toEqual([
      { reference: bookingReference(held.id), eventDate: day, eventTime: '23:30' },
      { reference: bookingReference(pending.id), eventDate: addDays(day, 1), eventTime: '12:00' },
    ]);
    // The warning names bookings by reference only: no customer.
    expect(JSON.stringify(added.body)).not.toMatch(/Guest|@example/);

    const quiet = await admin.mutate('POST', url('Arthit'), {
      startsAt: at(addDays(day, 5), '18:00'),
      endsAt: at(addDays(day, 5), '22:00'),
    });
    expect(quiet).toMatchObject({ status: 201, body: { overlapping: [], timeOff: { note: null } } });

    const list = await admin.call('GET', url('Arthit'));
    expect(list.status).toBe(200);
    expect(list.body.map((t: { id: string }) => t.id)).toEqual([added.body.timeOff.id, quiet.body.timeOff.id]);

    const removed = await admin.mutate('DELETE', `${url('Arthit')}/${added.body.timeOff.id}`);
    expect(removed).toMatchObject({ status: 200, body: { success: true } });
    expect((await admin.call('GET', url('Arthit'))).body).toHaveLength(1);
    expect(await admin.mutate('DELETE', `${url('Arthit')}/${added.body.timeOff.id}`)).toMatchObject({
      status: 404,
      body: { error: 'Time off not found', code: 'time_off_not_found', params: {} },
    });
    // Another performer's time off cannot be removed through this one's address.
    expect((await admin.mutate('DELETE', `${url('Marco')}/${quiet.body.timeOff.id}`)).status).toBe(404);
  });

  it('lists only time off that has not ended yet', async () => {
    const past = await admin.mutate('POST', url('Kenji'), { startsAt: '2020-01-01T00:00:00+07:00', endsAt: '2020-01-02T00:00:00+07:00' });
    expect(past.status).toBe(201);
    expect((await admin.call('GET', url('Kenji'))).body).toEqual([]);
  });

  it('answers 404 for an unknown performer', async () => {
    const unknown = '/api/admin/performers/nobody/time-off';
    expect((await admin.call('GET', unknown)).body).toEqual({ error: 'Performer not found', code: 'performer_not_found', params: {} });
    expect((await admin.mutate('POST', unknown, { startsAt: at(day, '00:00'), endsAt: at(addDays(day, 1), '00:00') })).status).toBe(404);
  });

  it.each([
    [
      { startsAt: 'tomorrow', endsAt: at(day, '10:00') },
      'startsAt must be a date and time with its offset, e.g. 2026-12-01T00:00:00+07:00',
    ],
    [{ startsAt: at(day, '10:00') }, 'endsAt must be a date and time with its offset, e.g. 2026-12-01T00:00:00+07:00'],
    [
      { startsAt: at(day, '10:00'), endsAt: '2026-12-01T10:00:00' },
      'endsAt must be a date and time with its offset, e.g. 2026-12-01T00:00:00+07:00',
    ],
    [{ startsAt: at(day, '10:00'), endsAt: at(day, '10:00') }, 'The end must be after the start'],
    [{ startsAt: at(day, '10:00'), endsAt: at(addDays(day, 367), '10:00') }, 'Time off can last at most 366 days'],
    [{ startsAt: at(day, '10:00'), endsAt: at(day, '11:00'), note: 'x'.repeat(201) }, 'Please keep the note under 200 characters'],
    [{ startsAt: at(day, '10:00'), endsAt: at(day, '11:00'), note: 5 }, 'The note must be text'],
    [{ startsAt: at(day, '10:00'), endsAt: at(day, '11:00'), performerId: 'x' }, 'Unrecognized key: "performerId"'],
    [{ startsAt: '0001-01-01T00:00:00+07:00', endsAt: '0001-01-02T00:00:00+07:00' }, 'startsAt must be between the years 2000 and 9999'],
    [
      { startsAt: at(day, '10:00'), endsAt: '10000-01-01T00:00:00+07:00' },
      'endsAt must be a date and time with its offset, e.g. 2026-12-01T00:00:00+07:00',
    ],
  ])('answers 400 for a bad body %#', async (body, error) => {
    const response = await admin.mutate('POST', url('Marco'), body);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(error);
  });
});
