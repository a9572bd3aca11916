/** The performer portal's routes as its islands call them: the session by e-mailed link, his bookings and answers, the night, his feed, time off and profile. */
import type { z } from 'zod';
import type { linkTokenBody } from '@/lib/link-token';
import type { Jsonify } from '@/lib/jsonify';
import { route } from '@/lib/route-contract';
import type { nightStatusSchema } from '@/features/night-status/night-status.schema';
import type { OwnProfile, ProfileDraft } from '@/features/performer-profile/profile-draft.server';
import type { profileDraftSchema } from '@/features/performer-profile/profile-draft.schema';
import type { timeOffInputSchema } from '@/features/scheduling/time-off.schema';
import type { TimeOff } from '@/features/scheduling/time-off.server';
import type { performerLinkSchema } from './performer-auth.server';
import type { answerSchema } from './performer-answer.schema';
import type { PerformerBookingView } from './performer-bookings.server';
import type { rotatePerformerFeed } from './performer-feed.server';
import type { answerBooking } from './performer-answer.server';
import type { sayNightStatus } from './performer-night.server';

/** Redeems a sign-in link's token and sets the performer's cookie. */
export const openPortalRoute = route<{ signedIn: true }, z.input<typeof linkTokenBody>>()('POST', '/api/performer/session');
/** Signs out. */
export const closePortalRoute = route<{ signedIn: false }>()('DELETE', '/api/performer/session');
/** Asks for a sign-in link in the page's language (the same answer for every address). */
export const portalLinkRoute = route<{ message: string }, z.input<typeof performerLinkSchema>>()('POST', '/api/performer/link');
/** The signed-in performer's bookings to come and of the last 30 days. */
export const portalBookingsRoute = route<{ name: string; upcoming: PerformerBookingView[]; past: PerformerBookingView[] }>()(
  'GET',
  '/api/performer/bookings',
);
/** Accepts or declines one of his bookings, named by its reference. */
export const answerBookingRoute = route<ReturnType<typeof answerBooking>, z.input<typeof answerSchema>>()(
  'POST',
  '/api/performer/bookings/[id]/answer',
);
/** Says his status on the night of one of his bookings, named by its reference. */
export const sayNightRoute = route<ReturnType<typeof sayNightStatus>, z.input<typeof nightStatusSchema>>()(
  'POST',
  '/api/performer/bookings/[id]/night',
);
/** Makes him a new private calendar feed, ending the old one. */
export const rotateFeedRoute = route<ReturnType<typeof rotatePerformerFeed>>()('POST', '/api/performer/feed');
/** His time off that has not ended yet. */
export const portalTimeOffRoute = route<Jsonify<TimeOff>[]>()('GET', '/api/performer/time-off');
/** Adds his own time off. */
export const addTimeOffRoute = route<Jsonify<TimeOff>, z.input<typeof timeOffInputSchema>>()('POST', '/api/performer/time-off');
/** Removes one stretch of his own time off. */
export const removeTimeOffRoute = route<{ success: true }>()('DELETE', '/api/performer/time-off/[timeOffId]');
/** His profile as the public sees it and his draft. */
export const ownProfileRoute = route<Jsonify<OwnProfile>>()('GET', '/api/performer/profile');
/** Saves his proposed profile as a draft for the agency. */
export const saveDraftRoute = route<Jsonify<ProfileDraft>, z.input<typeof profileDraftSchema>>()('PUT', '/api/performer/profile');
/** Withdraws his waiting draft. */
export const withdrawDraftRoute = route<{ success: true }>()('DELETE', '/api/performer/profile');
/** A photo for his draft (multipart field `photo`). */
export const profilePhotoRoute = route<{ url: string; width: number; height: number }, FormData>()('POST', '/api/performer/photo');
