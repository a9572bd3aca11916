/**
 * The services customers choose (no server imports): the service keys and their pricing-card titles,
 * performer counts, performance styles and standard durations.
 */

/** Male-stripper service keys of the booking form. */
export const STRIPPER_SERVICES = ['none', 'topless', 'underwear', 'full-monty', 'duo'] as const;

/** A male-stripper service key. */
export type StripperService = (typeof STRIPPER_SERVICES)[number];

/** Topless-waiter service keys of the booking form. */
export const WAITER_SERVICES = ['none', 'sexy-host', 'double-trouble', 'full-party-mode', 'total-domination'] as const;

/** A topless-waiter service key. */
export type WaiterService = (typeof WAITER_SERVICES)[number];

/** Pricing-card title (category male-strippers) of each stripper service; also the booking's serviceType. */
export const STRIPPER_TITLES: Record<Exclude<StripperService, 'none'>, string> = {
  topless: 'TOPLESS',
  underwear: 'UNDERWEAR',
  'full-monty': 'FULL MONTY',
  duo: 'DUO',
};

/** Pricing-card title (category topless-waiters) of each waiter package. */
export const WAITER_TITLES: Record<Exclude<WaiterService, 'none'>, string> = {
  'sexy-host': 'SEXY HOST',
  'double-trouble': 'DOUBLE TROUBLE',
  'full-party-mode': 'FULL PARTY MODE',
  'total-domination': 'TOTAL DOMINATION',
};

/** The stripper service whose card has this title (case-insensitive), if any. */
export function stripperServiceForTitle(title: string): StripperService | undefined {
  const entry = Object.entries(STRIPPER_TITLES).find(([, t]) => t === title.trim().toUpperCase());
  return entry?.[0] as StripperService | undefined;
}

/** The waiter service whose card has this title (case-insensitive), if any. */
export function waiterServiceForTitle(title: string): WaiterService | undefined {
  const entry = Object.entries(WAITER_TITLES).find(([, t]) => t === title.trim().toUpperCase());
  return entry?.[0] as WaiterService | undefined;
}

/** Strippers a service needs: duo 2, other styles 1, none 0 (spec section 9). */
export function requiredStrippers(service: StripperService): number {
  if (service === 'none') return 0;
  return service === 'duo' ? 2 : 1;
}

/** Waiters a package needs: the number at the start of its subtitle, at least 1. */
export function waitersFromSubtitle(subtitle: string): number {
  const n = Number.parseInt(subtitle.trim(), 10);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

/** The booking's performanceStyle: duo and waiter-only shows are topless (spec section 5 allows three styles). */
export function performanceStyleFor(service: StripperService): 'topless' | 'underwear' | 'full monty' {
  if (service === 'underwear') return 'underwear';
  if (service === 'full-monty') return 'full monty';
  return 'topless';
}

/** Default show length in minutes: 60 for a stripper alone, 120 with a waiter or a waiter alone (spec section 9). */
export function defaultDuration(stripper: StripperService, waiter: WaiterService): number {
  return waiter === 'none' ? 60 : 120;
}

/** The longest show a booking can ask (minutes; the booking and availability rules cap it too). */
export const MAX_DURATION = 300;

/**
 * The show length to price: only a length beyond the default counts as extra time (the default is the
 * packages' own length, which the price already covers); undefined prices the packages as they are.
 */
export function pricedDuration(stripper: StripperService, waiter: WaiterService, duration: number): number | undefined {
  return duration > defaultDuration(stripper, waiter) ? duration : undefined;
}

/** The titles of the services a booking chose, stripper first; 'none' and unknown keys are left out. */
export function serviceTitles(stripper: string, waiter: string): string[] {
  const stripperTitle = Object.hasOwn(STRIPPER_TITLES, stripper) ? STRIPPER_TITLES[stripper as keyof typeof STRIPPER_TITLES] : undefined;
  const waiterTitle = Object.hasOwn(WAITER_TITLES, waiter) ? WAITER_TITLES[waiter as keyof typeof WAITER_TITLES] : undefined;
  return [stripperTitle, waiterTitle].filter((title): title is string => Boolean(title));
}
