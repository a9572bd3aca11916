/** Test support: the body of a booking request as the booking form sends it, for tests that book through a route. */
import { seedPerformers } from '@db/seed/performers';
import { addDays, todayInBangkok } from '@/lib/event-time';

/** A seeded performer's id, by name. */
const performerId = (name: string): string => seedPerformers.find((p) => p.name === name)!.id;

/**
 * Marco as a topless stripper for an hour's hen party at a Bangkok hotel, 30 days from today at 20:00, no waiter;
 * the call's own fields over it.
 */
export function bookingBody<O extends object = object>(over: O = {} as O) {
  return {
    customerName: 'Anna Smith',
    customerEmail: 'anna@example.com',
    customerPhone: '+66 81 234 5678',
    location: 'bangkok',
    address: '12 Sukhumvit Soi 11',
    venueType: 'hotel',
    soundSystem: 'yes',
    occasion: 'hens',
    eventDate: addDays(todayInBangkok(), 30),
    eventTime: '20:00',
    selectedMaleStripper: 'topless',
    selectedToplessWaiter: 'none',
    stripperIds: [performerId('Marco')],
    waiterIds: [] as string[],
    performanceStyle: 'topless',
    ...over,
  };
}
