/**
 * The services sold: the one place that lists them (browser-safe, no zod). Every key, title, count,
 * style, label, default length, seed card and schema choice of a male-stripper service or a topless-
 * waiter package derives from SERVICE_FACTS; a package's listing copy is its entry in city-packages.ts.
 *
 * The spellings each stored field uses (the contract of the API and the database):
 * - the service key ('full-monty'): the booking form and additionalData.services;
 * - the card title ('FULL MONTY'): pricing cards, a booking's serviceType, a stripper rate's serviceType;
 * - the performance style ('full monty'): a booking's performanceStyle;
 * - the performer style ('fullmonty'): a performer's availableFor.
 */

import { citiesText } from './cities';

/** The three styles a booking's show is performed in (spec section 5). */
export const PERFORMANCE_STYLES = ['topless', 'underwear', 'full monty'] as const;
/** One performance style. */
export type PerformanceStyle = (typeof PERFORMANCE_STYLES)[number];
/** The dialogs' message for a style outside the list: 'Performance style must be topless, underwear or full monty'. */
export const PERFORMANCE_STYLE_MESSAGE = `Performance style must be ${citiesText('or', PERFORMANCE_STYLES)}`;

/** The style keys a performer may be booked for (spec section 3: availableFor). */
export const PERFORMER_STYLES = ['topless', 'underwear', 'fullmonty', 'duo'] as const;
/** One performer style. */
export type PerformerStyle = (typeof PERFORMER_STYLES)[number];

/** The two kinds of service, named as the listings and the pricing cards name them. */
export type ServiceCategory = 'male-strippers' | 'topless-waiters';

/** What the code knows of a service, apart from its listing copy. */
export interface ServiceFacts {
  category: ServiceCategory;
  /** The pricing card's title ('FULL MONTY'): how the database names the card and a stripper service. */
  title: string;
  /** Performers the service needs (spec section 9: duo 2, other styles 1; a waiter package its waiters). */
  performers: number;
  /** The package's own length in minutes: the seed's card duration, and the show length priced without extra time. */
  minutes: number;
  /** The booking's performance style, or 'any' when the agency picks one (a duo); the first style is the default. */
  performanceStyle: PerformanceStyle | 'any';
  /** The style a performer must offer (availableFor) to perform it. */
  performerStyle: PerformerStyle;
}

// Keyed by the service key of the booking form; the order is the order of the cards, the choices and the seed.
const SERVICE_FACTS_BY_KEY = {
  topless: {
    category: 'male-strippers',
    title: 'TOPLESS',
    performers: 1,
    minutes: 60,
    performanceStyle: 'topless',
    performerStyle: 'topless',
  },
  underwear: {
    category: 'male-strippers',
    title: 'UNDERWEAR',
    performers: 1,
    minutes: 60,
    performanceStyle: 'underwear',
    performerStyle: 'underwear',
  },
  'full-monty': {
    category: 'male-strippers',
    title: 'FULL MONTY',
    performers: 1,
    minutes: 60,
    performanceStyle: 'full monty',
    performerStyle: 'fullmonty',
  },
  duo: { category: 'male-strippers', title: 'DUO', performers: 2, minutes: 60, performanceStyle: 'any', performerStyle: 'duo' },
  'sexy-host': {
    category: 'topless-waiters',
    title: 'SEXY HOST',
    performers: 1,
    minutes: 120,
    performanceStyle: 'topless',
    performerStyle: 'topless',
  },
  'double-trouble': {
    category: 'topless-waiters',
    title: 'DOUBLE TROUBLE',
    performers: 2,
    minutes: 120,
    performanceStyle: 'topless',
    performerStyle: 'topless',
  },
  'full-party-mode': {
    category: 'topless-waiters',
    title: 'FULL PARTY MODE',
    performers: 3,
    minutes: 120,
    performanceStyle: 'topless',
    performerStyle: 'topless',
  },
  'total-domination': {
    category: 'topless-waiters',
    title: 'TOTAL DOMINATION',
    performers: 4,
    minutes: 120,
    performanceStyle: 'topless',
    performerStyle: 'topless',
  },
} as const satisfies Record<string, ServiceFacts>;

type Table = typeof SERVICE_FACTS_BY_KEY;
type KeyOf<C extends ServiceCategory> = { [K in keyof Table]: Table[K]['category'] extends C ? K : never }[keyof Table];

/** The service type of a booking without a stripper service (waiters only). */
export const NO_STRIPPER_SERVICE_TYPE = 'NONE';

/** 'FULL MONTY' → 'Full Monty': how a profile names a style. */
const titleCase = (text: string) =>
  text
    .toLowerCase()
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * Everything derived from a table of service facts (keys in card order), under the module's export names:
 * the exports are this of the real table; a test can derive them from a table with one more package.
 */
export function deriveServices<K extends string>(facts: Record<K, ServiceFacts>) {
  const keys = Object.keys(facts) as K[];
  const of = (category: ServiceCategory) => keys.filter((key) => facts[key].category === category);
  const stripperKeys = of('male-strippers');
  const waiterKeys = of('topless-waiters');
  const titles = (list: K[]) => Object.fromEntries(list.map((key) => [key, facts[key].title])) as Record<K, string>;
  const known = (key: string): key is K => Object.hasOwn(facts, key);
  const forTitle = (list: K[]) => (title: string) => list.find((key) => facts[key].title === title.trim().toUpperCase());
  const stylesOf = (key: K | undefined): readonly PerformanceStyle[] => {
    const style = key ? facts[key].performanceStyle : 'any';
    return style === 'any' ? PERFORMANCE_STYLES : [style];
  };
  const stripperServiceForTitle = forTitle(stripperKeys);
  // The packages' own length: the longest of the chosen services' (60 for a stripper alone, 120 with a waiter).
  const defaultDuration = (stripper: string, waiter: string): number =>
    Math.max(0, ...[stripper, waiter].filter(known).map((key) => facts[key].minutes)) || 60;
  return {
    SERVICE_FACTS: facts,
    STRIPPER_PACKAGES: stripperKeys,
    WAITER_PACKAGES: waiterKeys,
    STRIPPER_SERVICES: ['none', ...stripperKeys] as const,
    WAITER_SERVICES: ['none', ...waiterKeys] as const,
    STRIPPER_TITLES: titles(stripperKeys),
    WAITER_TITLES: titles(waiterKeys),
    STRIPPER_SERVICE_TYPES: stripperKeys.map((key) => facts[key].title) as unknown as readonly [string, ...string[]],
    SERVICE_TYPES: [...stripperKeys.map((key) => facts[key].title), NO_STRIPPER_SERVICE_TYPE] as unknown as readonly [string, ...string[]],
    stripperServiceForTitle,
    waiterServiceForTitle: forTitle(waiterKeys),
    /** Performers a service needs; 'none' and an unknown key need none. */
    performersNeeded: (key: string): number => (known(key) ? facts[key].performers : 0),
    defaultDuration,
    /** The booking's performanceStyle for a stripper service: its own style, or the first a duo (or no stripper) offers. */
    performanceStyleFor: (stripper: string): PerformanceStyle => stylesOf(known(stripper) ? stripper : undefined)[0]!,
    /**
     * The styles a service type offers: a one-stripper show is its own style, a waiters-only booking (NONE)
     * topless, a DUO any; a type the site does not sell any (it cannot be judged).
     */
    stylesForService: (serviceType: string): readonly PerformanceStyle[] => {
      const type = serviceType.trim().toUpperCase();
      if (type === NO_STRIPPER_SERVICE_TYPE) return [PERFORMANCE_STYLES[0]];
      return stylesOf(stripperServiceForTitle(type));
    },
    /** The label of a performer style ('fullmonty' → 'Full Monty'): the title of the stripper service that needs it. */
    performerStyleLabel: (style: string): string => {
      const key = stripperKeys.find((k) => facts[k].performerStyle === style);
      return key ? titleCase(facts[key].title) : style;
    },
    /** The titles of the services a booking chose, stripper first; 'none' and unknown keys are left out. */
    serviceTitles: (stripper: string, waiter: string): string[] =>
      [stripperKeys.find((key) => key === stripper), waiterKeys.find((key) => key === waiter)]
        .filter((key): key is K => key !== undefined)
        .map((key) => facts[key].title),
    /**
     * The show length to price: only a length beyond the default counts as extra time (the default is the
     * packages' own length, which the price already covers); undefined prices the packages as they are.
     */
    pricedDuration: (stripper: string, waiter: string, duration: number): number | undefined =>
      duration > defaultDuration(stripper, waiter) ? duration : undefined,
  };
}

const derived = deriveServices(SERVICE_FACTS_BY_KEY);

/** A male-stripper service key of the booking form. */
export type StripperService = 'none' | KeyOf<'male-strippers'>;
/** A topless-waiter service key of the booking form. */
export type WaiterService = 'none' | KeyOf<'topless-waiters'>;
/** A male-stripper service that is sold (not 'none'). */
export type StripperPackage = Exclude<StripperService, 'none'>;
/** A topless-waiter package that is sold (not 'none'). */
export type WaiterPackage = Exclude<WaiterService, 'none'>;

/** The facts of every service, keyed by service key. */
export const SERVICE_FACTS: Record<StripperPackage | WaiterPackage, ServiceFacts> = derived.SERVICE_FACTS;
/** The male-stripper services sold, in card order. */
export const STRIPPER_PACKAGES = derived.STRIPPER_PACKAGES as StripperPackage[];
/** The topless-waiter packages sold, in card order. */
export const WAITER_PACKAGES = derived.WAITER_PACKAGES as WaiterPackage[];
/** Male-stripper service keys of the booking form, 'none' first. */
export const STRIPPER_SERVICES = derived.STRIPPER_SERVICES as unknown as readonly ['none', ...StripperPackage[]];
/** Topless-waiter service keys of the booking form, 'none' first. */
export const WAITER_SERVICES = derived.WAITER_SERVICES as unknown as readonly ['none', ...WaiterPackage[]];
/** Pricing-card title (category male-strippers) of each stripper service; also the booking's serviceType. */
export const STRIPPER_TITLES: Record<StripperPackage, string> = derived.STRIPPER_TITLES;
/** Pricing-card title (category topless-waiters) of each waiter package. */
export const WAITER_TITLES: Record<WaiterPackage, string> = derived.WAITER_TITLES;
/** The service types a male stripper rate applies to (TOPLESS, UNDERWEAR, FULL MONTY, DUO). */
export const STRIPPER_SERVICE_TYPES = derived.STRIPPER_SERVICE_TYPES;
/** Every service type a booking may have: the stripper services' titles and NONE. */
export const SERVICE_TYPES = derived.SERVICE_TYPES;
/** The stripper service whose card has this title (case-insensitive), if any. */
export const stripperServiceForTitle = derived.stripperServiceForTitle as (title: string) => StripperPackage | undefined;
/** The waiter package whose card has this title (case-insensitive), if any. */
export const waiterServiceForTitle = derived.waiterServiceForTitle as (title: string) => WaiterPackage | undefined;
/** Performers a service needs (duo 2, other styles 1, a waiter package its waiters); 'none' 0. */
export const performersNeeded = derived.performersNeeded;
/** Default show length in minutes: 60 for a stripper alone, 120 with a waiter or a waiter alone (spec section 9). */
export const defaultDuration = derived.defaultDuration;
/** The booking's performanceStyle: duo and waiter-only shows are topless (spec section 5 allows three styles). */
export const performanceStyleFor = derived.performanceStyleFor;
/** The styles a service type offers (TOPLESS topless, NONE topless, DUO any); a type not sold offers any. */
export const stylesForService = derived.stylesForService;
/** A performer style's label on a profile ('fullmonty' → 'Full Monty'); another text as given. */
export const performerStyleLabel = derived.performerStyleLabel;
/** The titles of the services a booking chose, stripper first; 'none' and unknown keys are left out. */
export const serviceTitles = derived.serviceTitles;

/** The longest show a booking can ask (minutes; the booking and availability rules cap it too). */
export const MAX_DURATION = 300;

/** The show length to price: a length beyond the packages' default (extra time), else undefined (the packages as they are). */
export const pricedDuration = derived.pricedDuration;

/** Trim, lower-case, first hyphen to a space: 'Full-Monty' becomes 'full monty' (spec section 5). */
export function normalisePerformanceStyle(value: string): string {
  return value.trim().toLowerCase().replace('-', ' ');
}
