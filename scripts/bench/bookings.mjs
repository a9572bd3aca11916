// The bodies the bench's loads on a booking's API send: distinct valid bookings for POST /api/bookings (every male
// stripper who does the topless show, in two-hour slots, day after day, so no two bookings ever conflict), and the
// one quote for POST /api/pricing/calculate.

/** The body of the quote the load on POST /api/pricing/calculate asks for (the bench's and the profile's). */
export const QUOTE = JSON.stringify({
  location: 'bangkok',
  selectedMaleStripper: 'topless',
  selectedToplessWaiter: 'sexy-host',
  stripperIds: [],
  waiterIds: [],
});

/** Returns next(): the body of the next booking and a client address of its own. */
export function bookingSource(performers, firstDay = 30) {
  const strippers = performers.filter(
    (p) => p.isAvailable !== false && p.tags?.includes('Male Stripper') && p.availableFor?.includes('topless'),
  );
  if (strippers.length === 0) throw new Error('no seeded male strippers');
  const today = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date())}T00:00:00Z`);
  let i = 0;
  return () => {
    const n = i++;
    const performer = strippers[n % strippers.length];
    const slot = Math.floor(n / strippers.length);
    const date = new Date(today.getTime() + (firstDay + Math.floor(slot / 12)) * 86_400_000).toISOString().slice(0, 10);
    const body = JSON.stringify({
      customerName: `Bench Customer ${n}`,
      customerEmail: `bench${n}@example.com`,
      customerPhone: '+66 81 234 5678',
      location: performer.location.toLowerCase(),
      address: '1 Bench Road',
      venueType: 'hotel',
      soundSystem: 'yes',
      occasion: 'hens',
      eventDate: date,
      eventTime: `${String((slot % 12) * 2).padStart(2, '0')}:00`,
      selectedMaleStripper: 'topless',
      selectedToplessWaiter: 'none',
      stripperIds: [performer.id],
      waiterIds: [],
      performanceStyle: 'topless',
    });
    // One client per booking (the server runs with TRUST_PROXY here): the per-client limit of 30 an hour is not what is measured.
    const client = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    return { body, client };
  };
}
