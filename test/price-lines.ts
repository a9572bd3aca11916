/** Test data: one performer booked as TOPLESS stripper and SEXY HOST waiter in Bangkok (the double-duty discount), and the lines it shows. */
import { bookingBody } from './reliability/bookings';

/** A valid booking body with `performerId` (a seeded Bangkok performer tagged for both roles, e.g. Marco) in both roles at 20:00. */
export function doubleDutyBody(performerId: string, eventDate: string, extra: Record<string, unknown> = {}) {
  return bookingBody(performerId, eventDate, '20:00', { selectedToplessWaiter: 'sexy-host', waiterIds: [performerId], ...extra });
}

/** The price lines of that booking with the seeded prices (label: value, in order). */
export const DOUBLE_DUTY_LINES = [
  'TOPLESS: ฿7,000',
  'SEXY HOST: ฿6,000',
  'Double-duty discount: -฿2,000',
  'Total: ฿11,000',
  'Advance Payment (30%): ฿3,300',
  'Collect in cash on show day: ฿7,700',
];

/** The same lines as the agency reads them (its e-mails and Booking Details are Italian). */
export const AGENCY_DOUBLE_DUTY_LINES = [
  'TOPLESS: ฿7,000',
  'SEXY HOST: ฿6,000',
  'Sconto doppio ruolo: -฿2,000',
  'Totale: ฿11,000',
  'Acconto (30%): ฿3,300',
  'Contanti da incassare il giorno dello spettacolo: ฿7,700',
];
