/** Giorni liberi's calls: a performer's time off, read fresh each time the dialog opens. */
import { callRoute } from '@/features/admin-panel/client';
import type { RouteInput } from '@/lib/route-contract';
import { addTimeOffRoute, removeTimeOffRoute, timeOffRoute, type AdminTimeOff } from '../scheduling.routes';

export type { AdminTimeOff };

/** A performer's time off that has not ended yet, earliest first. */
export function listTimeOff(performerId: string): Promise<AdminTimeOff[]> {
  return callRoute(timeOffRoute, { params: { id: performerId } });
}

/** Adds time off; answers it and the held bookings it overlaps (saved all the same). */
export function addTimeOff(performerId: string, body: RouteInput<typeof addTimeOffRoute>['body']) {
  return callRoute(addTimeOffRoute, { params: { id: performerId }, body });
}

/** Removes one stretch of time off. */
export async function removeTimeOff(performerId: string, timeOffId: string): Promise<void> {
  await callRoute(removeTimeOffRoute, { params: { id: performerId, timeOffId } });
}
