/** Performers from the database. */
import { and, asc, eq } from 'drizzle-orm';
import { performers } from '@db/schema';
import type { Db } from '@/lib/server/db';

/** The fields of a performer that the public site may see. */
export const publicPerformerColumns = {
  id: performers.id,
  name: performers.name,
  description: performers.description,
  imageUrl: performers.imageUrl,
  additionalImages: performers.additionalImages,
  tags: performers.tags,
  location: performers.location,
  height: performers.height,
  eyeColor: performers.eyeColor,
  hairColor: performers.hairColor,
  tattoos: performers.tattoos,
  costumes: performers.costumes,
  availableFor: performers.availableFor,
  displayOrder: performers.displayOrder,
};

/** A performer as the public API returns it. */
export type PublicPerformer = {
  [K in keyof typeof publicPerformerColumns]: (typeof performers.$inferSelect)[K];
};

/** Available performers with public fields only, in display order. */
export function listPublicPerformers(db: Db): PublicPerformer[] {
  return db
    .select(publicPerformerColumns)
    .from(performers)
    .where(eq(performers.isAvailable, true))
    .orderBy(asc(performers.displayOrder), asc(performers.name))
    .all();
}

/** One available performer's public fields, or undefined when unknown or unavailable. */
export function getPublicPerformer(db: Db, id: string): PublicPerformer | undefined {
  return db
    .select(publicPerformerColumns)
    .from(performers)
    .where(and(eq(performers.id, id), eq(performers.isAvailable, true)))
    .get();
}
