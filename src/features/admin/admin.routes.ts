/** The team's routes the panel calls: the people, the record of who did what, one's own sessions and passkeys, a booking's history. */
import type { z } from 'zod';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Jsonify } from '@/lib/jsonify';
import { route } from '@/lib/route-contract';
import type { PanelLocale } from '@db/locales';
import type { auditQuerySchema } from './audit.schema';
import type { panelLocaleSchema } from './panel-locale.schema';
import type { bookingHistory, listAudit, TargetName } from './audit.server';
import type { loginVerifySchema, registerOptionsSchema, registerVerifySchema } from './passkeys.schema';
import type { authenticationOptions, deletePasskey, passkeysOf, registrationOptions } from './passkeys.server';
import type { inviteStaffSchema, updateStaffSchema } from './staff.schema';
import type { listStaff } from './staff.server';

/** A person as the Staff tab lists them (`canEditContent`: whether the owner lets them edit the site's texts, Contenuti). */
export type StaffPerson = ReturnType<typeof listStaff>[number];
/** An entry of the record: its target named for the panel in the record's list (targetName), not in a booking's history. */
export type AuditEntry = Jsonify<ReturnType<typeof bookingHistory>[number]> & { targetName?: TargetName | null };
/** One passkey of a person. */
export type PersonPasskey = Jsonify<ReturnType<typeof passkeysOf>[number]>;
/** One of the signed-in person's sessions. */
export interface OwnSession {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  userAgent: string | null;
  current: boolean;
}
/** The record's filters and page as the address carries them. */
export type AuditQuery = { [K in keyof z.input<typeof auditQuerySchema>]?: string | number };

/** The people. */
export const staffRoute = route<StaffPerson[]>()('GET', '/api/admin/staff');
/** Invites a person (the e-mail goes at once). */
export const inviteStaffRoute = route<StaffPerson, z.input<typeof inviteStaffSchema>>()('POST', '/api/admin/staff');
/** Changes a person's role, disables / enables them, or lets them edit the site's texts (`canEditContent`, the owner). */
export const updateStaffRoute = route<unknown, z.input<typeof updateStaffSchema>>()('PATCH', '/api/admin/staff/[id]');
/** Sends a person a new invitation. */
export const reinviteRoute = route<unknown, Record<string, never>>()('POST', '/api/admin/staff/[id]/invite');
/** A person's passkeys (the owner). */
export const personPasskeysRoute = route<PersonPasskey[]>()('GET', '/api/admin/staff/[id]/passkeys');
/** Deletes one passkey of a person; answers how many they have left. */
export const deletePersonPasskeyRoute = route<NonNullable<ReturnType<typeof deletePasskey>>>()(
  'DELETE',
  '/api/admin/staff/[id]/passkeys/[passkeyId]',
);
/** One page of the record. */
export const auditRoute = route<Jsonify<ReturnType<typeof listAudit>>, never, AuditQuery>()('GET', '/api/admin/audit');
/** The signed-in person's own open sessions. */
export const sessionsRoute = route<OwnSession[]>()('GET', '/api/admin/sessions');
/** Ends one of one's own sessions. */
export const endSessionRoute = route<{ success: true }>()('DELETE', '/api/admin/sessions/[id]');
/** A booking's history, oldest first. */
export const bookingHistoryRoute = route<AuditEntry[]>()('GET', '/api/admin/bookings/[id]/history');
/** The signed-in person's panel language. */
export const panelLanguageRoute = route<{ locale: PanelLocale }, z.input<typeof panelLocaleSchema>>()('PUT', '/api/admin/account/language');
/** One's own passkeys. */
export const ownPasskeysRoute = route<PersonPasskey[]>()('GET', '/api/admin/passkeys');
/** A ceremony's answer: the browser's credential as the library types it (the schema checks only its outline). */
type WithResponse<S extends z.ZodType, Response> = Omit<z.input<S>, 'response'> & { response: Response };

/** A passkey sign-in's options (a fresh challenge); the body is empty. */
export const passkeyLoginOptionsRoute = route<Awaited<ReturnType<typeof authenticationOptions>>, Record<string, never>>()(
  'POST',
  '/api/admin/passkeys/login/options',
);
/** Signs in with the browser's answer to the challenge. */
export const passkeyLoginVerifyRoute = route<{ isAdmin: true }, WithResponse<typeof loginVerifySchema, AuthenticationResponseJSON>>()(
  'POST',
  '/api/admin/passkeys/login/verify',
);
/** A new passkey's options: from an invitation token, or signed in (a second device). */
export const passkeyRegisterOptionsRoute = route<Awaited<ReturnType<typeof registrationOptions>>, z.input<typeof registerOptionsSchema>>()(
  'POST',
  '/api/admin/passkeys/register/options',
);
/** Stores the new passkey (from an invitation, also signs the person in). */
export const passkeyRegisterVerifyRoute = route<{ isAdmin: true }, WithResponse<typeof registerVerifySchema, RegistrationResponseJSON>>()(
  'POST',
  '/api/admin/passkeys/register/verify',
);
