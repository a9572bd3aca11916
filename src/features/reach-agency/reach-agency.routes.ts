/** The routes of the owner's channels the customers reach the agency by. */
import type { z } from 'zod';
import { route } from '@/lib/route-contract';
import type { AgencyChannels } from './agency-channels';
import type { agencyChannelsSchema } from './agency-channels.schema';

/** The owner's WhatsApp, LINE and phone. */
export const agencyChannelsRoute = route<AgencyChannels>()('GET', '/api/admin/agency-channels');
/** Stores the channels; answers them as stored (normalised). */
export const saveAgencyChannelsRoute = route<AgencyChannels, z.input<typeof agencyChannelsSchema>>()('PUT', '/api/admin/agency-channels');
