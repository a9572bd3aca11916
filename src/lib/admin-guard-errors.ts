/**
 * The refusals of the admin guards and sessions (browser-safe): answered in English with their code by
 * lib/server/guards.ts and session.ts, said in the admin's Italian by the panel (through the agency's table,
 * features/admin/agency-errors.ts). Here, in lib, because the guards below every feature throw them.
 */
import type { AgencyErrorMessages } from '@/lib/error-codes';

/** The owner-only parts of staff routes (`requireOwner`), each with its words. */
export const OWNER_ACTIONS = {
  price_override: { en: 'price overrides', it: 'modificare il prezzo' },
  hold_exemption: {
    en: 'exemptions from the release of unpaid holds',
    it: 'esentare una prenotazione dal rilascio delle prenotazioni non pagate',
  },
} as const;

/** An owner-only part of a staff route. */
export type OwnerAction = keyof typeof OWNER_ACTIONS;

/**
 * `authentication_required` (401, no admin session), `csrf_invalid` (403, a write without its session's token),
 * `owner_only` (403, a staff session on an owner route), `owner_only_action` (403, an owner-only part of a staff
 * route), `route_without_role` (403, a route that declares no role), `account_disabled` (403, a sign-in of a
 * disabled or removed person) and `session_not_found` (404, ending a session that is not one's own).
 */
export const ADMIN_GUARD_ERRORS: AgencyErrorMessages<
  | 'authentication_required'
  | 'csrf_invalid'
  | 'owner_only'
  | 'owner_only_action'
  | 'route_without_role'
  | 'account_disabled'
  | 'session_not_found'
> = {
  authentication_required: { en: () => 'Authentication required', it: () => 'Accesso richiesto: accedi di nuovo' },
  csrf_invalid: { en: () => 'Invalid CSRF token', it: () => 'Sessione non valida per questa richiesta: ricarica la pagina e riprova' },
  owner_only: {
    en: () => "Only the owner can do this: your role (staff) doesn't allow it",
    it: () => 'Solo il titolare può farlo: il tuo ruolo (staff) non lo consente',
  },
  owner_only_action: {
    en: ({ action }) => `Only the owner may make ${OWNER_ACTIONS[action].en}`,
    it: ({ action }) => `Solo il titolare può ${OWNER_ACTIONS[action].it}`,
  },
  route_without_role: {
    en: () => 'This admin route declares no role, so it is refused',
    it: () => 'Questa operazione non dichiara un ruolo, quindi è rifiutata',
  },
  account_disabled: { en: () => 'This account is disabled. Ask the owner.', it: () => 'Account disattivato. Chiedi al titolare.' },
  session_not_found: { en: () => 'Session not found', it: () => 'Sessione non trovata' },
};
