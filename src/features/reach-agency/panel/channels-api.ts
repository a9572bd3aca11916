/** Contatti per i clienti's calls: the owner's WhatsApp, LINE and phone. */
import { callRoute, routeStore, setRouteCache } from '@/features/admin-panel/client';
import type { AgencyChannels } from '../agency-channels';
import { agencyChannelsRoute, saveAgencyChannelsRoute } from '../reach-agency.routes';

/** The owner's WhatsApp, LINE and phone the customers reach the agency by. */
export const $agencyChannels = routeStore(agencyChannelsRoute);

/** Stores the channels; answers them as stored (normalised). */
export async function saveAgencyChannels(channels: AgencyChannels): Promise<AgencyChannels> {
  const answer = await callRoute(saveAgencyChannelsRoute, { body: channels });
  setRouteCache(agencyChannelsRoute, undefined, answer);
  return answer;
}
