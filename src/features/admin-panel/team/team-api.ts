/** The panel's calls of the team tabs: people, the record of who did what, one's own sessions, a booking's history. */
import { atom, computed } from 'nanostores';
import { adminRequest } from '../admin-client';
import { adminKey } from '../api';
import { $isAdmin } from '../session-store';
import { createFetcherStore, invalidateKeys } from '../query';

/** A person as GET /api/admin/staff lists them. */
export interface StaffPerson {
  id: string;
  name: string;
  email: string;
  role: 'owner' | 'staff';
  disabled: boolean;
  createdAt: string;
  passkeys: number;
  invitationPending: boolean;
}

/** An entry of the record. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  staffId: string | null;
  role: string | null;
  action: string;
  target: string | null;
  /** The target as the panel names it (Registro attività's list only): 'Performer Marco', 'Prenotazione #AB12CD34'. */
  targetLabel?: string | null;
  changes: { field: string; from?: string; to?: string }[];
  ip: string | null;
}

/** One of the signed-in person's sessions. */
export interface OwnSession {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  userAgent: string | null;
  current: boolean;
}

/** The people. */
export const $staff = createFetcherStore<StaffPerson[]>([adminKey('/api/admin/staff')]);

/** Invites a person. */
export async function inviteStaff(body: { name: string; email: string; role: 'owner' | 'staff' }) {
  await adminRequest('POST', '/api/admin/staff', body);
  invalidateKeys((key) => key.startsWith('/api/admin/staff') || key.startsWith('/api/admin/audit'));
}

/** Changes a person's role or disabled state. */
export async function updateStaff(id: string, body: { role?: 'owner' | 'staff'; disabled?: boolean }) {
  await adminRequest('PATCH', `/api/admin/staff/${id}`, body);
  invalidateKeys((key) => key.startsWith('/api/admin/staff') || key.startsWith('/api/admin/audit'));
}

/** Sends a person a new invitation. */
export async function reinviteStaff(id: string) {
  await adminRequest('POST', `/api/admin/staff/${id}/invite`, {});
  invalidateKeys((key) => key.startsWith('/api/admin/staff') || key.startsWith('/api/admin/audit'));
}

/** The record's filters and page. */
export const $auditFilter = atom({ page: 1, person: '', action: '', from: '', to: '' });

/** The record's current page. */
export const $audit = createFetcherStore<{ items: AuditEntry[]; total: number; totalPages: number }>([
  adminKey(
    computed($auditFilter, (f) => {
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(f)) if (value !== '') search.set(name, String(value));
      return `/api/admin/audit?${search.toString()}`;
    }),
  ),
]);

/** The signed-in person's sessions. */
export const $ownSessions = createFetcherStore<OwnSession[]>([adminKey('/api/admin/sessions')]);

/** Ends one of one's own sessions. */
export async function endSession(id: string) {
  await adminRequest('DELETE', `/api/admin/sessions/${id}`);
  invalidateKeys((key) => key.startsWith('/api/admin/sessions'));
}

/** A booking's history (Booking Details). */
export function fetchBookingHistory(id: string): Promise<AuditEntry[]> {
  return adminRequest<AuditEntry[]>('GET', `/api/admin/bookings/${id}/history`);
}

/** One passkey of a person, as the owner's list shows it. */
export interface PersonPasskey {
  id: string;
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

/** The person whose passkeys the Staff tab shows, or null. */
export const $passkeysPerson = atom<string | null>(null);

/** That person's passkeys, oldest first (owner only); nothing is fetched while no person is chosen. */
export const $personPasskeys = createFetcherStore<PersonPasskey[]>([
  computed([$isAdmin, $passkeysPerson], (isAdmin, id) => (isAdmin && id ? `/api/admin/staff/${id}/passkeys` : null)),
]);

/** Deletes one passkey of a person (their sessions end); answers how many they have left. */
export async function deletePersonPasskey(staffId: string, passkeyId: string): Promise<{ left: number }> {
  const result = await adminRequest<{ left: number }>('DELETE', `/api/admin/staff/${staffId}/passkeys/${encodeURIComponent(passkeyId)}`);
  invalidateKeys((key) => key.startsWith('/api/admin/staff') || key.startsWith('/api/admin/audit'));
  return result;
}
