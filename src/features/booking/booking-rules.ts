/** What the booking page derives from its address and the instant estimate (no server imports). */
import { isCity } from '@/content/cities';
import { splitPayment } from '@/features/advance/payment-split';
import type { StripperService, WaiterService } from '@/features/pricing/services';

/** What the booking page pre-selects from its address (spec section 4: city, service, title). */
export function preselectFromQuery(params: URLSearchParams): {
  location?: string;
  selectedMaleStripper?: StripperService;
  selectedToplessWaiter?: WaiterService;
} {
  const city = (params.get('city') ?? '').trim().toLowerCase();
  const title = (params.get('title') ?? '').toLowerCase();
  const has = (...words: string[]) => words.some((w) => title.includes(w));
  const result: ReturnType<typeof preselectFromQuery> = {};
  if (isCity(city)) result.location = city;
  const service = params.get('service');
  if (service === 'male-stripper') {
    result.selectedMaleStripper = has('underwear')
      ? 'underwear'
      : has('full', 'monty')
        ? 'full-monty'
        : has('double', 'duo')
          ? 'duo'
          : 'topless';
  } else if (service === 'topless-waiter') {
    result.selectedToplessWaiter = has('double')
      ? 'double-trouble'
      : has('triple', 'party')
        ? 'full-party-mode'
        : has('orgy', 'special', 'domination', 'total')
          ? 'total-domination'
          : 'sexy-host';
  }
  return result;
}

/** The instant estimate shown while the server prices the selection: card prices added, 30% advance. */
export function instantEstimate(stripperPrice: number, waiterPrice: number): { total: number; advance: number; cash: number } {
  const total = stripperPrice + waiterPrice;
  return { total, ...splitPayment(total) };
}
