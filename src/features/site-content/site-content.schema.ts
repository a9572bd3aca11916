/** The bodies of the Contenuti routes, shared by the routes and the panel's screen. */
import { z } from 'zod';

// The version the editor read: the text's `updatedAt` as the list or the history gave it, null while never edited.
const readVersion = z.union([z.iso.datetime({ error: 'updatedAt must be the time the text was read' }), z.null()], {
  error: 'Send updatedAt: the version you read (null when the text was never edited)',
});

/** PUT /api/admin/content/{key}: the new English and/or Thai text ('' Thai: the Thai page shows the English) and the version read. */
export const saveContentBody = z
  .strictObject({
    en: z.string({ error: 'en must be text' }).optional(),
    th: z.string({ error: 'th must be text' }).optional(),
    updatedAt: readVersion,
  })
  .refine((body) => body.en !== undefined || body.th !== undefined, { error: 'Send en or th' });

/** POST /api/admin/content/{key}/undo: the version read, so an edit made since is never undone unseen. */
export const undoContentBody = z.strictObject({ updatedAt: readVersion });
