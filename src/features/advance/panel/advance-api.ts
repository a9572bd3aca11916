/** Acconto's and Pagamenti's calls: the owner's advance rate and ways to pay. */
import { callRoute, refreshEverything, routeStore, setRouteCache } from '@/features/admin-panel/client';
import { advanceRateRoute, paymentMethodsRoute, saveAdvanceRateRoute, savePaymentMethodsRoute } from '../advance.routes';
import type { PaymentMethods } from '../payment-methods';

/** The owner's advance rate (whole percent). */
export const $advanceRate = routeStore(advanceRateRoute);

/** Sets the advance rate; answers how many unpaid upcoming bookings were repriced (every list refreshes: their advance changed). */
export async function saveAdvanceRate(percent: number): Promise<{ percent: number; repriced: number }> {
  const answer = await callRoute(saveAdvanceRateRoute, { body: { percent } });
  refreshEverything();
  return answer;
}

/** The owner's ways to pay the advance ("Pagamenti"). */
export const $paymentMethods = routeStore(paymentMethodsRoute);

/** Stores the ways to pay; answers them as stored. */
export async function savePaymentMethods(methods: PaymentMethods): Promise<PaymentMethods> {
  const answer = await callRoute(savePaymentMethodsRoute, { body: methods });
  setRouteCache(paymentMethodsRoute, undefined, answer);
  return answer;
}
