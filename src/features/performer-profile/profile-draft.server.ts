/**
 * A performer keeps his own profile: he saves a draft of it from the portal (bio, facts, languages, costumes, photos),
 * which waits for the agency; the agency approves it (its fields are copied to the performer's row, through the public
 * snapshot's writer, so the public profile and every cached page show it at once) or sends it back with a note he reads
 * in the portal, and either is e-mailed to him in his language. He may withdraw a waiting draft. Nothing of a draft is
 * public before approval. Every step is in the record: his saves and withdrawals here (actor `performer`), the agency's
 * through withAdmin. Photos no draft names any more are deleted (profile-photos.server.ts).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { performerPhotoUploads, performerProfileDrafts, performers } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { refuse } from '@/lib/server/http';
import { appendAudit, PERFORMER_ACTOR, type AuditChange } from '@/lib/server/audit';
import { writePublicData } from '@/lib/server/public-data';
import { hitRateLimit, tooManyRequests, type RateLimitRule } from '@/lib/server/rate-limit';
import { PROFILE_FIELDS, type ProfileFields } from './profile-draft.schema';
import { MAX_RETURN_NOTE } from './profile-limits';
import { queueProfileOutcomeMail, type ProfileMailRecipient } from './profile-mail';
import { deleteStoredPhotos, dropUploads, photosOf, settleUploads, unnamedPhotos } from './profile-photos.server';
import * as clock from '@/lib/clock';

/** A draft as the portal and the panel read it: the proposed profile, where it stands, and its version. */
export interface ProfileDraft extends ProfileFields {
  status: 'pending' | 'returned';
  returnNote: string | null;
  submittedAt: Date;
  /** When he saved it, in ms: the agency's approval names it, so a later save is never approved unseen. */
  version: number;
}

/** The performer's own profile: what the public sees, and his draft when one waits or was sent back. */
export interface OwnProfile {
  live: ProfileFields;
  draft: ProfileDraft | null;
}

/** A draft waiting for the agency, beside the live profile (the panel's comparison). */
export interface DraftForReview {
  performerId: string;
  name: string;
  live: ProfileFields;
  draft: ProfileDraft;
}

/** How many photos a performer may upload from his portal: far above a real shoot's, far below a flood of the disk. */
export const PHOTO_UPLOAD_LIMIT: RateLimitRule = { limit: 30, windowMs: 60 * 60_000 };

const pick = (row: ProfileFields): ProfileFields => Object.fromEntries(PROFILE_FIELDS.map((key) => [key, row[key]])) as ProfileFields;

const draftOf = (row: typeof performerProfileDrafts.$inferSelect): ProfileDraft => ({
  ...pick(row),
  status: row.status,
  returnNote: row.returnNote,
  submittedAt: row.submittedAt,
  version: row.submittedAt.getTime(),
});

function liveProfile(db: Pick<Db, 'select'>, performerId: string): ProfileFields | undefined {
  const row = db.select().from(performers).where(eq(performers.id, performerId)).get();
  return row && pick(row);
}

/** The performer's live profile and his draft, if any. */
export function ownProfile(db: Db, performerId: string): OwnProfile {
  const live = liveProfile(db, performerId)!;
  const draft = db.select().from(performerProfileDrafts).where(eq(performerProfileDrafts.performerId, performerId)).get();
  return { live, draft: draft ? draftOf(draft) : null };
}

/** Counts one photo upload of the performer; throws 429 with Retry-After past PHOTO_UPLOAD_LIMIT (before the photo is read). */
export function limitPhotoUploads(db: Db, performerId: string, now = clock.now()): void {
  const hit = hitRateLimit(db, `performer-photo:${performerId}`, PHOTO_UPLOAD_LIMIT, now);
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
}

/** Records a photo the performer uploaded (stored by the agency's pipeline), so his draft may use it. */
export function recordPhotoUpload(db: Db, performerId: string, url: string): void {
  db.insert(performerPhotoUploads).values({ url, performerId }).run();
}

/** 400 `profile_photo_unknown` unless every photo is his upload or already one of his (live or in his draft). */
function assertOwnPhotos(db: Pick<Db, 'select'>, performerId: string, input: ProfileFields, live: ProfileFields): void {
  const wanted = [...new Set([input.imageUrl, ...input.additionalImages])];
  const draft = db.select().from(performerProfileDrafts).where(eq(performerProfileDrafts.performerId, performerId)).get();
  const known = new Set([live.imageUrl, ...live.additionalImages, ...(draft ? [draft.imageUrl, ...draft.additionalImages] : [])]);
  const unknown = wanted.filter((url) => !known.has(url));
  const uploaded = unknown.length
    ? db
        .select({ url: performerPhotoUploads.url })
        .from(performerPhotoUploads)
        .where(and(eq(performerPhotoUploads.performerId, performerId), inArray(performerPhotoUploads.url, unknown)))
        .all().length
    : 0;
  if (uploaded !== unknown.length) throw refuse(400, { code: 'profile_photo_unknown', params: {} });
}

/** The fields of `next` that differ from `before`, as the record keeps them (lists as comma text). */
function changedFields(before: ProfileFields, next: ProfileFields): AuditChange[] {
  const text = (value: unknown) => (Array.isArray(value) ? value.join(', ') : ((value as string | null) ?? ''));
  return PROFILE_FIELDS.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(next[key])).map((field) => ({
    field,
    from: text(before[field]),
    to: text(next[field]),
  }));
}

/**
 * Saves the performer's proposed profile as his draft, waiting for the agency (a draft sent back, or one waiting,
 * is replaced; the agency's note goes with it), and records it. Nothing public changes.
 */
export function saveDraft(db: Db, performerId: string, input: ProfileFields, now = clock.now()): ProfileDraft {
  let stale: string[] = [];
  const saved = db.transaction(
    (tx) => {
      const live = liveProfile(tx, performerId)!;
      assertOwnPhotos(tx, performerId, input, live);
      const values = { ...input, status: 'pending' as const, returnNote: null, returnedAt: null, submittedAt: new Date(now) };
      const row = tx
        .insert(performerProfileDrafts)
        .values({ performerId, ...values })
        .onConflictDoUpdate({ target: performerProfileDrafts.performerId, set: values })
        .returning()
        .get();
      // The photos of the draft it replaces, and uploads he did not use, unless this draft or his live profile names them.
      stale = dropUploads(tx, performerId, [...photosOf(input), ...photosOf(live)]);
      appendAudit(tx, {
        actor: PERFORMER_ACTOR,
        action: 'performers.profile.submit',
        target: `performer ${performerId}`,
        changes: changedFields(live, input),
        at: new Date(now),
      });
      return draftOf(row);
    },
    { behavior: 'immediate' },
  );
  deleteStoredPhotos(db, stale);
  return saved;
}

/**
 * Withdraws his waiting draft (404 `profile_nothing_waiting` when none waits): the agency no longer sees it, he edits
 * from his live profile again, the draft's uploads are deleted, and the record says so.
 */
export function withdrawDraft(db: Db, performerId: string, now = clock.now()): void {
  const stale = db.transaction(
    (tx) => {
      const draft = tx.select().from(performerProfileDrafts).where(eq(performerProfileDrafts.performerId, performerId)).get();
      if (draft?.status !== 'pending') throw refuse(404, { code: 'profile_nothing_waiting', params: {} });
      tx.delete(performerProfileDrafts).where(eq(performerProfileDrafts.performerId, performerId)).run();
      const dropped = dropUploads(tx, performerId, photosOf(liveProfile(tx, performerId)!));
      appendAudit(tx, {
        actor: PERFORMER_ACTOR,
        action: 'performers.profile.withdraw',
        target: `performer ${performerId}`,
        at: new Date(now),
      });
      return dropped;
    },
    { behavior: 'immediate' },
  );
  deleteStoredPhotos(db, stale);
}

/** The drafts waiting for the agency, oldest first, each beside the live profile. */
export function listDraftsForReview(db: Db): DraftForReview[] {
  return db
    .select({ draft: performerProfileDrafts, performer: performers })
    .from(performerProfileDrafts)
    .innerJoin(performers, eq(performers.id, performerProfileDrafts.performerId))
    .where(eq(performerProfileDrafts.status, 'pending'))
    .orderBy(asc(performerProfileDrafts.submittedAt))
    .all()
    .map(({ draft, performer }) => ({ performerId: performer.id, name: performer.name, live: pick(performer), draft: draftOf(draft) }));
}

/** The performer's waiting draft in the version the agency read: 404 when none waits, 409 when he saved again since. */
function waitingDraft(db: Pick<Db, 'select'>, performerId: string, version: number) {
  const draft = db.select().from(performerProfileDrafts).where(eq(performerProfileDrafts.performerId, performerId)).get();
  if (!draft || draft.status !== 'pending') throw refuse(404, { code: 'profile_draft_not_found', params: {} });
  if (draft.submittedAt.getTime() !== version) throw refuse(409, { code: 'profile_draft_changed', params: {} });
  return draft;
}

/** Approves the draft read (`version`): the public profile shows it from now on (the snapshot and cached pages renewed); the draft is gone. */
export function approveDraft(db: Db, performerId: string, version: number): void {
  const dropped = writePublicData(db, () =>
    db.transaction(
      (tx) => {
        const draft = waitingDraft(tx, performerId, version);
        const before = photosOf(liveProfile(tx, performerId)!);
        tx.update(performers).set(pick(draft)).where(eq(performers.id, performerId)).run();
        tx.delete(performerProfileDrafts).where(eq(performerProfileDrafts.performerId, performerId)).run();
        settleUploads(tx, performerId, photosOf(draft));
        queueProfileOutcomeMail(tx, recipient(tx, performerId), { kind: 'approved' });
        return unnamedPhotos(tx, before);
      },
      { behavior: 'immediate' },
    ),
  );
  deleteStoredPhotos(db, dropped);
}

/**
 * Deletes the photos a performer's profile had before the agency's own form replaced or removed them (or deleted the
 * performer), as an approval does: each stored upload no profile, draft or upload names any more goes, file and kept
 * copy. Called once the change committed.
 */
export function forgetReplacedPhotos(db: Db, before: { imageUrl: string; additionalImages: string[] }): void {
  deleteStoredPhotos(db, unnamedPhotos(db, photosOf(before)));
}

/** Sends the draft read (`version`) back with the agency's note, which the performer reads in his portal; nothing public changes. */
export function returnDraft(db: Db, performerId: string, version: number, note: string, now = clock.now()): void {
  if (!note.trim()) throw refuse(400, { code: 'profile_note_required', params: {} }, { field: 'note' });
  if (note.length > MAX_RETURN_NOTE)
    throw refuse(400, { code: 'profile_note_too_long', params: { max: MAX_RETURN_NOTE } }, { field: 'note' });
  db.transaction(
    (tx) => {
      waitingDraft(tx, performerId, version);
      tx.update(performerProfileDrafts)
        .set({ status: 'returned', returnNote: note, returnedAt: new Date(now) })
        .where(eq(performerProfileDrafts.performerId, performerId))
        .run();
      queueProfileOutcomeMail(tx, recipient(tx, performerId), { kind: 'returned', note });
    },
    { behavior: 'immediate' },
  );
}

/** The performer's address and language, for his profile mails. */
function recipient(db: Pick<Db, 'select'>, performerId: string): ProfileMailRecipient {
  return db.select({ email: performers.email, locale: performers.locale }).from(performers).where(eq(performers.id, performerId)).get()!;
}
