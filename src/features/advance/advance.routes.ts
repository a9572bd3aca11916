/** The advance's routes the panel calls: a booking's shares, the advance rate and the ways to pay. */
import type { z } from 'zod';
import type { AdvanceStatus } from '@db/statuses';
import { route } from '@/lib/route-contract';
import type { advanceRateSchema } from './advance-rate.schema';
import type { setAdvancePercent } from './advance-rate.server';
import type { PaymentMethods } from './payment-methods';
import type { paymentMethodsSchema } from './payment-methods.schema';
import type { receiveShareSchema } from './shares.schema';
import type { ShareView } from './shares.server';
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
