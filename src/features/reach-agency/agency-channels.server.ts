/** The owner's channels, stored in settings under `agency_channels` (JSON); none until the owner saves them. */
import type { Db } from '@/lib/server/db';
import { getDb } from '@/lib/server/db';
import { derived, writePublicData } from '@/lib/server/public-data';
import { getSetting, setSetting } from '@/lib/server/settings';
import { NO_CHANNELS, type AgencyChannels } from './agency-channels';

/** The settings key of the channels. */
export const AGENCY_CHANNELS_KEY = 'agency_channels';

/** The channels in force (read once per public-data snapshot); none set before the owner saves them. */
export function agencyChannels(db: Db = getDb()): AgencyChannels {
  return derived(db, AGENCY_CHANNELS_KEY, () => {
    const raw = getSetting(db, AGENCY_CHANNELS_KEY);
    if (raw === undefined) return NO_CHANNELS;
    // Stored in their final form (checked by agencyChannelsSchema when saved): read as they are.
    const stored = JSON.parse(raw) as Partial<Record<keyof AgencyChannels, unknown>>;
    const field = (key: keyof AgencyChannels) => (typeof stored[key] === 'string' ? stored[key] : '');
    return { whatsapp: field('whatsapp'), line: field('line'), phone: field('phone') };
  });
}

/** Stores the owner's channels (already checked by agencyChannelsSchema) and answers them. */
export function setAgencyChannels(db: Db, channels: AgencyChannels): AgencyChannels {
  return writePublicData(db, () => {
    setSetting(db, AGENCY_CHANNELS_KEY, JSON.stringify(channels));
    return channels;
  });
}
