// A performer's private calendar feed: their own bookings only, the page's privacy rules, a hashed and rotatable token.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { performerFeeds, performers } from '@db/schema';
import { site } from '@/lib/site';
import { m } from '@/paraglide/messages';
import { getDb } from '@/lib/server/db';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { bookingReference } from '@/lib/booking-reference';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { bookingWith, performerId, performerToken, signInPerformer } from '@test/performer-portal';
import { addPerson, clientAs } from '@test/staff';

useTempApp();
const admin = useAdminClient('203.0.113.100');
const marco = new TestClient('198.51.100.101');
const calendarApp = new TestClient('198.51.100.102');
const path = (url: string) => new URL(url).pathname;

describe("a performer's calendar feed", () => {
  it('lists only their bookings with no customer data and the address only once released; a new URL ends the old', async () => {
    await signInPerformer(admin, marco, 'Marco', 'marco@example.com');
    expect((await marco.call('GET', '/api/performer/feed')).body).toEqual({ active: false, createdAt: null });
    const soon = new Date(Date.now() + 2 * 3_600_000 + 7 * 3_600_000).toISOString();
    const tonight = bookingWith(['Marco', 'Ryan'], {
      customerName: 'Hidden Guest',
      customerEmail: 'hidden.guest@example.com',
      specialRequests: 'a secret request',
      address: '12 Tonight Road',
      location: 'bangkok',
      eventDate: soon.slice(0, 10),
      eventTime: `${soon.slice(11, 13)}:00`,
    });
    const later = bookingWith(['Marco'], { address: '34 Later Lane', eventDate: addDays(todayInBangkok(), 9) });
    const ryans = bookingWith(['Ryan'], { eventDate: addDays(todayInBangkok(), 10) });

    const made = await marco.call('POST', '/api/performer/feed');
    expect(made.status).toBe(201);
    expect(made.body.url).toMatch(/\/api\/performer-feed\/[\w-]{43}\.ics$/);
    const stored = getDb().select().from(performerFeeds).all();
    expect(stored).toHaveLength(1);
    expect(made.body.url).not.toContain(stored[0]!.tokenHash);

    const feed = await calendarApp.call('GET', path(made.body.url));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe('private, no-store');
    const unfolded = feed.text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain(`#${bookingReference(tonight.id)}`);
    expect(unfolded).toContain(`#${bookingReference(later.id)}`);
    expect(unfolded).not.toContain(`#${bookingReference(ryans.id)}`);
    expect(unfolded).toContain('LOCATION:12 Tonight Road');
    expect(unfolded).not.toContain('34 Later Lane');
    expect(unfolded).toContain('With: Ryan');
    expect(unfolded).not.toMatch(/Hidden Guest|hidden\.guest|secret request/);

    const again = await marco.call('POST', '/api/performer/feed');
    expect((await calendarApp.call('GET', path(made.body.url))).status).toBe(404);
    expect((await calendarApp.call('GET', path(again.body.url))).status).toBe(200);
    expect((await marco.call('GET', '/api/performer/feed')).body.active).toBe(true);
    expect((await new TestClient('198.51.100.109').call('POST', '/api/performer/feed')).status).toBe(401);
  });

  it("is in the performer's language with the page's words: no English labels or stored keys for a Thai performer", async () => {
    const phone = new TestClient('198.51.100.105');
    await signInPerformer(admin, phone, 'Marco', 'marco-th@example.com');
    getDb()
      .update(performers)
      .set({ locale: 'th' })
      .where(eq(performers.id, performerId('Marco')))
      .run();
    const booking = bookingWith(['Marco'], { venueType: 'hotel', location: 'pattaya', eventDate: addDays(todayInBangkok(), 5) });
    const { url } = (await phone.call('POST', '/api/performer/feed')).body as { url: string };
    const unfolded = (await calendarApp.call('GET', path(url))).text.replace(/\r\n[ \t]/g, '');
    const event = unfolded.slice(unfolded.indexOf(`#${bookingReference(booking.id)}`));
    const description = /DESCRIPTION:(.*)/.exec(event)![1]!;
    expect(description).toContain(`${m.pt_venue({}, { locale: 'th' })}: ${m.opt_venue_hotel({}, { locale: 'th' })}`);
    expect(description).toContain(m.pt_status_confirmed({}, { locale: 'th' }));
    expect(description).not.toMatch(/Venue|Duration|Services|Status|Booking reference|: hotel|confirmed/);
    expect(unfolded).toContain(`X-WR-CALNAME:${m.pt_feed_name({ brand: site.name }, { locale: 'th' })}`);
    expect(unfolded).toMatch(/^SEQUENCE:\d+$/m);
  });

  it('ends when the performer is removed', async () => {
    const created = await admin.mutate('POST', '/api/admin/performers', {
      name: 'Leaving',
      description: 'Short stay.',
      imageUrl: '/uploads/0123456789abcdef0123456789abcdef.webp',
      email: 'leaving@example.com',
    });
    const phone = new TestClient('198.51.100.103');
    await phone.call('POST', '/api/performer/link', { json: { email: 'leaving@example.com' } });
    await phone.call('POST', '/api/performer/session', { json: { token: await performerToken('leaving@example.com') } });
    const { url } = (await phone.call('POST', '/api/performer/feed')).body as { url: string };
    expect((await calendarApp.call('GET', path(url))).status).toBe(200);
    expect((await admin.mutate('DELETE', `/api/admin/performers/${created.body.id}`)).status).toBe(200);
    expect((await calendarApp.call('GET', path(url))).status).toBe(404);
  });

  it("ends when the performer's address changes, and the agency can revoke it (the owner only)", async () => {
    const phone = new TestClient('198.51.100.104');
    await signInPerformer(admin, phone, 'Ryan', 'ryan-feed@example.com');
    const first = (await phone.call('POST', '/api/performer/feed')).body.url as string;
    expect((await calendarApp.call('GET', path(first))).status).toBe(200);
    expect((await admin.mutate('PUT', `/api/admin/performers/${performerId('Ryan')}`, { email: 'ryan-new@example.com' })).status).toBe(200);
    expect((await calendarApp.call('GET', path(first))).status).toBe(404);

    const newPhone = new TestClient('198.51.100.105');
    await signInPerformer(admin, newPhone, 'Ryan', 'ryan-new@example.com');
    const second = (await newPhone.call('POST', '/api/performer/feed')).body.url as string;
    expect((await calendarApp.call('GET', path(second))).status).toBe(200);
    const staffClient = await clientAs(addPerson('Feed Staff', 'feed-staff@example.com', 'staff'), 'staff', '198.51.100.106');
    expect((await staffClient.mutate('DELETE', `/api/admin/performers/${performerId('Ryan')}/feed`)).status).toBe(403);
    expect((await calendarApp.call('GET', path(second))).status).toBe(200);
    const revoked = await admin.mutate('DELETE', `/api/admin/performers/${performerId('Ryan')}/feed`);
    expect(revoked).toMatchObject({ status: 200, body: { revoked: true } });
    expect((await calendarApp.call('GET', path(second))).status).toBe(404);
    expect((await newPhone.call('GET', '/api/performer/feed')).body.active).toBe(false);
    expect((await admin.mutate('DELETE', `/api/admin/performers/${performerId('Ryan')}/feed`)).body).toEqual({ revoked: false });
    expect((await admin.mutate('DELETE', '/api/admin/performers/00000000-0000-4000-8000-000000000000/feed')).status).toBe(404);
  });
});
