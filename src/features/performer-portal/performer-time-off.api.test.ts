// A performer's own days off: the admin's rule and checks, refused over a booking they hold, visible to the admin.
import { describe, expect, it } from 'vitest';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { bookingReference } from '@/lib/booking-reference';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { bookingWith, performerId, signInPerformer } from '@test/performer-portal';

useTempApp();
const admin = useAdminClient('203.0.113.90');
const marco = new TestClient('198.51.100.91');
const ryan = new TestClient('198.51.100.92');
const day = addDays(todayInBangkok(), 30);
const at = (date: string, time: string) => `${date}T${time}:00+07:00`;

describe("a performer's days off", () => {
  it('adds, lists and removes their own days off, which the admin sees too', async () => {
    await signInPerformer(admin, marco, 'Marco', 'marco@example.com');
    await signInPerformer(admin, ryan, 'Ryan', 'ryan@example.com');
    const added = await marco.call('POST', '/api/performer/time-off', {
      json: { startsAt: at(day, '00:00'), endsAt: at(addDays(day, 1), '00:00'), note: 'Family visit' },
    });
    expect(added).toMatchObject({ status: 201, body: { performerId: performerId('Marco'), note: 'Family visit' } });
    expect((await marco.call('GET', '/api/performer/time-off')).body.map((t: { id: string }) => t.id)).toEqual([added.body.id]);
    const adminView = await admin.call('GET', `/api/admin/performers/${performerId('Marco')}/time-off`);
    expect(adminView.body.map((t: { id: string }) => t.id)).toEqual([added.body.id]);
    // The availability rule reads it: Marco is not free that evening.
    const free = await marco.call('GET', `/api/availability?city=bangkok&date=${day}&time=20:00&duration=60`);
    expect(free.body.performers.find((p: { id: string }) => p.id === performerId('Marco'))).toEqual({
      id: performerId('Marco'),
      available: false,
    });

    expect((await ryan.call('GET', '/api/performer/time-off')).body).toEqual([]);
    expect(await ryan.call('DELETE', `/api/performer/time-off/${added.body.id}`)).toMatchObject({
      status: 404,
      body: { error: 'Time off not found', code: 'time_off_not_found', params: {} },
    });
    expect((await marco.call('DELETE', `/api/performer/time-off/${added.body.id}`)).status).toBe(200);
    expect((await marco.call('GET', '/api/performer/time-off')).body).toEqual([]);
  });

  it('refuses time off over a booking they hold, naming it, and saves nothing; the admin may still add it', async () => {
    const held = bookingWith(['Marco'], { eventDate: addDays(day, 3), eventTime: '21:00', status: 'pending' });
    const body = { startsAt: at(addDays(day, 3), '18:00'), endsAt: at(addDays(day, 3), '23:00') };
    const refused = await marco.call('POST', '/api/performer/time-off', { json: body });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      `This time off overlaps your booking #${bookingReference(held.id)} (${addDays(day, 3)} at 21:00). Please talk to the agency.`,
    );
    expect((await marco.call('GET', '/api/performer/time-off')).body).toEqual([]);
    const byAdmin = await admin.mutate('POST', `/api/admin/performers/${performerId('Marco')}/time-off`, body);
    expect(byAdmin).toMatchObject({ status: 201, body: { overlapping: [{ reference: bookingReference(held.id) }] } });
  });

  it('uses the admin form’s checks (400) and needs a performer session (401)', async () => {
    const bad = await marco.call('POST', '/api/performer/time-off', { json: { startsAt: at(day, '10:00'), endsAt: at(day, '09:00') } });
    expect(bad).toMatchObject({ status: 400, body: { issues: [expect.objectContaining({ message: 'The end must be after the start' })] } });
    expect((await marco.call('POST', '/api/performer/time-off', { json: { startsAt: 'tomorrow' } })).status).toBe(400);
    expect(
      (
        await marco.call('POST', '/api/performer/time-off', {
          json: { ...{ startsAt: at(day, '10:00'), endsAt: at(day, '12:00') }, extra: 1 },
        })
      ).status,
    ).toBe(400);
    const stranger = new TestClient('198.51.100.99');
    expect((await stranger.call('GET', '/api/performer/time-off')).status).toBe(401);
    expect(
      (await stranger.call('POST', '/api/performer/time-off', { json: { startsAt: at(day, '10:00'), endsAt: at(day, '12:00') } })).status,
    ).toBe(401);
  });
});
