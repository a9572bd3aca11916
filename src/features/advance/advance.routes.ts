/** The advance's routes: the panel's (a booking's shares, the advance rate, the ways to pay) and the customer's (the split, its links, "I have paid"). */
import type { z } from 'zod';
import type { AdvanceStatus } from '@db/statuses';
import { route, type EmptyBody } from '@/lib/route-contract';
import type { advanceRateSchema } from './advance-rate.schema';
import type { setAdvancePercent } from './advance-rate.server';
import type { PaymentMethods } from './payment-methods';
import type { paymentMethodsSchema } from './payment-methods.schema';
import type { handleAdvanceReport } from './report-advance.server';
import type { handleShareReport } from './report-share.server';
import type { receiveShareSchema, sendShareSchema, splitSchema } from './shares.schema';
import type { renewShareLink, sendShareLink, ShareView, SplitAnswer } from './shares.server';
import type { SlipReuseView } from './slip-reuse.server';

/** A booking's shares of the advance (none when it is paid as one payment) and its slips refused as used before. */
export const sharesRoute = route<{ shares: ShareView[]; slipReuses: SlipReuseView[] }>()('GET', '/api/admin/bookings/[id]/shares');
/** Marks a share received; answers it with the booking's advance status after it. */
export const receiveShareRoute = route<ShareView & { advanceStatus: AdvanceStatus }, z.input<typeof receiveShareSchema>>()(
  'POST',
  '/api/admin/bookings/[id]/shares/[number]',
);
/** A share's transfer slip (a link). */
export const shareSlipRoute = route<Blob>()('GET', '/api/admin/bookings/[id]/shares/[number]/slip');
/** The owner's advance rate (whole percent). */
export const advanceRateRoute = route<{ percent: number }>()('GET', '/api/admin/advance-rate');
/** Sets the advance rate; answers how many unpaid upcoming bookings were repriced. */
export const saveAdvanceRateRoute = route<ReturnType<typeof setAdvancePercent>, z.input<typeof advanceRateSchema>>()(
  'PUT',
  '/api/admin/advance-rate',
);
/** The owner's ways to pay the advance ("Pagamenti"). */
export const paymentMethodsRoute = route<PaymentMethods>()('GET', '/api/admin/payment-methods');
/** Stores the ways to pay; answers them as stored. */
export const savePaymentMethodsRoute = route<PaymentMethods, z.input<typeof paymentMethodsSchema>>()('PUT', '/api/admin/payment-methods');

/** The organiser's split of the advance (customer's session): the shares and their links, shown now only. */
export const splitSharesRoute = route<SplitAnswer, z.input<typeof splitSchema>>()('POST', '/api/bookings/[id]/shares');
/** A new link for a share still to pay; the old one stops working. */
export const renewShareLinkRoute = route<ReturnType<typeof renewShareLink>, EmptyBody>()('POST', '/api/bookings/[id]/shares/[number]/link');
/** Sends a share's link to a guest's e-mail; answers the link and the share. */
export const sendShareLinkRoute = route<ReturnType<typeof sendShareLink>, z.input<typeof sendShareSchema>>()(
  'POST',
  '/api/bookings/[id]/shares/[number]/send',
);
/** "I'll cover the rest": every share still pending reported as paid by the organiser. */
export const coverSharesRoute = route<{ shares: ShareView[] }, EmptyBody>()('POST', '/api/bookings/[id]/shares/cover');
/** The customer's "I have paid" (multipart, an optional slip). */
export const reportAdvanceRoute = route<Awaited<ReturnType<typeof handleAdvanceReport>>, FormData>()('POST', '/api/bookings/[id]/advance');
/** A guest's "I have paid" from her share link (multipart: the token, a way and an optional slip). */
export const reportShareRoute = route<Awaited<ReturnType<typeof handleShareReport>>, FormData>()('POST', '/api/shares/report');
