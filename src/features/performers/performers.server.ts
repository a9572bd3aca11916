/** Performers as the public site sees them, from the in-memory snapshot of the public data. */
import { performers } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { derived } from '@/lib/server/public-data';

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
  languages: performers.languages,
  availableFor: performers.availableFor,
  displayOrder: performers.displayOrder,
};

/** A performer as the public API returns it. */
export type PublicPerformer = {
  [K in keyof typeof publicPerformerColumns]: (typeof performers.$inferSelect)[K];
};

const publicKeys = Object.keys(publicPerformerColumns) as (keyof PublicPerformer)[];

/** Available performers with public fields only, in display order. */
export function listPublicPerformers(db: Db): PublicPerformer[] {
  return derived(db, 'performers:public', (data) =>
    data.performers
      .filter((row) => row.isAvailable)
      .map((row) => Object.fromEntries(publicKeys.map((key) => [key, row[key]])) as PublicPerformer),
  );
}

/** One available performer's public fields, or undefined when unknown or unavailable. */
export function getPublicPerformer(db: Db, id: string): PublicPerformer | undefined {
  return listPublicPerformers(db).find((performer) => performer.id === id);
}

/** An available performer's Thai bio (`bio_th`), or null when none is written (the profile then shows the English one). */
export function publicBioTh(db: Db, id: string): string | null {
  const bios = derived(
    db,
    'performers:bio-th',
    (data) => new Map(data.performers.filter((row) => row.isAvailable).map((row) => [row.id, row.bioTh])),
  );
  return bios.get(id)?.trim() || null;
}
