/** The agency's moderation calls (Recensioni): the list's filter, a hide's reason, a reply. */
import { z } from 'zod';

/** The moderation list's statuses (a review only invited, not written, is not listed). */
export const MODERATED_STATUSES = ['pending', 'published', 'hidden'] as const;

/** GET /api/admin/reviews?status: pending (default), published or hidden. */
export const reviewListQuery = z.strictObject({
  status: z.enum(MODERATED_STATUSES, { error: 'Stato non valido: pending, published o hidden' }).default('pending'),
});

/** POST /api/admin/reviews/{id}/publish: the version the moderator read (the list's `version`), so an edit since is never published unseen. */
export const publishReviewBody = z.strictObject({
  version: z
    .number({ error: 'Indica la versione della recensione che hai letto' })
    .int('Versione non valida')
    .nonnegative('Versione non valida'),
});

/** POST /api/admin/reviews/{id}/hide: why it is hidden (kept in the record). */
export const hideReviewBody = z.strictObject({
  reason: z
    .string({ error: 'Indica il motivo' })
    .trim()
    .min(1, 'Indica il motivo per cui la recensione viene nascosta')
    .max(300, 'Il motivo può avere al massimo 300 caratteri'),
});

/** POST /api/admin/reviews/{id}/reply: the agency's public reply ('' removes it). */
export const replyReviewBody = z.strictObject({
  reply: z.string({ error: 'Scrivi la risposta' }).trim().max(1000, 'La risposta può avere al massimo 1.000 caratteri'),
});
