/** The panel's calls of the team tabs: people, the record of who did what, one's own sessions, a booking's history. */
import { atom, computed } from 'nanostores';
import type { RouteInput } from '@/lib/route-contract';
import { routePath } from '@/lib/route-contract';
import { callRoute, refreshRoute, routeStore } from '@/features/admin-panel/client';
import { createFetcherStore } from '@/features/admin-panel/query';
import { $isAdmin, adoptPanelLocale } from '@/features/admin-panel/session-store';
import type { PanelLocale } from '@db/locales';
import {
  auditRoute,
  bookingHistoryRoute,
  deletePersonPasskeyRoute,
  endSessionRoute,
  inviteStaffRoute,
  panelLanguageRoute,
  personPasskeysRoute,
  reinviteRoute,
  sessionsRoute,
  staffRoute,
  updateStaffRoute,
  type AuditEntry,
  type PersonPasskey,
} from '../admin.routes';

export type { AuditEntry, PersonPasskey, StaffPerson } from '../admin.routes';

// A change to a person shows in the Staff list and in the record.
const refreshPeople = () => {
  refreshRoute(staffRoute);
  refreshRoute(auditRoute);
};

/** The people. */
export const $staff = routeStore(staffRoute);

/** Invites a person. */
export async function inviteStaff(body: RouteInput<typeof inviteStaffRoute>['body']) {
  await callRoute(inviteStaffRoute, { body });
  refreshPeople();
}

/** Changes a person's role or disabled state. */
export async function updateStaff(id: string, body: RouteInput<typeof updateStaffRoute>['body']) {
  await callRoute(updateStaffRoute, { params: { id }, body });
  refreshPeople();
}

/** Sends a person a new invitation. */
export async function reinviteStaff(id: string) {
  await callRoute(reinviteRoute, { params: { id }, body: {} });
  refreshPeople();
}

/** The record's filters and page. */
export const $auditFilter = atom({ page: 1, person: '', action: '', from: '', to: '' });

/** The record's current page. */
export const $audit = routeStore(
  auditRoute,
  computed($auditFilter, (query) => ({ query })),
);

/** The signed-in person's sessions. */
export const $ownSessions = routeStore(sessionsRoute);

/** Ends one of one's own sessions. */
export async function endSession(id: string) {
  await callRoute(endSessionRoute, { params: { id } });
  refreshRoute(sessionsRoute);
}

/** A booking's history (Booking Details). */
export function fetchBookingHistory(id: string): Promise<AuditEntry[]> {
  return callRoute(bookingHistoryRoute, { params: { id } });
}

/** The person whose passkeys the Staff tab shows, or null. */
export const $passkeysPerson = atom<string | null>(null);

/** That person's passkeys, oldest first (owner only); nothing is fetched while no person is chosen. */
export const $personPasskeys = createFetcherStore<PersonPasskey[]>([
  computed([$isAdmin, $passkeysPerson], (isAdmin, id) => (isAdmin && id ? routePath(personPasskeysRoute, { params: { id } }) : null)),
]);

/** Deletes one passkey of a person (their sessions end); answers how many they have left. */
export async function deletePersonPasskey(staffId: string, passkeyId: string): Promise<{ left: number }> {
  const result = await callRoute(deletePersonPasskeyRoute, { params: { id: staffId, passkeyId } });
  refreshPeople();
  return result;
}

/** Keeps the person's choice of the panel's language on their record; the whole panel speaks it at once. */
export async function choosePanelLocale(locale: PanelLocale): Promise<void> {
  adoptPanelLocale((await callRoute(panelLanguageRoute, { body: { locale } })).locale);
}
