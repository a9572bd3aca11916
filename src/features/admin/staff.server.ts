/**
 * The agency's people: invited by the owner (an e-mailed single-use link, valid 72 hours, that lets
 * them register a passkey), given a role, disabled (their sessions end at once). Only the SHA-256 of an
 * invitation token is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { passkeys, staff, staffInvitations, type StaffRole } from '@db/schema';
import type { Db, DbTransaction } from '@/lib/server/db';
import { refuse } from '@/lib/server/http';
import { siteLink } from '@/lib/server/config';
import { deleteSessionsOf } from '@/lib/server/session';
import { renderMail } from '@/lib/server/mail-layout';
import { site } from '@/lib/site';
import { enqueueMail } from '@/features/notifications/outbox.server';
import { m as pm } from '@/paraglide-panel/messages';
import type { PanelLocale } from '@db/locales';
import { personNotFound } from './agency-errors.server';
import * as clock from '@/lib/clock';

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A person as the panel lists them (never a key or token). */
export function listStaff(db: Db, now = clock.now()) {
  const people = db.select().from(staff).orderBy(staff.createdAt).all();
  return people.map((p) => ({
    id: p.id,
    name: p.name,
    email: p.email,
    role: p.role,
    disabled: p.disabled,
    /** Whether the owner lets this person edit the site's texts (Contenuti). */
    canEditContent: p.canEditContent,
    createdAt: p.createdAt.toISOString(),
    passkeys: db.select({ n: count() }).from(passkeys).where(eq(passkeys.staffId, p.id)).get()!.n,
    invitationPending:
      db
        .select({ n: count() })
        .from(staffInvitations)
        .where(and(eq(staffInvitations.staffId, p.id), isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, new Date(now))))
        .get()!.n > 0,
  }));
}

/** A person by id, or null. */
export function findStaff(db: Db, id: string) {
  return db.select().from(staff).where(eq(staff.id, id)).get() ?? null;
}

/** Makes a new invitation for a person (earlier ones stop working) and queues its e-mail in their panel language; answers the token. */
export function sendInvitation(
  db: Db,
  person: { id: string; name: string; email: string; panelLocale: PanelLocale },
  now = clock.now(),
): string {
  const token = randomBytes(32).toString('base64url');
  db.transaction((tx) => {
    tx.delete(staffInvitations).where(eq(staffInvitations.staffId, person.id)).run();
    tx.insert(staffInvitations)
      .values({ tokenHash: hashToken(token), staffId: person.id, expiresAt: new Date(now + INVITATION_TTL_MS), createdAt: new Date(now) })
      .run();
    const o = { locale: person.panelLocale };
    enqueueMail(
      tx,
      {
        to: person.email,
        subject: pm.agency_mail_invite_subject({ brand: site.name }, o),
        ...renderMail({
          title: pm.agency_mail_invite_hello({ name: person.name }, o),
          blocks: [
            pm.agency_mail_invite_text({}, o),
            { href: siteLink(`/admin-invite?token=${token}`), label: pm.agency_mail_invite_button({}, o) },
            pm.agency_mail_invite_once({ hours: INVITATION_TTL_MS / 3_600_000 }, o),
          ],
          footer: site.name,
          lang: person.panelLocale,
        }),
      },
      { kind: 'staff-invitation', holdsToken: true },
    );
  });
  return token;
}

/** Adds a person and e-mails the invitation; 409 when the address is already a person's. */
export function inviteStaff(db: Db, input: { name: string; email: string; role: StaffRole }, now = clock.now()) {
  const email = input.email.toLowerCase();
  if (db.select().from(staff).where(eq(staff.email, email)).get()) throw refuse(409, { code: 'person_email_taken', params: {} });
  const person = db.insert(staff).values({ name: input.name, email, role: input.role }).returning().get();
  sendInvitation(db, person, now);
  return listStaff(db, now).find((p) => p.id === person.id)!;
}

/**
 * Changes a person's role, disabled state or right to edit the site's texts; a change of role or disabling ends their
 * sessions at once (the role is fixed at sign-in; the right is read on each request).
 */
export function updateStaff(
  db: Db,
  id: string,
  change: { role?: StaffRole; disabled?: boolean; canEditContent?: boolean },
  actingStaffId: string | null,
) {
  const person = findStaff(db, id);
  if (!person) throw personNotFound();
  if (id === actingStaffId && (change.disabled || change.role === 'staff')) throw refuse(400, { code: 'self_demotion', params: {} });
  db.transaction((tx) => {
    tx.update(staff).set(change).where(eq(staff.id, id)).run();
    if ((change.role && change.role !== person.role) || change.disabled) deleteSessionsOf(tx as unknown as Db, id);
  });
  return listStaff(db).find((p) => p.id === id)!;
}

/** The person an invitation token belongs to while it is unused and unexpired (not disabled), or null. */
export function invitationHolder(db: Db, token: string, now = clock.now()) {
  const row = db
    .select({ staffId: staffInvitations.staffId, expiresAt: staffInvitations.expiresAt, usedAt: staffInvitations.usedAt })
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, hashToken(token)))
    .get();
  if (!row || row.usedAt || row.expiresAt.getTime() <= now) return null;
  const person = findStaff(db, row.staffId);
  return person && !person.disabled ? person : null;
}

/** Marks an invitation used (single use); answers whether it was still open. */
export function useInvitation(db: Db | DbTransaction, token: string, now = clock.now()): boolean {
  return (
    db
      .update(staffInvitations)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(staffInvitations.tokenHash, hashToken(token)),
          isNull(staffInvitations.usedAt),
          gt(staffInvitations.expiresAt, new Date(now)),
        ),
      )
      .run().changes === 1
  );
}
