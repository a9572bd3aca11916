/** The routes of a performer's time off (Giorni liberi), as the panel calls them. */
import type { z } from 'zod';
import type { Jsonify } from '@/lib/jsonify';
import { route } from '@/lib/route-contract';
import type { timeOffInputSchema } from './time-off.schema';
import type { OverlappingBooking, TimeOff } from './time-off.server';

/** A stretch of a performer's time off (instants as ISO text). */
export type AdminTimeOff = Jsonify<TimeOff>;

/** A performer's time off that has not ended yet, earliest first. */
export const timeOffRoute = route<AdminTimeOff[]>()('GET', '/api/admin/performers/[id]/time-off');
/** Adds time off; answers it and the held bookings it overlaps (saved all the same). */
export const addTimeOffRoute = route<{ timeOff: AdminTimeOff; overlapping: OverlappingBooking[] }, z.input<typeof timeOffInputSchema>>()(
  'POST',
  '/api/admin/performers/[id]/time-off',
);
/** Removes one stretch of time off. */
export const removeTimeOffRoute = route<{ success: true }>()('DELETE', '/api/admin/performers/[id]/time-off/[timeOffId]');
