/** The agency's calls on a performer's draft (the panel's "Profili" tab): approve the version read, or send it back with a note. */
import { z } from 'zod';

const version = z
  .number({ error: 'Indica la versione del profilo che hai letto' })
  .int('Versione non valida')
  .nonnegative('Versione non valida');

/** POST /api/admin/performers/{id}/profile/approve: the version read (the list's `version`), so a later save is never approved unseen. */
export const approveDraftBody = z.strictObject({ version });

/** POST /api/admin/performers/{id}/profile/return: the version read and the note the performer reads in his portal. */
export const returnDraftBody = z.strictObject({
  version,
  // Its rules (written, at most MAX_RETURN_NOTE characters) are returnDraft's, coded for the reader's language.
  note: z.string({ error: 'note must be text' }).trim(),
});
